/**
 * Relevance gates, on an index built from the docs with the build's own code:
 * - the judged queries of tests/support/search-queries.json, written by reading the pages as a reader
 *   with a question would (never tuned to one by one): hit@1 on the term, question and synonym queries,
 *   and hit@3 on the typos;
 * - the deep-recall words sampled from section bodies past their opening (tests/support/search-deep-recall.ts):
 *   the page each came from among the first five.
 * The figures are printed with the queries that missed, next to the issue's targets. The tests enforce
 * FLOORS: the issue's targets, or above them where the engine does better (the Chinese typos), as a
 * guard against regressions. Raise a floor as the figures rise; never lower it to let a change through.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import synonyms from '../../shared/search/synonyms.json';
import { sampleDeepRecall } from '../support/search-deep-recall';
import { distinctRoutes, judgedQueries, recallAt, routeOf, score, type Lang, type RouteSearch } from '../support/search-eval';
import { indexFromSources, pagesFromSources } from '../support/search-sources';
import { LocalIndex, search } from '../../theme/search/core/engine';

/** What issue 16 asks for. */
const TARGETS = { hitAt1: 0.85, deepRecallAt5: 0.95, typoHitAt3: 0.9 } as const;
/** What `npm test` enforces today (see above). */
const FLOORS: Record<Lang, { hitAt1: number; deepRecallAt5: number; typoHitAt3: number }> = {
  en: { ...TARGETS },
  zh: { ...TARGETS, typoHitAt3: 0.94 },
};
const against = (value: number, floor: number, target: number) =>
  `${value.toFixed(3)} (floor ${floor}, target ${target}${value >= target ? ', met' : ', NOT MET'})`;

const docs = path.join(__dirname, '../../docs');
const sets = judgedQueries();

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
const KINDS = ['term', 'question', 'synonym'] as const;

describe.each(['en', 'zh'] as const)('search relevance (%s)', { timeout: 60_000 }, (lang: Lang) => {
  let run: RouteSearch;
  beforeAll(async () => {
    const built = indexFromSources(docs, lang);
    const index = await LocalIndex.open(built.head, built.load, synonyms[lang]);
    run = async (query) => distinctRoutes((await search(index, query)).map((hit) => hit.link));
  }, 60_000);

  it('has the judged queries the issue asks for', () => {
    const set = sets[lang];
    expect(set.length).toBeGreaterThanOrEqual(lang === 'en' ? 120 : 80);
    for (const kind of ['term', 'question', 'typo', 'synonym']) expect(set.some((q) => q.kind === kind), kind).toBe(true);
  });

  it('splits the judged queries into two halves of every kind, each query in one', () => {
    const { tune, heldOut } = splitHalves(sets[lang]);
    expect(tune.length + heldOut.length).toBe(sets[lang].length);
    expect(new Set([...tune, ...heldOut]).size).toBe(sets[lang].length);
    for (const kind of ['term', 'question', 'typo', 'synonym']) {
      const a = tune.filter((q) => q.kind === kind).length;
      const b = heldOut.filter((q) => q.kind === kind).length;
      expect(a - b, kind).toBeGreaterThanOrEqual(0);
      expect(a - b, kind).toBeLessThanOrEqual(1);
    }
  });

  it('finds an expected page first for the term, question and synonym queries', async () => {
    const main = await score(run, sets[lang].filter((q) => q.kind !== 'typo'));
    const byKind = await Promise.all(KINDS.map(async (kind) => `${kind} ${(await score(run, sets[lang].filter((q) => q.kind === kind))).hitAt1.toFixed(3)}`));
    console.log(`[relevance ${lang}] ${main.queries} queries: hit@1 ${against(main.hitAt1, FLOORS[lang].hitAt1, TARGETS.hitAt1)} (${byKind.join(', ')}), MRR ${main.mrr.toFixed(3)}`);
    const halves = splitHalves(sets[lang]);
    for (const [name, half] of [['TUNE', halves.tune], ['HELD-OUT', halves.heldOut]] as const) {
      const judged = await score(run, half.filter((q) => q.kind !== 'typo'));
      const kinds = await Promise.all(KINDS.map(async (kind) => `${kind} ${(await score(run, half.filter((q) => q.kind === kind))).hitAt1.toFixed(3)}`));
      const typos = await score(run, half.filter((q) => q.kind === 'typo'));
      // Only TUNE's misses are shown: HELD-OUT is a figure, never a to-do list.
      console.log(`[relevance ${lang}] ${name} hit@1 ${judged.hitAt1.toFixed(3)} over ${judged.queries} (${kinds.join(', ')}), typos hit@3 ${typos.hitAt3.toFixed(3)}`
        + (name === 'TUNE' && judged.misses.length ? `\n  misses: ${judged.misses.join('\n          ')}` : ''));
    }
    expect(main.hitAt1).toBeGreaterThanOrEqual(FLOORS[lang].hitAt1);
  });

  it('finds an expected page among the first three for the typos', async () => {
    const typos = await score(run, sets[lang].filter((q) => q.kind === 'typo'));
    const tuneTypos = await score(run, splitHalves(sets[lang]).tune.filter((q) => q.kind === 'typo'));
    console.log(`[relevance ${lang}] typos: hit@3 ${against(typos.hitAt3, FLOORS[lang].typoHitAt3, TARGETS.typoHitAt3)} over ${typos.queries}${tuneTypos.misses.length ? `\n  TUNE not first: ${tuneTypos.misses.join('\n                  ')}` : ''}`);
    expect(typos.hitAt3).toBeGreaterThanOrEqual(FLOORS[lang].typoHitAt3);
  });

  it('finds the page of the deep-recall words among the first five', async () => {
    const sample = sampleDeepRecall(docs, lang);
    expect(sample.length).toBeGreaterThanOrEqual(100);
    const { recall, misses } = await recallAt(run, sample, 5);
    console.log(`[relevance ${lang}] deep recall@5 ${against(recall, FLOORS[lang].deepRecallAt5, TARGETS.deepRecallAt5)} over ${sample.length} words${misses.length ? `\n  misses: ${misses.join('\n          ')}` : ''}`);
    expect(recall).toBeGreaterThanOrEqual(FLOORS[lang].deepRecallAt5);
  });

  it('finds the pages of the words the issue names, and the typo and phrasings it names', async () => {
    const named: Record<Lang, Array<[string, string]>> = {
      en: [['singelton', '/configure/shared']],
      zh: [['快速开始', '/zh/guide/start/quick-start'], ['共享策略', '/zh/configure/shareStrategy']],
    };
    for (const [query, route] of named[lang]) expect((await run(query)).slice(0, 3), query).toContain(route);
    // Words past a section's opening that the old index could not find: the first page found holds it.
    const words = lang === 'en'
      ? ['interceptor', 'storybook', 'bandwidth', 'polyfills', 'timeouts', 'monorepos']
      : ['胶水', '端点', '集群', '副作用', '销毁', '凭据'];
    const pages = pagesFromSources(docs, lang);
    const text = (route: string) => {
      const page = pages.find((p) => p.routePath === route);
      return page ? [page.title, ...page.sections.flatMap((s) => [s.header?.text ?? '', ...s.text, ...s.code])].join(' ').toLowerCase() : '';
    };
    for (const word of words) {
      const holders = pages.filter((p) => text(p.routePath).includes(word)).map((p) => routeOf(p.routePath));
      if (!holders.length) continue; // The pages no longer use the word; the report says so.
      const [first] = await run(word);
      expect(holders, word).toContain(first);
    }
  });
});
