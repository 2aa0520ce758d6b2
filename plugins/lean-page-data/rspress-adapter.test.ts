import { describe, expect, it } from 'vitest';
import {
  checkRspressVersion,
  compactRoutesModule,
  firstLoadRoutesModule,
  jsonValueEnd,
  pageDataWithoutPages,
  parseRoutesModule,
  patchRouteMatching,
  sidebarsModule,
  siteDataHotModule,
  siteDataWithoutSidebars,
  slimPageDataModule,
  slimSiteDataModule,
  withoutRouteChunkPreload,
} from './rspress-adapter';
import { SITE_DATA_EVENT } from '../../shared/dev-site-data';

describe('slimPageDataModule and slimSiteDataModule', () => {
  const full = {
    title: 'Runtime',
    routePath: '/guide/basic/runtime',
    lang: 'en',
    toc: [{ id: 'a', text: 'A', depth: 2, charIndex: 0 }],
    frontmatter: { description: 'Long text' },
    version: '',
    _relativePath: 'en/guide/basic/runtime.mdx',
    description: 'Long text',
    feeds: [],
    lastUpdatedTime: '11/24/2026, 9:34:15 AM',
  };

  it('rewrites the module source and keeps the search index hash', () => {
    const code = `export const pageData = ${JSON.stringify({ pages: [full] }, null, 4)};\n          export const searchIndexHash = {"en": "abc"};`;
    const slim = slimPageDataModule(code);
    expect(slim).not.toContain('Long text');
    expect(slim).not.toContain('"toc"');
    expect(slim).toContain('"routePath":"/guide/basic/runtime"');
    expect(slim).toContain('export const searchIndexHash = {"en": "abc"};');
  });

  it('keeps the code around the data, such as what the dev server appends, and braces inside strings', () => {
    const page = { ...full, description: 'Uses {curly} and "quoted" [brackets]' };
    const code = `export const pageData = ${JSON.stringify({ pages: [page] })};\nexport const searchIndexHash = {};\nif (import.meta.webpackHot) { import.meta.webpackHot.accept(); }\n`;
    const slim = slimPageDataModule(code);
    expect(slim).not.toContain('curly');
    expect(slim).toContain('if (import.meta.webpackHot) { import.meta.webpackHot.accept(); }');
    expect(jsonValueEnd('{"a":"}"} tail', 0)).toBe(9);
    expect(slimSiteDataModule('export default {"sidebar":[{"text":"x","_fileKey":"en/x"}]};\n$RefreshReg$();')).toBe(
      'export default {"sidebar":[{"text":"x"}]};\n$RefreshReg$();',
    );
  });

  it('fails loudly on a module of another shape', () => {
    expect(() => slimPageDataModule('')).toThrow(/lean-page-data/);
    expect(() => slimSiteDataModule('export default config;')).toThrow(/virtual-site-data/);
    expect(() => slimPageDataModule('export const pageData = {"x": 1};\nexport const searchIndexHash = {};')).toThrow(/no pages list/);
  });
});

