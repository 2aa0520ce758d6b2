/**
 * The engine comparison behind the choice of search core: our engine against `flexsearch` (the one the
 * design card names) and `minisearch`, on the same sections of the same pages, the same query analysis
 * (folding, camelCase parts, CJK segmentation and bigrams, stopwords, synonyms) and the same relevance
 * sets. Each library does its own indexing, ranking, prefixes and typos; each is set up as its
 * documentation suggests for a docs search (field boosts for title and heading, prefix search, and
 * minisearch's fuzzy option with our edit rule).
 *
 *   npm run bench:search -- --engines     (or: npx jiti bench/search-engines.ts)
 *
 * Figures: hit@1 and MRR on the term, question and synonym queries, deep recall@5, typo hit@3, the gzip
 * bytes of the index the browser would download before the first result, and p95 query CPU time in Node.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import { indexTerms, queryWords, runs } from '../shared/search/analyze';
import { fold } from '../shared/search/fold';
import synonyms from '../shared/search/synonyms.json';
import { sampleDeepRecall } from '../tests/support/search-deep-recall';
import { distinctRoutes, judgedQueries, recallAt, score, type Lang, type RouteSearch } from '../tests/support/search-eval';
import { indexFromSources, pagesFromSources } from '../tests/support/search-sources';
import { LocalIndex, search } from '../theme/search/core/engine';
import { compileSynonyms, createVocabulary, planQuery, type QueryPlan } from '../theme/search/core/query';

const docs = path.join(__dirname, '../docs');

type SectionDoc = {
  id: number;
  route: string;
  title: string;
  heading: string;
  text: string;
};

function sectionDocs(lang: Lang): SectionDoc[] {
  const out: SectionDoc[] = [];
  for (const page of pagesFromSources(docs, lang)) {
    page.sections.forEach((section, at) => {
      // The description and keywords count with the opening section's heading, as our index counts them.
      const heading = [section.header?.text ?? '', ...(at === 0 ? [page.description ?? '', ...(page.keywords ?? [])] : [])].join(' ').trim();
      out.push({ id: out.length, route: page.routePath, title: page.title, heading, text: [...section.text, ...section.code].join(' ') });
    });
  }
  return out;
}

/** Our analyzer as a plain tokenizer: every index term, repeated by weight (the libraries count tf themselves). */
function analyze(text: string): string[] {
  const out: string[] = [];
  for (const [term, weight] of indexTerms(text).terms) for (let i = 0; i < Math.max(1, weight >> 1); i++) out.push(term);
  return out;
}

/** The words of a planned query, each clause as alternatives of word lists (synonyms included). */
function plannedWords(plan: QueryPlan): string[][][] {
  return plan.clauses.map((clause) => clause.alternatives.map((alternative) => alternative.atoms.map((atom) => atom.word)));
}

interface Engine {
  name: string;
  run: RouteSearch;
  /** Gzip bytes downloaded before the first result can be shown. */
  firstBytes: number;
  /** Gzip bytes of everything the engine needs (index, and for ours the shards and page files). */
  totalBytes: number;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

async function ours(lang: Lang): Promise<Engine> {
  const built = indexFromSources(docs, lang);
  const index = await LocalIndex.open(built.head, built.load, synonyms[lang]);
  const head = built.files.find((file) => file.name === built.head)!;
  return {
    name: 'ours (sharded, this change)',
    run: async (query) => distinctRoutes((await search(index, query)).map((hit) => hit.link)),
    firstBytes: gzip(head.json),
    totalBytes: built.files.reduce((sum, file) => sum + gzip(file.json), 0),
  };
}

function planner(lang: Lang, vocabulary: string[]) {
  const vocab = createVocabulary([...new Set(vocabulary)].sort());
  const phrases = compileSynonyms(synonyms[lang]);
  return (query: string) => plannedWords(planQuery(query, vocab, phrases));
}

function minisearch(lang: Lang, sections: SectionDoc[]): Engine {
  const engine = new MiniSearch<SectionDoc>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['route'],
    tokenize: analyze,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, heading: 2 },
      prefix: (term, i, terms) => i === terms.length - 1 || term.length >= 3,
      fuzzy: (term) => (/^[a-z]/.test(term) ? (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false) : false),
      maxFuzzy: 2,
      tokenize: (text) => queryWords(fold(text).text).map((w) => w.text),
    },
  });
  engine.addAll(sections);
  const vocabulary: string[] = [];
  for (const section of sections) for (const run of runs(fold(`${section.title} ${section.heading} ${section.text}`).text)) if (!run.cjk) vocabulary.push(run.text);
  const plan = planner(lang, vocabulary);
  return {
    name: 'minisearch 7.2.0',
    run: (query) => {
      const clauses = plan(query);
      if (!clauses.length) return [];
      const tree = {
        combineWith: 'OR' as const,
        queries: clauses.map((alternatives) => ({ combineWith: 'OR' as const, queries: alternatives.map((words) => ({ combineWith: 'AND' as const, queries: words })) })),
      };
      return distinctRoutes(engine.search(tree).map((result) => result.route as string));
    },
    firstBytes: gzip(JSON.stringify(engine)),
    totalBytes: gzip(JSON.stringify(engine)),
  };
}

