import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { depthsFor, overviewSettings, routeFolder, type OverviewScope } from './overview-scopes';

/**
 * Trims the data every page carries about every other page. Rspress puts each page's title, table of
 * contents and frontmatter into the entry bundle, so every first load paid for the headings of all
 * 120 pages. The current page gets its own toc and frontmatter from its route chunk, so the site-wide
 * list only needs what other pages are asked for: titles and routes (language switch, prev/next), and
 * the headings that an overview page lists for its section. Register it after the plugins that read
 * page data in `extendPageData` (the search index): hooks run in the order of the plugins array.
 */
export function pluginLeanPageData(options: { docsRoot: string }): RspressPlugin {
  const scopes = findOverviewScopes(options.docsRoot);
  return {
    name: 'mf-lean-page-data',
    extendPageData(page) {
      const depths = depthsFor(page.routePath, scopes);
      page.toc = depths
        ? page.toc.filter((heading) => depths.includes(heading.depth)).map(({ id, text, depth, charIndex }) => ({ id, text, depth, charIndex }))
        : [];
      // Blog posts keep theirs: the RSS plugin reads a post's date and title from it after the build.
      if (!('date' in page.frontmatter)) page.frontmatter = {};
    },
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
      const relative = path.relative(docsRoot, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
      // docs/en/... is served at '/', docs/zh/... at '/zh/'.
      const route = `/${relative.replace(/^en\//, '').replace(/(^|\/)index$/, '$1')}`;
      scopes.push({ prefix: routeFolder(route), depths: settings.depths });
    }
  };
  walk(docsRoot);
  return scopes;
}
