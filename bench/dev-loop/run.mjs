#!/usr/bin/env node
// npm run bench:dev-loop: the writer's loop. Starts `npm run dev` on a copy of the docs at 1× and at
// 10× (generated as in bench:scale, under .tmp/, never the real docs), opens the doc page in Chromium,
// edits its MDX and measures the time from saving the file to the browser showing the change:
//   (a) a paragraph, (b) a heading, (c) a sidebar label and the sidebar order in `_meta.json`,
//   (d) a new page added to `_meta.json`, shown in the sidebar and then visited (no restart);
// three times each, median reported. Then a broken edit (an unclosed tag): what the browser and the
// terminal show, and whether the page recovers once the edit is fixed, without a restart or reload.
// Writes bench/dev-loop.json and its table in bench/README.md.
//
// Options: --checkout <dir> (as in bench:scale), --sizes 1,10, --runs 3, --keep.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine, freePort, launchChromium, pollUntil, stopGroup, waitForHydration } from '../measure.mjs';
import { replaceBetween } from '../report.mjs';
import { evaluateLoop, loopTable, median, stripAnsi, terminalMentions } from './report.mjs';
import { pageCounts, readTree, scaleTree, writeTree } from '../scale/generate.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { args, option } = commandLine();
const checkout = resolve(option('checkout', root));
const factors = option('sizes', '1,10').split(',').map(Number);
const runs = Number(option('runs', 3));
const work = join(checkout, '.tmp/dev-loop');
const config = join(checkout, 'bench/scale/config.ts');
const PAGE = { route: '/configure/shared', file: 'en/configure/shared.mdx', meta: 'en/configure/_meta.json', folder: 'en/configure' };
const SEEN_TIMEOUT = 120_000;
/** How long an edit that may never show (a sidebar change, a new page) is waited for before the page is reloaded by hand. */
const MISS_TIMEOUT = 60_000;
/** A new page makes the dev server restart itself, which at 10× takes about as long as its first start. */
const RESTART_TIMEOUT = 300_000;

/** `npm run dev` on a docs folder, its terminal output collected. */
async function startDev(docs, cache) {
  const port = await freePort();
  const output = [];
  const child = spawn('npm', ['run', 'dev', '--', '-c', config, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: checkout,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BENCH_SCALE_ROOT: docs, BENCH_SCALE_CACHE: cache, BENCH_SCALE_THEME: 'ours', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim(), FORCE_COLOR: '0' },
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()));
  const started = Date.now();
  const origin = `http://127.0.0.1:${port}`;
  await pollUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`dev server exited: ${stripAnsi(output.join('')).slice(-2000)}`);
      try {
        const response = await fetch(`${origin}${PAGE.route}`);
        return response.ok && (await response.text()).includes('<div id="__rspress_root"');
      } catch {
        return false;
      }
    },
    { timeoutMs: 900_000, intervalMs: 200, what: 'the dev server\'s first page' },
  );
  return { child, origin, output, firstPageSeconds: (Date.now() - started) / 1000 };
}

/** The page as a writer has it open, with a count of full reloads (an HMR update does not reload). */
async function openPage(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const state = { loads: 0, console: [], sockets: 0 };
  page.on('load', () => {
    state.loads += 1;
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') state.console.push(`${message.type()}: ${message.text()}`.slice(0, 600));
  });
  page.on('pageerror', (error) => state.console.push(`pageerror: ${error.message}`.slice(0, 600)));
  page.on('websocket', () => {
    state.sockets += 1;
  });
  await page.goto(`${origin}${PAGE.route}`, { waitUntil: 'load', timeout: 600_000 });
  await waitForHydration(page, 600_000);
  await pollUntil(() => state.sockets > 0, { timeoutMs: 60_000, what: 'the HMR connection' });
  return { context, page, state };
}

