import { describe, expect, it } from 'vitest';
import { type KnownPage, overviewPagesFor, remarkPageMeta, routeOfFile } from './page-meta';
import { compactRoutesModule, parseRoutesModule } from './routes';
import { depthsFor, overviewSettings, routeFolder } from './overview-scopes';
import { CLIENT_PAGE_FIELDS, jsonValueEnd, slimPage, slimPageDataModule, slimSiteDataModule, withPlainSidebars } from './slim';

describe('overviewSettings', () => {
  it('reads the overview flag and its heading depths', () => {
    expect(overviewSettings('---\noverview: true\noverviewHeaders: [2, 3]\n---\n# X')).toEqual({ overview: true, depths: [2, 3] });
    expect(overviewSettings('---\noverview: true\n---\n')).toEqual({ overview: true, depths: [2] });
    expect(overviewSettings('---\ndescription: x\n---\n').overview).toBe(false);
  });
});

describe('routeFolder and depthsFor', () => {
  const scopes = [
    { prefix: '/configure/', depths: [2] },
    { prefix: '/zh/practice/frameworks/', depths: [2, 3] },
  ];
  it('finds the folder of a page or index route', () => {
    expect(routeFolder('/configure/')).toBe('/configure/');
    expect(routeFolder('/configure/shared')).toBe('/configure/');
  });
  it('keeps headings only for pages an overview lists', () => {
    expect(depthsFor('/configure/shared', scopes)).toEqual([2]);
    expect(depthsFor('/zh/practice/frameworks/next/presets', scopes)).toEqual([2, 3]);
    expect(depthsFor('/guide/start/', scopes)).toBeNull();
    expect(depthsFor('/zh/configure/shared', scopes)).toBeNull();
  });
});

describe('slimPage and slimPageDataModule', () => {
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

  it('keeps what the current page and the language switch read, and nothing else', () => {
    expect(slimPage(full)).toEqual({ routePath: '/guide/basic/runtime', lang: 'en' });
    expect(slimPage({ ...full, version: '2.x' }).version).toBe('2.x');
    const feeds = [{ url: 'https://example.org/rss/blog.rss', mime: 'application/rss+xml', language: 'en' }];
    expect(slimPage({ ...full, feeds }).feeds).toEqual(feeds);
    expect(CLIENT_PAGE_FIELDS).not.toContain('description');
  });

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

describe('overview headings', () => {
  const pages = new Map<string, KnownPage>([
    ['/configure/shared', { toc: [{ id: 'singleton', text: 'singleton', depth: 2 }, { id: 'detail', text: 'Detail', depth: 3 }] }],
    ['/configure/', { toc: [] }],
    ['/configure/exposes', { toc: [{ id: 'shape', text: 'Shape', depth: 2 }] }],
    ['/zh/configure/shared', { toc: [{ id: 'singleton', text: 'singleton', depth: 2 }] }],
    ['/guide/start/', { toc: [{ id: 'intro', text: 'Intro', depth: 2 }] }],
  ]);
  const scopes = [
    { prefix: '/configure/', depths: [2] },
    { prefix: '/zh/configure/', depths: [2] },
  ];

  it('maps docs files to routes in both languages', () => {
    expect(routeOfFile('/d', '/d/en/configure/index.mdx')).toBe('/configure/');
    expect(routeOfFile('/d', '/d/zh/configure/shared.md')).toBe('/zh/configure/shared');
  });

  it('gives an overview page the pages of its own folder and language, without itself', () => {
    expect(overviewPagesFor('/configure/', pages, scopes).map((page) => page.routePath)).toEqual(['/configure/exposes', '/configure/shared']);
    expect(overviewPagesFor('/zh/configure/', pages, scopes).map((page) => page.routePath)).toEqual(['/zh/configure/shared']);
    expect(overviewPagesFor('/configure/', pages, scopes).find((page) => page.routePath === '/configure/shared')?.toc).toEqual([
      { id: 'singleton', text: 'singleton', depth: 2 },
    ]);
  });

  it('adds them to the page meta of overview pages only', () => {
    const run = (frontmatter: Record<string, unknown>, path: string) => {
      const meta: { frontmatter: Record<string, unknown>; overviewPages?: unknown } = { frontmatter };
      const transform = remarkPageMeta({ docsRoot: '/d', pages, scopes }).call({ data: () => meta });
      transform(null, { path });
      return meta.overviewPages;
    };
    expect(run({ overview: true }, '/d/en/configure/index.mdx')).toHaveLength(2);
    expect(run({}, '/d/en/configure/shared.mdx')).toBeUndefined();
  });
});

describe('remarkPageMeta: last updated', () => {
  it("puts the page's last-updated time into its own page meta, read when the page compiles", () => {
    const pages = new Map<string, KnownPage>([['/zh/guide/start/', { toc: [] }]]);
    const meta: { lastUpdatedTime?: string } = {};
    const transform = remarkPageMeta({ docsRoot: '/d', pages, scopes: [] }).call({ data: () => meta });
    // Rspress's last-updated hook fills the time in after ours has seen the page.
    pages.get('/zh/guide/start/')!.lastUpdatedTime = '2026/11/24 09:34:15';
    transform(null, { path: '/d/zh/guide/start/index.mdx' });
    expect(meta.lastUpdatedTime).toBe('2026/11/24 09:34:15');
    const other: { lastUpdatedTime?: string } = {};
    remarkPageMeta({ docsRoot: '/d', pages, scopes: [] }).call({ data: () => other })(null, { path: '/d/en/guide/start/index.mdx' });
    expect(other.lastUpdatedTime).toBeUndefined();
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

  it('writes one call per route, keeping chunk names, and is smaller', () => {
    const compact = compactRoutesModule(generated);
    expect(compact).toContain('page("/404", "en/404.mdx", "en", "", () => import(/* webpackChunkName: "route-b309230f7c02" */ "/site/docs/en/404.mdx"))');
    expect(compact).toContain('export const routes = [');
    expect(compact.length).toBeLessThan(generated.length);
  });

  it('fails loudly when a route or loader goes missing', () => {
    expect(() => compactRoutesModule('export const routes = [];')).toThrow(/virtual-routes/);
    expect(() => compactRoutesModule(generated.replace(/const loadRoute1[^\n]*\n/, ''))).toThrow(/no loader for route 1/);
  });
});

describe('withPlainSidebars', () => {
  it("makes every language's sidebar texts plain in the site data", () => {
    const site = {
      themeConfig: {
        locales: [
          { lang: 'en', sidebar: { '/plugin/': [{ text: 'Retry Plugin <Badge text="Official" />', link: '/plugin/retry' }] } },
          { lang: 'zh', sidebar: { '/zh/plugin/': [{ text: '重试插件 <Badge text="官方" />', link: '/zh/plugin/retry' }] } },
        ],
      },
    };
    expect(withPlainSidebars(site)).toEqual({
      themeConfig: {
        locales: [
          { lang: 'en', sidebar: { '/plugin/': [{ text: 'Retry Plugin', link: '/plugin/retry' }] } },
          { lang: 'zh', sidebar: { '/zh/plugin/': [{ text: '重试插件', link: '/zh/plugin/retry' }] } },
        ],
      },
    });
  });
});
