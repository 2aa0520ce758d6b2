/**
 * The searcher the modal talks to: local (an index object) or remote, wrapped with the optional hooks of
 * hooks (before, during and after a search) and a cache of the last 100 queries.
 */
import { search, type LocalIndex } from './engine';
import { LruCache } from './lru';
import type { ResultGroup } from '../../../shared/search/types';

export interface SearchHooks {
  /** May rewrite the query; returning nothing keeps it. */
  beforeSearch?: (query: string) => string | void | Promise<string | void>;
  /** May add groups (tabs) to the default ones; custom groups are drawn by `render`. */
  onSearch?: (
    query: string,
    defaultGroups: ResultGroup[],
  ) => Array<{ group: string; result: unknown; renderType?: 'default' | 'custom' }> | void | Promise<Array<{ group: string; result: unknown; renderType?: 'default' | 'custom' }> | void>;
  /** Sees the final groups (for analytics, say). */
  afterSearch?: (query: string, groups: ResultGroup[]) => void | Promise<void>;
}

export const CACHE_SIZE = 100;

export interface Searcher {
  run(query: string): Promise<ResultGroup[]>;
  readonly cacheSize: number;
}

type Backend = (query: string) => Promise<ResultGroup[]> | ResultGroup[];

/** The default tab of a local index. */
export function localBackend(index: LocalIndex, label: string, limit: number): Backend {
  return async (query) => [{ group: label, renderType: 'default', result: await search(index, query, limit) }];
}

export function createSearcher(backend: Backend, hooks: SearchHooks = {}, cacheSize = CACHE_SIZE): Searcher {
  const cache = new LruCache<string, ResultGroup[]>(cacheSize);
  return {
    get cacheSize() {
      return cache.size;
    },
    async run(input: string) {
      const query = ((await hooks.beforeSearch?.(input)) ?? input).trim();
      let groups = cache.get(query);
      if (!groups) {
        groups = await backend(query);
        const extra = await hooks.onSearch?.(query, groups);
        if (extra?.length) {
          groups = [...groups, ...extra.map((group) => ({ ...group, renderType: group.renderType ?? 'custom' }) as ResultGroup)];
        }
        // Empty answers are not cached: a remote failure should not stick.
        if (groups.some((group) => (Array.isArray(group.result) ? group.result.length : group.result != null))) cache.set(query, groups);
      }
      await hooks.afterSearch?.(query, groups);
      return groups;
    },
  };
}
