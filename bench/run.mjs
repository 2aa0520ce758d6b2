#!/usr/bin/env node
// npm run bench: builds the site twice in one run, ours and the stock Rspress theme on the same docs,
// and prints build time, CPU, peak memory, first-load JavaScript/CSS per page type, search index sizes
// and output size for both, with ratios and our budgets. Writes bench/results.json and the README's
// Performance section. No network.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, initialAssets, kb, kind, markdownTable, parseGnuTime, replaceBetween, sizes, sum } from './report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, '.tmp/bench');
const cacheDir = join(root, 'node_modules/.cache');
const rspress = join(root, 'node_modules/.bin/rspress');

const pages = {
  home: '/index.html',
  'doc (en)': '/configure/shared.html',
  'doc (zh)': '/zh/configure/shared.html',
  404: '/404.html',
};

/** Bytes that must not be in any page's first load (they belong to interactions). */
const lazyMarkers = [
  // Class names such as 'xgplayer-poster' appear in the player's code and CSS, not in a mere asset URL.
  { name: 'xgplayer', pattern: /xgplayer-[a-z]/ },
  { name: 'flexsearch', pattern: /FlexSearch|flexsearch/ },
  { name: 'search index', pattern: /search_index\.[a-z]+\.[0-9a-f]+\.json/ },
];

function timedBuild(config) {
  const result = spawnSync('/usr/bin/time', ['-v', rspress, 'build', '-c', config], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`bench: the build with ${config} failed`);
  }
  return parseGnuTime(result.stderr);
}

function filesUnder(dir) {
  const out = [];
  const walk = (current) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(path);
    }
  };
  walk(dir);
  return out;
}

