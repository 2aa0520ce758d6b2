import { describe, expect, it } from 'vitest';
import { isSameRoute, normalizeBase, parseLangPrefix, routeOfDocsFile, toRoutePath, withPrefixes } from './routes';

describe('isSameRoute (progress bar: page data and address)', () => {
  it('compares a page route with the address', () => {
    expect(isSameRoute('/guide/start/', '/guide/start')).toBe(true);
    expect(isSameRoute('/guide/start/', '/guide/start/index.html')).toBe(true);
    expect(isSameRoute('/guide/start/', '/practice/overview')).toBe(false);
    expect(isSameRoute(undefined, '/')).toBe(false);
  });
});

describe('isSameRoute (sidebar links and page routes)', () => {
  it('matches .html, /index.html, a trailing slash, a query and a hash', () => {
    expect(isSameRoute('/configure/shared.html', '/configure/shared')).toBe(true);
    expect(isSameRoute('/guide/start/index.html', '/guide/start/')).toBe(true);
    expect(isSameRoute('/configure/shared#singleton', '/configure/shared?x=1')).toBe(true);
    expect(isSameRoute('/configure/shared', '/configure/shareStrategy')).toBe(false);
    expect(isSameRoute('', '/')).toBe(false);
  });
  it('decodes escapes and survives malformed ones', () => {
    expect(isSameRoute('/zh/guide/文档', '/zh/guide/%E6%96%87%E6%A1%A3')).toBe(true);
    expect(isSameRoute('/guide/%E0%A4%A', '/guide/x')).toBe(false);
  });
});

describe('toRoutePath', () => {
  it('strips the base, .html and /index, and collapses slashes', () => {
    expect(toRoutePath('/docs/guide/start/index.html', '/docs/')).toBe('/guide/start/');
    expect(toRoutePath('//configure//shared.html')).toBe('/configure/shared');
    expect(toRoutePath('/index.html')).toBe('/');
    expect(toRoutePath('configure')).toBe('/configure');
  });
});

describe('routeOfDocsFile', () => {
  it('serves the default language at / and the others under their prefix', () => {
    expect(routeOfDocsFile('en/guide/start/index.mdx')).toBe('/guide/start/');
    expect(routeOfDocsFile('en/index.mdx')).toBe('/');
    expect(routeOfDocsFile('zh/configure/shared.mdx')).toBe('/zh/configure/shared');
    expect(routeOfDocsFile('zh\\index.md')).toBe('/zh/');
    expect(routeOfDocsFile('zh/configure/shared.mdx', 'zh')).toBe('/configure/shared');
  });
});

describe('toRoutePath', () => {
  it('strips a trailing .html', () => {
    expect(toRoutePath('/guide/start/quick-start.html')).toBe('/guide/start/quick-start');
  });
  it('treats a trailing /index as the folder root', () => {
    expect(toRoutePath('/guide/start/index')).toBe('/guide/start/');
    expect(toRoutePath('/guide/start/index.html')).toBe('/guide/start/');
    expect(toRoutePath('/index.html')).toBe('/');
    expect(toRoutePath('/zh/index')).toBe('/zh/');
  });
  it('removes the base path', () => {
    expect(toRoutePath('/docs/guide/start/', '/docs/')).toBe('/guide/start/');
    expect(toRoutePath('/docs', '/docs')).toBe('/');
    expect(toRoutePath('/docsx/page', '/docs/')).toBe('/docsx/page');
  });
  it('collapses repeated slashes and adds a leading one', () => {
    expect(toRoutePath('guide//start/')).toBe('/guide/start/');
  });
  it('keeps a page whose name merely ends in "index"', () => {
    expect(toRoutePath('/configure/reindex')).toBe('/configure/reindex');
  });
});

describe('isSameRoute', () => {
  it('ignores .html, /index and a hash', () => {
    expect(isSameRoute('/practice/frameworks/index.html', '/practice/frameworks/')).toBe(true);
    expect(isSameRoute('/practice/overview.html#top', '/practice/overview')).toBe(true);
    expect(isSameRoute('/practice/overview.html', '/practice/overview-2')).toBe(false);
    expect(isSameRoute(undefined, '/')).toBe(false);
  });
  it('decodes the current pathname', () => {
    expect(isSameRoute('/zh/guide/a b.html', '/zh/guide/a%20b')).toBe(true);
  });
});

describe('normalizeBase', () => {
  it('adds the slashes a base needs', () => {
    expect(normalizeBase('docs')).toBe('/docs/');
    expect(normalizeBase('')).toBe('/');
  });
});

describe('withPrefixes', () => {
  const defaults = { defaultLang: 'en', defaultVersion: '' };
  it('adds no prefix for the default language', () => {
    expect(withPrefixes('/guide/start/', { ...defaults, lang: 'en' })).toBe('/guide/start/');
  });
  it('adds the language prefix only when it is not the default', () => {
    expect(withPrefixes('/guide/start/', { ...defaults, lang: 'zh' })).toBe('/zh/guide/start/');
    expect(withPrefixes('/', { ...defaults, lang: 'zh' })).toBe('/zh/');
  });
  it('puts a non-default version before the language', () => {
    expect(withPrefixes('/configure/', { lang: 'zh', defaultLang: 'en', version: 'v1', defaultVersion: 'v2' })).toBe(
      '/v1/zh/configure/',
    );
    expect(withPrefixes('/configure/', { lang: 'en', defaultLang: 'en', version: 'v2', defaultVersion: 'v2' })).toBe(
      '/configure/',
    );
  });
});

describe('parseLangPrefix', () => {
  const langs = ['en', 'zh'];
  it('finds the language of a prefixed path', () => {
    expect(parseLangPrefix('/zh/guide/start/', langs, 'en')).toEqual({ lang: 'zh', rest: '/guide/start/', redundant: false });
  });
  it('reports a prefix naming the default language as redundant', () => {
    expect(parseLangPrefix('/en/configure/shared', langs, 'en')).toEqual({ lang: 'en', rest: '/configure/shared', redundant: true });
    expect(parseLangPrefix('/en', langs, 'en')).toEqual({ lang: 'en', rest: '/', redundant: true });
  });
  it('treats an unprefixed path as the default language', () => {
    expect(parseLangPrefix('/zhx/page', langs, 'en')).toEqual({ lang: 'en', rest: '/zhx/page', redundant: false });
  });
});
