/**
 * Relevance gates on the index readers download: the head and shards the build wrote to
 * `doc_build/static`, opened as the search modal opens them, with files read from disk instead of fetched. Runs in the Playwright phase because it needs the build; no browser.
 * - the judged queries of tests/support/search-queries.json, written by reading the pages as a reader
 *   with a question would (never tuned to one by one): hit@1 on the term, question and synonym queries,
 *   and hit@3 on the typos;
 * - the deep-recall words sampled from section bodies past their opening (tests/support/search-deep-recall.ts):
 *   the page each came from among the first five.
 * The figures are printed with the queries that missed. A gate is a floor a few queries below the
 * figure last measured (MEASURED), so that one page edit cannot fail the build but a real drop does:
 * when the figures rise, raise MEASURED with them; never lower it to let a change through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LocalIndex, search } from '../../theme/search/core/engine';
import { sampleDeepRecall } from '../support/search-deep-recall';
import { distinctRoutes, judgedQueries, recallAt, routeOf, score, splitHalves, type Lang, type RouteSearch } from '../support/search-eval';
import { pagesFromSources } from '../support/search-sources';

/** What the built index scored when these gates were set (queries found / queries). */
const MEASURED: Record<Lang, { hitAt1: [number, number]; typoHitAt3: [number, number]; deepRecallAt5: number }> = {
  en: { hitAt1: [109, 128], typoHitAt3: [28, 28], deepRecallAt5: 1 },
  zh: { hitAt1: [75, 88], typoHitAt3: [16, 17], deepRecallAt5: 0.98 },
};
/** How many queries a gate lets slip below the measured figure: three judged queries or sampled words, two typos (a set of 17 to 28). */
const SLACK = 3;
const TYPO_SLACK = 2;
const floor = ([found, total]: [number, number], slack = SLACK) => (found - slack) / total;

const buildDir = path.resolve(process.env.E2E_DIR || 'doc_build');
const docs = path.join(import.meta.dirname, '../../docs');
const sets = judgedQueries();
const KINDS = ['term', 'question', 'synonym'] as const;

/**
 * The built index of a language, opened as the search modal opens it (theme/search/core/manifest.ts:
 * the head file, shards loaded as queries need them, the language's synonyms), with files read from disk.
 */
