import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cellItems,
  checkChinesePage,
  checkDataFile,
  checkUiModule,
  chineseDataFiles,
  chineseJsonStrings,
  chinesePageFiles,
  chineseStrings,
  formatProblem,
  parseWritingRules,
  projectRoot,
  readWritingRules,
  tableCells,
  uiStringFiles,
  variantPattern,
} from './terminology';

const rules = readWritingRules();
const ruleFor = (variant: string) => {
  const rule = rules.find((candidate) => candidate.variant === variant);
  if (!rule) throw new Error(`WRITING.md has no variant ${variant}`);
  return rule;
};

describe('reading WRITING.md', () => {
  it('reads a cell: escaped pipes, backticked items separated by ·', () => {
    expect(tableCells('| a | `x \\| y` · `z` | c |')).toEqual(['a', '`x | y` · `z`', 'c']);
    expect(cellItems('`提供方` · `/a|b/i`')).toEqual(['提供方', '/a|b/i']);
    expect(cellItems('')).toEqual([]);
    expect(() => cellItems('`提供方`, 提供者')).toThrow(/cannot read/);
  });

  it('turns /…/flags into a regular expression and anything else into a literal string', () => {
    expect(variantPattern('/retry 插件/i').flags).toBe('gi');
    expect('Retry 插件'.match(variantPattern('/retry 插件/i'))).toEqual(['Retry 插件']);
    expect('a.b(c)'.match(variantPattern('.b(c)'))).toEqual(['.b(c)']);
    expect('axb'.match(variantPattern('.b(c)'))).toBeNull();
  });

  it('reads both tables of the real file', () => {
    const writing = readFileSync(join(projectRoot, 'WRITING.md'), 'utf8');
    const glossaryItems = (writing.split('## Glossary')[1].split('### Chinese typography rules')[0].match(/`[^`]+`/g) ?? []).length;
    expect(rules.filter((rule) => rule.table === 'glossary').length).toBeGreaterThanOrEqual(35);
    expect(rules.filter((rule) => rule.table === 'typography').length).toBeGreaterThanOrEqual(9);
    // Every variant of the glossary table is a rule (the intro's backticked words come before it).
    expect(rules.filter((rule) => rule.table === 'glossary').length).toBeLessThanOrEqual(glossaryItems);
    expect(ruleFor('/“ | ”/').pattern.source).toBe('“ | ”');
    expect(ruleFor('提供方').name).toBe('glossary: producer (remote) → 生产者');
    expect(ruleFor('它做了什么').name).toBe('typography: a calque for "What does it do?"');
    // Only the rule about links reads link targets.
    expect(rules.filter((rule) => rule.seesLinks).map((rule) => rule.name)).toEqual(['glossary: Module Federation Chrome extension → Chrome 调试工具']);
  });

  it('fails loudly when a table or its column is missing', () => {
    expect(() => parseWritingRules('# Writing\n\nNo tables here.')).toThrow(/Glossary/);
    const noColumn = '## Glossary\n\n| English | 中文 |\n| --- | --- |\n| a | b |\n\n### Chinese typography rules\n\n| Rule | Forbidden |\n| --- | --- |\n| x | `y` |\n';
    expect(() => parseWritingRules(noColumn)).toThrow(/Forbidden in Chinese text/);
  });
});

/** For every rule that is a regular expression: Chinese text it must catch, and correct text it must let through. */
const regexSamples: Record<string, { bad: string; good: string[] }> = {
  '/导出(?=[^，。；、\\s]{0,4}模块)/': { bad: '生产者导出的这个模块', good: ['ES 模块的导出语句', '导出函数'] },
  '/(?<![A-Za-z（(])(?<!^# )manifest(?![-.\\w])/': { bad: '读取 manifest 之后', good: ['# manifest', 'Manifest（清单）', '生成 mf-manifest.json 文件'] },
  '/运行期(?!间)/': { bad: '在运行期加载', good: ['两端的开发服务器都在运行期间'] },
  '/(?<![A-Za-z]\\s?)hook(?!\\s?[A-Za-z(])/': { bad: '这个 hook 会在加载前调用', good: ['报错“Invalid hook call”', 'React Hooks 失效'] },
  '/(?<!类型)热更新/': { bad: '支持热更新', good: ['类型热更新默认开启'] },
  '/\\[[^\\]]*开发者工具[^\\]]*\\]\\(\\/(zh\\/)?guide\\/basic\\/chrome-devtool/': {
    bad: '安装 [Chrome 开发者工具](/guide/basic/chrome-devtool) 扩展',
    good: ['安装 [Chrome 调试工具](/guide/basic/chrome-devtool)', '打开浏览器自带的开发者工具（F12）'],
  },
  '/retry 插件/i': { bad: '使用 Retry 插件', good: ['使用重试插件'] },
  '/[「」『』]/': { bad: '称为「生产者」', good: ['称为“生产者”'] },
  '/“ | ”/': { bad: '称为“ 生产者 ”', good: ['称为“生产者”'] },
  '/[，。：；！？、）”] (?=[^\\s|])/': { bad: '独立部署。 各团队', good: ['独立部署。各团队', '| 无。 |'] },
  '/[。：:]\\*\\*\\s/': { bad: '**独立部署。** 各团队', good: ['**独立部署**：各团队'] },
  '/(?<![*\\w])[*_](?![*_\\s])[^*_\\n]*[\\u4e00-\\u9fff][^*_\\n]*(?<![*_\\s])[*_](?![*\\w])/': {
    bad: '这是 *斜体中文* 文字',
    good: ['这是 **粗体** 文字', '* 列表项中文', '变量 __FEDERATION__ 中的内容'],
  },
  '/(?<!集)中于/': { bad: '存在中于 React', good: ['精力集中于共享依赖'] },
  '/\\([^()\\n]*[\\u4e00-\\u9fff][^()\\n]*\\)/': { bad: '构建插件(webpack 插件)', good: ['构建插件（webpack 插件）', 'init(options)'] },
};

describe('every rule catches its variant and only there', () => {
  for (const rule of rules) {
    it(`${rule.name}: ${rule.variant}`, () => {
      const isRegex = /^\/.+\/[a-z]*$/s.test(rule.variant);
      const samples = isRegex ? regexSamples[rule.variant] : { bad: `这里写了${rule.variant}一词`, good: [] };
      expect(samples, `add a sample for ${rule.variant} to regexSamples`).toBeDefined();
      const page = (line: string) => `# 标题\n\n${line}\n`;
      const found = checkChinesePage([rule], 'docs/zh/sample.mdx', page(samples.bad));
      expect(found.length).toBeGreaterThan(0);
      expect(new Set(found.map((problem) => `${problem.line} ${problem.rule}`))).toEqual(new Set([`3 ${rule.name}`]));
      for (const good of samples.good) expect(checkChinesePage([rule], 'docs/zh/sample.mdx', page(good)), good).toEqual([]);
      // The same text inside inline code or fenced code is never checked.
      expect(checkChinesePage([rule], 'docs/zh/sample.mdx', page(`\`${samples.bad}\``))).toEqual([]);
      expect(checkChinesePage([rule], 'docs/zh/sample.mdx', `# 标题\n\n\`\`\`md\n${samples.bad}\n\`\`\`\n`)).toEqual([]);
    });
  }
});

