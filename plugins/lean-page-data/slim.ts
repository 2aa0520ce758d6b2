/**
 * What the browser keeps of Rspress's site-wide page list (the `virtual-page-data` module, part of
 * every page's first load). Pure functions, unit-tested.
 *
 * The current page takes its title, toc, frontmatter, source path (`pagePath`) and last-updated time
 * from its own route chunk; from this list it only takes the fields below (Rspress's initPageData
 * merges them in), and the theme reads the list for the routes of the language switch. Everything else (descriptions, headings and frontmatter of 120
 * pages) stays on the server side, where the RSS feeds, llms.txt and the search index still read it.
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

const PAGE_DATA_START = 'export const pageData = ';
const HASH_START = 'export const searchIndexHash = ';

/**
 * Rewrites the source of the `virtual-page-data` module with the slim page list. Fails loudly when
 * the module does not have the shape Rspress 2.0.22 gives it, rather than ship the full list unseen.
 */
export function slimPageDataModule(code: string): string {
  const start = code.indexOf(PAGE_DATA_START);
  const hashAt = code.indexOf(HASH_START);
  if (start === -1 || hashAt === -1 || hashAt < start) {
    throw new Error('lean-page-data: virtual-page-data no longer has the shape this plugin expects (Rspress upgrade?)');
  }
  const dataText = code.slice(start + PAGE_DATA_START.length, hashAt).trim().replace(/;$/, '');
  const hashText = code.slice(hashAt + HASH_START.length).trim().replace(/;$/, '');
  const data = JSON.parse(dataText) as { pages?: PageRecord[] } & PageRecord;
  if (!Array.isArray(data.pages)) throw new Error('lean-page-data: virtual-page-data has no pages list');
  const slim = { ...data, pages: data.pages.map(slimPage) };
  return `export const pageData = ${JSON.stringify(slim)};\nexport const searchIndexHash = ${hashText};\n`;
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

const SITE_DATA_START = 'export default ';

/** Rewrites the source of the `virtual-site-data` module without the sidebar's file keys. */
export function slimSiteDataModule(code: string): string {
  const start = code.indexOf(SITE_DATA_START);
  if (start === -1) throw new Error('lean-page-data: virtual-site-data no longer has the shape this plugin expects (Rspress upgrade?)');
  const text = code.slice(start + SITE_DATA_START.length).trim().replace(/;$/, '');
  return `export default ${JSON.stringify(withoutFileKeys(JSON.parse(text)))};\n`;
}
