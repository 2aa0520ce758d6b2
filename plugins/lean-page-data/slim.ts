import { type SidebarNode, withPlainTexts } from '../../theme/lib/sidebar';

/**
 * What the browser keeps of Rspress's site-wide page list (the `virtual-page-data` module, part of
 * every page's first load) and of its site data. Pure functions, unit-tested.
 *
 * The current page takes its title, toc, frontmatter, source path (`pagePath`) and last-updated time
 * from its own route chunk; from this list it only takes the fields below (Rspress's initPageData
 * merges them in), and the theme reads the list for the routes of the language switch. Everything
 * else (descriptions, headings and frontmatter of 120 pages) stays on the build side, where the RSS
 * feeds, llms.txt and the search index still read it.
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

/** Where a JSON object or array that starts at `from` ends (the index after it), strings respected. */
export function jsonValueEnd(code: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let index = from; index < code.length; index += 1) {
    const char = code[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/**
 * Replaces the JSON value that follows `marker` in a module's source, keeping everything around it
 * (other exports, and the code the dev server appends). Fails loudly when the marker or a JSON value
 * is not where Rspress 2.0.22 puts it, rather than ship the full data unseen.
 */
export function replaceJsonAfter(code: string, marker: string, module: string, change: (value: unknown) => unknown): string {
  const at = code.indexOf(marker);
  const from = at === -1 ? -1 : code.slice(at + marker.length).search(/\S/) + at + marker.length;
  const to = from < 0 || !'{['.includes(code[from] ?? '') ? -1 : jsonValueEnd(code, from);
  if (at === -1 || to === -1) {
    throw new Error(`lean-page-data: ${module} no longer has the shape this plugin expects (Rspress upgrade?)`);
  }
  return `${code.slice(0, from)}${JSON.stringify(change(JSON.parse(code.slice(from, to))))}${code.slice(to)}`;
}

/** Rewrites the source of the `virtual-page-data` module with the slim page list. */
export function slimPageDataModule(code: string): string {
  return replaceJsonAfter(code, 'export const pageData =', 'virtual-page-data', (value) => {
    const data = value as { pages?: PageRecord[] };
    if (!Array.isArray(data.pages)) throw new Error('lean-page-data: virtual-page-data has no pages list');
    return { ...data, pages: data.pages.map(slimPage) };
  });
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
 * once at build time, for the server render and the browser alike (see `plainText`).
 */
export function withPlainSidebars(value: unknown): unknown {
  const data = value as SiteDataLike;
  const plain = (sidebar: Record<string, SidebarNode[]> | undefined) =>
    sidebar && Object.fromEntries(Object.entries(sidebar).map(([prefix, nodes]) => [prefix, withPlainTexts(nodes)]));
  if (data.themeConfig?.sidebar) data.themeConfig.sidebar = plain(data.themeConfig.sidebar);
  for (const locale of data.themeConfig?.locales ?? []) if (locale.sidebar) locale.sidebar = plain(locale.sidebar);
  return data;
}

/** Rewrites the source of the `virtual-site-data` module: no file keys, plain sidebar texts. */
export function slimSiteDataModule(code: string): string {
  return replaceJsonAfter(code, 'export default', 'virtual-site-data', (value) => withPlainSidebars(withoutFileKeys(value)));
}
