/**
 * Every complete runtime-plugin sample of the English pages is compiled and run, not only type-checked.
 *
 * A sample is a complete (non-fragment) code block whose title names a .ts/.tsx file (configuration
 * files aside, which samples-build.test.ts builds) and whose code is a runtime plugin or registers one:
 * it mentions `ModuleFederationRuntimePlugin`, returns `RetryPlugin(...)`, names a `…-plugin`, or calls
 * `registerPlugins`, `registerGlobalPlugins` or `init`/`createInstance` with `plugins`. The test scans
 * docs/en for them and asserts that each one is
 * either run here, built here only (with the reason), or run by another test (`elsewhere`), so a new
 * sample is never left out silently.
 *
 * All samples are compiled in one Rspack build (one entry per sample, TypeScript through SWC, for Node:
 * `async-node`, CommonJS output), as the reader copies them (diff markers applied). The runtime package
 * is left external, so a sample that calls `registerPlugins` reaches the instance that `init` created in
 * this process, as the build plugin's `init` would be reached in an app. Each claim then requires the
 * built file, registers the plugin on a host next to one small producer (`checkout`, exposing `./Cart`,
 * with a Manifest) and exercises the hooks the plugin implements.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { readdirSync, statSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FederationRuntime from '@module-federation/enhanced/runtime';
import { extractCodeBlocks } from '../docs/code-blocks';
import { readerCode } from '../tutorials/page';
import { buildProducer, buildRspack, claim, nodeFileEntries, nodeHost, rejection, repoRoot, scratch, scriptRule, writeFiles, type BuiltProducer } from './harness';

const requireFile = createRequire(import.meta.url);
type Host = ReturnType<typeof nodeHost>;
type Plugin = FederationRuntime.ModuleFederationRuntimePlugin;
type PluginFactory<A extends unknown[] = []> = (...args: A) => Plugin;

/** A complete titled block that is a runtime plugin, or registers one. */
const pluginSample = /ModuleFederationRuntimePlugin|\bRetryPlugin\(|\bregister(?:Global)?Plugins\(|\bplugins:\s*\[|\bname:\s*'[^']*-plugin'/;

/**
 * Samples this file does not run, by `page:title`, and why. The scan below must find exactly these
 * plus the ones this file builds.
 */
const elsewhere: Record<string, string> = {
  'guide/basic/runtime:src/fallback-plugin.tsx': 'run in the browser by tests/e2e/tutorial-runtime.spec.ts (the shell imports it)',
  'configure/runtimeplugins:src/mf-plugins/fallback-plugin.ts': 'built by tests/tutorials/runtime-apps.ts, run by tests/e2e/tutorial-runtime.spec.ts',
  'configure/runtimeplugins:src/mf-plugins/retry-plugin.ts': 'built by tests/tutorials/runtime-apps.ts, run by tests/e2e/tutorial-runtime.spec.ts',
  'plugin/plugins/retry-plugin:src/runtime-plugins/retry.ts': 'built by tests/tutorials/runtime-apps.ts, run by tests/e2e/tutorial-runtime.spec.ts',
  'plugin/plugins/retry-plugin:src/bootstrap-remotes.ts': 'run in the browser by tests/e2e/tutorial-runtime.spec.ts (the shell imports it)',
};

/**
 * Samples built here but not run, and why: what they do needs a browser.
 */
const buildOnly: Record<string, string> = {
  'plugin/dev/hooks:src/runtime-plugins/script-attrs-plugin.ts': 'createScript returns a DOM <script> element (document.createElement, window.location); Node.js has neither',
  'plugin/dev/hooks:src/runtime-plugins/preload-trace-plugin.ts': 'handlePreloadModule is only called by the built-in generatePreloadAssets in the browser; in Node.js it returns empty lists first',
};

/** Samples built and run here, each by the claim in its section below. */
const runHere = [
  ...['env-remotes', 'config-report', 'entry-version', 'legacy-id', 'resolve-log', 'remote-metrics', 'fallback', 'manifest-auth', 'json-remote', 'share-request', 'share-choice', 'preload-start', 'entry-only-preload', 'bridge-props'].map((name) => `plugin/dev/hooks:src/runtime-plugins/${name}-plugin.ts`),
  'plugin/dev/index:src/register-plugins.ts',
  'plugin/dev/index:src/runtime-plugins/cdn-guard-plugin.ts',
  'guide/basic/runtime:src/log-plugin.ts',
  'guide/basic/runtime:src/global-timing.ts',
  'guide/basic/runtime:src/federation-types.ts',
];

interface Sample {
  page: string;
  title: string;
  code: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? markdownFiles(path) : /\.mdx?$/.test(entry) ? [path] : [];
  });
}

