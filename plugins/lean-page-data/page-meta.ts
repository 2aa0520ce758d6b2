import path from 'node:path';
import { parseLangPrefix, routeOfDocsFile, withPrefixes } from '../../shared/routes';
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
  lang?: string;
  version?: string;
  feeds?: unknown;
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
  routePath?: string;
  lang?: string;
  version?: string;
  feeds?: unknown;
  lastUpdatedTime?: string;
  overviewPages?: OverviewPageHeadings[];
  twins?: string[];
}

/**
 * The routes of the same page in every language it exists in, itself included: what the language switch
 * needs, so the browser does not need the site-wide page list for it.
 */
export function twinsOf(route: string, knownRoutes: Iterable<string>, langs: readonly string[], defaultLang: string): string[] {
  const { rest } = parseLangPrefix(route, langs, defaultLang);
  const twins = new Set(langs.map((lang) => withPrefixes(rest, { lang, defaultLang })));
  return [...knownRoutes].filter((known) => twins.has(known)).sort();
}

/**
 * A remark plugin: adds to the page meta Rspress compiles into each page's own route chunk (where
 * `usePage()` finds it) what the site-wide page list no longer carries: the page's route, language,
 * version, feeds and last-updated time, its twins in the other languages, and on an overview page (frontmatter `overview: true`) the headings
 * of its section's pages.
 */
export function remarkPageMeta(options: {
  docsRoot: string;
  pages: ReadonlyMap<string, KnownPage>;
  scopes: readonly OverviewScope[];
  langs: readonly string[];
  defaultLang: string;
  /** The route of each page's source file, where it cannot be told from the path. */
  routeOfPath?: ReadonlyMap<string, string>;
}) {
  return function attach(this: { data(key: string): unknown }) {
    // The processor's data holds the page meta of the file being compiled.
    const processor = this;
    return (_tree: unknown, file: { path?: string }) => {
      const meta = processor.data('pageMeta') as PageMeta | undefined;
      if (!meta || !file.path) return;
      // Pages a plugin adds (test fixtures) are compiled from temporary files outside the docs folder.
      const route = options.routeOfPath?.get(file.path) ?? routeOfFile(options.docsRoot, file.path);
      const known = options.pages.get(route);
      // What Rspress takes from the site-wide page list, which the browser no longer has.
      meta.routePath = route;
      if (known?.lang !== undefined) meta.lang = known.lang;
      if (known?.version !== undefined) meta.version = known.version;
      if (known?.feeds !== undefined) meta.feeds = known.feeds;
      if (known?.lastUpdatedTime) meta.lastUpdatedTime = known.lastUpdatedTime;
      if (meta.frontmatter?.overview) meta.overviewPages = overviewPagesFor(route, options.pages, options.scopes);
      meta.twins = twinsOf(route, options.pages.keys(), options.langs, options.defaultLang);
    };
  };
}
