#!/usr/bin/env node
// npm run bench:slow-network -- <build dir> [<build dir> …]: how soon a reader on a slow phone sees a
// page and can use it. Serves each production build (scripts/serve-core.mjs, with its headers) and
// opens the home page and a doc page in each language in Chromium at 412 px, with the network at
// Lighthouse's slow 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up) and the CPU 4x slower, RUNS
// times each, the builds alternating; prints the median first contentful paint, largest contentful
// paint and app ready (our theme's `html[data-mf-ready]`: hydrated, every listener attached) per page
// and build. Builds of this theme only (the stock theme sets no ready mark). To compare two versions,
// build each (`DOC_BUILD_DIR=/tmp/before npx rspress build` in a checkout of each) and pass both.
import { launchChromium, serveBuild } from './measure.mjs';
import { median } from './main-thread-report.mjs';
import { markdownTable } from './report.mjs';

const RUNS = Number(process.env.SLOW_NETWORK_RUNS || 5);
const PAGES = ['/', '/configure/shared', '/zh/configure/shared'];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function measure(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    // A returning reader: no first-visit language redirect.
    localStorage.setItem('rspress-visited', '1');
    window.__figures = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__figures.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const check = () => {
        if (!window.__figures.ready && document.documentElement.hasAttribute('data-mf-ready')) window.__figures.ready = performance.now();
      };
      check();
      new MutationObserver(check).observe(document.documentElement, { attributes: true });
    });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__figures.ready !== undefined, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__figures.lcp ?? NaN,
    ready: window.__figures.ready,
  }));
  await context.close();
  return figures;
}

async function main() {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    console.error('usage: npm run bench:slow-network -- <build dir> [<build dir> …]');
    process.exit(1);
  }
  const servers = await Promise.all(dirs.map((dir) => serveBuild(dir)));
  const browser = await launchChromium();
  const runs = new Map();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const path of PAGES) {
        for (const [at, server] of servers.entries()) {
          const key = `${path} ${at}`;
          runs.set(key, [...(runs.get(key) ?? []), await measure(browser, server.origin, path)]);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  const ms = (list, field) => `${Math.round(median(list.map((figures) => figures[field])))} ms`;
  const rows = PAGES.flatMap((path) => dirs.map((dir, at) => {
    const list = runs.get(`${path} ${at}`);
    return [path, dir, ms(list, 'fcp'), ms(list, 'lcp'), ms(list, 'ready')];
  }));
  console.log(`\nSlow 4G, CPU 4x slower, 412 px, median of ${RUNS}:\n\n${markdownTable(['page', 'build', 'first contentful paint', 'largest contentful paint', 'app ready'], rows)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