describe('what the check reads on a page', () => {
  const sample = [
    '---',
    'title: 提供方指南',
    'hero:',
    '  actions:',
    '    - text: 快速上手',
    '      link: /zh/guide/manifest',
    '---',
    '',
    'import { Badge } from "提供方";',
    '',
    '## 为什么？ {#why}',
    '',
    '生产者，即`提供方`，见 [清单](/configure/manifest) 和 [manifest](/configure/manifest)。',
    '',
    '```ts',
    "const role = '提供方';",
    '```',
    '',
    '访问 https://example.com/manifest 查看。',
    '见 [Chrome 开发者工具](/guide/basic/chrome-devtool)。',
    '插件、 `shared` 和构建工具。',
    '## 实验 <Badge text="提供方" type="manifest" /> {#x}',
    '<VideoPlayer',
    '  src="/video/manifest.mp4"',
    "  dots={[{ id: 'manifest', text: '获取 manifest', to: (a) => a > 1 }]}",
    '/>',
    '<p>宿主 <a href="/hook">hook</a></p>',
  ].join('\n');
  const problems = checkChinesePage(rules, 'docs/zh/sample.mdx', sample);
  const found = problems.map((problem) => `${problem.line} ${problem.text}`);

  it('checks frontmatter text, headings, prose, link texts and the Chinese strings and children of JSX', () => {
    expect(found).toEqual([
      '2 提供方',
      '13 manifest',
      '20 [Chrome 开发者工具](/guide/basic/chrome-devtool',
      '21 、 ',
      '22 提供方',
      '25 manifest',
      '27 宿主',
      '27 hook',
    ]);
  });

  it('names file, line, rule and the offending text', () => {
    expect(formatProblem(problems[0])).toBe('docs/zh/sample.mdx:2: [glossary: producer (remote) → 生产者] forbidden 提供方: "提供方" in "title: 提供方指南"');
  });
});

