/**
 * What the 404 page offers instead of the missing page: pure rules, so the view only renders them.
 * A missing address names what the reader wanted in its own words (`/configure/sharedd`): pages whose
 * address ends in a near spelling of its last part come first, then the pages whose titles or headings
 * the search engine finds for its words; with neither, the section's landing page and the home page.
 */
import { allowedEdits, editDistance } from '../../theme/search/core/fuzzy';
import { isSidebarGroup, isSidebarLink, type SidebarNode } from '../../shared/sidebar';
import { routeKey } from '../../shared/routes';
import type { SearchHit } from '../../shared/search/types';

export const MAX_SUGGESTIONS = 5;

export interface Suggestion {
  href: string;
  /** The page's title (its sidebar entry, or the title a search hit names). */
  title: string;
  /** The heading a search hit points into, when it is not the page's top. */
  heading?: string;
}

export interface MissingPath {
  /** The address decoded and lower-cased, for Rspress's sidebar grouping: `/configure/sharedd`. */
  path: string;
  /** The last part of the address, lower-cased: `sharedd`. */
  slug: string;
  /** The first part, the section: `configure` ('' at the top level). */
  section: string;
  /** The words of the last part, for the search engine: `runtime-api` → `runtime`, `api`. */
  slugWords: string[];
}

const IGNORED = new Set(['index', 'html', 'htm', 'md', 'mdx', 'php', 'aspx']);

/** The words of one part of an address (`runtime-api.html` → `runtime`, `api`). */
function wordsOf(part: string): string[] {
  return part.split(/[-_.\s~+]+/).filter((word) => word !== '' && !IGNORED.has(word.toLowerCase()));
}

/** Reads a missing route (without base and language prefix) as the words a reader put in it. */
export function readMissingPath(rest: string): MissingPath {
  let decoded = rest;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    // A malformed escape is read as typed.
  }
  const parts = decoded
    .split('/')
    .map((part) => part.replace(/\.(html?|mdx?)$/i, ''))
    .filter((part) => part !== '' && !IGNORED.has(part.toLowerCase()));
  const last = parts[parts.length - 1] ?? '';
  return {
    path: decoded.toLowerCase(),
    slug: last.toLowerCase(),
    section: (parts[0] ?? '').toLowerCase(),
    slugWords: wordsOf(last),
  };
}

/** Every page a sidebar tree links to, in sidebar order, once each. */
export function sidebarPages(trees: ReadonlyArray<readonly SidebarNode[]>): Array<{ link: string; text: string }> {
  const seen = new Set<string>();
  const pages: Array<{ link: string; text: string }> = [];
  const walk = (nodes: readonly SidebarNode[]) => {
    for (const node of nodes) {
      if (isSidebarGroup(node)) {
        if (node.link && !seen.has(node.link)) {
          seen.add(node.link);
          pages.push({ link: node.link, text: node.text });
        }
        walk(node.items);
      } else if (isSidebarLink(node) && !seen.has(node.link)) {
        seen.add(node.link);
        pages.push({ link: node.link, text: node.text });
      }
    }
  };
  for (const tree of trees) walk(tree);
  return pages;
}

/** The last part of a link (`/configure/shared` → `shared`, `/configure/` → `configure`), lower-cased. */
function slugOf(link: string): string {
  const parts = link.split(/[?#]/)[0].split('/').filter(Boolean);
  return (parts[parts.length - 1] ?? '').replace(/\.html$/, '').toLowerCase();
}

/** The section a link sits in, after the language prefix (`/zh/configure/shared` → `configure`). */
function sectionOf(link: string, langPrefix: string): string {
  const path = langPrefix && link.startsWith(`${langPrefix}/`) ? link.slice(langPrefix.length) : link;
  return (path.split('/').filter(Boolean)[0] ?? '').toLowerCase();
}

/**
 * Pages whose address ends in the missing slug or a near spelling of it (the search engine's typo rule:
 * one edit from five letters, two from nine): fewest edits first, then the missing address's own section.
 */
export function slugMatches(missing: MissingPath, pages: ReadonlyArray<{ link: string; text: string }>, langPrefix = ''): Suggestion[] {
  if (!missing.slug) return [];
  const max = allowedEdits(missing.slug.length);
  const found: Array<{ page: { link: string; text: string }; edits: number; order: number }> = [];
  pages.forEach((page, order) => {
    const slug = slugOf(page.link);
    if (!slug) return;
    const edits = editDistance(missing.slug, slug, max);
    if (edits <= max) found.push({ page, edits, order });
  });
  const away = (link: string) => (sectionOf(link, langPrefix) === missing.section ? 0 : 1);
  return found
    .sort((a, b) => a.edits - b.edits || away(a.page.link) - away(b.page.link) || a.order - b.order)
    .map(({ page }) => ({ href: page.link, title: page.text }));
}

/** Search hits that answer with a title or a heading, as suggestions (content-only hits are too weak). */
export function hitSuggestions(hits: readonly SearchHit[]): Suggestion[] {
  return hits
    .filter((hit) => hit.type === 'title' || hit.type === 'header')
    .map((hit) => (hit.type === 'title' ? { href: hit.link.split('#')[0], title: hit.title } : { href: hit.link, title: hit.title, heading: hit.header }));
}

/** The lists in order of trust, one suggestion per page, at most `limit`. */
export function mergeSuggestions(lists: ReadonlyArray<readonly Suggestion[]>, limit = MAX_SUGGESTIONS): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const list of lists) {
    for (const suggestion of list) {
      const page = routeKey(suggestion.href);
      if (seen.has(page)) continue;
      seen.add(page);
      out.push(suggestion);
      if (out.length === limit) return out;
    }
  }
  return out;
}
