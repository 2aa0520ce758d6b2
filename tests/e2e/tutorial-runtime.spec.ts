/**
 * The runtime API page's main flows, the errorLoadRemote fallbacks (from 'runtime' and from 'build')
 * and the retry plugin's samples, run in Chromium against real producers built with Rspack and
 * @module-federation/enhanced (see tests/tutorials/runtime-apps.ts). The code under test is the
 * pages' code blocks; every failure names the page.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import type {} from '../tutorials/apps/shell/flows';
import { countReactRenderers, readShareScopes } from '../tutorials/browser';
import { claimMismatch } from '../claims/page-claims';
import { watchConsole } from '../support/console';
import { repoRoot, TutorialPage } from '../tutorials/page';
import { reuseBuilds } from '../tutorials/processes';
import { routeAddresses } from '../tutorials/routing';
import { buildRuntimeApps, RETRY_PLUGIN, RUNTIME, RUNTIME_PLUGINS, type RuntimeApps } from '../tutorials/runtime-apps';
import { serveApps, type AppServer } from '../tutorials/static-server';

const workDir = join(repoRoot, '.tmp/tutorials/runtime');
let apps: RuntimeApps;
let server: AppServer;

test.describe.configure({ mode: 'default' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  apps = await buildRuntimeApps(workDir);
  server = await serveApps(apps.mounts);
  const slowest = [...apps.report.compilers].sort((a, b) => b.ms - a.ms)[0];
  console.log(`[tutorials] runtime, runtimePlugins and retry plugin pages: ${apps.report.compilers.length} apps built in ${(apps.ms / 1000).toFixed(1)} s${slowest ? ` (slowest ${slowest.name}, ${(slowest.ms / 1000).toFixed(1)} s)` : ''}`);
});

test.afterAll(async () => {
  await server?.close();
  if (!reuseBuilds) rmSync(workDir, { recursive: true, force: true });
});

/** The addresses the samples print, served by the local apps; `null` is a server that is down. */
function addresses(overrides: Record<string, string | null> = {}): Record<string, string | null> {
  const at = (app: string) => `${server.origin}/${app}/`;
  return {
    'http://localhost:3000/': at('shell'),
    'http://localhost:3001/': at('provider'),
    'http://localhost:3002/': at('dashboard'),
    'https://cdn.example.com/widgets/': at('widgets'),
    'https://cdn.example.com/provider/2.0.0/': at('provider-2.0.0'),
    'https://cdn.example.com/catalog/': at('catalog'),
    'https://backup-cdn.example.com/catalog/': at('catalog'),
    'https://catalog.example.com/': null,
    ...overrides,
  };
}

