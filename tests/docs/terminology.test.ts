import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  captionFiles,
  captionLines,
  cellItems,
  checkCaptionFile,
  checkChinesePage,
  checkDataFile,
  checkLinkTitles,
  checkUiModule,
  chineseDataFiles,
  chinesePageTitles,
  chineseJsonStrings,
  chinesePageFiles,
  chineseStrings,
  formatProblem,
  manifestFirstUse,
  pageRoute,
  pageTitle,
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
  '/(?:拉取|下载|抓取)(?=[^，。；]{0,8}Manifest)|Manifest\\s?(?:拉取|下载|抓取)|Manifest\\s?(?:请求|下载)失败/': {
    bad: 'Manifest 拉取失败时，先以 afterResolve 报告',
    good: ['Manifest 获取失败时，先以 afterResolve 报告', '请求 Manifest 时携带 Cookie', '一次 Manifest 请求有了结果', '消费者下载类型压缩包'],
  },
  '/(?<![\\w.])public path(?!\\w)/i': { bad: '按生产者的 public path 解析', good: ['按生产者的公共路径解析', '设置 output.publicPath 即可'] },
  '/(?<![A-Za-z.@-])zip(?![A-Za-z])/i': {
    bad: '生产者把类型打成 zip 放进产物',
    good: ['生产者把类型打成类型压缩包', '构建产物中的 @mf-types.zip', 'Manifest 的 metaData.types.zip 字段', 'gzip 之后的体积'],
  },
  '/React bridge|(?<![A-Za-z@/-])bridge(?=\\s?[\\u4e00-\\u9fff（、，。；：])|(?<=[\\u4e00-\\u9fff（、，。；：]\\s?)bridge(?![A-Za-z-])/': {
    bad: '这些钩子由 bridge 包调用',
    good: ['这些钩子由 Bridge 包调用', 'React Bridge 会合并 extraProps', '安装 @module-federation/bridge-react 即可', '### bridge', '报错“react bridge is used”', '实例的 bridgeHook 上'],
  },
  '/(?<![A-Za-z]\\s?)hook(?!\\s?[A-Za-z(])/': { bad: '这个 hook 会在加载前调用', good: ['报错“Invalid hook call”', 'React Hooks 失效'] },
  '/远程(?=[，。；：、）,;\\]]|的|时|则|设置|指向|写法|$)/': {
    bad: 'Manifest 形式的远程，检查 metaData.types',
    good: ['远程入口、远程模块和远程类型', '按环境改写远程 URL', '加载远程 React 组件', '统计每次远程加载的耗时'],
  },
  '/注册(?:[^，。；：]{0,20}的)?远程模块/': {
    bad: '在运行期间注册的远程模块对构建来说是未知的',
    good: ['注册插件之后，加载远程模块', '在请求第一个远程模块之前插件就已生效', '在运行期间注册的生产者'],
  },
  '/(?:指向|地址|列表)[^，。；：]{0,24}的远程模块|远程模块(?:必须|全部|都)?指向/': {
    bad: '指向 mf-manifest.json 的远程模块通过 Manifest 查找',
    good: ['以 Manifest 地址声明的生产者', '消费者指向生产者的 Manifest，再加载远程模块'],
  },
  '/(?:每个|该)远程模块的(?:类型|子目录|名称)|上报远程模块/': {
    bad: '每个远程模块的类型解压到子目录中',
    good: ['每个生产者的类型解压到以其别名命名的子目录中', '缺的是远程模块的类型'],
  },
  '/(?:每个|所有|这个|该|各个|全部)暴露模块/': { bad: '每个暴露模块及其所需的文件', good: ['每个暴露的模块及其所需的文件', '一个应用暴露模块，另一个应用加载它'] },
  '/(?<=编译|与|把)暴露模块|暴露模块(?=的(?:类型|\\s*chunk)|及其|和共享|、共享依赖|\\s*chunk|太多)/': {
    bad: '编译暴露模块时使用的 tsconfig',
    good: ['编译暴露的模块时使用的 tsconfig', '暴露模块的应用', '一个暴露模块的生产者', '生产者暴露模块、共享 React，但从不加载远程模块'],
  },
  '/(?:Shell|Angular)\\s?(?:应用)?的\\s?Manifest|(?:生产者|远程)地址(?:写|登记|记录)?在\\s?Manifest|从\\s?Manifest\\s?读取生产者地址/': {
    bad: '在 Shell 的 Manifest（清单）中登记这个生产者',
    good: ['在 Shell 的远程地址映射文件中登记这个生产者', '生产者的 Manifest（清单）记录了远程入口的地址'],
  },
  '/在运行时(?!\\s*(?:API|插件|实例|内部|中|里|之中|核心|代码|模块|环境|版本|入口|数据|上|层))/': {
    bad: '消费者在运行时注册生产者',
    good: ['消费者在运行期间注册生产者', '在运行时实例初始化时注册', '在运行时插件中处理', '写在运行时 API 的调用里'],
  },
  '/到运行时才|运行时才(?=[^，。；会]{0,4}的)/': {
    bad: '运行时才注册的生产者，请自己调用 init',
    good: ['运行期间才注册的生产者', '作用域里还没有这个包时，运行时才会放进去', '等到代码真正运行时才发生'],
  },
  '/运行时动态|构建时(?:或|还是)运行时|运行时(?:而不是|而非)构建时/': {
    bad: '插件可以在构建时或运行时注册',
    good: ['插件可以在构建时或运行期间注册', '运行时 API 可以动态注册生产者'],
  },
  '/(?<![A-Za-z])remote\\s?处理器/i': { bad: '实例、Remote 处理器和快照处理器', good: ['实例、远程处理器和快照处理器'] },
  '/(?<![A-Za-z])shared\\s?处理器/i': { bad: '声明在 shared 处理器上', good: ['声明在共享处理器上'] },
  '/(?<![A-Za-z_.-])snapshot(?![A-Za-z_-])/i': { bad: '不注册 snapshot 插件', good: ['不注册快照插件', 'loadSnapshot 钩子', '设置 disableSnapshot 之后'] },
  '/(?<!版本)降级(?!到|至|为|版本)/': { bad: '准备一个降级组件', good: ['准备一个兜底组件', '把 React 降级到 18', '回滚前先做版本降级'] },
  '/React[^，。；]{0,10}钩子|组件[^，。；]{0,6}钩子|无效钩子调用|自定义钩子/': {
    bad: 'React 的无效钩子调用警告',
    good: ['React 的无效 Hook 调用警告', '运行时钩子在加载组件之前触发', '写一个自定义 Hook'],
  },
  '/(?<![A-Za-z])Hooks(?![A-Za-z])/': { bad: '两个版本同时加载，Hooks 随之失效', good: ['两个版本同时加载，Hook 随之失效', 'SyncHook 和 AsyncWaterfallHook'] },
  '/(?<!类型)热更新/': { bad: '支持热更新', good: ['类型热更新默认开启'] },
  '/\\[[^\\]]*开发者工具[^\\]]*\\]\\(\\/(zh\\/)?guide\\/basic\\/chrome-devtool/': {
    bad: '安装 [Chrome 开发者工具](/guide/basic/chrome-devtool) 扩展',
    good: ['安装 [Chrome 调试工具](/guide/basic/chrome-devtool)', '打开浏览器自带的开发者工具（F12）'],
  },
  '/retry 插件/i': { bad: '使用 Retry 插件', good: ['使用重试插件'] },
  '/预发(?!布)/': { bad: '在预发环境验证修复', good: ['在预发布环境验证修复', '从预发布 CDN 加载', '预发布站点'] },
  '/[「」『』]/': { bad: '称为「生产者」', good: ['称为“生产者”'] },
  '/“ | ”/': { bad: '称为“ 生产者 ”', good: ['称为“生产者”'] },
  '/[，。：；！？、）”] (?=[^\\s|])/': { bad: '独立部署。 各团队', good: ['独立部署。各团队', '| 无。 |'] },
  '/[。：:]\\*\\*\\s/': { bad: '**独立部署。** 各团队', good: ['**独立部署**：各团队'] },
  '/(?<![*\\w])[*_](?![*_\\s])[^*_\\n]*[\\u4e00-\\u9fff][^*_\\n]*(?<![*_\\s])[*_](?![*\\w])/': {
    bad: '这是 *斜体中文* 文字',
    good: ['这是 **粗体** 文字', '* 列表项中文', '变量 __FEDERATION__ 中的内容'],
  },
  '/(?<!集)中于/': { bad: '存在中于 React', good: ['精力集中于共享依赖'] },
  '/[\\u4e00-\\u9fff] “|” (?=[\\u4e00-\\u9fff])/': { bad: '在应用店搜索 “Module Federation”', good: ['在应用店搜索“Module Federation”', '编辑器仍提示“Cannot find module”，重启即可', 'a “quoted” word'] },
  '/消除[^，。；]{0,30}抱怨/': { bad: '它消除了开发者对 Module Federation 的抱怨', good: ['它解决了开发者最头疼的问题'] },
  '/转发(?=[^，。；]{0,8}(?:导出|类型))/': {
    bad: '暴露的模块转发远程类型',
    good: ['暴露的模块重新导出远程类型', 'Bridge 自身不使用的 prop 都会转发给生产者的根组件'],
  },
  '/(?<![A-Za-z_.])reject(?:s|ed|ion)?(?![A-Za-z_(])/i': {
    bad: '入口获取失败时，loadRemote 会 reject',
    good: ['入口获取失败时，loadRemote 返回的 Promise 会被拒绝', '调用 Promise.reject() 即可', '传入 onRejected 回调'],
  },
  '/(?<![可所予加难足得借])以\\s?[^，。；：\\s][^，。；：]{0,23}拒绝/': {
    bad: 'loadRemote 以 {error} 拒绝：调用方必须处理',
    good: ['loadRemote 返回的 Promise 被拒绝，错误为 {error}', '运行时会拒绝这样的配置', '所以消费者会拒绝它', '服务器可以拒绝请求'],
  },
  '/运行时\\s?chunk/': { bad: '远程入口使用的运行时 chunk', good: ['远程入口使用的 runtime chunk', '运行时插件处理 chunk 加载'] },
  '/(?:单独|独立)的?\\s?runtime chunk/': { bad: '使用单独的 runtime chunk 时', good: ['使用单一 runtime chunk 时', '放进 runtime chunk'] },
  '/(?<!资)源地址/': { bad: '源地址从配置中读取', good: ['生产者的源（origin）从配置中读取', '把资源地址变成绝对地址'] },
  '/(?:生产者|消费者|页面|Shell|shell|CDN|应用)\\s?(?:的|所在的?)?\\s?域名/': {
    bad: '加上生产者的域名前缀',
    good: ['加上生产者的源（origin）作为前缀', '记下它的域名和 Client ID', '部署到多个域名或 CDN 区域'],
  },
  '/(?<=[\\u4e00-\\u9fff，。、；：]\\s?)origins?(?![A-Za-z])/i': {
    bad: '消费者从生产者的 origin 下载压缩包',
    good: ['消费者从生产者的源（origin）下载压缩包', '把 Shell 的源加入 Allowed Web Origins 一栏', '读取 window.location.origin 的值'],
  },
  '/[^\\s\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef\\]]\\][(][^)]*[)](?=[\\u3400-\\u9fff])/': {
    bad: '[运行时 API](/guide/basic/runtime)详细介绍了 init',
    good: [
      '[运行时 API](/guide/basic/runtime) 详细介绍了 init',
      '先读[错误目录](/guide/basic/error-catalog)中的说明',
      '（见 [exposes](/configure/exposes)）',
      '[`manifest`](/configure/manifest) 一页',
    ],
  },
  '/(?<![一二三四五六七八九几数])十[一二三四五六七八九]?(?=个|项|种|条|份|次|步|章)|[二三四五六七八九]十[一二三四五六七八九]?(?=个|项|种|条|份|次|步|章)/': {
    bad: '实现了这十四个钩子的插件',
    good: ['实现了这 14 个钩子的插件', '暴露几十个零碎的模块', '两个应用'],
  },
  '/(?<![A-Za-z（(“]\\s?)hydration(?![A-Za-z])/i': {
    bad: '如果 next/dynamic 引起 hydration 警告',
    good: ['如果 next/dynamic 引起水合（hydration）警告', '报错“Hydration failed because the initial UI does not match”', '调用 hydrateRoot 完成水合', 'React hydration error 一节'],
  },
  '/(?:回退|后备|降级)\\s?(?:地址|URL|CDN)/': {
    bad: '主地址失败后改用回退地址',
    good: ['主地址失败后改用备用地址', '从备用 CDN 请求同一个 Manifest', '返回一个兜底组件'],
  },
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