/** Reloads the page once the dev server answers again (it may be restarting itself). */
async function reloadWhenUp(page) {
  await pollUntil(async () => {
    try {
      await page.reload({ waitUntil: 'load', timeout: 60_000 });
      return true;
    } catch {
      return false;
    }
  }, { timeoutMs: 600_000, intervalMs: 1000, what: 'a manual reload' });
  await waitForHydration(page, 600_000);
}

/** Milliseconds from `edit()` until `probe` (run in the page, repeatedly; reloads survived) is true. */
async function timeUntil(page, edit, probe, arg, timeoutMs = SEEN_TIMEOUT) {
  const started = Date.now();
  edit();
  await pollUntil(
    async () => {
      try {
        return await page.evaluate(probe, arg);
      } catch {
        return false; // the page is reloading
      }
    },
    { timeoutMs, intervalMs: 20, what: 'the change in the browser' },
  );
  return Date.now() - started;
}

const bodyHas = (token) => document.body.textContent.includes(token);
const bodyLacks = (token) => !document.body.textContent.includes(token);

/** The text of Rsbuild's error overlay (a custom element with a shadow root), or ''. */
function overlayText() {
  const host = document.querySelector('rsbuild-error-overlay');
  if (!host) return '';
  const texts = [];
  const walker = document.createTreeWalker(host.shadowRoot ?? host, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement?.tagName !== 'STYLE') texts.push(node.textContent);
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}

