/**
 * `npm run bench:search`: the search's figures at this site's size and at ten times the pages.
 *
 * - 1×: the index of this site, built from docs/ with the build's own code (the same files the build
 *   writes under /static);
 * - 10×: a generated site of 1,200 pages per language (the size the issue gives for ten times the
 *   pages), each shaped like a real page with its sections drawn (with a fixed seed) from the real pages,
 *   under routes of its own.
 *
 * For each size and language it prints the bytes of the first open (the head, gzip), the gzip bytes a
 * first query then reads (median over the judged queries, each on a fresh index), the total gzip bytes
 * of every index file, the time to build the files, and p50/p95 query time in Node with the files already
 * read (the judged queries, every prefix of them as a reader types, and the deep-recall words), as CPU
 * time and as wall time. Budgets: first open ≤ 60 KB at 1× and ≤ 150 KB at 10×; p95 ≤ 10 ms at 10×,
 * judged on CPU time since the machine's two cores are shared.
 *
 * With a build in doc_build (or DOC_BUILD_DIR), it also checks that no page's first load names search
 * code or index files. `--engines` adds the engine comparison of bench/search-engines.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { buildIndexFiles, type BuiltIndex, type PageInput } from '../plugins/search-index/build';
import synonyms from '../shared/search/synonyms.json';
import { random, sampleDeepRecall } from '../tests/support/search-deep-recall';
import { judgedQueries, type Lang } from '../tests/support/search-eval';
import { pagesFromSources, withLoader } from '../tests/support/search-sources';
import { LocalIndex, search } from '../theme/search/core/engine';
import { compareEngines, engineTable } from './search-engines';

const root = path.join(__dirname, '..');
const docs = path.join(root, 'docs');
const out = path.resolve(root, process.env.DOC_BUILD_DIR ?? 'doc_build');
const KB = 1024;
export const BUDGETS = { firstOpenKB: 60, firstOpen10xKB: 150, p95At10xMs: 10 } as const;
/** Pages per language of the generated site. */
export const SCALED_PAGES = 1200;

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A site of `count` pages: the real ones, then copies of them in turn, each keeping its page's title (with
 * a number), group and number of sections, and taking half of its sections from other real pages chosen
 * by a seeded generator; so words, their frequencies and the shape of pages are the real ones.
 */
export function generatedSite(pages: readonly PageInput[], count: number, lang: Lang, seed = 10): PageInput[] {
  const next = random(seed);
  const prefix = lang === 'zh' ? '/zh' : '';
  const generated: PageInput[] = [...pages];
  for (let n = pages.length; n < count; n++) {
    const base = pages[n % pages.length];
    const copy = Math.floor(n / pages.length);
    // The base page's shape, each section swapped for one of another page half of the time.
    const sections = base.sections.map((section, i) => {
      const source = next() < 0.5 ? section : pages[Math.floor(next() * pages.length)].sections[Math.floor(next() * 8)] ?? section;
      return { ...source, header: i === 0 ? null : source.header ? { ...source.header, id: `${source.header.id}-${i}` } : { id: `part-${i}`, text: base.title, depth: 2 } };
    });
    generated.push({ ...base, routePath: `${prefix}/generated/${copy}${base.routePath.replace(/^\/zh/, '')}`, title: `${base.title} ${copy}`, sections });
  }
  return generated;
}

/** Queries as a reader types them: every judged query and its prefixes, and the deep-recall words. */
function typedQueries(lang: Lang): string[] {
  const list = new Set<string>();
  for (const { query } of judgedQueries()[lang]) for (let i = 2; i <= query.length; i++) list.add(query.slice(0, i));
  for (const { query } of sampleDeepRecall(docs, lang)) list.add(query);
  return [...list];
}

export interface SizeFigures {
  lang: Lang;
  size: string;
  pages: number;
  buildMs: number;
  firstOpenKB: number;
  firstQueryKB: number;
  totalKB: number;
  files: number;
  p50: number;
  p95: number;
  cpuP50: number;
  cpuP95: number;
}

