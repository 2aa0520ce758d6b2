import { pathnameToRouteService, usePage } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { encodeInlinePageData, INLINE_PAGE_DATA_ID } from '../../shared/page-data';
import { useSidebarNodes } from '../components/Sidebar/useSidebarNodes';
import { useUiStrings } from '../i18n';

/** What of the page data travels in the HTML: what the theme and Rspress read of the current page. */
const META_FIELDS = [
  'routePath',
  'lang',
  'version',
  'title',
  'toc',
  'frontmatter',
  'description',
  'pagePath',
  '_relativePath',
  'lastUpdatedTime',
  'overviewPages',
  'twins',
  'feeds',
] as const;

/**
 * Writes the current page's route, page data, section sidebar and UI strings into its HTML (see shared/page-data),
 * so that a first load needs neither the page's chunk nor the site-wide lists. The server builds the
 * text; the browser keeps the element as the server wrote it.
 */
export function InlinePageData() {
  const { page } = usePage();
  const sidebar = useSidebarNodes();
  const strings = useUiStrings();
  const text = useMemo(() => {
    if (typeof document !== 'undefined') return document.getElementById(INLINE_PAGE_DATA_ID)?.textContent ?? null;
    const route = pathnameToRouteService(page.routePath);
    if (!route) return null;
    const record = page as unknown as Record<string, unknown>;
    const meta = Object.fromEntries(META_FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]));
    // Search keywords are read by the build only (plugins/search-index).
    if (meta.frontmatter && typeof meta.frontmatter === 'object') {
      const { keywords: _keywords, ...frontmatter } = meta.frontmatter as Record<string, unknown>;
      meta.frontmatter = frontmatter;
    }
    const { path, filePath, lang } = route;
    const version = (route as { version?: string }).version ?? '';
    return encodeInlinePageData({ route: { path, filePath, lang, version }, meta, sidebar, strings });
    // Written once, for the page the HTML is for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (text === null) return null;
  return <script id={INLINE_PAGE_DATA_ID} type="application/json" dangerouslySetInnerHTML={{ __html: text }} />;
}
