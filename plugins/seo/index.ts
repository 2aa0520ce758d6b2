import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { robotsTxt, type SeoOptions, type SeoRoute, seoHeadTags, sitemapXml } from './core';

/**
 * What Rspress 2 does not do by itself for search engines and link previews: canonical URLs, Open Graph
 * URL/site name/locale and the Twitter card in every page's static HTML, a sitemap.xml whose entries
 * carry their language alternates (the official sitemap plugin writes none), and robots.txt.
 * Rspress itself writes the description, og:title, og:description and the `hreflang` links.
 */
export function pluginSeo(options: SeoOptions): RspressPlugin {
  let routes: SeoRoute[] = [];
  return {
    name: 'mf-seo',
    config(config) {
      const head = config.head ?? [];
      head.push((route) => seoHeadTags(route, options));
      return { ...config, head };
    },
    routeGenerated(generated) {
      routes = generated.map(({ routePath, pureRoutePath, lang }) => ({ routePath, pureRoutePath, lang }));
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = resolve(config.outDir ?? 'doc_build');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(routes, options));
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt(options.siteOrigin));
    },
  };
}