describe('Manifest（清单） on first use', () => {
  const page = (...body: string[]) => ['---', 'description: 读取 Manifest 的方式', '---', '', '# manifest', '', ...body].join('\n');

  it('accepts a page whose first Manifest is Manifest（清单）, in prose or in a link text', () => {
    expect(manifestFirstUse('docs/zh/a.mdx', page('Manifest（清单）记录了远程入口。读取 Manifest 之后……'))).toEqual([]);
    expect(manifestFirstUse('docs/zh/a.mdx', page('见 [Manifest（清单）](/configure/manifest)，再看 Manifest。'))).toEqual([]);
    expect(manifestFirstUse('docs/zh/a.mdx', page('这一页只讲 `remotes`。'))).toEqual([]);
  });

  it('reports the first Manifest when it lacks （清单）, with file and line', () => {
    const problems = manifestFirstUse('docs/zh/a.mdx', page('## 用 Manifest 还是远程入口？ {#manifest}', '', 'Manifest（清单）……'));
    expect(problems.map(formatProblem)).toEqual([
      'docs/zh/a.mdx:7: [glossary: manifest → Manifest（清单） on first use in a page] forbidden Manifest: "Manifest" in "## 用 Manifest 还是远程入口？ {#m…"',
    ]);
  });

  it('does not count frontmatter, the page title, code, file names, longer words or the strings of JSX tags', () => {
    const body = page(
      '`Manifest` 和 mf-manifest.json、ManifestPlugin。',
      '',
      '```ts',
      "const manifest = 'Manifest';",
      '```',
      '',
      "<VideoPlayer dots={[{ text: '获取 Manifest' }]} />",
      '',
      '读取 Manifest 之后',
    );
    expect(manifestFirstUse('docs/zh/a.mdx', body).map((problem) => problem.line)).toEqual([15]);
  });
});