async function measureSize(browser, factor, sourceTree) {
  const name = `${factor}x`;
  const dir = join(work, name);
  const docs = join(dir, 'docs');
  const tree = scaleTree(sourceTree, { factor, sourceRoot: join(checkout, 'docs') });
  writeTree(tree, docs, join(checkout, 'docs'));
  const pages = pageCounts(tree).en;
  console.log(`bench:dev-loop: ${name}: ${pages} pages per language; starting npm run dev…`);
  rmSync(join(dir, 'cache'), { recursive: true, force: true });
  const loadBefore = loadavg()[0];
  const dev = await startDev(docs, join(dir, 'cache'));
  console.log(`bench:dev-loop: ${name}: first page after ${dev.firstPageSeconds.toFixed(1)} s`);
  const file = join(docs, PAGE.file);
  const metaFile = join(docs, PAGE.meta);
  const original = readFileSync(file, 'utf8');
  const originalMeta = readFileSync(metaFile, 'utf8');
  const result = { pagesPerLanguage: pages, firstPageSeconds: Math.round(dev.firstPageSeconds * 10) / 10 };
  const { context, page, state } = await openPage(browser, dev.origin);
  let serial = 0;
  const token = () => `mfloop${factor}x${(serial += 1)}q`;
  const lines = original.split('\n');
  const h1 = lines.findIndex((line) => /^# /.test(line));
  const paragraph = lines.findIndex((line, index) => index > h1 && /^[A-Za-z`]/.test(line));
  const heading = lines.findIndex((line) => /^## /.test(line));
  const withLine = (index, text) => lines.map((line, at) => (at === index ? text : line)).join('\n');
  const restore = async () => {
    writeFileSync(file, original);
    writeFileSync(metaFile, originalMeta);
  };

  try {
    const kinds = {};
    /** Times of one kind, with the full page reloads and the dev server's own restarts they took. */
    const record = (kind, ms, reloads, restarts = 0) => {
      kinds[kind] ??= { runsMs: [], fullReloads: 0, serverRestarts: 0 };
      kinds[kind].runsMs.push(ms);
      kinds[kind].fullReloads += reloads;
      kinds[kind].serverRestarts += restarts;
    };
    const restartsSince = (from) => (stripAnsi(dev.output.slice(from).join('')).match(/\brestarting\b/g) ?? []).length;
    /**
     * Times one edit. When the change does not show within the deadline, the terminal's lines since the
     * edit are kept, the page is reloaded by hand and checked again (so the report can tell "needs a
     * reload" from "needs a restart"), and the kind is not tried again.
     */
    const missed = {};
    const measure = async (kind, edit, probe, arg, timeoutMs = MISS_TIMEOUT) => {
      if (missed[kind]) return false;
      const loads = state.loads;
      const outputBefore = dev.output.length;
      try {
        const ms = await timeUntil(page, edit, probe, arg, timeoutMs);
        const restarts = restartsSince(outputBefore);
        record(kind, ms, state.loads - loads, restarts);
        console.log(`bench:dev-loop: ${name}: ${kind}: ${ms} ms${state.loads > loads ? ' (full reload)' : ''}${restarts ? ' (the dev server restarted itself)' : ''}`);
        return true;
      } catch {
        const terminal = stripAnsi(dev.output.slice(outputBefore).join('')).slice(0, 2000);
        await reloadWhenUp(page);
        const afterReload = await page.evaluate(probe, arg).catch(() => false);
        missed[kind] = { waitedMs: timeoutMs, fullReloads: state.loads - loads - 1, afterManualReload: afterReload, terminal, serverAlive: dev.child.exitCode === null };
        console.log(`bench:dev-loop: ${name}: ${kind}: not shown within ${timeoutMs / 1000} s; after a manual reload: ${afterReload ? 'shown' : 'still not shown'}`);
        return false;
      }
    };

    /**
     * Puts a file back and waits for the page to show it (not timed). An update that never arrives is
     * counted as lost, and the page is reloaded by hand so the next measurement starts clean.
     */
    const lostUpdates = [];
    const settle = async (what, edit, probe, arg) => {
      try {
        await timeUntil(page, edit, probe, arg, MISS_TIMEOUT);
      } catch {
        lostUpdates.push(what);
        console.log(`bench:dev-loop: ${name}: ${what}: not shown within ${MISS_TIMEOUT / 1000} s, page reloaded by hand`);
        await reloadWhenUp(page);
        await pollUntil(() => page.evaluate(probe, arg).catch(() => false), { timeoutMs: SEEN_TIMEOUT, what: `${what} after a reload` });
      }
    };

    for (let run = 0; run < runs; run += 1) {
      const mark = token();
      await measure('paragraph edit', () => writeFileSync(file, withLine(paragraph, `${mark} ${lines[paragraph]}`)), bodyHas, mark, SEEN_TIMEOUT);
      const headingMark = token();
      await measure('heading edit', () => writeFileSync(file, withLine(heading, lines[heading].replace(/^## (.*?)(\s*\{#[^}]*\})?$/, `## $1 ${headingMark}$2`))), bodyHas, headingMark, SEEN_TIMEOUT);
      await settle('restoring the page after the heading edit', () => writeFileSync(file, original), bodyLacks, headingMark);
    }

    // (c) a sidebar label: the page `name` gets a label of its own in `_meta.json`.
    const meta = JSON.parse(originalMeta);
    const labelled = meta.findIndex((entry) => entry === 'name');
    for (let run = 0; run < runs; run += 1) {
      const mark = token();
      const changed = meta.map((entry, index) => (index === labelled ? { type: 'file', name: 'name', label: `Name ${mark}` } : entry));
      await measure('_meta.json label', () => writeFileSync(metaFile, `${JSON.stringify(changed, null, 2)}\n`), bodyHas, mark);
    }
    // … and the sidebar order: the last entry moved to the top.
    // The last entry that is a page (not a folder) moves to the top, and back.
    const pageEntry = (entry) => typeof entry === 'string' || entry.type === 'file';
    const last = meta.findLastIndex(pageEntry);
    for (let run = 0; run < runs; run += 1) {
      const moved = [meta[last], ...meta.filter((_, index) => index !== last)];
      const orderProbe = ({ first, second }) => {
        const links = [...document.querySelectorAll('.mf-sidebar a[href]')].map((link) => new URL(link.href).pathname.replace(/\.html$/, '').replace(/\/index$/, '/'));
        const a = links.indexOf(first);
        const b = links.indexOf(second);
        return a !== -1 && b !== -1 && a < b;
      };
      const target = typeof meta[last] === 'string' ? meta[last] : meta[last].name;
      const head = typeof meta[0] === 'string' ? meta[0] : meta[0].name;
      const route = (entry) => (entry === 'index' ? '/configure/' : `/configure/${entry}`);
      await measure('_meta.json order', () => writeFileSync(metaFile, `${JSON.stringify(run % 2 === 0 ? moved : meta, null, 2)}\n`), orderProbe, run % 2 === 0 ? { first: route(target), second: route(head) } : { first: route(head), second: route(target) });
    }
    writeFileSync(metaFile, originalMeta);

    // (d) a new page, added to `_meta.json`: in the sidebar, then visited by its link.
    const added = [];
    for (let run = 0; run < runs; run += 1) {
      if (missed['new page in sidebar']) break;
      const mark = token();
      const slug = `loop-page-${mark}`;
      added.push(join(docs, PAGE.folder, `${slug}.mdx`));
      const inSidebar = await measure('new page in sidebar', () => {
        writeFileSync(join(docs, PAGE.folder, `${slug}.mdx`), `---\ndescription: A page added while the dev server runs (${mark}).\n---\n\n# New page ${mark}\n\nThis page was added by the writer's-loop bench.\n`);
        const list = JSON.parse(readFileSync(metaFile, 'utf8'));
        writeFileSync(metaFile, `${JSON.stringify([...list, slug], null, 2)}\n`);
      }, bodyHas, mark, RESTART_TIMEOUT);
      if (!inSidebar && !missed['new page in sidebar']?.afterManualReload) break;
      const loads = state.loads;
      const outputBeforeClick = dev.output.length;
      const started = Date.now();
      await page.locator(`a[href$="/configure/${slug}"]`).first().click();
      await pollUntil(async () => {
        try {
          return await page.evaluate((text) => document.querySelector('h1')?.textContent?.includes(text) ?? false, mark);
        } catch {
          return false;
        }
      }, { timeoutMs: SEEN_TIMEOUT, intervalMs: 20, what: 'the new page' });
      record('new page visited (click → h1)', Date.now() - started, state.loads - loads, restartsSince(outputBeforeClick));
      await page.goto(`${dev.origin}${PAGE.route}`, { waitUntil: 'load', timeout: 600_000 });
      await waitForHydration(page, 600_000);
    }

    // The broken edit: an unclosed tag in a paragraph, then the fix.
    const broken = [];
    for (let run = 0; run < runs; run += 1) {
      const mark = token();
      const line = paragraph + 1;
      const outputBefore = dev.output.length;
      const loads = state.loads;
      const started = Date.now();
      writeFileSync(file, withLine(paragraph, `<div className="loop">${mark} ${lines[paragraph]}`));
      let overlay = '';
      let shownMs = null;
      try {
        await pollUntil(async () => {
          overlay = await page.evaluate(overlayText).catch(() => '');
          return overlay !== '';
        }, { timeoutMs: 60_000, intervalMs: 20, what: 'an error in the browser' });
        shownMs = Date.now() - started;
      } catch {
        // reported below as "no overlay"
      }
      // The terminal: wait for the compiler's answer (an error line) or give up with what was printed.
      let terminal = '';
      try {
        await pollUntil(() => {
          terminal = stripAnsi(dev.output.slice(outputBefore).join(''));
          return /error|×/i.test(terminal);
        }, { timeoutMs: 60_000, intervalMs: 50, what: 'an error in the terminal' });
      } catch {
        // reported as printed
      }
      const pageText = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '').catch(() => '');
      const fixMark = token();
      const loadsBeforeFix = state.loads;
      let recoveredMs = null;
      try {
        recoveredMs = await timeUntil(page, () => writeFileSync(file, withLine(paragraph, `${fixMark} ${lines[paragraph]}`)), (text) => {
          const host = document.querySelector('rsbuild-error-overlay');
          return document.body.textContent.includes(text) && !host;
        }, fixMark, 60_000);
      } catch {
        // not recovered without help
      }
      let afterReload = null;
      if (recoveredMs === null) {
        await reloadWhenUp(page);
        afterReload = await page.evaluate((text) => document.body.textContent.includes(text), fixMark).catch(() => false);
      }
      broken.push({
        line,
        overlayShownMs: shownMs,
        overlayText: overlay.slice(0, 1200),
        terminalText: terminal.slice(0, 3000),
        browser: terminalMentions(overlay, 'shared.mdx', line),
        terminal: terminalMentions(terminal, 'shared.mdx', line),
        fullReloadsWhileBroken: loadsBeforeFix - loads,
        pageStillShows: pageText,
        recoveredMs,
        fullReloadsOnFix: state.loads - loadsBeforeFix,
        recoveredAfterManualReload: afterReload,
        serverAlive: dev.child.exitCode === null,
      });
      console.log(`bench:dev-loop: ${name}: broken edit: overlay ${shownMs === null ? 'not shown' : `after ${shownMs} ms`}; recovered ${recoveredMs === null ? 'not without a reload' : `after ${recoveredMs} ms`}`);
      await settle('restoring the page after the broken edit', () => writeFileSync(file, original), bodyLacks, fixMark);
    }
    for (const path of added) if (existsSync(path)) unlinkSync(path);
    await restore();

    result.missed = missed;
    result.lostUpdates = lostUpdates;
    result.kinds = Object.fromEntries(Object.entries(kinds).map(([kind, value]) => [kind, { ...value, medianMs: median(value.runsMs) }]));
    result.broken = broken;
    result.console = state.console.slice(0, 30);
    result.serverAlive = dev.child.exitCode === null;
    result.terminalLog = stripAnsi(dev.output.join('')).slice(-20_000);
    result.load = [Math.round(loadBefore * 10) / 10, Math.round(loadavg()[0] * 10) / 10];
  } catch (error) {
    writeFileSync(join(dir, 'terminal.log'), stripAnsi(dev.output.join('')));
    console.error(`bench:dev-loop: ${name}: the terminal's output is in ${join(dir, 'terminal.log')}; its end:\n${stripAnsi(dev.output.join('')).slice(-3000)}`);
    throw error;
  } finally {
    await context.close();
    stopGroup(dev.child);
  }
  return result;
}