describe('Chinese UI strings', () => {
  const module = [
    "import { x } from './提供方';",
    '// 提供方 in a comment is not a string',
    "const en = { producer: 'provider', note: 'hook' };",
    "const zh = { producer: '生产者（提供方）', note: 'manifest', nested: { label: `共享域` } };",
    "const other = '远程应用';",
    'const jsx = <p>宿主应用</p>;',
    "const mixed = { zh: { open: '(在新标签页中打开)' } };",
  ].join('\n');

  it('reads every string of a zh table and every other string holding Chinese', () => {
    expect(chineseStrings('sample.tsx', module).map((entry) => entry.text)).toEqual([
      '生产者（提供方）',
      'manifest',
      '共享域',
      '远程应用',
      '宿主应用',
      '(在新标签页中打开)',
    ]);
  });

  it('reports each forbidden variant with its line', () => {
    expect(checkUiModule(rules, 'theme/sample.tsx', module).map((problem) => `${problem.line} ${problem.text}`).sort()).toEqual([
      '4 manifest',
      '4 共享域',
      '4 提供方',
      '5 远程应用',
      '6 主应用',
      '6 宿主',
      '6 宿主应用',
      '7 (在新标签页中打开)',
    ]);
  });
});

describe('Chinese sidebar and nav data', () => {
  const data = '[\n  { "text": "提供方", "link": "/guide/manifest" },\n  "index",\n  { "label": "宿主 \\"应用\\"" }\n]';

  it('reads the JSON strings that hold Chinese', () => {
    expect(chineseJsonStrings(data)).toEqual([
      { line: 2, text: '提供方' },
      { line: 4, text: '宿主 "应用"' },
    ]);
  });

  it('reports forbidden variants in them', () => {
    expect(checkDataFile(rules, 'docs/zh/_nav.json', data).map((problem) => `${problem.line} ${problem.text}`)).toEqual(['2 提供方', '4 宿主']);
  });
});

describe('the Chinese site', () => {
  it('reads every Chinese page and the UI string modules', () => {
    expect(chinesePageFiles().length).toBeGreaterThanOrEqual(55);
    expect(chineseDataFiles()).toEqual(expect.arrayContaining(['docs/zh/_nav.json', 'docs/zh/configure/_meta.json']));
    const files = uiStringFiles();
    expect(files).toEqual(expect.arrayContaining(['theme/i18n/zh.ts', 'components/explainers/strings.ts', 'components/explainers/labels.ts', 'rspress.config.ts']));
    const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
    expect(chineseStrings('theme/i18n/zh.ts', read('theme/i18n/zh.ts')).length).toBeGreaterThanOrEqual(60);
    expect(chineseStrings('components/explainers/strings.ts', read('components/explainers/strings.ts')).length).toBeGreaterThanOrEqual(60);
  });

});

describe('no forbidden variant in a Chinese page or UI string', () => {
  const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
  for (const file of chinesePageFiles()) {
    it(file, () => {
      expect(checkChinesePage(rules, file, read(file)).map(formatProblem)).toEqual([]);
    });
  }
  for (const file of uiStringFiles()) {
    it(file, () => {
      expect(checkUiModule(rules, file, read(file)).map(formatProblem)).toEqual([]);
    });
  }
  for (const file of chineseDataFiles()) {
    it(file, () => {
      expect(checkDataFile(rules, file, read(file)).map(formatProblem)).toEqual([]);
    });
  }
});
