import { describe, expect, it } from 'vitest';
import { absoluteUrl, isNotFoundRoute, robotsTxt, seoHeadTags, sitemapXml, type SeoOptions } from './core';

const options: SeoOptions = {
  siteOrigin: 'https://docs.example.org',
  siteName: 'Module Federation',
  defaultLang: 'en',
  ogLocales: { en: 'en_US', zh: 'zh_CN' },
};
const routes = [
  { routePath: '/', pureRoutePath: '/', lang: 'en' },
  { routePath: '/zh/', pureRoutePath: '/', lang: 'zh' },
  { routePath: '/configure/shared', pureRoutePath: '/configure/shared', lang: 'en' },
  { routePath: '/zh/configure/shared', pureRoutePath: '/configure/shared', lang: 'zh' },
  { routePath: '/configure/experiments', pureRoutePath: '/configure/experiments', lang: 'en' },
  { routePath: '/404', pureRoutePath: '/404', lang: 'en' },
];

describe('seo head tags', () => {
  it('gives a page its canonical URL, og:url, site name, locale and Twitter card', () => {
    const html = seoHeadTags(routes[3], options);
    expect(html).toContain('<link rel="canonical" href="https://docs.example.org/zh/configure/shared">');
    expect(html).toContain('<meta property="og:url" content="https://docs.example.org/zh/configure/shared">');
    expect(html).toContain('<meta property="og:locale" content="zh_CN">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });
  it('gives the 404 page no canonical URL', () => {
    expect(isNotFoundRoute(routes[5])).toBe(true);
    expect(seoHeadTags(routes[5], options)).not.toContain('canonical');
  });
  it('escapes attribute values', () => {
    expect(seoHeadTags(routes[0], { ...options, siteName: 'A "B" & C' })).toContain('content="A &quot;B&quot; &amp; C"');
  });
  it('builds absolute URLs with or without a trailing slash on the origin', () => {
    expect(absoluteUrl('https://docs.example.org/', '/guide/start/')).toBe('https://docs.example.org/guide/start/');
    expect(absoluteUrl('https://docs.example.org', '/zh/')).toBe('https://docs.example.org/zh/');
  });
});

describe('sitemap', () => {
  const xml = sitemapXml(routes, options);
  it('lists every page of both languages once, and not the 404 page', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(5);
    expect(xml).toContain('<loc>https://docs.example.org/zh/configure/shared</loc>');
    expect(xml).not.toContain('/404');
  });
  it('links translations to each other with hreflang and an x-default', () => {
    const entry = xml.split('<url>').find((part) => part.includes('<loc>https://docs.example.org/zh/configure/shared</loc>'));
    expect(entry).toContain('hreflang="en" href="https://docs.example.org/configure/shared"');
    expect(entry).toContain('hreflang="zh" href="https://docs.example.org/zh/configure/shared"');
    expect(entry).toContain('hreflang="x-default" href="https://docs.example.org/configure/shared"');
  });
  it('gives a page without a translation no alternates', () => {
    const entry = xml.split('<url>').find((part) => part.includes('/configure/experiments</loc>'));
    expect(entry).not.toContain('hreflang');
  });
  it('leaves out routes that are excluded', () => {
    const withoutShared = sitemapXml(routes, { ...options, excludeRoutes: /\/shared$/ });
    expect(withoutShared).not.toContain('/configure/shared<');
    expect(withoutShared.match(/<loc>/g)).toHaveLength(3);
  });
  it('declares the xhtml namespace it uses', () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('robots.txt', () => {
  it('allows everything and points at the sitemap', () => {
    expect(robotsTxt('https://docs.example.org')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/sitemap.xml\n');
  });
});
