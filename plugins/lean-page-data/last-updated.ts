import { routeOfDocsFile } from './overview-pages';

interface PageMeta {
  lastUpdatedTime?: string;
}

/**
 * A remark plugin: puts a page's "last updated" time into the page meta that Rspress compiles into
 * the page's own route chunk, so the site-wide page list can leave it out (see ./slim.ts). Rspress's
 * initPageData spreads the page meta into the page data, where the footer reads it as before.
 */
export function remarkLastUpdated(options: { docsRoot: string; pages: ReadonlyMap<string, { lastUpdatedTime?: string }> }) {
  return function attach(this: { data(key: string): unknown }) {
    const processor = this;
    return (_tree: unknown, file: { path?: string }) => {
      const meta = processor.data('pageMeta') as PageMeta | undefined;
      if (!meta || !file.path) return;
      const time = options.pages.get(routeOfDocsFile(options.docsRoot, file.path))?.lastUpdatedTime;
      if (time) meta.lastUpdatedTime = time;
    };
  };
}
