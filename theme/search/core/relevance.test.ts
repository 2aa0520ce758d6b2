/**
 * Relevance: the committed queries of tests/support/search-relevance.json against an index built from the docs
 * themselves (the same extractor and budget as the build). hit@1 must reach 0.9 in each language; MRR
 * is printed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordsFromSources } from '../../../tests/support/search-sources';
import { buildIndex, search } from './engine';

interface Judgement {
  query: string;
  route: string | string[];
}

const judgements = JSON.parse(readFileSync(path.join(__dirname, '../../../tests/support/search-relevance.json'), 'utf8')) as Record<'en' | 'zh', Judgement[]>;
const docsRoot = path.join(__dirname, '../../../docs');

function routeOf(link: string): string {
  return link.split('#')[0];
}

describe.each(['en', 'zh'] as const)('search relevance (%s)', (lang) => {
  const index = buildIndex(recordsFromSources(docsRoot, lang));
  const set = judgements[lang];

  it('has enough judged queries', () => {
    expect(set.length).toBeGreaterThanOrEqual(lang === 'en' ? 40 : 20);
  });

  it('finds the expected page first for at least 90% of the queries', () => {
    let hits = 0;
    let reciprocal = 0;
    const misses: string[] = [];
    for (const { query, route } of set) {
      const wanted = Array.isArray(route) ? route : [route];
      const routes = search(index, query).map((hit) => routeOf(hit.link));
      const rank = routes.findIndex((r) => wanted.includes(r));
      if (rank === 0) hits++;
      else misses.push(`${query} -> ${routes.slice(0, 3).join(', ') || '(nothing)'}`);
      if (rank >= 0) reciprocal += 1 / (rank + 1);
    }
    const hitAt1 = hits / set.length;
    const mrr = reciprocal / set.length;
    console.log(`[relevance ${lang}] queries ${set.length}, hit@1 ${hitAt1.toFixed(3)}, MRR ${mrr.toFixed(3)}${misses.length ? `\n  misses: ${misses.join('\n          ')}` : ''}`);
    expect(hitAt1).toBeGreaterThanOrEqual(0.9);
  });
});