describe('compactRoutesModule', () => {
  // The shape Rspress 2.0.22 generates (after the SWC loader), two routes of it.
  const generated = `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = ()=>import(/* webpackChunkName: "route-b309230f7c02" */ "/site/docs/en/404.mdx");
const Route0 = lazyWithPreload(loadRoute0);
const loadRoute1 = ()=>import(/* webpackChunkName: "route-6bfe8612f872" */ "/site/docs/zh/guide/start/index.mdx");
const Route1 = lazyWithPreload(loadRoute1);
export const routes = [
    {
        path: '/404',
        element: /*#__PURE__*/ React.createElement(Route0),
        filePath: 'en/404.mdx',
        preload: async ()=>{
            await Route0.preload();
            return loadRoute0();
        },
        lang: 'en',
        version: ''
    },
    {
        path: '/zh/guide/start/',
        element: /*#__PURE__*/ React.createElement(Route1),
        filePath: 'zh/guide/start/index.mdx',
        preload: async ()=>{
            await Route1.preload();
            return loadRoute1();
        },
        lang: 'zh',
        version: ''
    }
];`;

  it('reads every route with its chunk name and module', () => {
    expect(parseRoutesModule(generated)).toEqual([
      { path: '/404', filePath: 'en/404.mdx', lang: 'en', version: '', chunkName: 'route-b309230f7c02', moduleLiteral: '"/site/docs/en/404.mdx"' },
      {
        path: '/zh/guide/start/',
        filePath: 'zh/guide/start/index.mdx',
        lang: 'zh',
        version: '',
        chunkName: 'route-6bfe8612f872',
        moduleLiteral: '"/site/docs/zh/guide/start/index.mdx"',
      },
    ]);
  });

  it('writes one call per route, without chunk names, and is smaller', () => {
    const compact = compactRoutesModule(generated);
    expect(compact).toContain('page("/404", "en/404.mdx", "en", "", () => import("/site/docs/en/404.mdx"))');
    expect(compact).not.toContain('webpackChunkName');
    expect(compact).toContain('export const routes = [');
    expect(compact.length).toBeLessThan(generated.length);
  });

  it('fails loudly when a route or loader goes missing', () => {
    expect(() => compactRoutesModule('export const routes = [];')).toThrow(/virtual-routes/);
    expect(() => compactRoutesModule(generated.replace(/const loadRoute1[^\n]*\n/, ''))).toThrow(/no loader for route 1/);
  });
});

describe('checkRspressVersion', () => {
  it('accepts the version the adapter was written for and names the file to check on any other', () => {
    expect(() => checkRspressVersion('2.0.22')).not.toThrow();
    expect(() => checkRspressVersion('2.0.23')).toThrow(/written for @rspress\/core 2\.0\.22, found 2\.0\.23.*rspress-adapter\.ts/);
  });
});

