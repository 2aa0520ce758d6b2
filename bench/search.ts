/**
 * `npm run bench:search`: the search budgets, printed (not asserted):
 * - gzip size of each language's index file (budget 50 KB), read from doc_build (or built from docs/);
 * - time from the index arriving to the first results (budget 100 ms) and p95 query time in Node over
 *   the full index (budget 2 ms), with a cold cache for every query;
 * - whether any page's first load (the scripts and preloads in its HTML) holds search code or index bytes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { recordsFromSources } from '../tests/support/search-sources';
import { buildIndex, search } from '../theme/search/core/engine';
import { parseRecords } from '../theme/search/core/manifest';
import type { SearchRecord } from '../shared/search/types';

const root = path.join(__dirname, '..');
const out = path.join(root, 'doc_build');
const judged = JSON.parse(readFileSync(path.join(root, 'tests/support/search-relevance.json'), 'utf8')) as Record<string, Array<{ query: string }>>;
const KB = 1024;

function builtIndex(lang: string): { file: string; json: string } | null {
  const dir = path.join(out, 'static');
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((name) => new RegExp(`^search_index\\.${lang}\\.[0-9a-f]+\\.json$`).test(name));
  return file ? { file, json: readFileSync(path.join(dir, file), 'utf8') } : null;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Queries: the judged ones plus every prefix of them, as a reader types them. */
function queries(lang: string): string[] {
  const list = new Set<string>();
  for (const { query } of judged[lang] ?? []) {
    for (let i = 1; i <= query.length; i++) list.add(query.slice(0, i));
  }
  return [...list];
}

let ok = true;
console.log('Search budgets\n');
for (const lang of ['en', 'zh']) {
  const built = builtIndex(lang);
  const json = built?.json ?? JSON.stringify(recordsFromSources(path.join(root, 'docs'), lang));
  const gzip = gzipSync(json, { level: 9 }).length;
  const started = performance.now();
  const index = buildIndex(parseRecords(JSON.parse(json)) as SearchRecord[]);
  search(index, lang === 'zh' ? '共享' : 'shared');
  const firstResults = performance.now() - started;
  // Warm up the JIT, then time each query once against a fresh engine call (the engine keeps no cache).
  for (const query of queries(lang)) search(index, query);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of queries(lang)) {
      const t = performance.now();
      search(index, query);
      times.push(performance.now() - t);
    }
  }
  const p95 = percentile(times, 95);
  const sizeOk = gzip <= 50 * KB;
  const timeOk = p95 <= 2;
  ok &&= sizeOk && timeOk && firstResults <= 100;
  console.log(`${lang}: ${built ? built.file : '(no build; index built from docs/)'}`);
  console.log(`  index size      ${(json.length / KB).toFixed(1)} KB raw, ${(gzip / KB).toFixed(1)} KB gzip  (budget 50 KB) ${sizeOk ? 'ok' : 'OVER'}`);
  console.log(`  first results   ${firstResults.toFixed(1)} ms after the index arrives (parse + build + query; budget 100 ms)`);
  console.log(`  query time      p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms over ${times.length} queries (budget 2 ms) ${timeOk ? 'ok' : 'OVER'}`);
}

// Initial load: every script and preload named in every built HTML page, checked for search code/index.
if (existsSync(out)) {
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
  const markers = ['search_index.', 'mf-search-modal', 'searchIndexes', '"routePath":'];
  const offenders = [...initial].filter((asset) => {
    const file = path.join(out, asset);
    if (!existsSync(file)) return true;
    const text = readFileSync(file, 'utf8');
    return markers.some((marker) => text.includes(marker)) || /flexsearch/i.test(text);
  });
  const initialBytes = [...initial].reduce((sum, asset) => sum + (existsSync(path.join(out, asset)) ? gzipSync(readFileSync(path.join(out, asset))).length : 0), 0);
  ok &&= offenders.length === 0;
  console.log(`\ninitial loads: ${html.length} pages, ${initial.size} distinct scripts (${(initialBytes / KB).toFixed(1)} KB gzip in all)`);
  console.log(offenders.length ? `  search bytes in the first load: YES -> ${offenders.join(', ')}` : '  search code or index bytes in the first load: none');
} else {
  console.log('\ninitial loads: no doc_build; run `npm run build` first to check them');
}
console.log(ok ? '\nall search budgets met' : '\nsome search budget is not met');
