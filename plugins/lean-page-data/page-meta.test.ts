import { describe, expect, it } from 'vitest';
import { type KnownPage, overviewPagesFor, remarkPageMeta, routeOfFile, twinsOf } from './page-meta';

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
      const transform = remarkPageMeta({ docsRoot: '/d', pages, scopes, langs: ['en', 'zh'], defaultLang: 'en' }).call({ data: () => meta });
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
    const transform = remarkPageMeta({ docsRoot: '/d', pages, scopes: [], langs: ['en', 'zh'], defaultLang: 'en' }).call({ data: () => meta });
    // Rspress's last-updated hook fills the time in after ours has seen the page.
    pages.get('/zh/guide/start/')!.lastUpdatedTime = '2026/11/24 09:34:15';
    transform(null, { path: '/d/zh/guide/start/index.mdx' });
    expect(meta.lastUpdatedTime).toBe('2026/11/24 09:34:15');
    const other: { lastUpdatedTime?: string } = {};
    remarkPageMeta({ docsRoot: '/d', pages, scopes: [], langs: ['en', 'zh'], defaultLang: 'en' }).call({ data: () => other })(null, { path: '/d/en/guide/start/index.mdx' });
    expect(other.lastUpdatedTime).toBeUndefined();
  });
});

describe('twinsOf', () => {
  const known = ['/configure/shared', '/zh/configure/shared', '/guide/start/', '/zh/guide/start/', '/__fixtures__/english-only'];
  it('lists the page in every language it exists in, itself included', () => {
    expect(twinsOf('/configure/shared', known, ['en', 'zh'], 'en')).toEqual(['/configure/shared', '/zh/configure/shared']);
    expect(twinsOf('/zh/guide/start/', known, ['en', 'zh'], 'en')).toEqual(['/guide/start/', '/zh/guide/start/']);
  });
  it('lists only the page itself when it exists in one language', () => {
    expect(twinsOf('/__fixtures__/english-only', known, ['en', 'zh'], 'en')).toEqual(['/__fixtures__/english-only']);
  });
});