/** Every complete runtime-plugin sample of docs/en, as the reader copies it. */
function scanSamples(): Sample[] {
  const root = join(repoRoot, 'docs/en');
  const samples: Sample[] = [];
  for (const file of markdownFiles(root)) {
    const page = relative(root, file).replace(/\.mdx?$/, '');
    for (const block of extractCodeBlocks(readFileSync(file, 'utf8'))) {
      if (block.fragment || !block.title || !/\.tsx?$/.test(block.title) || /(?:^|\/)[^/]*\.config\.[^/]*$/.test(block.title)) continue;
      if (!pluginSample.test(block.code)) continue;
      samples.push({ page, title: block.title, code: readerCode(block.code) });
    }
  }
  return samples;
}

const key = (sample: { page: string; title: string }) => `${sample.page}:${sample.title}`;
const entryName = (sample: Sample) => `${sample.page.replaceAll('/', '-')}/${sample.title.replace(/\.tsx?$/, '')}`;

const samples = scanSamples();
const built = samples.filter((sample) => !(key(sample) in elsewhere));

let outDir = '';
let producer: BuiltProducer;
let server: HttpServer;
let buildErrors: string[] = [];
let buildMs = 0;

/** The built sample's exports. */
function load<T = Record<string, unknown>>(page: string, title: string): T {
  const sample = built.find((candidate) => candidate.page === page && candidate.title === title);
  if (!sample) throw new Error(`docs/en/${page}.mdx has no runtime-plugin sample titled "${title}"`);
  return requireFile(join(outDir, `${entryName(sample)}.js`)) as T;
}
const pluginOf = <A extends unknown[] = []>(page: string, title: string): PluginFactory<A> => load<{ default: PluginFactory<A> }>(page, title).default;