function builtIndex(lang: Lang): Promise<LocalIndex> {
  const staticDir = path.join(buildDir, 'static');
  const head = readdirSync(staticDir).find((name) => new RegExp(`^search_index\\.${lang}\\.[0-9a-f]+\\.json$`).test(name));
  if (!head) throw new Error(`${staticDir} has no search index head for ${lang}: was the site built?`);
  // Read, not imported: Playwright loads this file as an ES module, where JSON needs an import attribute.
  const synonyms = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../shared/search/synonyms.json'), 'utf8')) as Record<Lang, string[][]>;
  return LocalIndex.open(head, async (name) => JSON.parse(readFileSync(path.join(staticDir, name), 'utf8')) as unknown, synonyms[lang]);
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`search relevance on the built index (${lang})`, () => {
    let run: RouteSearch;
    test.beforeAll(async () => {
      const index = await builtIndex(lang);
      run = async (query) => distinctRoutes((await search(index, query)).map((hit) => hit.link));
    });

    test('has the judged queries, in two halves of every kind', () => {
      const set = sets[lang];
      expect(set.length).toBeGreaterThanOrEqual(lang === 'en' ? 120 : 80);
      const { tune, heldOut } = splitHalves(set);
      expect(tune.length + heldOut.length).toBe(set.length);
      for (const kind of ['term', 'question', 'typo', 'synonym']) {
        const difference = tune.filter((q) => q.kind === kind).length - heldOut.filter((q) => q.kind === kind).length;
        expect(difference, kind).toBeGreaterThanOrEqual(0);
        expect(difference, kind).toBeLessThanOrEqual(1);
      }
    });

    test('finds an expected page first for the term, question and synonym queries', async () => {
      const main = await score(run, sets[lang].filter((q) => q.kind !== 'typo'));
      const byKind = await Promise.all(KINDS.map(async (kind) => `${kind} ${(await score(run, sets[lang].filter((q) => q.kind === kind))).hitAt1.toFixed(3)}`));
      const gate = floor(MEASURED[lang].hitAt1);
      console.log(`[relevance ${lang}] ${main.queries} queries: hit@1 ${main.hitAt1.toFixed(3)} (gate ${gate.toFixed(3)}; ${byKind.join(', ')}), MRR ${main.mrr.toFixed(3)}`);
      const halves = splitHalves(sets[lang]);
      for (const [name, half] of [['TUNE', halves.tune], ['HELD-OUT', halves.heldOut]] as const) {
        const judged = await score(run, half.filter((q) => q.kind !== 'typo'));
        // Only TUNE's misses are shown: HELD-OUT is a figure, never a to-do list.
        console.log(`[relevance ${lang}] ${name} hit@1 ${judged.hitAt1.toFixed(3)} over ${judged.queries}` + (name === 'TUNE' && judged.misses.length ? `\n  misses: ${judged.misses.join('\n          ')}` : ''));
      }
      expect(main.hitAt1).toBeGreaterThanOrEqual(gate);
    });

    test('finds an expected page among the first three for the typos', async () => {
      const typos = await score(run, sets[lang].filter((q) => q.kind === 'typo'));
      const gate = floor(MEASURED[lang].typoHitAt3, TYPO_SLACK);
      console.log(`[relevance ${lang}] typos: hit@3 ${typos.hitAt3.toFixed(3)} (gate ${gate.toFixed(3)}) over ${typos.queries}`);
      expect(typos.hitAt3).toBeGreaterThanOrEqual(gate);
    });

    test('finds the page of the deep-recall words among the first five', async () => {
      const sample = sampleDeepRecall(docs, lang);
      expect(sample.length).toBeGreaterThanOrEqual(100);
      const { recall, misses } = await recallAt(run, sample, 5);
      const gate = MEASURED[lang].deepRecallAt5 - SLACK / sample.length;
      console.log(`[relevance ${lang}] deep recall@5 ${recall.toFixed(3)} (gate ${gate.toFixed(3)}) over ${sample.length} words${misses.length ? `\n  misses: ${misses.join('\n          ')}` : ''}`);
      expect(recall).toBeGreaterThanOrEqual(gate);
    });

    test('finds the pages of the words the issue names, and the typo and phrasings it names', async () => {
      const named: Record<Lang, Array<[string, string]>> = {
        en: [['singelton', '/configure/shared']],
        zh: [['快速开始', '/zh/guide/start/quick-start'], ['共享策略', '/zh/configure/shareStrategy']],
      };
      for (const [query, route] of named[lang]) expect((await run(query)).slice(0, 3), query).toContain(route);
      // Words past a section's opening that an index of openings alone could not find: the first page found holds it.
      const words = lang === 'en' ? ['interceptor', 'storybook', 'bandwidth', 'polyfills', 'timeouts', 'monorepos'] : ['胶水', '端点', '集群', '副作用', '销毁', '凭据'];
      const pages = pagesFromSources(docs, lang);
      const text = (route: string) => {
        const page = pages.find((p) => p.routePath === route);
        return page ? [page.title, ...page.sections.flatMap((s) => [s.header?.text ?? '', ...s.text, ...s.code])].join(' ').toLowerCase() : '';
      };
      for (const word of words) {
        const holders = pages.filter((p) => text(p.routePath).includes(word)).map((p) => routeOf(p.routePath));
        if (!holders.length) continue; // The pages no longer use the word.
        const [first] = await run(word);
        expect(holders, word).toContain(first);
      }
    });
  });
}
