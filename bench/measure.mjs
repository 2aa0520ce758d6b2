// The measuring code of the benches (npm run bench, bench:scale, bench:dev-loop): a timed build, the
// first load of a built page, the output's size, the dev server's first page. The pure helpers they
// use are in ./report.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialAssets, kind, parseGnuTime, sizes, sum } from './report.mjs';

/** Bytes that must not be in any page's first load (they belong to interactions). */
export const lazyMarkers = [
  // Class names such as 'xgplayer-poster' appear in the player's code and CSS, not in a mere asset URL.
  { name: 'xgplayer', pattern: /xgplayer-[a-z]/ },
  { name: 'flexsearch', pattern: /FlexSearch|flexsearch/ },
  { name: 'search index', pattern: /search_index\.[a-z]+\.[0-9a-f]+\.json/ },
];

/**
 * Runs `rspress build -c config` under GNU time in `cwd`, with `env` added to the environment, and
 * returns { wallSeconds, cpuSeconds, peakMemoryMB, load } (load: the 1-minute load average before and
 * after, so a figure taken on a busy machine can be told apart). Throws with the build's output when it fails.
 */
export function timedBuild(config, { cwd, env = {} } = {}) {
  const rspress = join(cwd, 'node_modules/.bin/rspress');
  const loadBefore = loadavg()[0];
  const result = spawnSync('/usr/bin/time', ['-v', rspress, 'build', '-c', config], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (result.status !== 0) {
    const error = new Error(`bench: the build with ${config} failed`);
    error.output = `${result.stdout}\n${result.stderr}`;
    throw error;
  }
  const round = (value) => Math.round(value * 10) / 10;
  return { ...parseGnuTime(result.stderr), load: [round(loadBefore), round(loadavg()[0])], environments: environmentSeconds(result.stdout) };
}

/** The compile time of each Rsbuild environment, from the build's "built in 1m 2.5s (web)" lines. */
export function environmentSeconds(log) {
  const found = {};
  // eslint-disable-next-line no-control-regex
  for (const match of log.replace(/\u001b\[[0-9;]*m/g, '').matchAll(/built in (?:(\d+)m )?([\d.]+) ?(ms|s) \(([\w-]+)\)/g)) {
    const [, minutes, amount, unit, name] = match;
    found[name] = Math.round(((Number(minutes ?? 0) * 60) + Number(amount) / (unit === 'ms' ? 1000 : 1)) * 100) / 100;
  }
  return found;
}

export function filesUnder(dir) {
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

/** The JavaScript and CSS a built page loads before any interaction: sums and the files, and any lazy bytes in them. */
export function firstLoad(outDir, file, label = file) {
  const html = readFileSync(join(outDir, file), 'utf8');
  const assets = initialAssets(html);
  const js = [];
  const css = [];
  const leaks = [];
  const files = [];
  for (const url of assets) {
    const path = join(outDir, url.split(/[?#]/)[0]);
    if (!existsSync(path)) continue;
    const buffer = readFileSync(path);
    const size = sizes(buffer);
    files.push({ url, kind: kind(url), ...size });
    (kind(url) === 'css' ? css : js).push(size);
    if (kind(url) === 'js') {
      const text = buffer.toString('utf8');
      for (const marker of lazyMarkers) if (marker.pattern.test(text)) leaks.push(`${label}: ${marker.name} in ${url}`);
    }
  }
  return { js: sum(js), css: sum(css), files, leaks };
}

/** Every search index file of a build (`search_index.<lang>.<hash>.json`) by language. */
export function searchIndexFiles(outDir) {
  const found = {};
  for (const path of filesUnder(outDir)) {
    const match = /search_index\.([a-z-]+)\.[0-9a-f]+\.json$/.exec(path);
    if (match) found[match[1]] = sizes(readFileSync(path));
  }
  return found;
}

/** First load of each page (label → file), the search index files and the total output size. */
export function measureOutput(outDir, pages) {
  const pageFigures = {};
  const leaks = [];
  for (const [label, file] of Object.entries(pages)) {
    const figures = firstLoad(outDir, file, label);
    pageFigures[label] = { js: figures.js, css: figures.css, files: figures.files.length };
    leaks.push(...figures.leaks);
  }
  const total = filesUnder(outDir).reduce((bytes, path) => bytes + statSync(path).size, 0);
  return { pages: pageFigures, searchIndex: searchIndexFiles(outDir), totalBytes: total, leaks };
}

/** Polls `probe` (an async function returning a truthy value when done) until it succeeds or the deadline passes. */
export async function pollUntil(probe, { timeoutMs, intervalMs = 100, what = 'the condition' }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`bench: ${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Stops a process started with `detached: true` and its children, by its group id. */
export function stopGroup(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/**
 * Starts `rspress dev` (with `args`, such as `-c config`) and returns the seconds until `path` is
 * served with the page's root element. The server is stopped afterwards.
 */
export async function devStartSeconds({ cwd, port, path = '/guide/start/', args = [], env = {}, timeoutMs = 60_000 }) {
  const started = Date.now();
  const child = spawn(join(cwd, 'node_modules/.bin/rspress'), ['dev', ...args, '--port', String(port)], {
    cwd,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, ...env },
  });
  try {
    await pollUntil(
      async () => {
        try {
          const response = await fetch(`http://127.0.0.1:${port}${path}`);
          return response.ok && (await response.text()).includes('<div id="__rspress_root"');
        } catch {
          return false; // not listening yet
        }
      },
      { timeoutMs, what: 'the dev server\'s first page' },
    );
    return (Date.now() - started) / 1000;
  } finally {
    stopGroup(child);
  }
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The stock theme's build of `npm run bench` (bench/stock.config.ts writes it here). */
export const STOCK_BUILD_DIR = join(projectRoot, '.tmp/bench/stock');

/**
 * Builds a site into `dir` with `rspress build …args` unless `dir` already holds one (its index.html);
 * `label` names it in the messages. For the benches that compare against an existing build.
 */
export function ensureBuild(dir, args, label) {
  if (existsSync(join(dir, 'index.html'))) return;
  console.log(`building ${label}…`);
  const result = spawnSync(join(projectRoot, 'node_modules/.bin/rspress'), args, { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`the ${label} build failed`);
}

/**
 * Starts a static server for a build folder (the production server's request logic) on a free port;
 * returns { origin, close }. `csp: false` drops the Content-Security-Policy of the build's `_headers`
 * file: the stock build copies our file from docs/public but has no plugin adding the hashes of its
 * inline scripts, so under our policy its theme script and its search would not run at all.
 */
export async function serveBuild(outDir, { csp = true } = {}) {
  const { createServer } = await import('node:http');
  const { handleRequest } = await import('../scripts/serve-core.mjs');
  const server = createServer((request, response) => {
    if (!csp) {
      const writeHead = response.writeHead.bind(response);
      response.writeHead = (status, headers = {}) =>
        writeHead(status, Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-security-policy')));
    }
    handleRequest(outDir, request, response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Whether the machine has a font for Chinese text. Without one, Chromium looks for a fallback font for
 * each character of a Chinese page and its layout costs both themes most of a second: a cost no phone
 * has (every phone ships a CJK font), so the Chinese figures would mostly measure the machine.
 */
export function hasCjkFont() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().length > 0;
}

/** Launches the Chromium the tests use (see scripts/chromium.mjs). */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  const { chromiumArgs, chromiumPath } = await import('../scripts/chromium.mjs');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Resolves when React has hydrated the page and the browser has been idle once (effects such as key listeners are attached). */
export async function waitForHydration(page, timeoutMs = 60_000) {
  await pollUntil(
    () => page.evaluate(() => {
      const root = document.getElementById('__rspress_root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    }),
    { timeoutMs, what: 'hydration' },
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 5000 })));
}

/** How long a page must go without a request to count as settled (the theme's idle work waits up to 5 s). */
const QUIET_MS = 3000;

/**
 * What the search costs on a built page, up to its first answer. The page is loaded and hydrated;
 * then Ctrl+K is pressed and a query typed, and the run ends once a search index has arrived and no
 * request is left in flight. Counted as gzip bytes of the files on disk:
 * - index: the search index files fetched at any point (a theme may fetch its index with the page);
 * - code: the JavaScript and CSS fetched after Ctrl+K;
 * - eager: the JavaScript, CSS and JSON the page fetched by itself after its first load, before any
 *   interaction (the index among them when the theme prefetches it).
 * Returns { index, indexFetched: 'with the page' | 'on open', code, eager, files } or { error }.
 */
export async function searchFirstOpen(browser, origin, outDir, path, { query = 'shared', locale = 'en-US' } = {}) {
  // The reader's language matches the page's (the site may redirect to the reader's language).
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  const page = await context.newPage();
  const inFlight = new Set();
  const fetched = [];
  let phase = 'load';
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    fetched.push({ url: request.url(), phase });
    lastRequestAt = Date.now();
  });
  for (const event of ['requestfinished', 'requestfailed']) page.on(event, (request) => inFlight.delete(request));
  const isIndex = (url) => /search_index/.test(url);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    // What a page fetches by itself after its first load (site lists, code for the next navigation)
    // comes in idle moments, some of them chained: the page counts as settled after QUIET_MS without a
    // request, so none of it is counted as the search's.
    await pollUntil(() => inFlight.size === 0 && Date.now() - lastRequestAt > QUIET_MS, { timeoutMs: 30_000, what: 'the page\'s own requests' });
    if (new URL(page.url()).pathname.replace(/\.html$/, '') !== path) return { error: `${path} was redirected to ${page.url()}` };
    const firstLoadUrls = new Set(initialAssets(readFileSync(join(outDir, `${path}.html`), 'utf8')));
    phase = 'open';
    await page.keyboard.press('Control+k');
    await page.keyboard.type(query);
    try {
      await pollUntil(() => fetched.some((request) => isIndex(request.url)), { timeoutMs: 30_000, what: 'the search index request' });
    } catch {
      return { error: `no search_index file was fetched (after Ctrl+K: ${fetched.filter((request) => request.phase === 'open').map((request) => new URL(request.url).pathname).join(', ') || 'nothing'})` };
    }
    await pollUntil(() => inFlight.size === 0, { timeoutMs: 30_000, what: 'the search\'s requests' });
    const files = [];
    const index = [];
    const code = [];
    const eager = [];
    const seen = new Set();
    for (const request of fetched) {
      const pathname = new URL(request.url).pathname;
      if (seen.has(pathname) || firstLoadUrls.has(pathname)) continue;
      seen.add(pathname);
      const file = join(outDir, pathname);
      if (!/\.(m?js|css|json)$/.test(pathname) || !existsSync(file) || statSync(file).isDirectory()) continue;
      const size = sizes(readFileSync(file));
      files.push({ path: pathname, phase: request.phase, ...size });
      if (isIndex(pathname)) index.push(size);
      else if (request.phase === 'open') code.push(size);
      if (request.phase === 'load') eager.push(size);
    }
    const indexFetched = fetched.find((request) => isIndex(request.url)).phase === 'load' ? 'with the page' : 'on open';
    return { index: sum(index), indexFetched, code: sum(code), eager: sum(eager), files };
  } finally {
    await context.close();
  }
}

/** A bench script's command-line options: `option('name', fallback)` reads `--name value`, `flag('name')` a bare `--name`. */
export function commandLine(args = process.argv.slice(2)) {
  return {
    args,
    option(name, fallback) {
      const index = args.indexOf(`--${name}`);
      return index !== -1 && args[index + 1] ? args[index + 1] : fallback;
    },
    flag: (name) => args.includes(`--${name}`),
  };
}

/** A TCP port nothing listens on now, for a server the bench starts. */
export async function freePort() {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}
