/**
 * The one hook between the modal and the search core: loads the searcher of the current language (the
 * index head on first open, again when the language or version changes; the rest of the index as
 * queries need it), debounces the input 150 ms and runs each query. Lives in the lazily loaded search chunk.
 */
import * as siteHooks from 'mf-search-hooks';
import { useEffect, useRef, useState } from 'react';
import { indexHead, openLocalIndex, readManifest } from './core/manifest';
import { remoteSearch, remoteTabs } from './core/remote';
import { createSearcher, localBackend, type SearchHooks, type Searcher } from './core/searcher';
import type { ResultGroup } from '../../shared/search/types';

export const DEBOUNCE_MS = 150;

const manifest = readManifest();
const searchers = new Map<string, Promise<Searcher>>();
const hooks = siteHooks as SearchHooks & { render?: unknown };

export interface SearchScope {
  lang: string;
  version: string;
  base: string;
  /** Label of the local index's tab. */
  docsLabel: string;
}

/** The empty tabs a fresh search shows: the docs index, or the configured remote indexes. */
export function emptyGroups(scope: SearchScope): ResultGroup[] {
  if (manifest.config.mode === 'remote' && manifest.config.searchIndexes.length) {
    return remoteTabs([], manifest.config);
  }
  return [{ group: scope.docsLabel, renderType: 'default', result: [] }];
}

/** The searcher of a scope, created once per language/version and reused while the page lives. */
export function loadSearcher(scope: SearchScope): Promise<Searcher> {
  const { config } = manifest;
  if (config.mode === 'remote') {
    const key = `remote:${scope.lang}`;
    if (!searchers.has(key)) {
      const backend = async (keyword: string) => {
        const groups = await remoteSearch({
          apiUrl: config.apiUrl,
          keyword,
          limit: config.limit,
          searchIndexes: config.searchIndexes.map((index) => index.value),
          lang: scope.lang,
          timeout: config.timeout,
        });
        return remoteTabs(groups, config);
      };
      searchers.set(key, Promise.resolve(createSearcher(backend, hooks)));
    }
    return searchers.get(key)!;
  }
  const head = indexHead(manifest, scope.lang, scope.version);
  const key = `${scope.base}${head}|${scope.lang}|${scope.docsLabel}`;
  if (!searchers.has(key)) {
    const index = openLocalIndex(manifest, scope.lang, scope.version, scope.base);
    const pending = index
      ? index.then((opened) => createSearcher(localBackend(opened, scope.docsLabel, config.limit), hooks))
      : Promise.reject(new Error(`no search index for language "${scope.lang}"`));
    // A failed load is forgotten so that the next open tries again.
    pending.catch(() => searchers.delete(key));
    searchers.set(key, pending);
  }
  return searchers.get(key)!;
}

export function customRenderer(): ((result: unknown) => unknown) | undefined {
  return typeof hooks.render === 'function' ? (hooks.render as (result: unknown) => unknown) : undefined;
}

export interface SearchState {
  status: 'loading' | 'ready' | 'error';
  /** True while a query is in flight (remote mode shows the loading icon). */
  searching: boolean;
  /** The query the current groups answer ('' before the first search). */
  answered: string;
  groups: ResultGroup[];
  showLoading: boolean;
}

export function useSearch(scope: SearchScope, input: string): SearchState {
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [status, setStatus] = useState<SearchState['status']>('loading');
  const [groups, setGroups] = useState<ResultGroup[]>(() => emptyGroups(scope));
  const [answered, setAnswered] = useState('');
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const { lang, version, base, docsLabel } = scope;

  useEffect(() => {
    let live = true;
    setStatus('loading');
    setSearcher(null);
    loadSearcher({ lang, version, base, docsLabel }).then(
      (loaded) => {
        if (!live) return;
        setSearcher(loaded);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('[search] the search index could not be loaded', error);
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [lang, version, base, docsLabel]);

  useEffect(() => {
    const query = input.trim();
    const ticket = ++latest.current;
    if (!query || !searcher) {
      setGroups(emptyGroups({ lang, version, base, docsLabel }));
      setAnswered('');
      setSearching(false);
      return;
    }
    const timer = setTimeout(() => {
      setSearching(true);
      searcher.run(query).then(
        (result) => {
          if (ticket !== latest.current) return;
          setGroups(result.length ? result : emptyGroups({ lang, version, base, docsLabel }));
          setAnswered(query);
          setSearching(false);
        },
        (error: unknown) => {
          if (ticket !== latest.current) return;
          console.warn('[search] the search failed', error);
          setGroups(emptyGroups({ lang, version, base, docsLabel }));
          setAnswered(query);
          setSearching(false);
        },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, searcher, lang, version, base, docsLabel]);

  return { status, searching, answered, groups, showLoading: manifest.config.searchLoading && manifest.config.mode === 'remote' };
}
