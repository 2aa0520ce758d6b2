import path from 'node:path';
import { routeOfDocsFile } from '../../shared/routes';
import { depthsFor, routeFolder, type OverviewScope } from './overview-scopes';

/** A heading of a page that an overview page lists. */
export interface OverviewHeading {
  id: string;
  text: string;
  depth: number;
}

/** What an overview page receives about the pages of its section (see theme/Overview). */
export interface OverviewPageHeadings {
  routePath: string;
  toc: OverviewHeading[];
}

/**
 * A page as the plugin keeps it from `extendPageData`: Rspress's page data object itself, read when the
 * pages compile. By then Rspress's last-updated plugin, whose asynchronous hook may finish after ours,
 * has filled in the time.
 */
export interface KnownPage {
  toc: readonly OverviewHeading[];
  lastUpdatedTime?: string;
}

/** The route of a docs file: docs/en/... is served at '/', docs/zh/... at '/zh/'. */
export function routeOfFile(docsRoot: string, file: string): string {
  return routeOfDocsFile(path.relative(docsRoot, file));
}

/**
 * The pages under an overview page's folder, in route order, each with the headings of the depths
 * the overview pages covering it list.
 */
export function overviewPagesFor(
  overviewRoute: string,
  pages: ReadonlyMap<string, KnownPage>,
  scopes: readonly OverviewScope[],
): OverviewPageHeadings[] {
  const prefix = routeFolder(overviewRoute);
  const listed: OverviewPageHeadings[] = [];
  for (const [routePath, page] of pages) {
    const depths = depthsFor(routePath, scopes);
    if (!depths || !routePath.startsWith(prefix) || routePath === overviewRoute) continue;
    const toc = page.toc.filter((heading) => depths.includes(heading.depth)).map(({ id, text, depth }) => ({ id, text, depth }));
    listed.push({ routePath, toc });
  }
  return listed.sort((a, b) => a.routePath.localeCompare(b.routePath));
}

interface PageMeta {
  frontmatter?: Record<string, unknown>;
  lastUpdatedTime?: string;
  overviewPages?: OverviewPageHeadings[];
}

/**
 * A remark plugin: adds to the page meta Rspress compiles into each page's own route chunk (where
 * `usePage()` finds it) what the site-wide page list no longer carries: the page's last-updated time,
 * and on an overview page (frontmatter `overview: true`) the headings of its section's pages.
 */
export function remarkPageMeta(options: { docsRoot: string; pages: ReadonlyMap<string, KnownPage>; scopes: readonly OverviewScope[] }) {
  return function attach(this: { data(key: string): unknown }) {
    // The processor's data holds the page meta of the file being compiled.
    const processor = this;
    return (_tree: unknown, file: { path?: string }) => {
      const meta = processor.data('pageMeta') as PageMeta | undefined;
      if (!meta || !file.path) return;
      const route = routeOfFile(options.docsRoot, file.path);
      const time = options.pages.get(route)?.lastUpdatedTime;
      if (time) meta.lastUpdatedTime = time;
      if (meta.frontmatter?.overview) meta.overviewPages = overviewPagesFor(route, options.pages, options.scopes);
    };
  };
}
