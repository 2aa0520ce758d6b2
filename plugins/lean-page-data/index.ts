import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { type KnownPage, remarkPageMeta, routeOfFile } from './page-meta';
import { overviewSettings, routeFolder, type OverviewScope } from './overview-scopes';
import { createRequire } from 'node:module';
import { GENERATED_MODULES, checkRspressVersion, compactRoutesModule, slimPageDataModule, slimSiteDataModule } from './rspress-adapter';

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
export function pluginLeanPageData(options: { docsRoot: string }): RspressPlugin {
  checkRspressVersion(createRequire(__filename)('@rspress/core/package.json').version);
  const scopes = findOverviewScopes(options.docsRoot);
  const pages = new Map<string, KnownPage>();
  const clientData: RsbuildPlugin = {
    name: 'mf-lean-page-data:client',
    setup(api) {
      // 'post': after Rspress's own transform has generated the module's source.
      api.transform({ test: GENERATED_MODULES.pageData, order: 'post' }, ({ code }) => slimPageDataModule(code));
      api.transform({ test: GENERATED_MODULES.siteData, order: 'post' }, ({ code }) => slimSiteDataModule(code));
      // Production browser bundle only: the dev server appends its own code to the module.
      api.transform({ test: GENERATED_MODULES.routes, order: 'post' }, ({ code, environment }) =>
        environment.name === 'web' && api.context.action === 'build' ? compactRoutesModule(code) : code,
      );
    },
  };
  return {
    name: 'mf-lean-page-data',
    extendPageData(page) {
      pages.set(page.routePath, page);
    },
    markdown: {
      remarkPlugins: [remarkPageMeta({ docsRoot: options.docsRoot, pages, scopes })],
    },
    builderConfig: { plugins: [clientData] },
  };
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
