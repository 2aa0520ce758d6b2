#!/usr/bin/env node
// npm run lighthouse: Lighthouse 12.8.2 with the system Chromium against the production build, served
// compressed by our own server (scripts/serve.mjs), mobile and desktop presets, 3 runs each; prints
// the median run's scores and LCP/TBT/CLS per page against issue 8's budgets, writes
// bench/lighthouse.json and the Lighthouse table of bench/README.md. The stock theme's build from `npm run bench`
// (.tmp/bench/stock, built first when missing) is measured in the same run, page after page, so the two
// columns saw the same machine at the same moment. Needs `npm run build` first. No network.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { ensureBuild, hasCjkFont, serveBuild, STOCK_BUILD_DIR } from './measure.mjs';
import { markdownTable, replaceBetween } from './report.mjs';
import { budgetFailures, figuresOf, medianRun } from './lighthouse-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stockDir = process.env.STOCK_DIR || STOCK_BUILD_DIR;
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const pages = { home: '/', 'doc (en)': '/configure/shared', 'doc (zh)': '/zh/configure/shared' };
const presets = { mobile: undefined, desktop: desktopConfig };

if (!existsSync(join(root, 'doc_build/index.html'))) {
  console.error('lighthouse: no production build in doc_build/. Run "npm run build" first.');
  process.exit(1);
}

async function main() {
  const cjkFont = hasCjkFont();
  if (!cjkFont) console.warn('lighthouse: no font for Chinese text on this machine (apt-get install fonts-noto-cjk); the Chinese page will mostly measure font fallback');
  ensureBuild(stockDir, ['build', '-c', 'bench/stock.config.ts'], 'the stock theme');
  const server = await serveBuild(join(root, 'doc_build'));
  // The stock build has our _headers file without its inline scripts' hashes (see serveBuild).
  const stockServer = await serveBuild(stockDir, { csp: false });
  // Chromium's profile and crash files go to a folder we remove afterwards.
  const profile = mkdtempSync(join(tmpdir(), 'mf-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    userDataDir: profile,
  });
  const results = {};
  const stock = {};
  const failures = [];
  const measure = async (origin, path, config) => {
    const figures = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
      if (!result?.lhr) throw new Error(`lighthouse: no result for ${origin}${path}`);
      if (result.lhr.runtimeError) throw new Error(`lighthouse: ${origin}${path}: ${result.lhr.runtimeError.message}`);
      figures.push(figuresOf(result.lhr));
    }
    return medianRun(figures);
  };
  try {
    for (const [preset, config] of Object.entries(presets)) {
      for (const [label, path] of Object.entries(pages)) {
        const median = await measure(server.origin, path, config);
        (results[preset] ??= {})[label] = median;
        (stock[preset] ??= {})[label] = await measure(stockServer.origin, path, config);
        for (const failure of budgetFailures(median, preset)) failures.push(`${preset} ${label}: ${failure}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
    await stockServer.close();
    rmSync(profile, { recursive: true, force: true });
  }

  const rows = [];
  for (const [preset, byPage] of Object.entries(results)) {
    for (const [label, f] of Object.entries(byPage)) {
      const s = stock[preset][label];
      rows.push([preset, label, f.scores.performance, f.scores.accessibility, f.scores['best-practices'], f.scores.seo, `${f.lcpMs} ms`, `${f.tbtMs} ms`, f.cls, `${s.scores.performance} (TBT ${s.tbtMs} ms, CLS ${s.cls})`]);
    }
  }
  const header = ['preset', 'page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'stock theme: performance'];
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  const fontNote = cjkFont ? 'a CJK font installed, as on a phone' : 'no CJK font on the machine: the Chinese rows mostly measure font fallback';
  const table = `Measured ${date} on ${machine} by \`npm run lighthouse\` (Lighthouse 12.8.2, median of ${runs} runs, system Chromium, ${fontNote}; the stock theme's build in the same run).\n\n${markdownTable(header, rows)}`;
  console.log(`\n${table}\n`);
  console.log(failures.length === 0 ? 'All Lighthouse budgets met.' : `Budgets missed:\n- ${failures.join('\n- ')}`);

  writeFileSync(join(root, 'bench/lighthouse.json'), `${JSON.stringify({ date, machine, cjkFont, runs, results, stock, failures }, null, 2)}\n`);
  const readmePath = join(root, 'bench/README.md');
  writeFileSync(readmePath, replaceBetween(readFileSync(readmePath, 'utf8'), '<!-- lighthouse:start -->', '<!-- lighthouse:end -->', table));
  process.exitCode = failures.length === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
