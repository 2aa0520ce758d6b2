/**
 * Pure helpers behind the SEO plugin: the absolute URL of a route, the tags every page's static HTML
 * carries, and the sitemap with language alternates. No file system, so they are unit-tested directly.
 */

/** The part of Rspress's route record these helpers read. */
export interface SeoRoute {
  routePath: string;
  /** Route path without its language prefix: the key that pairs a page with its translation. */
  pureRoutePath: string;
  lang: string;
}

export interface SeoOptions {
  /** Origin the site is published at, such as `https://example.org` (no path). */
  siteOrigin: string;
  siteName: string;
  defaultLang: string;
  /** Open Graph locale per language (`en` -> `en_US`). */
  ogLocales: Record<string, string>;
  /** Routes that are built but not for readers (test fixtures); they stay out of the sitemap. */
  excludeRoutes?: RegExp;
}

/** The 404 page answers for every unknown URL: it has no address of its own to advertise. */
export function isNotFoundRoute(route: Pick<SeoRoute, 'routePath'>): boolean {
  return /(^|\/)404(\.html)?$/.test(route.routePath);
}

export function absoluteUrl(siteOrigin: string, routePath: string): string {
  return new URL(routePath, siteOrigin.endsWith('/') ? siteOrigin : `${siteOrigin}/`).href;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function tag(name: 'link' | 'meta', attributes: Record<string, string>): string {
  const rendered = Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<${name} ${rendered}>`;
}

/**
 * Head tags that the theme does not write: the canonical URL, Open Graph's URL, site name and locale,
 * and the Twitter card type (Twitter reads title and description from the Open Graph tags).
 */
export function seoHeadTags(route: SeoRoute, options: SeoOptions): string {
  const tags = [
    tag('meta', { property: 'og:site_name', content: options.siteName }),
    tag('meta', { property: 'og:locale', content: options.ogLocales[route.lang] ?? route.lang }),
    tag('meta', { name: 'twitter:card', content: 'summary' }),
  ];
  if (!isNotFoundRoute(route)) {
    const url = absoluteUrl(options.siteOrigin, route.routePath);
    tags.unshift(tag('link', { rel: 'canonical', href: url }), tag('meta', { property: 'og:url', content: url }));
  }
  return tags.join('');
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * sitemap.xml for every page but the 404 page. A page that exists in several languages lists all of
 * them as `xhtml:link` alternates (each language version also lists itself, as search engines ask),
 * plus `x-default` pointing at the default language.
 */
export function sitemapXml(routes: readonly SeoRoute[], options: SeoOptions): string {
  const pages = routes.filter((route) => !isNotFoundRoute(route) && !options.excludeRoutes?.test(route.routePath));
  const byPage = new Map<string, SeoRoute[]>();
  for (const route of pages) byPage.set(route.pureRoutePath, [...(byPage.get(route.pureRoutePath) ?? []), route]);
  const entries = [...pages]
    .sort((a, b) => a.routePath.localeCompare(b.routePath))
    .map((route) => {
      const siblings = byPage.get(route.pureRoutePath) ?? [];
      const lines = [`<loc>${escapeXml(absoluteUrl(options.siteOrigin, route.routePath))}</loc>`];
      if (siblings.length > 1) {
        const ordered = [...siblings].sort((a, b) => a.lang.localeCompare(b.lang));
        for (const sibling of ordered) {
          const href = escapeXml(absoluteUrl(options.siteOrigin, sibling.routePath));
          lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(sibling.lang)}" href="${href}"/>`);
        }
        const fallback = siblings.find((sibling) => sibling.lang === options.defaultLang);
        if (fallback) {
          const href = escapeXml(absoluteUrl(options.siteOrigin, fallback.routePath));
          lines.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${href}"/>`);
        }
      }
      return `  <url>\n    ${lines.join('\n    ')}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteOrigin, '/sitemap.xml')}\n`;
}
