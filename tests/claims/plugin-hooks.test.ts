/**
 * Executed claims of plugin/dev/index, plugin/dev/hooks, plugin/plugins/index and
 * plugin/plugins/retry-plugin: which hook fires with which arguments, how hook kinds combine results,
 * how plugins are registered, and what the retry plugin 0.17.1 repeats.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { buildProducer, claim, nodeHost, rejection, repoRoot, thrown, type BuiltProducer } from './harness';

type Host = ReturnType<typeof nodeHost>;
type Lifecycle = Record<string, { emit: (...args: unknown[]) => unknown }>;

let producer: BuiltProducer;
beforeAll(async () => {
  producer = await buildProducer({
    name: 'hooks_claims_provider',
    files: { 'src/answer.ts': 'export const answer = 42;\n' },
    federation: { exposes: { './answer': './src/answer.ts' } },
  });
  expect(producer.errors).toEqual([]);
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

let hostCount = 0;
const host = (plugins: Parameters<typeof nodeHost>[0]['plugins'] = [], extra: Partial<Parameters<typeof nodeHost>[0]> = {}): Host =>
  nodeHost({ name: `hooks_host_${hostCount++}`, remotes: [{ name: 'hooks_claims_provider', entry: producer.entry }], plugins, ...extra });

/** Every hook system of an instance, as the runtime's registerPlugins lists them. */
function hookSystems(instance: Host): Record<string, Lifecycle> {
  return {
    instance: instance.hooks.lifecycle as unknown as Lifecycle,
    remote: instance.remoteHandler.hooks.lifecycle as unknown as Lifecycle,
    shared: instance.sharedHandler.hooks.lifecycle as unknown as Lifecycle,
    snapshot: instance.snapshotHandler.hooks.lifecycle as unknown as Lifecycle,
    loader: instance.loaderHook.lifecycle as unknown as Lifecycle,
    bridge: instance.bridgeHook.lifecycle as unknown as Lifecycle,
  };
}

/** The JavaScript files of the installed Module Federation packages. */
function installedJs(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(c|m)?js$/.test(entry)) files.push(path);
    }
  };
  walk(join(repoRoot, 'node_modules/@module-federation'));
  return files;
}

