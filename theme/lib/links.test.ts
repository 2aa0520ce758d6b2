import { describe, expect, it } from 'vitest';
import { isExternalLink, normalizeLink, routeToHref } from './links';

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
