#!/usr/bin/env node
// npm run bench:main-thread: how much a slow phone's main thread is blocked while a page loads, our build
// beside the stock theme's build, in one run. Each page is opened in Chromium at 412 px wide with the CPU
// throttled 4x; the figure is the blocking time: for every long task (over 50 ms) from navigation to 6 s
// after the load event, the part beyond 50 ms, summed (Lighthouse's TBT rule over a fixed window). Median
// of 9 runs per page and build, the two builds' runs alternating, after one unmeasured load of each
// build; prints ours, stock and the ratio, with the budgets, and writes
// bench/main-thread.json and the table between the main-thread markers of bench/README.md.
//
// The two builds: ours from `npm run build` (doc_build/) and the stock one from `npm run bench`
// (.tmp/bench/stock/); a missing one is built first. No network.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { blockingTime, budgetRows, median, shownRatio } from './main-thread-report.mjs';
import { ensureBuild, hasCjkFont, serveBuild, STOCK_BUILD_DIR } from './measure.mjs';
import { markdownTable, replaceBetween } from './report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS || 9);
const WINDOW_AFTER_LOAD_MS = 6000;
// The stock build carries our _headers file without its inline scripts' hashes: served without our CSP
// (see serveBuild), so its theme script runs as it would on its own site.
const builds = {
  ours: { dir: process.env.OURS_DIR || join(root, 'doc_build'), build: ['build'] },
  stock: { dir: process.env.STOCK_DIR || STOCK_BUILD_DIR, build: ['build', '-c', 'bench/stock.config.ts'] },
};
export const pages = [
  { label: 'doc (en) /configure/shared', path: '/configure/shared' },
  { label: 'doc (zh) /zh/configure/shared', path: '/zh/configure/shared' },
  { label: 'doc (en) /guide/basic/runtime', path: '/guide/basic/runtime' },
  { label: 'doc (zh) /zh/guide/basic/runtime', path: '/zh/guide/basic/runtime' },
  { label: 'doc (en) /configure/name', path: '/configure/name' },
  { label: 'home /', path: '/' },
];

/** Long tasks and the load time of one page load, with the CPU throttled 4x. */
async function measurePage(browser, url) {
  // The page's language is the browser's, so the first-visit language redirect stays on the page.
  const locale = new URL(url).pathname.startsWith('/zh/') ? 'zh-CN' : 'en-US';
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks = [];
    Object.defineProperty(window, '__longTasks', { value: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  const loadEnd = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  // The measurement window: the main thread's work in the first 6 s after load belongs to the page load.
  await page.waitForTimeout(WINDOW_AFTER_LOAD_MS);
  const tasks = await page.evaluate(() => window.__longTasks);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  return { blocking: blockingTime(tasks, loadEnd + WINDOW_AFTER_LOAD_MS), loadMs: Math.round(loadEnd), domNodes };
}

async function main() {
  const cjkFont = hasCjkFont();
  if (!cjkFont) console.warn('main-thread: no font for Chinese text on this machine (apt-get install fonts-noto-cjk); the Chinese pages will mostly measure font fallback');
  for (const [name, { dir, build }] of Object.entries(builds)) ensureBuild(dir, build, `${name} build`);
  const servers = { ours: await serveBuild(builds.ours.dir), stock: await serveBuild(builds.stock.dir, { csp: false }) };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  try {
    // One unmeasured load of each build first: a fresh Chromium pays one-time costs (its font and code
    // caches) on its first pages, which a phone's running browser does not, and which would fall on
    // whichever build happened to be measured first.
    for (const name of ['ours', 'stock']) await measurePage(browser, `${servers[name].origin}${pages[0].path}`);
    for (const { label, path } of pages) {
      const row = { label, path };
      const byBuild = { ours: [], stock: [] };
      // Runs of the two builds alternate, so a busy moment of the machine hits both.
      for (let run = 0; run < RUNS; run += 1) {
        for (const name of ['ours', 'stock']) byBuild[name].push(await measurePage(browser, `${servers[name].origin}${path}`));
      }
      for (const name of ['ours', 'stock']) {
        const runs = byBuild[name];
        row[name] = {
          blockingMs: median(runs.map((run) => run.blocking)),
          loadMs: median(runs.map((run) => run.loadMs)),
          domNodes: runs[0].domNodes,
          runs: runs.map((run) => run.blocking),
        };
      }
      row.ratio = shownRatio(row.ours.blockingMs, row.stock.blockingMs);
      results.push(row);
      console.log(`${label}: ours ${row.ours.blockingMs} ms, stock ${row.stock.blockingMs} ms, ratio ${row.ratio}`);
    }
  } finally {
    await browser.close();
    await servers.ours.close();
    await servers.stock.close();
  }

  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, Chromium ${browser.version()}`;
  const budgets = budgetRows(results);
  const date = new Date().toISOString().slice(0, 10);
  const table = markdownTable(
    ['page', 'ours (ms)', 'stock (ms)', 'ours / stock', 'DOM nodes ours / stock'],
    results.map((row) => [row.label, row.ours.blockingMs, row.stock.blockingMs, row.ratio, `${row.ours.domNodes} / ${row.stock.domNodes}`]),
  );
  const budgetTable = markdownTable(
    ['budget', 'measured', 'met'],
    budgets.map((budget) => [budget.name, budget.measured, budget.met ? 'yes' : 'no']),
  );
  console.log(`\n${table}\n\n${budgetTable}`);
  writeFileSync(join(root, 'bench/main-thread.json'), `${JSON.stringify({ date, machine, cjkFont, runs: RUNS, windowAfterLoadMs: WINDOW_AFTER_LOAD_MS, results, budgets }, null, 2)}\n`);
  const readme = join(root, 'bench/README.md');
  const fontNote = cjkFont ? 'a CJK font installed, as on a phone' : 'no CJK font on the machine: the Chinese rows mostly measure font fallback';
  const section = `Measured ${date} on ${machine} by \`npm run bench:main-thread\` (412 px, CPU 4x slower, median of ${RUNS}; ${fontNote}).\n\n${table}\n\n${budgetTable}`;
  writeFileSync(readme, replaceBetween(readFileSync(readme, 'utf8'), '<!-- main-thread:start -->', '<!-- main-thread:end -->', section));
  if (budgets.some((budget) => !budget.met)) process.exitCode = 1;
}

await main();