async function main() {
  if (!existsSync(config)) throw new Error(`bench:dev-loop: ${config} is missing (run bench:scale with --checkout once, or copy bench/scale/config.ts)`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const sourceTree = readTree(join(checkout, 'docs'));
  const browser = await launchChromium();
  const sizes = {};
  try {
    for (const factor of factors) sizes[`${factor}x`] = await measureSize(browser, factor, sourceTree);
  } finally {
    await browser.close();
  }
  const budgets = evaluateLoop(sizes);
  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  const report = loopTable(sizes, budgets, { date, machine, runs });
  console.log(`\n${report}\n`);
  writeFileSync(join(root, 'bench/dev-loop.json'), `${JSON.stringify({ date, machine, checkout: checkout === root ? '.' : checkout, runs, sizes, budgets }, null, 2)}\n`);
  const readmePath = join(root, 'bench/README.md');
  writeFileSync(readmePath, replaceBetween(readFileSync(readmePath, 'utf8'), '<!-- dev-loop:start -->', '<!-- dev-loop:end -->', report));
  console.log('bench:dev-loop: wrote bench/dev-loop.json and its table in bench/README.md');
  if (!args.includes('--keep')) rmSync(work, { recursive: true, force: true });
  const failed = Object.entries(budgets).filter(([, result]) => !result.ok);
  if (failed.length) console.log(`bench:dev-loop: ${failed.length} budget(s) not met: ${failed.map(([name]) => name).join('; ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
