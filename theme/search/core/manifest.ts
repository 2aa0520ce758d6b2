/**
 * Where the client learns the search settings and the index of each language. The build replaces
 * `__MF_SEARCH_MANIFEST__` (see plugins/search-index) in the lazily loaded search code only, so neither
 * the map nor any index file is part of a page's first load.
 */
import { defaultSearchConfig } from '../../../shared/search/config';
import synonyms from '../../../shared/search/synonyms.json';
import type { SearchConfig, SearchManifest } from '../../../shared/search/types';
import { LocalIndex } from './engine';
import type { SynonymGroups } from './query';

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

/** The head file of a language (and version, in a versioned search), or null when there is none. */
export function indexHead(manifest: SearchManifest, lang: string, version: string): string | null {
  const key = `${manifest.config.versioned ? version : ''}###${lang}`;
  return manifest.files[key] ?? manifest.files[`###${lang}`] ?? null;
}

/** The synonym groups of a language from shared/search/synonyms.json (none for other languages). */
export function synonymsOf(lang: string): SynonymGroups {
  const groups = (synonyms as Record<string, unknown>)[lang];
  return Array.isArray(groups) ? groups.filter((group): group is string[] => Array.isArray(group) && group.every((entry) => typeof entry === 'string')) : [];
}

/** Opens the index whose head is `file` under `<base>static/`; its other files are fetched as queries need them. */
export function loadIndex(file: string, lang: string, base: string, doFetch: typeof fetch = (input, init) => fetch(input, init)): Promise<LocalIndex> {
  const root = `${base.replace(/\/?$/, '/')}static/`;
  const load = async (name: string): Promise<unknown> => {
    const response = await doFetch(`${root}${name}`);
    if (!response.ok) throw new Error(`the search index file ${name} answered ${response.status}`);
    return response.json();
  };
  return LocalIndex.open(file, load, synonymsOf(lang));
}

const opened = new Map<string, Promise<LocalIndex>>();

/**
 * The local index of a language (and version, in a versioned search), opened once per page and shared
 * by every reader of it (the search modal, the 404 page's suggestions); null in remote mode or where the
 * language has no index. A failed open is forgotten, so the next caller tries again.
 */
export function openLocalIndex(manifest: SearchManifest, lang: string, version: string, base: string): Promise<LocalIndex> | null {
  const head = manifest.config.mode === 'local' ? indexHead(manifest, lang, version) : null;
  if (!head) return null;
  const key = `${base}|${head}|${lang}`;
  let index = opened.get(key);
  if (!index) {
    index = loadIndex(head, lang, base);
    index.catch(() => opened.delete(key));
    opened.set(key, index);
  }
  return index;
}
