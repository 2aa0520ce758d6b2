/**
 * Measuring search quality: the judged queries of tests/support/search-queries.json (written by reading
 * the pages, not the index) and the sampled deep-recall words, scored the same way for every engine the
 * benchmark compares and for the gates of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type QueryKind = 'term' | 'question' | 'typo' | 'synonym';

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  expect: string[];
  note?: string;
}

export type Lang = 'en' | 'zh';

export function judgedQueries(): Record<Lang, JudgedQuery[]> {
  return JSON.parse(readFileSync(fileURLToPath(new URL('search-queries.json', import.meta.url)), 'utf8')) as Record<Lang, JudgedQuery[]>;
}

/** Any engine under test: the routes of its results, best first. */
export type RouteSearch = (query: string) => Promise<string[]> | string[];

export const routeOf = (link: string) => link.split('#')[0].replace(/\/$/, '') || '/';

/** Distinct routes in order of first appearance. */
export function distinctRoutes(links: readonly string[]): string[] {
  return [...new Set(links.map(routeOf))];
}

export interface Scores {
  queries: number;
  /** The first result is an expected page. */
  hitAt1: number;
  /** An expected page among the first three results. */
  hitAt3: number;
  /** Mean reciprocal rank of the first expected page (0 when none of the results is). */
  mrr: number;
  misses: string[];
}

const normal = (route: string) => route.replace(/\/$/, '') || '/';

export async function score(run: RouteSearch, set: ReadonlyArray<{ query: string; expect: readonly string[] }>): Promise<Scores> {
  let at1 = 0;
  let at3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { query, expect } of set) {
    const routes = (await run(query)).map(normal);
    const wanted = new Set(expect.map(normal));
    const rank = routes.findIndex((route) => wanted.has(route));
    if (rank === 0) at1++;
    else misses.push(`${query} -> ${routes.slice(0, 3).join(', ') || '(nothing)'} (want ${expect.join(' | ')})`);
    if (rank >= 0 && rank < 3) at3++;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = Math.max(1, set.length);
  return { queries: set.length, hitAt1: at1 / n, hitAt3: at3 / n, mrr: reciprocal / n, misses };
}

/** Recall@k: the share of queries with an expected page among the first k distinct pages. */
export async function recallAt(run: RouteSearch, set: ReadonlyArray<{ query: string; expect: readonly string[] }>, k: number): Promise<{ recall: number; misses: string[] }> {
  let found = 0;
  const misses: string[] = [];
  for (const { query, expect } of set) {
    const routes = (await run(query)).map(normal).slice(0, k);
    if (expect.some((route) => routes.includes(normal(route)))) found++;
    else misses.push(`${query} (from ${expect.join(' | ')}) -> ${routes.join(', ') || '(nothing)'}`);
  }
  return { recall: found / Math.max(1, set.length), misses };
}

/**
 * Honest tuning: each language's judged queries split by alternating index within each kind. Ranking
 * changes are judged on TUNE (whose misses are printed); HELD-OUT is only ever read as a figure, to catch
 * changes that fit TUNE without helping readers.
 */
export function splitHalves<T extends { kind: string }>(set: readonly T[]): { tune: T[]; heldOut: T[] } {
  const seen = new Map<string, number>();
  const tune: T[] = [];
  const heldOut: T[] = [];
  for (const query of set) {
    const n = seen.get(query.kind) ?? 0;
    seen.set(query.kind, n + 1);
    (n % 2 === 0 ? tune : heldOut).push(query);
  }
  return { tune, heldOut };
}

