import path from 'node:path';
import { routeFolder } from './overview-scopes';

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

/** The route of a docs file: docs/en/... is served at '/', docs/zh/... at '/zh/'. */
export function routeOfDocsFile(docsRoot: string, file: string): string {
  const relative = path.relative(docsRoot, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
  return `/${relative.replace(/^en\//, '').replace(/(^|\/)index$/, '$1')}`;
}

/** The pages under an overview page's folder, with their headings, in route order. */
export function overviewPagesFor(overviewRoute: string, headings: ReadonlyMap<string, OverviewHeading[]>): OverviewPageHeadings[] {
  const prefix = routeFolder(overviewRoute);
  return [...headings]
    .filter(([routePath]) => routePath.startsWith(prefix) && routePath !== overviewRoute)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([routePath, toc]) => ({ routePath, toc }));
}

interface PageMeta {
  frontmatter?: Record<string, unknown>;
  overviewPages?: OverviewPageHeadings[];
}

/**
 * A remark plugin: on an overview page (frontmatter `overview: true`), adds the headings of its
 * section's pages to the page meta Rspress compiles into that page's own route chunk, where
 * `usePage()` finds them. Only overview pages carry the bytes.
 */
export function remarkOverviewPages(options: { docsRoot: string; headings: ReadonlyMap<string, OverviewHeading[]> }) {
  return function attach(this: { data(key: string): unknown }) {
    // The processor's data holds the page meta of the file being compiled.
    const processor = this;
    return (_tree: unknown, file: { path?: string }) => {
      const meta = processor.data('pageMeta') as PageMeta | undefined;
      if (!meta?.frontmatter?.overview || !file.path) return;
      meta.overviewPages = overviewPagesFor(routeOfDocsFile(options.docsRoot, file.path), options.headings);
    };
  };
}
