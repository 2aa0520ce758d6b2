import { describe, expect, it } from 'vitest';
import {
  checkCoverage,
  checkPage,
  coveragePages,
  errorsPage,
  hooksPage,
  readDocsPage,
  readTypeFacts,
  runtimePage,
  scanPage,
  type CoverageProblem,
} from './coverage';

const facts = readTypeFacts();
const pages = coveragePages(facts);
const pageOf = (file: string) => {
  const page = pages.find((candidate) => candidate.page === file);
  if (!page) throw new Error(`${file} is not a coverage page`);
  return page;
};

describe('the lists come from the installed declarations', () => {
  const options = facts.options.map((option) => option.path.join('.'));

  it('walks ModuleFederationPluginOptions and its nested configs', () => {
    expect(options).toEqual(
      expect.arrayContaining([
        'name',
        'library',
        'remotes.external',
        'remotes.shareScope',
        'exposes.import',
        'exposes.name',
        'shared.singleton',
        'shared.include.fallbackVersion',
        'shared.exclude.request',
        'shared.treeShaking.mode',
        'shared.allowNodeModulesSuffixMatch',
        'dts.generateTypes.compilerInstance',
        'dts.consumeTypes.typesOnBuild',
        'dev.disableLiveReload',
        'manifest.additionalData',
        'experiments.asyncStartup',
        'experiments.optimization.target',
        'bridge.enableBridgeRouter',
        'async.excludeChunk',
        'treeShakingSharedPlugins',
      ]),
    );
    // webpack's LibraryOptions are not ours; functions' parameters and RegExp are not options.
    expect(options.filter((option) => option.startsWith('library.'))).toEqual([]);
    expect(options.filter((option) => option.startsWith('manifest.additionalData.'))).toEqual([]);
    expect(new Set(options).size).toBe(options.length);
    expect(options.length).toBeGreaterThan(100);
  });

  it('finds every hook of the runtime-core hook systems', () => {
    const names = facts.hooks.map((hook) => hook.name);
    expect(new Set(names).size).toBe(names.length);
    if (facts.versions['@module-federation/runtime-core'] === '2.9.2') expect(names).toHaveLength(49);
    expect(names).toEqual(
      expect.arrayContaining(['beforeInit', 'beforeInitContainer', 'createLink', 'loadEntryError', 'getModuleFactory', 'afterLoadRemote', 'beforeRegisterShare', 'errorLoadShare', 'loadSnapshot', 'afterBridgeRouteSync']),
    );
    expect(new Set(facts.hooks.map((hook) => hook.system))).toEqual(new Set(['hooks', 'loaderHook', 'bridgeHook']));
    expect([...facts.hookLiterals]).toEqual(expect.arrayContaining(['beforeRequest', 'beforeLoadShare', 'afterResolve', 'onLoad']));
  });

  it('follows @module-federation/enhanced/runtime to the runtime exports', () => {
    const exports = facts.exports.filter((item) => item.kind === 'export').map((item) => item.label);
    expect(exports.sort()).toEqual(
      [
        'createInstance', 'init', 'getInstance', 'ModuleFederation', 'Module', 'loadRemote', 'loadShare', 'loadShareSync', 'preloadRemote',
        'registerRemotes', 'registerPlugins', 'registerShared', 'registerGlobalPlugins', 'getRemoteEntry', 'getRemoteInfo', 'loadScript',
        'loadScriptNode', 'satisfy', 'Federation', 'ModuleFederationRuntimePlugin', 'RuntimePluginHooks',
      ].sort(),
    );
    const fields = facts.exports.filter((item) => item.kind === 'export option').map((item) => item.label);
    expect(fields).toEqual(expect.arrayContaining(['loadRemote(options.loadFactory)', 'loadRemote(options.from)', 'registerRemotes(options.force)']));
  });

  it('reads the error codes', () => {
    const runtime = Array.from({ length: 15 }, (_, index) => `RUNTIME-${String(index + 1).padStart(3, '0')}`);
    expect(facts.errorCodes).toEqual([...runtime, 'TYPE-001', 'BUILD-001', 'BUILD-002'].sort());
  });

  it('maps every option to a page', () => {
    expect(pageOf('configure/shared.mdx').required.map((item) => item.label)).toContain('shared.treeShaking.usedExports');
    expect(pageOf('configure/index.mdx').required.map((item) => item.label)).toEqual(expect.arrayContaining(['library', 'bridge.disableAlias', 'async.eager']));
    expect(pageOf('configure/dts.mdx').required.find((item) => item.label === 'dts.consumeTypes.typesOnBuild')?.names).toEqual([
      'dts.consumeTypes.typesOnBuild',
      'consumeTypes.typesOnBuild',
      'typesOnBuild',
    ]);
  });
});

describe('scanPage', () => {
  const page = [
    '---',
    'title: `frontmatterName`',
    '---',
    '# The `shared` option',
    '',
    '## singleton {#singleton}',
    '',
    'Set `consumeTypes.typesOnBuild: true` and ``a `strictVersion` b``; plain prose eager does not count.',
    '',
    '```ts',
    'const x = { requiredVersion: `^18` };',
    '```',
    '',
    '| Option | Type |',
    '| --- | --- |',
    '| `layer` | `string \\| undefined` |',
    "| `'onLoad'`, `options.from` | x |",
    '',
    '| Type | Default |',
    '|---|---|',
    '| `boolean` | `false` |',
  ].join('\n');
  const scan = scanPage(page);

  it('counts inline code and headings, not prose, fenced code or frontmatter', () => {
    for (const name of ['shared', 'singleton', 'consumeTypes.typesOnBuild', 'strictVersion', 'layer']) expect(scan.documented).toContain(name);
    for (const name of ['eager', 'requiredVersion', 'frontmatterName']) expect(scan.documented).not.toContain(name);
  });

  it('reads the first column of name tables only', () => {
    expect(scan.tables).toBe(1);
    expect(scan.tableNames).toEqual([
      { line: 16, name: 'layer', quoted: false },
      { line: 17, name: 'onLoad', quoted: true },
      { line: 17, name: 'options.from', quoted: false },
    ]);
  });
});

