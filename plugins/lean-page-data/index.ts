import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { type KnownPage, remarkPageMeta, routeOfFile } from './page-meta';
import { overviewSettings, routeFolder, type OverviewScope } from './overview-scopes';
import { createRequire } from 'node:module';
import {
  GENERATED_MODULES,
  ROUTE_TABLE_QUERY,
  SIDEBARS_QUERY,
  checkRspressVersion,
  compactRoutesModule,
  firstLoadRoutesModule,
  pageDataWithoutPages,
  patchRouteMatching,
  sidebarsModule,
  siteDataWithoutSidebars,
  slimPageDataModule,
  slimSiteDataModule,
  withoutRouteChunkPreload,
} from './rspress-adapter';

/**
 * Trims the data every page carries about every other page. Rspress puts each page's title,
 * description, table of contents and frontmatter into the entry bundle, so every first load paid for
 * the whole site (about 15 KB gzip). Now:
 * - the browser's copy of the page list keeps only what the current page and the language switch read
 *   (see ./data.ts); the build-side page data is left whole for the RSS feeds, llms.txt and search;
 * - the browser's site data loses the build-side file key of every sidebar item;
 * - the browser's route table is written compactly;
 * - a page's "last updated" time, and the headings an overview page lists, travel in that page's own
 *   route chunk (see ./page-meta.ts), so no other page loads them.
 * Rspress offers no public hook for the first three, so ./rspress-adapter.ts rewrites its generated
 * modules, and refuses to run on an Rspress version it was not written for.
 */
export function pluginLeanPageData(options: { docsRoot: string; sharedDir: string }): RspressPlugin {
  checkRspressVersion(createRequire(__filename)('@rspress/core/package.json').version);
  const scopes = findOverviewScopes(options.docsRoot);
  // The languages are the docs root's folders (docs/en, docs/zh); English has no prefix.
  const langs = readdirSync(options.docsRoot).filter((name) => /^[a-z]{2}(-[a-z]+)?$/i.test(name) && statSync(path.join(options.docsRoot, name)).isDirectory());
  const pages = new Map<string, KnownPage>();
  const routeOfPath = new Map<string, string>();
  const clientData: RsbuildPlugin = {
    name: 'mf-lean-page-data:client',
    setup(api) {
      // The production browser bundle: a first load gets its page's data from the HTML and none of the
      // site-wide lists, which load before the first navigation. The server render and the dev server
      // (which appends its own code to these modules) keep the full data.
      const firstLoadBuild = (environment: { name: string }) => environment.name === 'web' && api.context.action === 'build';
      // 'post': after Rspress's own transform has generated the module's source.
      api.transform({ test: GENERATED_MODULES.pageData, order: 'post' }, ({ code, environment }) =>
        firstLoadBuild(environment) ? pageDataWithoutPages(code) : slimPageDataModule(code),
      );
      api.transform({ test: GENERATED_MODULES.siteData, order: 'post' }, ({ code, environment, resourceQuery }) => {
        if (resourceQuery === SIDEBARS_QUERY) return sidebarsModule(code);
        return firstLoadBuild(environment) ? siteDataWithoutSidebars(code) : slimSiteDataModule(code);
      });
      api.transform({ test: GENERATED_MODULES.routes, order: 'post' }, ({ code, environment, resourceQuery, resourcePath }) => {
        if (!firstLoadBuild(environment)) return code;
        if (resourceQuery === ROUTE_TABLE_QUERY) return compactRoutesModule(code);
        return firstLoadRoutesModule({
          pageData: path.join(options.sharedDir, 'page-data.ts'),
          routeTable: path.join(options.sharedDir, 'route-table.ts'),
          table: `${resourcePath}${ROUTE_TABLE_QUERY}`,
          sidebars: `virtual-site-data${SIDEBARS_QUERY}`,
        });
      });
      api.transform({ test: GENERATED_MODULES.routeMatching, order: 'post' }, ({ code, environment }) =>
        firstLoadBuild(environment) ? patchRouteMatching(code) : code,
      );
    },
  };
  return {
    name: 'mf-lean-page-data',
    extendPageData(page) {
      pages.set(page.routePath, page);
      const file = (page as { _filepath?: string })._filepath;
      if (file) routeOfPath.set(file, page.routePath);
    },
    markdown: {
      remarkPlugins: [remarkPageMeta({ docsRoot: options.docsRoot, pages, scopes, langs, defaultLang: 'en', routeOfPath })],
    },
    builderConfig: { plugins: [clientData] },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const file of htmlFiles(outDir)) {
        const html = readFileSync(file, 'utf8');
        const lean = withoutRouteChunkPreload(html);
        if (lean !== html) writeFileSync(file, lean);
      }
    },
  };
}

/** Every HTML file of the build. */
function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) files.push(...htmlFiles(file));
    else if (name.endsWith('.html')) files.push(file);
  }
  return files;
}

/** Walks the docs for overview pages and returns the route folders they cover. */
function findOverviewScopes(docsRoot: string): OverviewScope[] {
  const scopes: OverviewScope[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'public') walk(file);
        continue;
      }
      if (!/\.mdx?$/.test(name)) continue;
      const settings = overviewSettings(readFileSync(file, 'utf8'));
      if (!settings.overview) continue;
      scopes.push({ prefix: routeFolder(routeOfFile(docsRoot, file)), depths: settings.depths });
    }
  };
  walk(docsRoot);
  return scopes;
}