describe('page names in links', () => {
  const titles = new Map([
    ['/guide/basic/error-catalog', '错误目录'],
    ['/configure/manifest', 'manifest'],
    ['/practice/bridge', 'Bridge 概览'],
  ]);

  it('knows a page by its route and its title', () => {
    expect(pageRoute('docs/zh/configure/dts.mdx')).toBe('/configure/dts');
    expect(pageRoute('docs/zh/practice/bridge/index.mdx')).toBe('/practice/bridge');
    expect(pageRoute('docs/zh/index.mdx')).toBe('/');
    expect(pageTitle('---\ntitle: 不用它\n---\n\n# experiments <Badge text="实验性" type="warning" />\n')).toBe('experiments');
    expect(pageTitle('---\ntitle: 首页\npageType: home\n---\n\n正文\n')).toBe('首页');
    const real = chinesePageTitles();
    expect(real.get('/guide/basic/error-catalog')).toBe('错误目录');
    expect(real.get('/configure/experiments')).toBe('experiments');
  });

  it('reports a list item or a table cell that names a page by another name', () => {
    const source = [
      '# 相关',
      '',
      '- [错误码](/guide/basic/error-catalog)：上文提到的错误码。',
      '- [错误目录](/zh/guide/basic/error-catalog/)：同一页，写对了。',
      '- [`manifest`](/configure/manifest)：大小写和反引号不算。',
      '- [错误码说明](/guide/basic/error-catalog#runtime-001)：指向一节，随意。',
      '- [Bridge](https://example.com/bridge)：站外链接，随意。',
      '',
      '正文中的[错误码](/guide/basic/error-catalog)随上下文取名。',
      '',
      '| 方案 | 见 |',
      '| --- | --- |',
      '| Bridge | [Bridge](/practice/bridge/) |',
      '| Bridge | 先读 [Bridge](/practice/bridge/) |',
    ].join('\n');
    expect(checkLinkTitles('docs/zh/a.mdx', source, titles).map(formatProblem)).toEqual([
      'docs/zh/a.mdx:3: [page name: /guide/basic/error-catalog is titled “错误目录”] forbidden [错误码]: "[错误码](/guide/basic/error-catalog)" in "- [错误码](/guide/basic/error-catalog)：上文提到的错误码。"',
      'docs/zh/a.mdx:13: [page name: /practice/bridge is titled “Bridge 概览”] forbidden [Bridge]: "[Bridge](/practice/bridge/)" in "| Bridge | [Bridge](/practice/bridge/) |"',
    ]);
  });
});