async function flexsearch(lang: Lang, sections: SectionDoc[]): Promise<Engine> {
  const fields = ['title', 'heading', 'text'] as const;
  const index = new Document<SectionDoc>({
    document: { id: 'id', store: ['route'], index: fields.map((field) => ({ field, tokenize: 'forward' as const, encode: analyze })) },
  });
  for (const section of sections) index.add(section);
  const vocabulary: string[] = [];
  for (const section of sections) for (const run of runs(fold(`${section.title} ${section.heading} ${section.text}`).text)) if (!run.cjk) vocabulary.push(run.text);
  const plan = planner(lang, vocabulary);
  const exported: string[] = [];
  await index.export((key, data) => {
    exported.push(`${key}:${data ?? ''}`);
  });
  return {
    name: 'flexsearch 0.8.212',
    run: (query) => {
      const clauses = plan(query);
      if (!clauses.length) return [];
      const words = [...new Set(clauses.flat(2))].join(' ');
      // As a docs search usually uses it: one search per field, title hits first, then headings, then text.
      const results = index.search(words, { suggest: true, limit: 50 }) as Array<{ field: string; result: number[] }>;
      const ordered = fields.flatMap((field) => results.find((r) => r.field === field)?.result ?? []);
      return distinctRoutes(ordered.map((id) => sections[id].route));
    },
    firstBytes: gzip(exported.join('\n')),
    totalBytes: gzip(exported.join('\n')),
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface EngineRow {
  engine: string;
  lang: Lang;
  hitAt1: number;
  mrr: number;
  deepRecall: number;
  typoAt3: number;
  firstKB: number;
  totalKB: number;
  p95: number;
}

export async function compareEngines(extra: Array<(lang: Lang) => Promise<Engine> | Engine> = []): Promise<EngineRow[]> {
  const sets = judgedQueries();
  const rows: EngineRow[] = [];
  for (const lang of ['en', 'zh'] as const) {
    const sections = sectionDocs(lang);
    const deep = sampleDeepRecall(docs, lang);
    const engines = [await ours(lang), await flexsearch(lang, sections), minisearch(lang, sections), ...(await Promise.all(extra.map((make) => make(lang))))];
    for (const engine of engines) {
      const main = await score(engine.run, sets[lang].filter((q) => q.kind !== 'typo'));
      const typo = await score(engine.run, sets[lang].filter((q) => q.kind === 'typo'));
      const recall = await recallAt(engine.run, deep, 5);
      const queries = [...sets[lang].map((q) => q.query), ...deep.map((q) => q.query)];
      for (const query of queries) await engine.run(query);
      // CPU time of each query (the two cores are shared: the wall clock would count other processes).
      const times: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const query of queries) {
          const cpu = process.cpuUsage();
          await engine.run(query);
          const used = process.cpuUsage(cpu);
          times.push((used.user + used.system) / 1000);
        }
      }
      rows.push({
        engine: engine.name, lang, hitAt1: main.hitAt1, mrr: main.mrr, deepRecall: recall.recall, typoAt3: typo.hitAt3,
        firstKB: engine.firstBytes / 1024, totalKB: engine.totalBytes / 1024, p95: percentile(times, 95),
      });
    }
  }
  return rows;
}

export function engineTable(rows: readonly EngineRow[]): string {
  const lines = [
    '| engine | lang | hit@1 | MRR | deep recall@5 | typo hit@3 | first-open index (KB gzip) | whole index (KB gzip) | p95 query, CPU (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    lines.push(`| ${r.engine} | ${r.lang} | ${r.hitAt1.toFixed(3)} | ${r.mrr.toFixed(3)} | ${r.deepRecall.toFixed(3)} | ${r.typoAt3.toFixed(3)} | ${r.firstKB.toFixed(1)} | ${r.totalKB.toFixed(1)} | ${r.p95.toFixed(2)} |`);
  }
  return lines.join('\n');
}

if (process.argv[1] && /search-engines\.ts$/.test(process.argv[1])) {
  compareEngines().then((rows) => console.log(engineTable(rows)));
}
