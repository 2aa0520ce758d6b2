/**
 * Part of the 404 page's lazily loaded suggestions: reads the sidebars (the site's page list, which load
 * with the route table) and the search index of the page's language, and turns the missing address
 * into suggestions. The built site only: the dev server renders no body for an unknown address.
 */
import { getSidebarDataGroup } from '@rspress/core/runtime';
import { ensureRouteTable, loadedRouteTable } from '../../shared/route-table';
import type { SidebarNode } from '../../shared/sidebar';
import { search } from '../../theme/search/core/engine';
import { openLocalIndex, readManifest } from '../../theme/search/core/manifest';
import { hitSuggestions, mergeSuggestions, readMissingPath, sidebarPages, slugMatches, type Suggestion } from './suggestions';

export interface SuggestionScope {
  /** The missing route without base and language prefix. */
  rest: string;
  lang: string;
  /** `/zh` for Chinese, '' for the default language. */
  langPrefix: string;
  version: string;
  base: string;
}

/** How many search hits to read: more than the suggestions, since content-only hits are dropped. */
const SEARCH_DEPTH = 20;

type Sidebars = Record<string, SidebarNode[]>;

async function sidebarsOf(scope: SuggestionScope): Promise<Sidebars> {
  await ensureRouteTable().catch(() => null);
  return (loadedRouteTable()?.sidebars[scope.lang] ?? {}) as unknown as Sidebars;
}

async function searchHits(scope: SuggestionScope, words: readonly string[]): Promise<Suggestion[]> {
  // The same opened index the search modal uses, if the reader opens it on this page.
  const opening = words.length ? openLocalIndex(readManifest(), scope.lang, scope.version, scope.base) : null;
  if (!opening) return [];
  const index = await opening;
  // The last part names the page (`runtime-api`): its words together, then its last word alone.
  const together = hitSuggestions(await search(index, words.join(' '), SEARCH_DEPTH));
  if (together.length || words.length === 1) return together;
  return hitSuggestions(await search(index, words[words.length - 1], SEARCH_DEPTH));
}

export interface Found {
  /** Up to five pages close to the missing address. */
  close: Suggestion[];
  /** The first page of the sidebar the missing address would sit in (its section's landing page). */
  section: Suggestion | null;
}

export async function findSuggestions(scope: SuggestionScope): Promise<Found> {
  const missing = readMissingPath(scope.rest);
  const [sidebars, bySearch] = await Promise.all([
    sidebarsOf(scope),
    searchHits(scope, missing.slugWords).catch((error: unknown) => {
      console.warn('[404] the search index could not be read for suggestions', error);
      return [];
    }),
  ]);
  const byAddress = slugMatches(missing, sidebarPages(Object.values(sidebars)), scope.langPrefix);
  // Rspress's own rule for which sidebar a path belongs to, as the sidebar of a real page would use.
  const group = getSidebarDataGroup(sidebars as unknown as Parameters<typeof getSidebarDataGroup>[0], `${scope.langPrefix}${missing.path}`) as unknown as SidebarNode[];
  const [first] = sidebarPages([group ?? []]);
  return { close: mergeSuggestions([byAddress, bySearch]), section: first ? { href: first.link, title: first.text } : null };
}