describe('the first load without site-wide data', () => {
  const siteData = {
    lang: 'en',
    themeConfig: {
      sidebar: { '/guide/': [{ text: 'Start', link: '/guide/start/', _fileKey: 'en/guide/start/index' }] },
      locales: [
        { lang: 'en', sidebar: { '/guide/': [{ text: 'Start <Badge text="New" />', link: '/guide/start/', _fileKey: 'x' }] } },
        { lang: 'zh', sidebar: { '/zh/guide/': [{ text: '开始', link: '/zh/guide/start/' }] } },
      ],
    },
  };
  const siteModule = `export default ${JSON.stringify(siteData)};`;

  it('leaves the page list and the sidebars out of the entry, and keeps everything else', () => {
    const pages = pageDataWithoutPages('export const pageData = {"pages":[{"routePath":"/a","lang":"en"}],"x":1};\nexport const searchIndexHash = {};');
    expect(pages).toContain('"pages":[]');
    expect(pages).toContain('"x":1');
    expect(pages).toContain('export const searchIndexHash = {};');
    const site = siteDataWithoutSidebars(siteModule);
    expect(site).not.toContain('Start');
    expect(site).toContain('"locales":[{"lang":"en","sidebar":{}},{"lang":"zh","sidebar":{}}]');
  });

  it('serves every language sidebar from the lazy variant, with plain texts and no file keys', () => {
    const module = sidebarsModule(siteModule);
    const sidebars = JSON.parse(module.replace(/^export default /, '').replace(/;\s*$/, ''));
    expect(sidebars).toEqual({
      en: { '/guide/': [{ text: 'Start', link: '/guide/start/' }] },
      zh: { '/zh/guide/': [{ text: '开始', link: '/zh/guide/start/' }] },
    });
  });

  it('writes an entry route module with the first page only, and registers how to load the table', () => {
    const module = firstLoadRoutesModule({ pageData: '/s/page-data.ts', routeTable: '/s/route-table.ts', table: '/v/virtual-routes.js?mf-route-table', sidebars: 'virtual-site-data?mf-sidebars' });
    expect(module).toContain('export const routes = [];');
    expect(module).toContain('registerRouteTableLoader(');
    expect(module).toContain('import("/v/virtual-routes.js?mf-route-table")');
    expect(module).toContain('import("virtual-site-data?mf-sidebars")');
    expect(module).toContain('inlinePageData()');
    expect(module).not.toMatch(/\.mdx/);
  });

  it("patches Rspress 2.0.22's route matching to follow a table that grows", async () => {
    const { readFileSync } = await import('node:fs');
    const original = readFileSync(`${__dirname}/fixtures/route-2.0.22.js.txt`, 'utf8');
    const patched = patchRouteMatching(original);
    expect(patched).toContain('const sortRoutes = () => [');
    expect(patched).toContain('for (const route of currentSortedRoutes())');
    expect(patched).toMatch(/function pathnameToRouteService\(pathname\) \{\n\s+currentSortedRoutes\(\);/);
    expect(patched).toContain('cache.clear();');
    expect(() => patchRouteMatching('export const x = 1;')).toThrow(/route\.js no longer has the shape/);
  });

  it('drops the preload of the page chunk from a built page, and nothing else', () => {
    const html =
      '<head><link rel="preload" href="/static/js/async/66fdd73706/ry.js" as="script"><link rel="preload" as="image" href="/logo-light.svg"/><script defer src="/static/js/index.abc.js"></script></head>';
    expect(withoutRouteChunkPreload(html)).toBe('<head><link rel="preload" as="image" href="/logo-light.svg"/><script defer src="/static/js/index.abc.js"></script></head>');
  });
});

describe('siteDataHotModule', () => {
  /** Runs the module as the dev server's browser would, with a fake `import.meta.webpackHot` and window. */
  function run(code: string, data?: Record<string, unknown>) {
    const calls: string[] = [];
    const disposed: Record<string, unknown> = {};
    const hot = {
      data,
      accept: () => calls.push('accept'),
      invalidate: () => calls.push('invalidate'),
      dispose: (handler: (data: Record<string, unknown>) => void) => handler(disposed),
    };
    const window = { dispatchEvent: (event: Event) => calls.push(event.type) };
    const body = code.replace('export default __mfLive;', 'exports.default = __mfLive;').replaceAll('import.meta.webpackHot', '__hot');
    const exports: { default?: Record<string, unknown> } = {};
    new Function('exports', '__hot', 'window', body)(exports, hot, window);
    return { exports, calls, disposed };
  }
  const site = (themeConfig: unknown, title = 'Site') => siteDataHotModule(`export default ${JSON.stringify({ title, themeConfig })};\nglobalThis.after = 1;`);

  it('keeps the code after the data, and takes an update with the same data without a sign', () => {
    const code = site({ sidebar: { '/a': [{ text: 'A', brace: '}' }] } });
    expect(code).toContain('globalThis.after = 1;');
    const first = run(code);
    expect(first.exports.default).toEqual({ title: 'Site', themeConfig: { sidebar: { '/a': [{ text: 'A', brace: '}' }] } } });
    expect(first.calls).toEqual(['accept']);
    const again = run(code, first.disposed);
    expect(again.calls).toEqual(['accept']);
    expect(again.exports.default).toBe(first.exports.default);
  });

  it('writes a changed sidebar or nav into the object the app holds and announces it', () => {
    const first = run(site({ sidebar: { '/a': [{ text: 'A' }] } }));
    const held = first.exports.default!;
    const changed = run(site({ sidebar: { '/a': [{ text: 'Renamed' }] } }), first.disposed);
    expect(changed.calls).toEqual(['accept', SITE_DATA_EVENT]);
    expect(changed.exports.default).toBe(held);
    expect(held.themeConfig).toEqual({ sidebar: { '/a': [{ text: 'Renamed' }] } });
    // The next update compares with what the app now shows.
    expect(run(site({ sidebar: { '/a': [{ text: 'Renamed' }] } }), changed.disposed).calls).toEqual(['accept']);
  });

  it('passes any other change on (the page reloads)', () => {
    const first = run(site({}));
    expect(run(site({}, 'Other'), first.disposed).calls).toEqual(['accept', 'invalidate']);
  });

  it('fails loudly on a module of another shape', () => {
    expect(() => siteDataHotModule('export default config;')).toThrow(/virtual-site-data/);
  });
});
