import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';
import { createSearcher } from './searcher';
import type { ResultGroup } from '../../../shared/search/types';

describe('cache and hooks', () => {
  it('keeps at most 100 entries, dropping the least recently used', () => {
    const cache = new LruCache<string, number>(100);
    for (let i = 0; i < 150; i++) cache.set(`q${i}`, i);
    expect(cache.size).toBe(100);
    expect(cache.get('q49')).toBeUndefined();
    cache.get('q50');
    cache.set('new', 1);
    expect(cache.get('q50')).toBeDefined();
    expect(cache.get('q51')).toBeUndefined();
  });

  it('runs the hooks before, during and after a search, and caches answers (not empty ones)', async () => {
    const calls: string[] = [];
    let backendCalls = 0;
    const hit = { type: 'title' as const, title: 'Alpha remote', header: 'Alpha remote', statement: '', link: '/a', group: 'Guide', query: 'remote', highlightInfoList: [], renderType: 'default' as const };
    const searcher = createSearcher(
      async (q): Promise<ResultGroup[]> => {
        backendCalls++;
        return [{ group: 'Docs', renderType: 'default', result: q === 'remote' ? [hit] : [] }];
      },
      {
        beforeSearch: (q) => {
          calls.push(`before:${q}`);
          return q.replace('remot', 'remote');
        },
        onSearch: (q, groups) => {
          calls.push(`on:${q}:${groups.length}`);
          return [{ group: 'Extra', result: { custom: true } }];
        },
        afterSearch: (q, groups) => {
          calls.push(`after:${q}:${groups.map((g) => `${g.group}/${g.renderType}`).join(',')}`);
        },
      },
    );
    const groups = await searcher.run('remot');
    expect(groups[0].result).toHaveLength(1);
    expect(calls).toEqual(['before:remot', 'on:remote:1', 'after:remote:Docs/default,Extra/custom']);
    await searcher.run('remot');
    expect(backendCalls).toBe(1);
    expect(searcher.cacheSize).toBe(1);
  });
});
