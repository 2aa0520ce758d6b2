import { type SidebarNode, withPlainTexts } from '../../shared/sidebar';

/**
 * What the browser keeps of Rspress's site-wide data: pure functions over the data itself (no module
 * source here; reading and writing Rspress's generated modules is ./rspress-adapter.ts).
 *
 * The current page takes its title, toc, frontmatter, source path (`pagePath`) and last-updated time
 * from its own route chunk; from the site-wide page list it only takes the fields below (Rspress's
 * initPageData merges them in), and the theme reads the list for the routes of the language switch.
 * Everything else (descriptions, headings and frontmatter of 120 pages) stays on the build side, where
 * the RSS feeds, llms.txt and the search index still read it.
 */
export const CLIENT_PAGE_FIELDS = ['routePath', 'lang', 'version', 'feeds'] as const;

type PageRecord = Record<string, unknown>;

/** One page as the browser needs it; an empty version or feed list is left out (the absent value). */
export function slimPage(page: PageRecord): PageRecord {
  const slim: PageRecord = {};
  for (const field of CLIENT_PAGE_FIELDS) {
    const value = page[field];
    if (value === undefined) continue;
    if (field === 'feeds' && Array.isArray(value) && value.length === 0) continue;
    if (field === 'version' && value === '') continue;
    slim[field] = value;
  }
  return slim;
}

/** Drops the build-side `_fileKey` of every sidebar item (Rspress's auto sidebar adds one to each). */
export function withoutFileKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFileKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '_fileKey')
        .map(([key, item]) => [key, withoutFileKeys(item)]),
    );
  }
  return value;
}

interface SiteDataLike {
  themeConfig?: { sidebar?: Record<string, SidebarNode[]>; locales?: { sidebar?: Record<string, SidebarNode[]> }[] };
}

/**
 * Every sidebar of the site data (the default one and each language's) with plain entry texts: done
 * once at build time, for the server render and the browser alike (see `plainText`). The sections are
 * put in prefix order: Rspress's auto sidebar inserts them in the order its parallel folder scans
 * finish, so without it the dev server's regenerated site data differs on every save, the module
 * changes, and the browser does a full reload (nothing accepts its update). Matching a section is by
 * the longest prefix, so the order means nothing to the reader.
 */
export function withPlainSidebars(value: unknown): unknown {
  const data = value as SiteDataLike;
  const plain = (sidebar: Record<string, SidebarNode[]> | undefined) =>
    sidebar &&
    Object.fromEntries(
      Object.entries(sidebar)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([prefix, nodes]) => [prefix, withPlainTexts(nodes)]),
    );
  if (data.themeConfig?.sidebar) data.themeConfig.sidebar = plain(data.themeConfig.sidebar);
  for (const locale of data.themeConfig?.locales ?? []) if (locale.sidebar) locale.sidebar = plain(locale.sidebar);
  return data;
}
