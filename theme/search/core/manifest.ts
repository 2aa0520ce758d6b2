/**
 * Where the client learns the search settings and the index file of each language. The build replaces
 * `__MF_SEARCH_MANIFEST__` (see plugins/search-index) in the lazily loaded search code only, so neither
 * the map nor the index is part of a page's first load.
 */
import { buildIndex, type LocalIndex } from './engine';
import { defaultSearchConfig } from '../../../shared/search/config';
import type { SearchConfig, SearchManifest, SearchRecord } from '../../../shared/search/types';

declare const __MF_SEARCH_MANIFEST__: string | undefined;

export const fallbackConfig: SearchConfig = defaultSearchConfig;

export function readManifest(): SearchManifest {
  try {
    const parsed = JSON.parse(typeof __MF_SEARCH_MANIFEST__ === 'string' ? __MF_SEARCH_MANIFEST__ : '{}') as Partial<SearchManifest>;
    return { config: { ...fallbackConfig, ...parsed.config }, files: parsed.files ?? {} };
  } catch {
    return { config: fallbackConfig, files: {} };
  }
}

/** The URL of the index of a language (and version, in a versioned search), or null when there is none. */
export function indexUrl(manifest: SearchManifest, lang: string, version: string, base: string): string | null {
  const key = `${manifest.config.versioned ? version : ''}###${lang}`;
  const file = manifest.files[key] ?? manifest.files[`###${lang}`];
  return file ? `${base.replace(/\/?$/, '/')}static/${file}` : null;
}

/** Accepts only well-formed records; anything else in the file is skipped. */
export function parseRecords(body: unknown): SearchRecord[] {
  if (!Array.isArray(body)) throw new Error('the search index is not a list of pages');
  return body.filter((record): record is SearchRecord =>
    !!record && typeof record.routePath === 'string' && typeof record.title === 'string'
    && typeof record.content === 'string' && Array.isArray(record.toc))
    .map((record) => ({ ...record, group: typeof record.group === 'string' ? record.group : '' }));
}

export async function loadIndex(url: string, doFetch: typeof fetch = fetch): Promise<LocalIndex> {
  const response = await doFetch(url);
  if (!response.ok) throw new Error(`the search index answered ${response.status}`);
  return buildIndex(parseRecords(await response.json()));
}