describe('Chinese video captions', () => {
  const vtt = 'WEBVTT\n\n1\n00:00:00.300 --> 00:00:03.400 line:-2\n消费者在运行时注册远程应用。\n\n2\n00:00:03.500 --> 00:00:07.000 line:-2\na &lt; b\n';

  it('reads the cue text, not the header, numbers and timings', () => {
    expect(captionLines(vtt)).toEqual([
      { line: 5, text: '消费者在运行时注册远程应用。' },
      { line: 9, text: 'a < b' },
    ]);
  });

  it('reports forbidden variants in them', () => {
    expect(checkCaptionFile(rules, 'docs/public/video/x.zh.vtt', vtt).map((problem) => `${problem.line} ${problem.text}`)).toEqual(['5 远程应用', '5 在运行时']);
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
    // The explainers' loading labels and the player's caption menu are zh tables too.
    expect(chineseStrings('components/explainers/labels.ts', read('components/explainers/labels.ts')).length).toBeGreaterThanOrEqual(3);
    expect(chineseStrings('components/VideoPlayer/tracks.ts', read('components/VideoPlayer/tracks.ts')).map((entry) => entry.text)).toEqual(
      expect.arrayContaining(['字幕', '关闭']),
    );
    expect(files).toEqual(expect.arrayContaining(['components/VideoPlayer/tracks.ts']));
    expect(captionFiles()).toEqual(['docs/public/video/federation-explainer.zh.vtt']);
    expect(captionLines(read('docs/public/video/federation-explainer.zh.vtt')).length).toBeGreaterThanOrEqual(10);
  });

});

describe('no forbidden variant in a Chinese page or UI string', () => {
  const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
  const titles = chinesePageTitles();
  for (const file of chinesePageFiles()) {
    it(file, () => {
      const problems = [...checkChinesePage(rules, file, read(file)), ...manifestFirstUse(file, read(file)), ...checkLinkTitles(file, read(file), titles)];
      expect(problems.map(formatProblem)).toEqual([]);
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
  for (const file of captionFiles()) {
    it(file, () => {
      expect(checkCaptionFile(rules, file, read(file)).map(formatProblem)).toEqual([]);
    });
  }
});