describe('plugin/dev/index', () => {
  const page = 'plugin/dev/index';

  claim(page, 'which-hooks-are-there', ['The 49 hooks cover every stage of the runtime\'s work'], () => {
    const names = Object.values(hookSystems(host())).flatMap((lifecycle) => Object.keys(lifecycle));
    expect(names).toHaveLength(49);
    const table = ['beforeInit', 'init', 'beforeRegisterRemote', 'registerRemote', 'beforeRegisterShare', 'afterRegisterShare', 'beforeRequest', 'afterMatchRemote', 'afterResolve', 'onLoad', 'afterLoadRemote', 'errorLoadRemote', 'beforeLoadRemoteSnapshot', 'loadSnapshot', 'loadRemoteSnapshot', 'afterLoadSnapshot', 'beforeLoadManifest', 'fetch', 'afterLoadManifest', 'loadEntry', 'createScript', 'loadEntryError', 'afterLoadEntry', 'beforeInitRemote', 'beforeInitContainer', 'initContainer', 'afterInitRemote', 'getModuleInfo', 'beforeGetExpose', 'getModuleFactory', 'afterGetExpose', 'beforeExecuteFactory', 'afterExecuteFactory', 'beforeLoadShare', 'loadShare', 'resolveShare', 'afterLoadShare', 'errorLoadShare', 'initContainerShareScopeMap', 'beforePreloadRemote', 'generatePreloadAssets', 'handlePreloadModule', 'createLink', 'afterPreloadRemote', 'beforeBridgeRender', 'afterBridgeRender', 'beforeBridgeDestroy', 'afterBridgeDestroy', 'afterBridgeRouteSync'];
    expect([...names].sort()).toEqual([...table].sort());
  });

  claim(page, 'which-hooks-are-there', ['Two of them, getModuleInfo and loadShare, are declared in the types but no installed package calls them'], () => {
    const callers = installedJs().filter((file) => /\b(?:getModuleInfo|lifecycle\.loadShare)\.emit\(/.test(readFileSync(file, 'utf8')));
    expect(callers).toEqual([]);
    // The other shared hooks are called, so the pattern does find emitters.
    expect(installedJs().some((file) => /lifecycle\.beforeLoadShare\.emit\(/.test(readFileSync(file, 'utf8')))).toBe(true);
  });

  claim(page, 'how-should-i-name-a-plugin', ['the runtime ignores the newcomer: its hooks are not added', 'Within one list of plugins, the first one with a given name wins', 'A plugin without a name is rejected with an error'], async () => {
    const calls: string[] = [];
    const named = (tag: string) => ({ name: 'same-plugin', beforeRequest: (args: { id: string }) => { calls.push(tag); return args; } });
    const instance = host([named('first'), named('second')] as never);
    instance.registerPlugins([named('third')] as never);
    await instance.loadRemote('hooks_claims_provider/answer');
    expect(calls).toEqual(['first']);
    expect(thrown(() => instance.registerPlugins([{ beforeRequest: (args: unknown) => args }] as never))).toContain('A name must be provided by the plugin.');
  });

  claim(page, 'what-does-a-runtime-plugin-look-like', ['The runtime calls apply once, when it registers the plugin on an instance', 'the runtime registers those hooks instead of the ones on the plugin object'], async () => {
    const calls: string[] = [];
    let applied = 0;
    const plugin = {
      name: 'apply-plugin',
      beforeRequest: (args: { id: string }) => { calls.push('object'); return args; },
      apply: () => {
        applied += 1;
        return { beforeRequest: (args: { id: string }) => { calls.push('applied'); return args; } };
      },
    };
    const instance = host([plugin] as never);
    await instance.loadRemote('hooks_claims_provider/answer');
    await instance.loadRemote('hooks_claims_provider/answer');
    expect(applied).toBe(1);
    expect(calls).toEqual(['applied', 'applied']);
  });

  claim(page, 'what-do-the-hook-kinds-mean', ['Anything else throws "A plugin returned an unacceptable value"', 'any other value fails it with "A plugin returned an incorrect value"'], async () => {
    // beforeInit is a SyncWaterfallHook: an object without the arguments' keys is refused.
    expect(thrown(() => host([{ name: 'bad-sync-waterfall', beforeInit: () => ({ wrong: true }) }] as never))).toContain('A plugin returned an unacceptable value for the "beforeInit" type.');
    // beforeRequest is an AsyncWaterfallHook: the same mistake fails the load.
    const instance = host([{ name: 'bad-async-waterfall', beforeRequest: () => ({ id: 'x' }) }] as never);
    expect(await rejection(instance.loadRemote('hooks_claims_provider/answer'))).toContain('A plugin returned an incorrect value for the "beforeRequest" type.');
  });

  claim(page, 'what-do-the-hook-kinds-mean', ['Returning false skips the remaining ones', 'The result is the last value that is not undefined', 'they run in the order they were registered'], async () => {
    const order: string[] = [];
    const instance = host([
      { name: 'fetch-a', fetch: () => { order.push('a'); return undefined; } },
      { name: 'fetch-b', fetch: () => { order.push('b'); return 'from b'; } },
      { name: 'fetch-c', fetch: () => { order.push('c'); return 'from c'; } },
    ] as never);
    const fetchHook = instance.loaderHook.lifecycle.fetch as unknown as { emit: (url: string, init: object) => Promise<unknown> };
    await expect(fetchHook.emit('http://x.invalid/mf-manifest.json', {})).resolves.toBe('from c');
    expect(order).toEqual(['a', 'b', 'c']);
    const stopping = host([
      { name: 'stop-a', fetch: () => false },
      { name: 'stop-b', fetch: () => { order.push('never'); return 'late'; } },
    ] as never);
    await expect((stopping.loaderHook.lifecycle.fetch as unknown as { emit: (url: string, init: object) => Promise<unknown> }).emit('http://x.invalid/m.json', {})).resolves.toBe(false);
    expect(order).not.toContain('never');
  });

  claim(page, 'register-at-run-time-with-registerplugins', ['Calling init again for an existing instance registers the new plugins and then runs beforeInit and init again'], () => {
    const seen: string[] = [];
    const instance = host();
    instance.initOptions({ name: instance.options.name, remotes: [], plugins: [{ name: 'late-init-plugin', beforeInit: (args) => { seen.push('beforeInit'); return args; }, init: () => { seen.push('init'); } }] });
    expect(seen).toEqual(['beforeInit', 'init']);
  });

  claim(page, 'fallbacks', ['A falsy result lets the error reach the caller'], async () => {
    const instance = host([{ name: 'falsy-fallback', errorLoadRemote: () => null }] as never);
    expect(await rejection(instance.loadRemote('hooks_claims_provider/Missing'))).toContain('does not exist in container');
  });
});

describe('plugin/dev/hooks', () => {
  const page = 'plugin/dev/hooks';

  claim(page, 'loading-a-remote', ['a call from your code uses { loadFactory: true, from: \'runtime\' } by default', 'initialising a share scope also loads the entries of the remotes in that scope; it runs beforeRequest, afterMatchRemote and afterResolve with id set to the bare remote name'], async () => {
    const seen: Array<[string, unknown]> = [];
    const recorder = {
      name: 'loading-recorder',
      beforeRequest: (args: { id: string; options: unknown }) => { seen.push(['beforeRequest', args.id]); return args; },
      afterMatchRemote: (args: { id: string }) => { seen.push(['afterMatchRemote', args.id]); return args; },
      afterResolve: (args: { id: string }) => { seen.push(['afterResolve', args.id]); return args; },
      // loadFactory: true by default: onLoad gets the module, not the factory; errorLoadRemote gets from: 'runtime'.
      onLoad: (args: { exposeModule?: unknown; exposeModuleFactory?: unknown }) => { seen.push(['onLoad', [args.exposeModule !== undefined, args.exposeModuleFactory !== undefined]]); },
      errorLoadRemote: (args: { from: string }) => { seen.push(['errorLoadRemote', args.from]); return undefined; },
    };
    const instance = host([recorder] as never, { shared: { 'hooks-lib': { version: '1.0.0', get: async () => () => ({}) } } as never });
    await instance.loadShare('hooks-lib');
    expect(seen).toEqual([['beforeRequest', 'hooks_claims_provider'], ['afterMatchRemote', 'hooks_claims_provider'], ['afterResolve', 'hooks_claims_provider']]);
    seen.length = 0;
    await instance.loadRemote('hooks_claims_provider/answer');
    expect(seen).toContainEqual(['onLoad', [true, false]]);
    await rejection(instance.loadRemote('hooks_claims_provider/Missing'));
    expect(seen).toContainEqual(['errorLoadRemote', 'runtime']);
  });

  claim(page, 'resolveshare', ['version-first walks the registered versions in registration order and moves on to a higher one only while the current pick is not loaded, so a loaded copy is kept against a higher version registered after it'], async () => {
    const candidates: string[] = [];
    const pick = async (copies: Array<{ version: string; loaded: boolean }>) => {
      const instance = nodeHost({
        name: `hooks_resolve_${hostCount++}`,
        remotes: [],
        plugins: [{ name: 'candidate-recorder', resolveShare: (args) => { candidates.push(args.version); return args; } }],
        shared: { 'resolve-lib': copies.map(({ version, loaded }) => ({ version, ...(loaded ? { lib: () => ({ version }) } : { get: async () => () => ({ version }) }), shareConfig: { singleton: true, requiredVersion: false } })) } as never,
      });
      await instance.loadShare('resolve-lib');
      return candidates.at(-1);
    };
    expect(await pick([{ version: '18.3.1', loaded: true }, { version: '19.1.0', loaded: false }])).toBe('18.3.1');
    expect(await pick([{ version: '19.1.0', loaded: false }, { version: '18.3.1', loaded: true }])).toBe('19.1.0');
    expect(await pick([{ version: '18.3.1', loaded: false }, { version: '19.1.0', loaded: false }])).toBe('19.1.0');
  });

  claim(page, 'getmodulefactory', ['If neither produces a factory, loading fails with RUNTIME-014'], async () => {
    const instance = nodeHost({
      name: `hooks_factory_${hostCount++}`,
      remotes: [{ name: 'empty_container', entry: 'http://empty.invalid/remoteEntry.js' }],
      plugins: [{ name: 'empty-entry', loadEntry: () => ({ init: () => undefined, get: () => undefined }) as never }],
    });
    expect(await rejection(instance.loadRemote('empty_container/Thing'))).toContain('RUNTIME-014');
  });
});

describe('plugin/plugins/retry-plugin', () => {
  const page = 'plugin/plugins/retry-plugin';
  const manifestUrl = 'https://cdn.example.com/catalog/mf-manifest.json';
  type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
  const fetchHook = (plugin: ReturnType<typeof RetryPlugin>) => plugin.fetch as unknown as FetchHook;

  /** A stubbed global fetch that fails until `okFrom` (a URL substring) is requested. */
  function stubFetch(okFrom?: string) {
    const calls: Array<[string, RequestInit | undefined]> = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push([String(url), init]);
      if (okFrom && String(url).includes(okFrom)) return new Response('{"ok":true}', { status: 200 });
      return new Response('down', { status: 503 });
    });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    return calls;
  }

  claim(page, 'which-fetch-options-are-there', ['The plugin makes up to retryTimes + 1 requests to the URL', 'The URL it returns is requested once, without retries'], async () => {
    const calls = stubFetch('backup-cdn');
    const plugin = RetryPlugin({ fetch: { retryTimes: 1, fallback: (url) => String(url).replace('https://cdn.', 'https://backup-cdn.') } });
    const response = await fetchHook(plugin)(manifestUrl, {});
    expect(response.status).toBe(200);
    expect(calls.map(([url]) => url)).toEqual([manifestUrl, manifestUrl, 'https://backup-cdn.example.com/catalog/mf-manifest.json']);
  }, 10_000);

  claim(page, 'which-fetch-options-are-there', ['Requests for other manifests get one plain fetch, without retries and without options', 'spread over the runtime\'s own ({}) for every request the plugin retries, the first one included'], async () => {
    const calls = stubFetch();
    const plugin = RetryPlugin({ fetch: { url: manifestUrl, retryTimes: 1, options: { credentials: 'include' } } });
    const other = await fetchHook(plugin)('https://cdn.example.com/other/mf-manifest.json', { method: 'GET' });
    expect(other.status).toBe(503);
    expect(calls).toEqual([['https://cdn.example.com/other/mf-manifest.json', { method: 'GET' }]]);
    calls.length = 0;
    await rejection(fetchHook(plugin)(manifestUrl, {}));
    expect(calls.map(([, init]) => init)).toEqual([{ credentials: 'include' }, { credentials: 'include' }]);
  }, 10_000);

  claim(page, 'how-do-the-retries-behave', ['the plugin throws an error whose message says the request "failed three times", whatever retryTimes is', 'The plugin waits 1000 ms'], async () => {
    const calls = stubFetch();
    const started = Date.now();
    const message = await rejection(fetchHook(RetryPlugin({ fetch: { retryTimes: 1, retryDelay: 10 } }))(manifestUrl, {}));
    expect(message).toContain('The request failed three times and has now been abandoned');
    expect(calls).toHaveLength(2);
    // retryDelay is not passed on: the one retry still waited about a second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  }, 10_000);

  claim(page, 'which-script-options-are-there', ['for an exposed module it makes up to retryTimes + 1 requests in all', 'Retry only the remotes whose name or alias is in the list'], async () => {
    let gets = 0;
    const failing = { get: async () => { gets += 1; throw new Error('chunk failed'); } };
    const plugin = RetryPlugin({ script: { retryTimes: 2, retryDelay: 1 } });
    const getModuleFactory = plugin.getModuleFactory as unknown as (args: object) => Promise<unknown>;
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await rejection(getModuleFactory({ remoteEntryExports: failing, expose: './Button', moduleInfo: { name: 'catalog' } }))).toBe('chunk failed');
    expect(gets).toBe(3);
    gets = 0;
    const only = RetryPlugin({ script: { retryTimes: 2, retryDelay: 1, moduleName: ['checkout'] } }).getModuleFactory as unknown as (args: object) => Promise<unknown>;
    await expect(only({ remoteEntryExports: failing, expose: './Button', moduleInfo: { name: 'catalog' } })).resolves.toBeUndefined();
    expect(gets).toBe(0);
  });

  claim(page, 'which-script-options-are-there', ['The plugin waits until you call resolve, then throws the error'], async () => {
    const order: string[] = [];
    const plugin = RetryPlugin({ script: { retryTimes: 0, retryDelay: 1, cb: (resolve, error) => { order.push(`cb ${(error as Error).message}`); setTimeout(() => { order.push('resolve'); resolve(undefined); }, 20); } } });
    const getModuleFactory = plugin.getModuleFactory as unknown as (args: object) => Promise<unknown>;
    const message = await rejection(getModuleFactory({ remoteEntryExports: { get: async () => { throw new Error('gone'); } }, expose: './Button', moduleInfo: { name: 'catalog' } }));
    order.push(`thrown ${message}`);
    expect(order).toEqual(['cb gone', 'resolve', 'thrown gone']);
  });

  claim(page, 'how-do-i-register-it', ['Every RetryPlugin(...) call returns a plugin named \'retry-plugin\'', 'the first one stays in effect and the second is dropped silently'], async () => {
    const first = RetryPlugin({ fetch: { retryTimes: 1 } });
    const second = RetryPlugin({ script: { retryTimes: 5 } });
    expect([first.name, second.name]).toEqual(['retry-plugin', 'retry-plugin']);
    const instance = host([first] as never);
    instance.registerPlugins([second] as never);
    expect(instance.options.plugins.filter((plugin) => plugin.name === 'retry-plugin')).toHaveLength(1);
    expect((instance.loaderHook.lifecycle.getModuleFactory as unknown as { listeners: Set<unknown> }).listeners.has(second.getModuleFactory)).toBe(false);
  });

  claim(page, 'how-do-the-retries-behave', ['the runtime uses the response of the plugin registered last'], async () => {
    const calls = stubFetch('');
    const later = new Response('{"later":true}', { status: 200 });
    const instance = host([RetryPlugin({}), { name: 'later-fetch', fetch: () => later }] as never);
    const emit = (instance.loaderHook.lifecycle.fetch as unknown as { emit: (url: string, init: object) => Promise<unknown> }).emit.bind(instance.loaderHook.lifecycle.fetch);
    await expect(emit(manifestUrl, {})).resolves.toBe(later);
    // Both functions ran: the retry plugin sent its own request too.
    expect(calls).toHaveLength(1);
  });
});

describe('plugin/plugins/index', () => {
  const page = 'plugin/plugins/index';

  claim(page, 'retry-plugin', ['Both retry 3 times by default', 'script.retryDelay sets the wait between attempts (1000 ms by default)'], async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let gets = 0;
    const getModuleFactory = RetryPlugin({ script: {} }).getModuleFactory as unknown as (args: object) => Promise<unknown>;
    vi.useFakeTimers();
    try {
      const pending = rejection(getModuleFactory({ remoteEntryExports: { get: async () => { gets += 1; throw new Error('x'); } }, expose: './a', moduleInfo: { name: 'r' } }));
      await vi.advanceTimersByTimeAsync(999);
      expect(gets).toBe(1);
      await vi.advanceTimersByTimeAsync(3000);
      expect(await pending).toBe('x');
      expect(gets).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  claim(page, 'how-are-official-plugins-registered', ['the retry plugin only has a named export'], async () => {
    const retry = (await import('@module-federation/retry-plugin')) as Record<string, unknown>;
    expect(Object.keys(retry).filter((key) => key !== '__esModule')).toEqual(['RetryPlugin']);
  });
});