async function open(browser: Browser, overrides: Record<string, string | null> = {}) {
  const context = await browser.newContext();
  await countReactRenderers(context);
  const routes = await routeAddresses(context, addresses(overrides));
  const page = await context.newPage();
  const problems = watchConsole(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('http://localhost:3000/');
  return { context, page, routes, problems, warnings };
}

async function openShell(browser: Browser, overrides: Record<string, string | null> = {}) {
  const opened = await open(browser, overrides);
  await opened.page.waitForFunction(() => document.body.dataset.harness === 'ready');
  return opened;
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function manifestOf(app: string): Manifest {
  return JSON.parse(readFileSync(join(apps.dist[app], 'mf-manifest.json'), 'utf8')) as Manifest;
}

function exposeAssets(app: string, path: string) {
  const expose = manifestOf(app).exposes.find((item) => item.path === path);
  if (!expose) throw new Error(`the ${app} build has no expose ${path}`);
  return expose.assets.js;
}

const say = (page: string) => (what: string) => `${page}: ${what}`;

test(`${RUNTIME}: createInstance makes an instance of its own, init the current one, getInstance finds both`, async ({ browser }) => {
  const check = say(RUNTIME);
  const { context, page, routes, problems } = await openShell(browser);
  expect(await page.evaluate(() => window.tutorial.currentInstance()), check('no current instance before init')).toBeNull();

  const created = await page.evaluate(() => window.tutorial.createInstance());
  expect(created.listed, check('createInstance adds its instance to __FEDERATION__.__INSTANCES__')).toBe(true);
  expect(created.current, check('createInstance does not make its instance the current one')).toBeNull();
  expect(created.widget, check("the createInstance sample's loadWidget('Clock') returns the producer's module")).toBe('Clock widget');
  expect(routes.to('https://cdn.example.com/widgets/', 'mf-manifest.json').map((request) => request.status), check('the widget instance fetched its Manifest')).toContain(200);

  const initialised = await page.evaluate(() => window.tutorial.init());
  expect(initialised.current, check('init makes its instance the current one')).toBeTruthy();
  expect(initialised.remotes, check('init registered the producers of src/federation.ts')).toEqual(['provider', 'dashboard']);
  expect(initialised.shared, check('init registered react')).toContain('react');

  expect(await page.evaluate(() => window.tutorial.describe()), check('describeFederation() of src/describe-federation.ts')).toBe(
    `${initialised.current} uses ${initialised.remotes.join(', ')}; widget host: yes`,
  );
  expect(routes.unmapped, check('requests to addresses the tutorial does not serve')).toEqual([]);
  expect(problems, check('console errors and uncaught exceptions')).toEqual([]);
  await context.close();
});

test(`${RUNTIME}: preloadRemote runs the remote entries and preloads the chosen chunks without running them`, async ({ browser }) => {
  const check = say(RUNTIME);
  const { context, page, routes, problems } = await openShell(browser);
  await page.evaluate(() => window.tutorial.init());
  await page.evaluate(() => window.tutorial.preload());

  const added = await page.evaluate(() => window.tutorial.added());
  const preloaded = added.filter((element) => element.tag === 'link' && element.rel === 'preload').map((element) => element.url);
  const scripts = added.filter((element) => element.tag === 'script').map((element) => element.url);
  // "it loads and executes the producer's remote entry"
  expect(scripts, check("preloadRemote loads provider's remote entry as a script")).toContain('http://localhost:3001/remoteEntry.js');
  expect(scripts, check("preloadRemote loads dashboard's remote entry as a script")).toContain('http://localhost:3002/remoteEntry.js');
  expect(await page.evaluate(() => typeof (window as unknown as { provider?: { get?: unknown } }).provider?.get), check("provider's container is on the page")).toBe('function');
  // "it preloads the chunks of the chosen exposed modules with <link rel="preload">": ./Button with
  // 'sync', ./Chart and the chunk it loads lazily with 'all'.
  for (const chunk of exposeAssets('provider', './Button').sync) expect(preloaded, check(`./Button's chunk ${chunk} is preloaded`)).toContain(`http://localhost:3001/${chunk}`);
  const chart = exposeAssets('dashboard', './Chart');
  expect(chart.async.length, check("dashboard's ./Chart has a lazily loaded chunk")).toBeGreaterThan(0);
  for (const chunk of [...chart.sync, ...chart.async]) expect(preloaded, check(`'all' preloads ./Chart's chunk ${chunk}`)).toContain(`http://localhost:3002/${chunk}`);
  for (const url of preloaded) expect(routes.requests.find((request) => request.url === url)?.status, check(`${url} was downloaded`)).toBe(200);
  // "... but not executed until loadRemote needs them"
  expect(await page.evaluate(() => window.tutorial.evaluated()), check('no exposed module ran during preloadRemote')).toEqual([]);
  // "Chunks of shared packages this application already provides ... are skipped": the shell provides react.
  const reactChunks = manifestOf('provider').shared.find((item) => item.name === 'react')?.assets.js.sync ?? [];
  for (const chunk of reactChunks) expect(preloaded, check(`provider's own react chunk ${chunk} is skipped`)).not.toContain(`http://localhost:3001/${chunk}`);

  // "Each exposed module is preloaded once per page"
  await page.evaluate(() => window.tutorial.preload());
  const again = (await page.evaluate(() => window.tutorial.added())).filter((element) => element.tag === 'link' && element.rel === 'preload');
  expect(again.length, check('a second preloadRemote preloads nothing new')).toBe(preloaded.length);

  // The preloaded module then loads and runs.
  await page.evaluate(() => window.tutorial.renderRemoteButton());
  await expect(page.getByRole('button', { name: /Button from provider 1\.0\.0/ }), check('provider/Button renders after the preload')).toBeVisible();
  expect(routes.unmapped, check('requests to addresses the tutorial does not serve')).toEqual([]);
  expect(problems, check('console errors and uncaught exceptions')).toEqual([]);
  await context.close();
});

test(`${RUNTIME}: loadRemote renders the producer's component on the shell's React; loadFactory: false defers the module`, async ({ browser }) => {
  const check = say(RUNTIME);
  const { context, page, routes, problems } = await openShell(browser);
  await page.evaluate(() => window.tutorial.init());
  await page.evaluate(() => window.tutorial.renderRemoteButton());
  const button = page.getByRole('button', { name: /Button from provider 1\.0\.0, clicked 0 times/ });
  await expect(button, check('RemoteButton renders provider/Button')).toBeVisible();
  await button.click();
  await expect(page.getByRole('button', { name: /clicked 1 times/ }), check("the producer's useState works: it runs on the shell's React")).toBeVisible();
  expect(await page.evaluate(() => window.__tutorialReactRenderers), check('one React DOM renderer')).toHaveLength(1);
  const react = (await readShareScopes(page)).filter((entry) => entry.pkg === 'react' && entry.loaded);
  expect(new Set(react.map((entry) => entry.from)), check("the loaded react is the shell's (its init shared lib)")).toEqual(new Set(['shell']));

  const factory = await page.evaluate(() => window.tutorial.loadFactory());
  expect(factory.factoryType, check("loadRemote(..., { loadFactory: false }) resolves to a function")).toBe('function');
  expect(factory.ranBeforeCall, check('provider/theme has not run before the factory is called')).toBe(false);
  expect(factory.ranAfterCall, check('calling the factory runs provider/theme')).toBe(true);
  expect(factory.theme, check("the module's applyTheme('dark') ran")).toBe('dark');
  expect(routes.unmapped, check('requests to addresses the tutorial does not serve')).toEqual([]);
  expect(problems, check('console errors and uncaught exceptions')).toEqual([]);
  await context.close();
});

test('docs/en/plugin/dev/hooks.mdx: before/afterExecuteFactory run only when loadFactory is true', async ({ browser }) => {
  const check = say('docs/en/plugin/dev/hooks.mdx');
  const { context, page, problems } = await openShell(browser);
  await page.evaluate(() => window.tutorial.init());
  const calls = await page.evaluate(() => window.tutorial.executeFactoryHooks('provider/theme'));
  expect(calls, check('"Loading a remote": the factory hooks fire for a load that runs the factory, not for loadFactory: false')).toEqual([
    { hook: '-- loadFactory: true --', loadFactory: true },
    { hook: 'beforeExecuteFactory', loadFactory: true },
    { hook: 'afterExecuteFactory', loadFactory: true },
  ]);
  expect(problems, check('console errors and uncaught exceptions')).toEqual([]);
  await context.close();
});

test(`${RUNTIME}: loadShare returns the shell's React, after version-first sharing loaded the producers' entries`, async ({ browser }) => {
  const check = say(RUNTIME);
  const { context, page, routes, problems } = await openShell(browser);
  await page.evaluate(() => window.tutorial.init());
  const shared = await page.evaluate(() => window.tutorial.loadShare());
  expect(shared.sameAsShell, check("getSharedReact() returns the shell's own React")).toBe(true);
  expect(shared.version, check('the shared react version')).toBe(shared.shellVersion);
  // "with shareStrategy: 'version-first' that loads the remote entries of every producer in that scope"
  for (const entry of ['http://localhost:3001/remoteEntry.js', 'http://localhost:3002/remoteEntry.js']) {
    expect(routes.requests.some((request) => request.url === entry && request.status === 200), check(`loadShare loaded ${entry}`)).toBe(true);
  }
  expect(routes.unmapped, check('requests to addresses the tutorial does not serve')).toEqual([]);
  expect(problems, check('console errors and uncaught exceptions')).toEqual([]);
  await context.close();
});

test(`${RUNTIME}: registerRemotes with force replaces a loaded producer`, async ({ browser }) => {
  const check = say(RUNTIME);
  const { context, page, routes, problems, warnings } = await openShell(browser);
  await page.evaluate(() => window.tutorial.init());
  await page.evaluate(() => window.tutorial.renderRemoteButton());
  await expect(page.getByRole('button', { name: /Button from provider 1\.0\.0/ }), check('provider 1.0.0 first')).toBeVisible();
  const switched = await page.evaluate(() => window.tutorial.registerRemotes('2.0.0'));
  expect(switched.defaultType, check("switchProviderVersion('2.0.0') resolves to a module with a default export")).toBe('function');
  await expect(page.locator('#switched').getByRole('button', { name: /Button from provider 2\.0\.0/ }), check('the replaced producer serves provider/Button')).toBeVisible();
  expect(routes.to('https://cdn.example.com/provider/2.0.0/', 'mf-manifest.json').map((request) => request.status), check('the new Manifest was fetched')).toContain(200);
  expect(warnings.filter((warning) => /already registered/.test(warning)).length, check('the runtime warns that the remote "is already registered"')).toBeGreaterThan(0);
  expect(routes.unmapped, check('requests to addresses the tutorial does not serve')).toEqual([]);
  expect(problems, check('console errors and uncaught exceptions')).toEqual([]);
  await context.close();
});

test(`${RUNTIME}: with the producer down, the errorLoadRemote fallback answers loadRemote (from: 'runtime') with the module`, async ({ browser }) => {
  const check = say(RUNTIME);
  const { context, page, routes, problems } = await openShell(browser, { 'http://localhost:3001/': null });
  await page.evaluate(() => window.tutorial.init());
  const result = await page.evaluate(() => window.tutorial.fallback('provider/Button'));
  expect(result.withoutPlugin, check('without the fallback plugin, loadRemote rejects')).toMatch(/^rejected: /);
  expect(result.withPlugin.type, check("with it, loadRemote resolves to the fallback module (an object), as 'runtime' callers expect")).toBe('object');
  expect(result.withPlugin.defaultType, check("the fallback module's default export is a component")).toBe('function');
  const fallback = page.locator('#fallback');
  await expect(fallback, check('RemoteButton renders the fallback component')).not.toBeEmpty();
  await expect(fallback.getByRole('button'), check('no button: the producer is down')).toHaveCount(0);
  expect(routes.to('http://localhost:3001/').every((request) => request.status === 'refused'), check('the producer was unreachable')).toBe(true);
  expect(problems.filter((problem) => problem.startsWith('pageerror:')), check('uncaught exceptions')).toEqual([]);
  await context.close();
});

test(`${RUNTIME_PLUGINS}: with the remote down, a compiled import renders the fallback (from: 'build') and loadRemote gets the module (from: 'runtime')`, async ({ browser }) => {
  test.setTimeout(90_000);
  const check = say(RUNTIME_PLUGINS);
  const { context, page, routes, problems } = await open(browser, { 'http://localhost:3000/': `${server.origin}/runtimeplugins-consumer/` });
  // The page's retry plugin (the [path, { retryTimes }] tuple) retries the Manifest first, a second apart.
  await expect(page.locator('body[data-remote-rendered="yes"], [role="alert"]').first(), check('the application rendered or failed')).toBeAttached({ timeout: 60_000 });
  await expect(page.locator('body'), check("import('catalog/ProductList') (from: 'build') resolves to a module whose default export is a component")).toHaveAttribute('data-build-import', 'default export: function');
  expect(await page.getByRole('alert').allTextContents(), check('errors the application caught while rendering the fallback')).toEqual([]);
  await expect(page.getByRole('region', { name: 'catalog/ProductList' }), check('the fallback component renders nothing')).toBeEmpty();
  await expect(page.locator('body'), check("loadRemote (from: 'runtime') resolved to the fallback module")).toHaveAttribute('data-runtime-load', 'object with function default', { timeout: 30_000 });
  const config = new TutorialPage(RUNTIME_PLUGINS).code('rspack.config.ts');
  const retryTimes = Number(/retryTimes:\s*(\d+)/.exec(config)?.[1] ?? Number.NaN);
  expect(routes.to('https://catalog.example.com/', 'mf-manifest.json').length, check(`the Manifest was requested 1 + ${retryTimes} times (the tuple's retryTimes reached the plugin)`)).toBe(retryTimes + 1);
  // One report is the runtime's, not the page's: with 'version-first' (the default), initialising the
  // share scope also asks for the down remote's Manifest, and runtime-core 2.9.2 leaves that promise
  // unhandled (shared/index.js, initRemoteModule) even when errorLoadRemote supplies the module.
  const uncaught = problems.filter((problem) => problem.startsWith('pageerror:') && !/Failed to get manifest\. #RUNTIME-003/.test(problem));
  expect(uncaught, check('uncaught exceptions')).toEqual([]);
  await context.close();
});

test(`${RETRY_PLUGIN}: the build-time RetryPlugin sample loads a remote whose server fails, then succeeds; without it the load fails`, async ({ browser }) => {
  test.setTimeout(90_000);
  const check = say(RETRY_PLUGIN);
  const failTwiceThenOnce = () => {
    server.reset();
    server.failNext('/catalog/mf-manifest.json', 2);
    server.failNext('/catalog/remoteEntry.js', 1);
  };

  failTwiceThenOnce();
  const control = await open(browser, { 'http://localhost:3000/': `${server.origin}/retry-control/` });
  await expect(control.page.getByRole('alert'), check('without the plugin (the same configuration minus runtimePlugins) the import fails')).toBeVisible({ timeout: 30_000 });
  await control.context.close();

  failTwiceThenOnce();
  const { context, page, problems } = await open(browser, { 'http://localhost:3000/': `${server.origin}/retry-consumer/` });
  await expect(page.getByRole('region', { name: 'catalog/ProductList' }), check('with the plugin, the remote module renders')).toHaveText('Product list from catalog', { timeout: 60_000 });
  expect(server.count('/catalog/mf-manifest.json'), check('the Manifest was requested until it answered (2 failures + 1)')).toBe(3);
  expect(server.count('/catalog/remoteEntry.js'), check('the remote entry was loaded again after its failure')).toBe(2);
  expect(problems.filter((problem) => problem.startsWith('pageerror:')), check('uncaught exceptions')).toEqual([]);
  await context.close();
});

test(`${RETRY_PLUGIN}: the build-time sample's fetch.fallback serves the Manifest from the backup CDN once the retries are used up`, async ({ browser }) => {
  test.setTimeout(90_000);
  const check = say(RETRY_PLUGIN);
  const sample = new TutorialPage(RETRY_PLUGIN).code('src/runtime-plugins/retry.ts');
  const retryTimes = Number(/fetch:\s*\{[^}]*?retryTimes:\s*(\d+)/.exec(sample)?.[1] ?? Number.NaN);
  server.reset();
  // The main CDN never answers the Manifest; the backup (the same files) does.
  const { context, page, routes } = await open(browser, {
    'http://localhost:3000/': `${server.origin}/retry-consumer/`,
    'https://cdn.example.com/catalog/mf-manifest.json': null,
  });
  await expect(page.getByRole('region', { name: 'catalog/ProductList' }), check('the remote module renders from the backup CDN')).toHaveText('Product list from catalog', { timeout: 60_000 });
  expect(routes.to('https://cdn.example.com/catalog/mf-manifest.json').length, check(`the main Manifest was tried 1 + ${retryTimes} times`)).toBe(retryTimes + 1);
  expect(routes.to('https://backup-cdn.example.com/catalog/mf-manifest.json').map((request) => request.status), check('the fallback URL was requested once')).toEqual([200]);
  await context.close();
});

test(`${RETRY_PLUGIN}: the run-time RetryPlugin sample (init with plugins) loads a remote whose server fails, then succeeds; an instance without it fails`, async ({ browser }) => {
  test.setTimeout(90_000);
  const check = say(RETRY_PLUGIN);
  const sample = new TutorialPage(RETRY_PLUGIN).code('src/bootstrap-remotes.ts');
  const entry = /entry:\s*'([^']+)'/.exec(sample)?.[1];
  expect(entry, check('src/bootstrap-remotes.ts registers a remote with an entry URL')).toBeTruthy();
  const failTwiceThenOnce = () => {
    server.reset();
    server.failNext('/catalog/mf-manifest.json', 2);
    server.failNext('/catalog/remoteEntry.js', 1);
  };
  const { context, page, problems } = await openShell(browser);

  failTwiceThenOnce();
  const withoutPlugin = await page.evaluate(([url]) => window.tutorial.loadWithoutPlugins({ name: 'catalog', entry: url }, 'catalog/ProductList'), [entry!] as const);
  expect(withoutPlugin, check('an instance without the plugin fails on the same server')).toMatch(/^rejected: /);

  failTwiceThenOnce();
  const result = await page.evaluate(() => window.tutorial.retry());
  expect(result.text, check('loadProductList() resolves to the remote module')).toBe('Product list from catalog');
  expect(server.count('/catalog/mf-manifest.json'), check('the Manifest was requested until it answered (2 failures + 1)')).toBe(3);
  expect(server.count('/catalog/remoteEntry.js'), check('the remote entry was loaded again after its failure')).toBe(2);
  expect(problems.filter((problem) => problem.startsWith('pageerror:')), check('uncaught exceptions')).toEqual([]);
  await context.close();
});

const TROUBLESHOOTING = 'guide/troubleshooting/runtime';

/**
 * The runtime troubleshooting page's codes that only a browser raises (Node loads remote entries
 * another way): what each message says, and that its printed link leads to the section that explains it.
 */
test(`docs/en/${TROUBLESHOOTING}.mdx: RUNTIME-001 and RUNTIME-008 as the browser meets them (and the quick start's HTML from the own origin)`, async ({ browser }) => {
  const check = say(`docs/en/${TROUBLESHOOTING}.mdx`);
  for (const [anchor, says] of [
    ['runtime-001', ['Failed to get remoteEntry exports. #RUNTIME-001', 'does not exist', 'For a script from another origin the browser reports only', 'the runtime sees a script that set nothing']],
    ['runtime-008', ['Failed to load script resources. #RUNTIME-008', 'ScriptNetworkError']],
  ] as const) {
    expect.soft(claimMismatch(TROUBLESHOOTING, anchor, says), check(`#${anchor} still says what this test runs`)).toBeUndefined();
  }
  const { context, page } = await openShell(browser, { 'https://html.example.com/': `${server.origin}/shell/` });
  const chunk = exposeAssets('provider', './Button').async[0] ?? exposeAssets('provider', './Button').sync[0];
  const load = (name: string, entry: string) => page.evaluate(([remoteName, remoteEntry]) => window.tutorial.loadError({ name: remoteName, entry: remoteEntry }, `${remoteName}/Button`), [name, entry] as const);

  // A script that runs and sets no container: one of the producer's own chunks.
  const noGlobal = await load('not_a_container', `http://localhost:3001/${chunk}`);
  expect(noGlobal, check('a script that sets no global gives RUNTIME-001')).toContain('Failed to get remoteEntry exports. #RUNTIME-001');
  expect(noGlobal, check('RUNTIME-001 names the global it looked for')).toContain('"remoteEntryKey":"not_a_container"');
  expect(noGlobal, check('RUNTIME-001 links to its section')).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-001');

  // A file that is not there.
  const missing = await load('missing_entry', 'http://localhost:3001/no-such-remoteEntry.js');
  expect(missing, check('a missing file gives RUNTIME-008')).toContain('Failed to load script resources. #RUNTIME-008');
  expect(missing, check('with a ScriptNetworkError as the original error')).toContain('ScriptNetworkError');
  expect(missing, check('RUNTIME-008 links to its section')).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');

  // An HTML page served from another origin where the remote entry should be.
  const html = await load('html_entry', 'https://html.example.com/index.html');
  expect(html, check('an HTML page from another origin runs as a script that sets nothing: RUNTIME-001')).toContain('Failed to get remoteEntry exports. #RUNTIME-001');

  // The same HTML from the page's own origin: the runtime sees the script throw.
  expect.soft(claimMismatch(TROUBLESHOOTING, 'runtime-001', ['From the page\'s own origin, the runtime sees the script throw and reports RUNTIME-008 with a ScriptExecutionError instead']), check('#runtime-001 still says what this test runs')).toBeUndefined();
  expect
    .soft(claimMismatch('guide/start/quick-start', 'how-do-i-build-for-production', ["the console shows Failed to load script resources. #RUNTIME-008 with a ScriptExecutionError (Unexpected token '<')"]), say('docs/en/guide/start/quick-start.mdx')('#how-do-i-build-for-production still says what this test runs'))
    .toBeUndefined();
  const sameOrigin = await load('same_origin_html', 'http://localhost:3000/index.html');
  expect(sameOrigin, check('the page\'s own HTML as a remote entry gives RUNTIME-008')).toContain('Failed to load script resources. #RUNTIME-008');
  expect(sameOrigin, check('with a ScriptExecutionError')).toMatch(/ScriptExecutionError: Script "http:\/\/localhost:3000\/index\.html" loaded but threw a runtime error during execution: Uncaught SyntaxError: Unexpected token '<'/);
  await context.close();
});

test('docs/en/guide/basic/error-catalog.mdx: a chunk that does not load gives ChunkLoadError, without a code', async ({ browser }) => {
  const check = say('docs/en/guide/basic/error-catalog.mdx');
  expect
    .soft(claimMismatch('guide/basic/error-catalog', 'chunk-load-error', ['ChunkLoadError: Loading chunk 237 failed.', 'The remote entry itself loaded', 'the message carries no code']), check('#chunk-load-error still says what this test runs'))
    .toBeUndefined();
  const chunk = exposeAssets('provider', './Button').async.find((file) => file.includes('Button')) ?? exposeAssets('provider', './Button').sync[0];
  const { context, page } = await openShell(browser);
  server.reset();
  server.failNext(`/provider/${chunk}`, 1);
  const message = await page.evaluate(() => window.tutorial.loadError({ name: 'provider', entry: 'http://localhost:3001/remoteEntry.js' }, 'provider/Button'));
  expect(server.count('/provider/remoteEntry.js'), check('the remote entry loaded')).toBe(1);
  expect(message, check('the bundler reports the chunk')).toMatch(new RegExp(`^ChunkLoadError: Loading chunk \\S+ failed\\.\\n\\(error: http://localhost:3001/${chunk.replace(/[.]/g, '\\.')}\\)`));
  expect(message, check('with no federation code')).not.toMatch(/#RUNTIME-\d+/);
  await context.close();
});