interface HttpServer {
  origin: string;
  requests: Array<{ path: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

/**
 * A loopback server: `…/mf-manifest.json` answers the producer's Manifest (404 under a path with
 * `missing`), `/api/settings?expose=…` answers JSON. Request headers are recorded.
 */
async function startServer(manifest: string): Promise<HttpServer> {
  const requests: HttpServer['requests'] = [];
  const settings: Record<string, unknown> = { './theme': { mode: 'dark' }, './locale': { language: 'de' } };
  const http = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push({ path, headers: request.headers });
    const url = new URL(path, 'http://x');
    let body: string | undefined;
    if (url.pathname.endsWith('/mf-manifest.json') && !url.pathname.includes('missing')) body = manifest;
    if (url.pathname === '/api/settings' && url.searchParams.get('expose')! in settings) body = JSON.stringify(settings[url.searchParams.get('expose')!]);
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(body ?? '{}');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

beforeAll(async () => {
  const dir = writeFiles(scratch('plugin-samples'), Object.fromEntries(built.map((sample) => [join(sample.page.replaceAll('/', '-'), sample.title), sample.code])));
  outDir = join(dir, 'dist');
  const started = Date.now();
  const [samplesBuild, checkout] = await Promise.all([
    buildRspack({
      context: dir,
      target: 'async-node',
      entry: Object.fromEntries(built.map((sample) => [entryName(sample), `./${join(sample.page.replaceAll('/', '-'), sample.title)}`])),
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: { rules: [scriptRule] },
      // The app's own runtime: what its build plugin's init set up is what registerPlugins reaches.
      externals: { '@module-federation/enhanced/runtime': 'commonjs @module-federation/enhanced/runtime' },
      optimization: { minimize: false },
      output: { path: outDir, filename: '[name].js', clean: true, library: { type: 'commonjs-module' } },
    }),
    buildProducer({
      name: 'checkout',
      files: { 'src/Cart.ts': "export const label = 'Cart from checkout';\n" },
      federation: { exposes: { './Cart': './src/Cart.ts' }, manifest: true },
    }),
  ]);
  buildMs = Date.now() - started;
  // The repository's package.json says "type": "module"; the built files are CommonJS.
  writeFileSync(join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
  buildErrors = samplesBuild.errors;
  producer = checkout;
  expect(producer.errors).toEqual([]);
  expect(producer.manifest).toBeDefined();
  server = await startServer(JSON.stringify(producer.manifest));
}, 120_000);
afterAll(() => server?.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

let hostCount = 0;
const hostName = (tag: string) => `samples_${tag}_${hostCount++}`;
/** A host with the producer registered under its `file:` entry. */
function host(tag: string, plugins: unknown[], extra: Record<string, unknown> = {}): Host {
  return nodeHost({ name: hostName(tag), remotes: [{ name: 'checkout', entry: producer.entry }], plugins: plugins as never, ...extra } as never);
}

/** A host whose producer is registered with a Manifest under `/<dir>/` of the server (Manifest requests are shared per URL). */
function manifestHost(dir: string, plugins: unknown[]): Host {
  return nodeHost({ name: hostName(dir.replaceAll('-', '_')), remotes: [{ name: 'checkout', entry: `${server.origin}/${dir}/mf-manifest.json` }], plugins: [httpEntries, ...plugins] as never });
}

/** Answers `loadEntry` for the remote entries the server's Manifests point to with the built producer. */
const httpEntries = {
  name: 'samples-http-entries',
  loadEntry({ remoteInfo }: { remoteInfo: { entry: string } }) {
    return remoteInfo.entry.startsWith(server.origin) && remoteInfo.entry.endsWith('/remoteEntry.js') ? requireFile(join(producer.outDir, 'remoteEntry.js')) : undefined;
  },
};

/** Everything written to the console (debug included) while `run` runs, one line per call. */
async function consoleLines(run: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(`${method}: ${format(...args)}`));
  }
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return lines;
}

type Cart = { label: string };
type EmptyModule = { __esModule: true; default: () => null };

describe('the samples', () => {
  it('every complete runtime-plugin sample is built here or run by another test', () => {
    const found = samples.map(key).sort();
    // A new sample needs a claim here (or an entry in buildOnly or elsewhere, with the reason).
    expect(found).toEqual([...runHere, ...Object.keys(buildOnly), ...Object.keys(elsewhere)].sort());
    // The two pages of plugin development print 18 complete plugin files between them.
    expect(found.filter((name) => name.startsWith('plugin/dev/'))).toHaveLength(18);
  });

  it('all of them compile with Rspack (SWC, async-node, CommonJS)', () => {
    expect(buildErrors.map((error) => error.slice(0, 2000))).toEqual([]);
    expect(buildMs).toBeLessThan(60_000);
    // Requiring a file runs it: the ones that register plugins are run by their own claims below.
    for (const sample of built) expect(statSync(join(outDir, `${entryName(sample)}.js`)).size, key(sample)).toBeGreaterThan(0);
  });
});

describe('plugin/dev/hooks', () => {
  const page = 'plugin/dev/hooks';
  const title = (name: string) => `src/runtime-plugins/${name}.ts`;

  claim(page, 'beforeinit', ['On the staging site, load every remote entry from the staging CDN instead of production.', 'The runtime registers the remotes and shared packages of the returned userOptions'], () => {
    const envRemotesPlugin = pluginOf(page, title('env-remotes-plugin'));
    const remotes = [{ name: 'catalog', entry: 'https://cdn.example.com/catalog/mf-manifest.json' }, { name: 'search', version: '1.2.0' }];
    // The plugin reads only window.location.hostname; the runtime in Node.js does not look at window.
    vi.stubGlobal('window', { location: { hostname: 'staging.shop.example.com' } });
    const staging = nodeHost({ name: hostName('staging'), remotes: structuredClone(remotes), plugins: [envRemotesPlugin()] });
    expect(staging.options.remotes).toEqual([
      expect.objectContaining({ name: 'catalog', entry: 'https://staging-cdn.example.com/catalog/mf-manifest.json' }),
      expect.objectContaining({ name: 'search', version: '1.2.0' }),
    ]);
    vi.stubGlobal('window', { location: { hostname: 'shop.example.com' } });
    const production = nodeHost({ name: hostName('production'), remotes: structuredClone(remotes), plugins: [envRemotesPlugin()] });
    expect(production.options.remotes[0]).toMatchObject({ entry: 'https://cdn.example.com/catalog/mf-manifest.json' });
  });

  claim(page, 'init', ['Print the remotes the instance ended up with, to debug configuration problems.'], async () => {
    const configReportPlugin = pluginOf(page, title('config-report-plugin'));
    let withRemote = '';
    let withoutRemotes = '';
    const lines = await consoleLines(() => {
      withRemote = host('report', [configReportPlugin()]).name;
      withoutRemotes = nodeHost({ name: hostName('report_none'), remotes: [], plugins: [configReportPlugin()] }).name;
    });
    expect(lines).toEqual([`info: [${withRemote}] remotes: checkout`, `info: [${withoutRemotes}] remotes: (none)`]);
  });

  claim(page, 'beforeregisterremote', ['Append the release number to every remote entry URL so a new release bypasses stale caches.', 'this hook also covers remotes added later with registerRemotes'], async () => {
    const entryVersionPlugin = pluginOf<[string]>(page, title('entry-version-plugin'));
    const instance = host('release', [entryVersionPlugin('2024.6 rc')]);
    expect(instance.options.remotes[0]).toMatchObject({ entry: `${producer.entry}?release=2024.6%20rc` });
    // The versioned URL still loads the producer.
    await expect(instance.loadRemote<Cart>('checkout/Cart')).resolves.toMatchObject({ label: 'Cart from checkout' });
    instance.registerRemotes([
      { name: 'later', entry: 'https://cdn.example.com/later/remoteEntry.js' },
      { name: 'pinned', entry: 'https://cdn.example.com/pinned/remoteEntry.js?v=3' },
    ]);
    expect(instance.options.remotes.slice(1).map((remote) => ('entry' in remote ? remote.entry : ''))).toEqual([
      'https://cdn.example.com/later/remoteEntry.js?release=2024.6%20rc',
      'https://cdn.example.com/pinned/remoteEntry.js?v=3',
    ]);
  });

  claim(page, 'beforerequest', ['Old code still requests shop/Cart, but the module has moved to checkout/Cart.', 'The runtime matches the returned id, so you can redirect a request'], async () => {
    const legacyIdPlugin = pluginOf(page, title('legacy-id-plugin'));
    await expect(host('legacy', [legacyIdPlugin()]).loadRemote<Cart>('shop/Cart')).resolves.toMatchObject({ label: 'Cart from checkout' });
    expect(await rejection(host('no_legacy', []).loadRemote('shop/Cart'))).toContain('RUNTIME-004');
  });

  claim(page, 'afterresolve', ['Log the entry URL each request id resolved to.'], async () => {
    const resolveLogPlugin = pluginOf(page, title('resolve-log-plugin'));
    const instance = host('resolve', [resolveLogPlugin()]);
    const lines = await consoleLines(() => instance.loadRemote('checkout/Cart'));
    expect(lines).toEqual([`debug: [resolve] checkout/Cart -> ${producer.entry} (./Cart)`]);
  });

  claim(page, 'afterloadremote', ['Count how each remote load ended: loaded, recovered by a fallback, or failed.', 'It is the one hook that runs for every outcome'], async () => {
    const remoteMetricsPlugin = pluginOf<[(id: string, outcome: string) => void]>(page, title('remote-metrics-plugin'));
    const fallbackPlugin = pluginOf(page, title('fallback-plugin'));
    const reports: string[][] = [];
    const report = (id: string, outcome: string) => void reports.push([id, outcome]);
    const plain = host('metrics', [remoteMetricsPlugin(report)]);
    await plain.loadRemote('checkout/Cart');
    await rejection(plain.loadRemote('checkout/Missing'));
    await consoleLines(() => host('metrics_fallback', [fallbackPlugin(), remoteMetricsPlugin(report)]).loadRemote('checkout/Missing'));
    expect(reports).toEqual([
      ['checkout/Cart', 'loaded'],
      ['checkout/Missing', 'failed'],
      ['checkout/Missing', 'recovered'],
    ]);
  });

  claim(page, 'errorloadremote', ['A module whose default export is a component that renders nothing.', "A compiled import() calls what it gets back; loadRemote() in your code receives it as is.", 'The other steps expect arguments, a manifest or entry exports: let those errors through.'], async () => {
    const fallbackPlugin = pluginOf(page, title('fallback-plugin'));
    const instance = host('fallback', [fallbackPlugin()]);
    let fromRuntime: EmptyModule | null = null;
    let fromBuild: (() => EmptyModule) | null = null;
    const lines = await consoleLines(async () => {
      fromRuntime = await instance.loadRemote<EmptyModule>('checkout/Missing');
      fromBuild = await instance.loadRemote<() => EmptyModule>('checkout/Gone', { from: 'build', loadFactory: false });
    });
    expect(fromRuntime!.default()).toBeNull();
    expect(typeof fromBuild).toBe('function');
    expect(fromBuild!().default()).toBeNull();
    expect(lines.map((line) => line.split(' failed')[0])).toEqual(['warn: [fallback] checkout/Missing', 'warn: [fallback] checkout/Gone']);
    // A Manifest that does not answer reaches errorLoadRemote at 'afterResolve' (id: its URL) first; the
    // plugin lets that through, and answers the same failure when it reaches 'onLoad'.
    const manifestUrl = `${server.origin}/missing-fallback/mf-manifest.json`;
    const seen: string[] = [];
    const recorder = { name: 'samples-lifecycle-recorder', errorLoadRemote: (args: { lifecycle: string }) => void seen.push(args.lifecycle) };
    const down = nodeHost({ name: hostName('fallback_down'), remotes: [{ name: 'checkout', entry: manifestUrl }], plugins: [recorder, fallbackPlugin()] as never });
    let recovered: EmptyModule | null = null;
    const downLines = await consoleLines(async () => {
      recovered = await down.loadRemote<EmptyModule>('checkout/Cart');
    });
    expect(seen).toEqual(['afterResolve', 'onLoad']);
    expect(recovered!.default()).toBeNull();
    expect(downLines.filter((line) => line.startsWith('warn: [fallback]')).map((line) => line.split(' failed')[0])).toEqual(['warn: [fallback] checkout/Cart']);
  });

  claim(page, 'fetch', ['Send cookies and a client header with every manifest request.'], async () => {
    const manifestAuthPlugin = pluginOf(page, title('manifest-auth-plugin'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const manifestUrl = `${server.origin}/auth/mf-manifest.json`;
    const instance = manifestHost('auth', [manifestAuthPlugin()]);
    await expect(instance.loadRemote<Cart>('checkout/Cart')).resolves.toMatchObject({ label: 'Cart from checkout' });
    const received = server.requests.filter((request) => request.path === '/auth/mf-manifest.json');
    expect(received).toHaveLength(1);
    expect(received[0].headers['x-mf-client']).toBe('shell');
    // Node's fetch keeps no cookies; what the browser acts on is the option the plugin passes.
    const calls = fetchSpy.mock.calls.filter(([url]) => String(url) === manifestUrl);
    expect(calls).toHaveLength(1);
    expect(calls[0][1]).toMatchObject({ credentials: 'include', headers: { 'x-mf-client': 'shell' } });
  });

  claim(page, 'loadentry', ['Serve the remote named "settings" from a JSON API: each exposed name is one request.', "The factory above returns a promise, which loadRemote('settings/theme') awaits."], async () => {
    const jsonRemotePlugin = pluginOf(page, title('json-remote-plugin'));
    const instance = nodeHost({
      name: hostName('json'),
      remotes: [{ name: 'settings', entry: `${server.origin}/api/settings` }, { name: 'checkout', entry: producer.entry }],
      plugins: [jsonRemotePlugin()],
    });
    await expect(instance.loadRemote('settings/theme')).resolves.toEqual({ default: { mode: 'dark' } });
    await expect(instance.loadRemote('settings/locale')).resolves.toEqual({ default: { language: 'de' } });
    expect(server.requests.map((request) => request.path).filter((path) => path.startsWith('/api/'))).toEqual(['/api/settings?expose=.%2Ftheme', '/api/settings?expose=.%2Flocale']);
    // Any other remote loads as usual.
    await expect(instance.loadRemote<Cart>('checkout/Cart')).resolves.toMatchObject({ label: 'Cart from checkout' });
  });

  claim(page, 'beforeloadshare', ['Log each shared dependency request with the version range this app accepts.', 'shareConfig with the requiredVersion range it accepts'], async () => {
    const shareRequestPlugin = pluginOf(page, title('share-request-plugin'));
    const instance = host('share_request', [shareRequestPlugin()], {
      shared: { 'samples-lib': { version: '1.4.2', lib: () => ({ copy: 'own' }), shareConfig: { singleton: false, requiredVersion: '^1.2.0' } } },
    });
    const lines = await consoleLines(() => instance.loadShare('samples-lib'));
    expect(lines).toEqual(['debug: [share] samples-lib wants ^1.2.0']);
    // The version the app provides itself is shareInfo.version, not what it asks for.
    const anyVersion = host('share_any', [shareRequestPlugin()], { shared: { 'any-lib': { version: '3.0.0', lib: () => ({}), shareConfig: { singleton: false, requiredVersion: false } } } });
    expect(await consoleLines(() => anyVersion.loadShare('any-lib'))).toEqual(['debug: [share] any-lib wants any version']);
  });

  claim(page, 'resolveshare', ['Wrap the default resolver to log the entry it picks, without changing the choice.'], async () => {
    const shareChoicePlugin = pluginOf(page, title('share-choice-plugin'));
    const shared = () => ({ 'choice-lib': { version: '2.1.0', lib: () => ({ copy: 'host' }), shareConfig: { singleton: true, requiredVersion: '^2.0.0' } } });
    const logged = host('share_choice', [shareChoicePlugin()], { shared: shared() });
    const plain = host('share_plain', [], { shared: shared() });
    let withPlugin: unknown;
    const lines = await consoleLines(async () => {
      withPlugin = ((await logged.loadShare('choice-lib')) as () => unknown)();
    });
    const without = ((await plain.loadShare('choice-lib')) as () => unknown)();
    expect(lines).toEqual([`debug: [share] choice-lib in scope default: 2.1.0 from ${logged.name}`]);
    expect(withPlugin).toEqual({ copy: 'host' });
    expect(without).toEqual(withPlugin);
  });

  claim(page, 'beforepreloadremote', ['Log the remotes each preload covers.'], async () => {
    const preloadStartPlugin = pluginOf(page, title('preload-start-plugin'));
    const instance = manifestHost('preload-start', [preloadStartPlugin()]);
    const lines = await consoleLines(() => instance.preloadRemote([{ nameOrAlias: 'checkout' }]));
    expect(lines).toEqual(["debug: [preload] start [ 'checkout' ]"]);
  });

  claim(page, 'generatepreloadassets', ['Preload only the remote entry, not the other JS and CSS files.', 'a plugin that returns its own lists replaces the built-in choice', 'in Node.js it returns empty lists and leaves remoteInfo as it is'], async () => {
    const entryOnlyPreloadPlugin = pluginOf(page, title('entry-only-preload-plugin'));
    const listsOf = async (instance: Host) => {
      const hook = instance.remoteHandler.hooks.lifecycle.generatePreloadAssets;
      const emit = vi.spyOn(hook, 'emit');
      await instance.preloadRemote([{ nameOrAlias: 'checkout', resourceCategory: 'all' }]);
      return emit.mock.results[0].value as Promise<unknown>;
    };
    await expect(listsOf(manifestHost('preload-builtin', []))).resolves.toEqual({ cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] });
    // In Node.js, remoteInfo.entry is still the Manifest's URL (the browser would have the remote entry's).
    const manifestUrl = `${server.origin}/preload-entry/mf-manifest.json`;
    await expect(listsOf(manifestHost('preload-entry', [entryOnlyPreloadPlugin()]))).resolves.toEqual({
      cssAssets: [],
      jsAssetsWithoutEntry: [],
      entryAssets: [{ name: 'checkout', url: manifestUrl, moduleInfo: expect.objectContaining({ name: 'checkout', entry: manifestUrl }) }],
    });
  });

  claim(page, 'bridge-hooks', ["Hand every bridged app the signed-in user's locale as an extra prop.", 'the bridge receives the last value that is not undefined'], () => {
    const bridgePropsPlugin = pluginOf<[string]>(page, title('bridge-props-plugin'));
    const instance = host('bridge', [bridgePropsPlugin('de-DE')]);
    // What a bridge package calls before it renders a producer's app.
    const result = instance.bridgeHook.lifecycle.beforeBridgeRender.emit({ moduleName: 'checkout/App', basename: '/', memoryRoute: undefined } as never);
    expect(result).toEqual({ extraProps: { locale: 'de-DE' } });
  });
});

describe('plugin/dev/index', () => {
  const page = 'plugin/dev/index';

  claim(page, 'register-at-run-time-with-registerplugins', ['Called before there is an instance, it throws RUNTIME-009', 'A plugin registered this way misses what has already happened: beforeInit and init have run'], async () => {
    vi.stubGlobal('window', { location: { origin: server.origin, hostname: '127.0.0.1' } });
    // Without an instance: nothing has called init in this process yet.
    expect(() => load(page, 'src/register-plugins.ts')).toThrow(/RUNTIME-009/);
    const instance = globalRuntimeInstance();
    const lines = await consoleLines(async () => {
      load(page, 'src/register-plugins.ts');
      await runtimeCjs().loadRemote('checkout/Cart');
    });
    expect(instance.options.plugins.map((plugin) => plugin.name)).toContain('cdn-guard-plugin');
    // beforeInit and init ran before the plugin arrived: no report of the remotes, the entry is unchanged.
    expect(lines.some((line) => line.includes('knows'))).toBe(false);
    // cdnOrigin is window.location.origin: the producer's file: entry is off that origin.
    expect(lines).toEqual([`warn: [cdn-guard] checkout/Cart is served from ${producer.entry}`, expect.stringMatching(/^info: \[cdn-guard\] checkout\/Cart loaded in \d+ ms$/)]);
  });

  claim(page, 'example', ['It moves localhost remotes to a CDN origin, times each remote load, warns about off-CDN entries, renders nothing instead of crashing when a module fails (for compiled imports and loadRemote calls alike), and adds CORS and credential settings to scripts and manifests.'], async () => {
    const cdnGuardPlugin = pluginOf<[{ cdnOrigin: string; scriptTimeout?: number; withCredentials?: boolean }]>(page, 'src/runtime-plugins/cdn-guard-plugin.ts');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let instance: Host | undefined;
    let name = '';
    const lines = await consoleLines(async () => {
      // The server stands in for the CDN; the remote was configured for localhost.
      name = hostName('cdn_guard');
      instance = nodeHost({ name, remotes: [{ name: 'checkout', entry: 'http://localhost:3001/cdn/mf-manifest.json' }], plugins: [httpEntries, cdnGuardPlugin({ cdnOrigin: server.origin, withCredentials: true })] as never });
      await instance.loadRemote('checkout/Cart');
    });
    expect(instance!.options.remotes[0]).toMatchObject({ entry: `${server.origin}/cdn/mf-manifest.json` });
    expect(lines).toEqual([`info: [cdn-guard] ${name} knows 1 remote(s)`, expect.stringMatching(/^info: \[cdn-guard\] checkout\/Cart loaded in \d+ ms$/)]);
    const manifestCalls = fetchSpy.mock.calls.filter(([url]) => String(url) === `${server.origin}/cdn/mf-manifest.json`);
    expect(manifestCalls.map(([, init]) => init)).toEqual([expect.objectContaining({ credentials: 'include' })]);

    // A remote off the CDN is warned about; a module that fails renders nothing, both ways it is loaded.
    let offCdn: Host | undefined;
    let fromRuntime: EmptyModule | undefined;
    let fromBuild: (() => EmptyModule) | undefined;
    const offLines = await consoleLines(async () => {
      offCdn = host('cdn_guard_off', [cdnGuardPlugin({ cdnOrigin: 'https://cdn.example.com' })]);
      await offCdn.loadRemote('checkout/Cart');
      fromRuntime = (await offCdn.loadRemote<EmptyModule>('checkout/Missing')) ?? undefined;
      fromBuild = (await offCdn.loadRemote<() => EmptyModule>('checkout/Gone', { from: 'build', loadFactory: false })) ?? undefined;
    });
    expect(offLines).toContain(`warn: [cdn-guard] checkout/Cart is served from ${producer.entry}`);
    expect(offLines.filter((line) => line.startsWith('error:')).map((line) => line.split('\n')[0].split(' Error')[0])).toEqual([
      expect.stringMatching(/^error: \[cdn-guard\] checkout\/Missing failed during onLoad/),
      expect.stringMatching(/^error: \[cdn-guard\] checkout\/Gone failed during onLoad/),
    ]);
    expect(fromRuntime!.default()).toBeNull();
    expect(fromBuild!().default()).toBeNull();
    // Without withCredentials the plugin leaves manifest requests to the runtime.
    expect(cdnGuardPlugin({ cdnOrigin: server.origin }).fetch?.(`${server.origin}/x/mf-manifest.json`, {}, undefined as never)).toBeUndefined();
  });
});

/** The runtime package as the samples' bundles require it (CommonJS): the module `registerPlugins` reads. */
const runtimeCjs = () => requireFile('@module-federation/enhanced/runtime') as typeof FederationRuntime;
let globalInstance: ReturnType<typeof FederationRuntime.init> | undefined;
/** The instance `init` creates once for this process, as an app's build plugin would. */
function globalRuntimeInstance(): ReturnType<typeof FederationRuntime.init> {
  globalInstance ??= runtimeCjs().init({ name: 'samples_shell', remotes: [{ name: 'checkout', entry: producer.entry }], plugins: [nodeFileEntries as never] });
  return globalInstance;
}

describe('guide/basic/runtime', () => {
  const page = 'guide/basic/runtime';

  claim(page, 'registerplugins', ['Plugins registered this way apply to every later load of the current instance.'], async () => {
    globalRuntimeInstance();
    const lines = await consoleLines(async () => {
      load(page, 'src/log-plugin.ts');
      await runtimeCjs().loadRemote('checkout/Cart');
    });
    expect(lines.filter((line) => line.startsWith('log:'))).toEqual(['log: [federation] loading checkout/Cart']);
  });

  claim(page, 'registerglobalplugins', ['Every instance picks them up whenever it registers plugins: when it is created'], async () => {
    const globalPlugins = () => (globalThis as unknown as { __FEDERATION__: { __GLOBAL_PLUGIN__: Plugin[] } }).__FEDERATION__.__GLOBAL_PLUGIN__;
    load(page, 'src/global-timing.ts');
    try {
      expect(globalPlugins().map((plugin) => plugin.name)).toContain('timing-plugin');
      const instance = host('timing', []);
      const lines = await consoleLines(async () => {
        await instance.loadRemote('checkout/Cart');
        await rejection(instance.loadRemote('checkout/Missing'));
      });
      expect(lines).toEqual([expect.stringMatching(/^info: \[federation\] checkout\/Cart loaded in \d+ ms$/), expect.stringMatching(/^info: \[federation\] checkout\/Missing failed in \d+ ms$/)]);
    } finally {
      // The plugin would reach every instance created after it: take it off the page-wide list.
      globalPlugins().splice(globalPlugins().findIndex((plugin) => plugin.name === 'timing-plugin'), 1);
    }
  });

  claim(page, 'types', ['The shape of the page-wide globalThis.__FEDERATION__ object'], async () => {
    const { debugPlugin, countInstances } = load<{ debugPlugin: Plugin; countInstances: () => number }>(page, 'src/federation-types.ts');
    const instance = host('types', [debugPlugin]);
    const lines = await consoleLines(() => instance.loadRemote('checkout/Cart'));
    expect(lines).toEqual(['debug: [federation] resolved checkout/Cart']);
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: unknown[] } }).__FEDERATION__.__INSTANCES__;
    expect(countInstances()).toBe(instances.length);
    expect(instances).toContain(instance);
  });
});