async function measure(pages: PageInput[], lang: Lang, size: string): Promise<SizeFigures> {
  const started = performance.now();
  const built: BuiltIndex = buildIndexFiles(pages, { prefix: `search_index.${lang}` });
  const buildMs = performance.now() - started;
  const sizes = new Map(built.files.map((file) => [file.name, gzip(file.json)]));
  const loader = withLoader(built);
  // Bytes a first query reads after the head: on a fresh index each time.
  const firstQuery: number[] = [];
  for (const { query } of judgedQueries()[lang]) {
    let bytes = 0;
    const fresh = await LocalIndex.open(built.head, (name) => {
      if (name !== built.head) bytes += sizes.get(name) ?? 0;
      return loader.load(name);
    }, synonyms[lang]);
    await search(fresh, query);
    firstQuery.push(bytes);
  }
  const index = await LocalIndex.open(built.head, loader.load, synonyms[lang]);
  const queries = typedQueries(lang);
  for (const query of queries) await search(index, query);
  // Wall time, and the CPU time the query itself took (on a shared machine the wall clock also counts
  // time other processes held the cores).
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      const cpu = process.cpuUsage();
      const t = performance.now();
      await search(index, query);
      times.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1000);
    }
  }
  return {
    lang, size, pages: pages.length, buildMs, files: built.files.length,
    firstOpenKB: sizes.get(built.head)! / KB,
    firstQueryKB: percentile(firstQuery, 50) / KB,
    totalKB: [...sizes.values()].reduce((a, b) => a + b, 0) / KB,
    p50: percentile(times, 50), p95: percentile(times, 95),
    cpuP50: percentile(cpuTimes, 50), cpuP95: percentile(cpuTimes, 95),
  };
}

export function figuresTable(rows: readonly SizeFigures[]): string {
  return [
    '| site | lang | pages | first open (KB gzip) | first query reads (KB gzip, median) | all index files (KB gzip) | files | build (ms) | query p50 / p95, CPU (ms) | query p50 / p95, wall (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.size} | ${r.lang} | ${r.pages} | ${r.firstOpenKB.toFixed(1)} | ${r.firstQueryKB.toFixed(1)} | ${r.totalKB.toFixed(1)} | ${r.files} | ${r.buildMs.toFixed(0)} | ${r.cpuP50.toFixed(2)} / ${r.cpuP95.toFixed(2)} | ${r.p50.toFixed(2)} / ${r.p95.toFixed(2)} |`),
  ].join('\n');
}

/** Every script and preload named in every built HTML page, checked for search code or index files. */
function firstLoadCheck(): { ok: boolean; text: string } {
  if (!existsSync(out)) return { ok: true, text: `first loads: no build in ${path.relative(root, out)}; run \`npm run build\` to check them` };
  const html: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) html.push(file);
    }
  };
  walk(out);
  const initial = new Set<string>();
  for (const file of html) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/static\/[^"]+\.js)"/g)) initial.add(match[1]);
    if (/search_index\./.test(text)) initial.add(`${path.relative(out, file)} (inline index reference)`);
  }
  // Markers that exist only in the lazily loaded search code and in index files.
  const markers = ['search_index.', 'mf-search-modal', 'searchIndexes', '"vocabulary":', 'flexsearch', 'minisearch'];
  const offenders = [...initial].filter((asset) => {
    const file = path.join(out, asset);
    if (!existsSync(file)) return true;
    const text = readFileSync(file, 'utf8');
    return markers.some((marker) => text.includes(marker));
  });
  return {
    ok: offenders.length === 0,
    text: `first loads: ${html.length} pages, ${initial.size} distinct scripts; ${offenders.length ? `search bytes in the first load: YES -> ${offenders.join(', ')}` : 'no search code or index bytes before the first open'}`,
  };
}

async function main() {
  const rows: SizeFigures[] = [];
  for (const lang of ['en', 'zh'] as const) {
    const pages = pagesFromSources(docs, lang);
    rows.push(await measure(pages, lang, '1×'));
    rows.push(await measure(generatedSite(pages, SCALED_PAGES, lang), lang, '10×'));
  }
  console.log(`Search figures (${cpus().length} cores, Node ${process.version})\n`);
  console.log(figuresTable(rows));
  const checks = [
    ...rows.filter((r) => r.size === '1×').map((r) => [`first open ≤ ${BUDGETS.firstOpenKB} KB gzip (${r.lang}, 1×)`, r.firstOpenKB <= BUDGETS.firstOpenKB] as const),
    ...rows.filter((r) => r.size === '10×').map((r) => [`first open ≤ ${BUDGETS.firstOpen10xKB} KB gzip (${r.lang}, 10×)`, r.firstOpenKB <= BUDGETS.firstOpen10xKB] as const),
    ...rows.filter((r) => r.size === '10×').map((r) => [`query p95 ≤ ${BUDGETS.p95At10xMs} ms of CPU (${r.lang}, 10×; wall ${r.p95.toFixed(1)} ms)`, r.cpuP95 <= BUDGETS.p95At10xMs] as const),
  ];
  const load = firstLoadCheck();
  console.log(`\n${checks.map(([name, ok]) => `${ok ? 'ok  ' : 'OVER'} ${name}`).join('\n')}\n\n${load.text}`);
  if (process.argv.includes('--engines')) console.log(`\nEngines on the same sets:\n\n${engineTable(await compareEngines())}`);
  const ok = checks.every(([, pass]) => pass) && load.ok;
  console.log(ok ? '\nall search budgets met' : '\nsome search budget is not met');
}

if (process.argv[1] && /bench[\\/]search\.ts$/.test(process.argv[1])) void main();
