/**
 * The current page's data, written into its HTML by the build and read by the browser before React
 * starts: the page's route, the page data Rspress would otherwise take from the page's own chunk (title,
 * headings, frontmatter...), and the sidebar of its section. With it, a first load needs neither the
 * page's chunk nor the site-wide route table, page list and sidebars, which all grow with the number of
 * pages (see plugins/lean-page-data); they load when the reader is about to go elsewhere.
 */
import type { SidebarNode } from './sidebar';

/** The id of the `<script type="application/json">` element that carries the data. */
export const INLINE_PAGE_DATA_ID = 'mf-page-data';

export interface InlineRoute {
  path: string;
  /** The page's source, relative to the docs root (`en/configure/shared.mdx`), as Rspress names it. */
  filePath: string;
  lang: string;
  version: string;
}

export interface InlinePageData {
  route: InlineRoute;
  /** Page data as Rspress reads it from a page's module: title, toc, frontmatter and the rest. */
  meta: Record<string, unknown>;
  /** The sidebar of the page's section (entry texts already plain). */
  sidebar: SidebarNode[];
  /** The theme's UI strings in the page's language, so the browser's bundle needs no table of them. */
  strings?: Record<string, string>;
}

/** JSON that is safe inside a `<script>` element: nothing in it can close the element. */
export function encodeInlinePageData(data: InlinePageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function isInlinePageData(value: unknown): value is InlinePageData {
  if (!value || typeof value !== 'object') return false;
  const data = value as Partial<InlinePageData>;
  const route = data.route as Partial<InlineRoute> | undefined;
  return (
    typeof route?.path === 'string' &&
    typeof route.filePath === 'string' &&
    typeof route.lang === 'string' &&
    typeof route.version === 'string' &&
    !!data.meta &&
    typeof data.meta === 'object' &&
    Array.isArray(data.sidebar) &&
    (data.strings === undefined || (typeof data.strings === 'object' && data.strings !== null))
  );
}

/** The data back from the element's text, or null for anything that is not it. */
export function decodeInlinePageData(text: string | null | undefined): InlinePageData | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isInlinePageData(value) ? value : null;
  } catch {
    return null;
  }
}

/** The data of the page the browser opened, read once (null on the server and in the dev server). */
let read: InlinePageData | null | undefined;
export function inlinePageData(): InlinePageData | null {
  if (read === undefined) {
    read = typeof document === 'undefined' ? null : decodeInlinePageData(document.getElementById(INLINE_PAGE_DATA_ID)?.textContent);
  }
  return read;
}
