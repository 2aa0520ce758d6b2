import { describe, expect, it } from 'vitest';
import {
  isExternalLink,
  normalizeLink,
  parseLangPrefix,
  routeToHref,
  withPrefixes,
} from './links';

describe('routeToHref', () => {
  it('drops .html with clean URLs and adds it without', () => {
    expect(routeToHref('/configure/shared', { cleanUrls: true })).toBe('/configure/shared');
    expect(routeToHref('/configure/shared', { cleanUrls: false })).toBe('/configure/shared.html');
  });
  it('never adds .html to a folder root', () => {
    expect(routeToHref('/configure/', { cleanUrls: false })).toBe('/configure/');
  });
  it('puts the base in front', () => {
    expect(routeToHref('/configure/shared', { base: '/docs', cleanUrls: true })).toBe('/docs/configure/shared');
    expect(routeToHref('/', { base: '/docs/' })).toBe('/docs/');
  });
});

describe('normalizeLink', () => {
  it('keeps the query and hash', () => {
    expect(normalizeLink('/configure/shared.html#singleton', { cleanUrls: true })).toBe('/configure/shared#singleton');
    expect(normalizeLink('/guide/start/index?x=1', { cleanUrls: true })).toBe('/guide/start/?x=1');
  });
  it('leaves external links and bare hashes alone', () => {
    expect(normalizeLink('https://github.com/module-federation/core')).toBe('https://github.com/module-federation/core');
    expect(normalizeLink('#eager')).toBe('#eager');
    expect(isExternalLink('mailto:team@example.org')).toBe(true);
    expect(isExternalLink('//cdn.example.org/x.js')).toBe(true);
    expect(isExternalLink('/guide/')).toBe(false);
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