function measureOutput(outDir) {
  const pageFigures = {};
  const leaks = [];
  for (const [label, file] of Object.entries(pages)) {
    const html = readFileSync(join(outDir, file), 'utf8');
    const assets = initialAssets(html);
    const js = [];
    const css = [];
    for (const url of assets) {
      const path = join(outDir, url.split(/[?#]/)[0]);
      if (!existsSync(path)) continue;
      const buffer = readFileSync(path);
      (kind(url) === 'css' ? css : js).push(sizes(buffer));
      if (kind(url) === 'js') {
        const text = buffer.toString('utf8');
        for (const marker of lazyMarkers) if (marker.pattern.test(text)) leaks.push(`${label}: ${marker.name} in ${url}`);
      }
    }
    pageFigures[label] = { js: sum(js), css: sum(css), files: assets.length };
  }
  const searchIndex = {};
  for (const path of filesUnder(outDir)) {
    const match = /search_index\.([a-z-]+)\.[0-9a-f]+\.json$/.exec(path);
    if (match) searchIndex[match[1]] = sizes(readFileSync(path));
  }
  const total = filesUnder(outDir).reduce((bytes, path) => bytes + statSync(path).size, 0);
  return { pages: pageFigures, searchIndex, totalBytes: total, leaks };
}

async function devStartSeconds() {
  const port = 4390;
  const started = Date.now();
  const child = spawn(rspress, ['dev', '--port', String(port)], { cwd: root, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (Date.now() - started > 60_000) throw new Error('bench: the dev server did not answer within 60 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/guide/start/`);
        if (response.ok && (await response.text()).includes('<div id="__rspress_root"')) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (Date.now() - started) / 1000;
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

function buildBoth() {
  const figures = {};
  for (const [name, config] of [
    ['stock', 'bench/stock.config.ts'],
    ['ours', 'bench/ours.config.ts'],
  ]) {
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(join(benchDir, name), { recursive: true, force: true });
    console.log(`bench: cold build (${name})…`);
    const cold = timedBuild(config);
    console.log(`bench: warm build (${name})…`);
    const warm = timedBuild(config);
    figures[name] = { cold, warmSeconds: warm.wallSeconds, ...measureOutput(join(benchDir, name)) };
  }
  return figures;
}

const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : NaN);
/** Budgets compare the unrounded ratio, to three places, so a rounding never turns 0.704 into a pass. */
const exactRatio = (a, b) => (b ? Math.round((a / b) * 1000) / 1000 : NaN);

async function main() {
  mkdirSync(benchDir, { recursive: true });
  const { stock, ours } = buildBoth();
  console.log('bench: dev server start…');
  const devSeconds = await devStartSeconds();

  const budgets = {
    'doc (en) JS gzip ≤ 120 KB': check(kb(ours.pages['doc (en)'].js.gzip), 120),
    'doc (en) JS ≤ 0.7 × stock': check(exactRatio(ours.pages['doc (en)'].js.gzip, stock.pages['doc (en)'].js.gzip), 0.7),
    'home JS gzip ≤ 130 KB': check(kb(ours.pages.home.js.gzip), 130),
    'CSS gzip ≤ 15 KB (largest page)': check(Math.max(...Object.values(ours.pages).map((page) => kb(page.css.gzip))), 15),
    'no player/search bytes before interaction': check(ours.leaks.length, 0),
    'cold build time ≤ 1.2 × stock': check(exactRatio(ours.cold.wallSeconds, stock.cold.wallSeconds), 1.2),
    'cold build memory ≤ 1.2 × stock': check(exactRatio(ours.cold.peakMemoryMB, stock.cold.peakMemoryMB), 1.2),
    'search index ≤ 50 KB gzip per language': check(Math.max(0, ...Object.values(ours.searchIndex).map((index) => kb(index.gzip))), 50),
    'dev server first page ≤ 5 s': check(Math.round(devSeconds * 10) / 10, 5),
  };

  const rows = [
    ['cold build wall (s)', stock.cold.wallSeconds, ours.cold.wallSeconds],
    ['cold build CPU (s)', stock.cold.cpuSeconds, ours.cold.cpuSeconds],
    ['cold build peak memory (MB)', stock.cold.peakMemoryMB, ours.cold.peakMemoryMB],
    ['warm build wall (s)', stock.warmSeconds, ours.warmSeconds],
    ...Object.keys(pages).flatMap((label) => [
      [`${label}: JS raw / gzip (KB)`, `${kb(stock.pages[label].js.raw)} / ${kb(stock.pages[label].js.gzip)}`, `${kb(ours.pages[label].js.raw)} / ${kb(ours.pages[label].js.gzip)}`, ratio(ours.pages[label].js.gzip, stock.pages[label].js.gzip)],
      [`${label}: CSS raw / gzip (KB)`, `${kb(stock.pages[label].css.raw)} / ${kb(stock.pages[label].css.gzip)}`, `${kb(ours.pages[label].css.raw)} / ${kb(ours.pages[label].css.gzip)}`, ratio(ours.pages[label].css.gzip, stock.pages[label].css.gzip)],
    ]),
    ...['en', 'zh'].map((lang) => [
      `search index ${lang} gzip (KB)`,
      stock.searchIndex[lang] ? kb(stock.searchIndex[lang].gzip) : '–',
      ours.searchIndex[lang] ? kb(ours.searchIndex[lang].gzip) : '–',
    ]),
    ['total output (MB)', Math.round(stock.totalBytes / 1e5) / 10, Math.round(ours.totalBytes / 1e5) / 10],
  ].map(([label, a, b, r]) => [label, String(a), String(b), String(r ?? (typeof a === 'number' ? ratio(b, a) : ''))]);

  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  const table = markdownTable(['figure', 'stock theme', 'ours', 'ours / stock'], rows);
  const budgetTable = markdownTable(
    ['budget', 'measured', 'met'],
    Object.entries(budgets).map(([name, result]) => [name, String(result.value), result.ok ? 'yes' : '**no**']),
  );
  const report = `Measured ${date} on ${machine} by \`npm run bench\`.\n\n${table}\n\nDev server: first page served ${devSeconds.toFixed(1)} s after start.\n\n${budgetTable}`;
  console.log(`\n${report}\n`);
  if (ours.leaks.length) console.log(`Bytes loaded before interaction that should wait:\n${ours.leaks.join('\n')}`);

  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results.json'),
    `${JSON.stringify({ date, machine, stock, ours, devSeconds, budgets }, null, 2)}\n`,
  );
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  writeFileSync(readmePath, replaceBetween(readme, '<!-- bench:start -->', '<!-- bench:end -->', report));
  console.log(`bench: wrote ${relative(root, join(root, 'bench/results.json'))} and the README's Performance section`);
  const failed = Object.entries(budgets).filter(([, result]) => !result.ok);
  if (failed.length) console.log(`bench: ${failed.length} budget(s) not met: ${failed.map(([name]) => name).join('; ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