/** Removes every mention of a name (code, prose, headings, tables) from a page. */
function removeName(source: string, name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const without = source.replace(new RegExp(`(?<![\\w$-])${escaped}(?![\\w$])`, 'g'), '');
  expect(without, `${name} was on the page`).not.toBe(source);
  return without;
}

/** Inserts a table row after the first row whose first cell names `after`. */
function plantRow(source: string, after: string, row: string): string {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => line.startsWith(`| \`${after}\``));
  expect(index, `a table row for ${after}`).toBeGreaterThan(0);
  lines.splice(index + 1, 0, row);
  return lines.join('\n');
}

function newProblems(before: CoverageProblem[], after: CoverageProblem[]): string[] {
  const key = (problem: CoverageProblem) => `${problem.kind} ${problem.item} ${problem.file}`;
  const old = new Set(before.map(key));
  return after.map(key).filter((entry) => !old.has(entry));
}

describe('the check fails on a removed or invented name', () => {
  const cases = [
    {
      lang: 'en' as const,
      page: 'configure/shared.mdx',
      edit: (source: string) => removeName(source, 'allowNodeModulesSuffixMatch'),
      expected: ['missing shared.allowNodeModulesSuffixMatch docs/en/configure/shared.mdx'],
    },
    {
      lang: 'zh' as const,
      page: hooksPage,
      edit: (source: string) => removeName(source, 'afterBridgeRouteSync'),
      expected: [`missing afterBridgeRouteSync docs/zh/${hooksPage}`],
    },
    {
      lang: 'en' as const,
      page: errorsPage,
      edit: (source: string) => removeName(source, 'BUILD-002'),
      expected: [`missing BUILD-002 docs/en/${errorsPage}`],
    },
    {
      lang: 'zh' as const,
      page: 'configure/dts.mdx',
      edit: (source: string) => plantRow(source, 'typesOnBuild', '| `typesOnDemand` | `boolean` | `false` | 按需下载类型 |'),
      expected: ['phantom typesOnDemand docs/zh/configure/dts.mdx'],
    },
    {
      lang: 'en' as const,
      page: hooksPage,
      edit: (source: string) => plantRow(source, 'beforeInit', '| `beforeEverything` | SyncHook | `hooks` | never |'),
      expected: [`phantom beforeEverything docs/en/${hooksPage}`],
    },
    {
      lang: 'en' as const,
      page: runtimePage,
      edit: (source: string) => removeName(source, 'loadFactory'),
      expected: [`missing loadRemote(options.loadFactory) docs/en/${runtimePage}`],
    },
  ];

  for (const { lang, page, edit, expected } of cases) {
    it(`reports exactly ${expected.join(', ')}`, () => {
      const source = readDocsPage(lang, page);
      expect(source, `docs/${lang}/${page} exists`).not.toBeNull();
      const file = `docs/${lang}/${page}`;
      const before = checkPage(facts, pageOf(page), file, source as string);
      const after = checkPage(facts, pageOf(page), file, edit(source as string));
      expect(newProblems(before, after)).toEqual(expected);
      const message = after.find((problem) => expected[0].includes(problem.item))?.message ?? '';
      expect(message).toContain(file);
    });
  }

  it('reports a missing page once, with the number of names it would hold', () => {
    const problems = checkCoverage(facts, (lang, page) => (lang === 'zh' && page === errorsPage ? null : readDocsPage(lang, page)));
    const missingPage = problems.filter((problem) => problem.kind === 'no page');
    expect(missingPage.map((problem) => problem.message)).toEqual([`docs/zh/${errorsPage}: the page does not exist, so its 18 names are undocumented`]);
  });
});

describe('the reference documents what the installed packages have', () => {
  // The phantom check reads these pages' reference tables; a renamed header must not switch it off.
  for (const page of ['configure/index.mdx', 'configure/shared.mdx', 'configure/dts.mdx', 'configure/experiments.mdx', hooksPage, runtimePage, errorsPage]) {
    for (const lang of ['en', 'zh'] as const) {
      it(`docs/${lang}/${page} has reference tables whose names are checked`, () => {
        const source = readDocsPage(lang, page);
        expect(source).not.toBeNull();
        const scan = scanPage(source as string);
        expect(scan.tables).toBeGreaterThan(0);
        expect(scan.tableNames.length).toBeGreaterThan(0);
      });
    }
  }

  for (const page of pages) {
    for (const lang of ['en', 'zh'] as const) {
      const file = `docs/${lang}/${page.page}`;
      it(`${file}: its ${page.required.length} names are documented and its tables name nothing the types lack`, () => {
        const source = readDocsPage(lang, page.page);
        expect(source, `${file} exists`).not.toBeNull();
        expect(checkPage(facts, page, file, source as string).map((problem) => problem.message)).toEqual([]);
      });
    }
  }
});
