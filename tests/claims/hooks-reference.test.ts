/**
 * Executed claims of plugin/dev/hooks, hook by hook: when each of the 49 hooks of runtime-core 2.9.2
 * fires, with which arguments, and what the runtime does with its return value. A recording plugin
 * (every hook name) runs on hosts made with nodeHost, against producers built once in beforeAll, or
 * against hand-made containers answered by a loadEntry plugin where a built one cannot show it.
 * Manifests are served by a small node:http server. The runtime API page's claims are in
 * hooks-reference-runtime.test.ts.
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { buildProducer, claim, nodeHost, rejection, repoRoot, serveRoutes, thrown, type BuiltProducer, type LocalServer } from './harness';

const page = 'plugin/dev/hooks';
const requireFile = createRequire(import.meta.url);

/* eslint-disable @typescript-eslint/no-explicit-any */
type Args = any;
type Host = ReturnType<typeof nodeHost>;
type Call = { hook: string; args: Args[] };
type Answers = Record<string, (...args: Args[]) => unknown>;

/** The 49 hook names of runtime-core 2.9.2. */
const HOOKS = ['beforeInit', 'init', 'beforeInitContainer', 'initContainer', 'getModuleInfo', 'createScript', 'createLink', 'fetch', 'loadEntryError', 'afterLoadEntry', 'beforeInitRemote', 'afterInitRemote', 'beforeGetExpose', 'afterGetExpose', 'beforeExecuteFactory', 'afterExecuteFactory', 'getModuleFactory', 'beforeBridgeRender', 'afterBridgeRender', 'beforeBridgeDestroy', 'afterBridgeDestroy', 'afterBridgeRouteSync', 'beforeRegisterRemote', 'registerRemote', 'beforeRequest', 'afterMatchRemote', 'onLoad', 'afterLoadRemote', 'handlePreloadModule', 'errorLoadRemote', 'beforePreloadRemote', 'generatePreloadAssets', 'afterPreloadRemote', 'loadEntry', 'beforeRegisterShare', 'afterRegisterShare', 'afterResolve', 'beforeLoadShare', 'loadShare', 'afterLoadShare', 'errorLoadShare', 'resolveShare', 'initContainerShareScopeMap', 'beforeLoadRemoteSnapshot', 'loadSnapshot', 'loadRemoteSnapshot', 'afterLoadSnapshot', 'beforeLoadManifest', 'afterLoadManifest'];

let seq = 0;
const uid = (prefix: string) => `${prefix}_${seq++}`;

/** A plugin with a function for every hook: it records the call and returns what `answers` says (undefined by default). */
function recorder(calls: Call[], answers: Answers = {}): never {
  const plugin: Record<string, unknown> = { name: uid('hr-recorder') };
  for (const hook of HOOKS) {
    plugin[hook] = (...args: Args[]) => {
      calls.push({ hook, args });
      return answers[hook]?.(...args);
    };
  }
  return plugin as never;
}
/** The first argument of every call of one hook. */
const argsOf = (calls: Call[], hook: string): Args[] => calls.filter((call) => call.hook === hook).map((call) => call.args[0]);
const namesOf = (calls: Call[]) => calls.map((call) => call.hook);
/** Calls the factory a loadShare call resolved to. */
const callFactory = (factory: unknown) => (factory as () => unknown)();

// A hand-made container: `get` returns a factory of `{ value }`, `init` records what it receives.
function handMade(value: unknown, inits: unknown[][] = []) {
  return { init: (...args: unknown[]) => void inits.push(args), get: (expose: string) => (expose === './missing' ? undefined : () => ({ value, expose })) };
}

let leaf: BuiltProducer;
let middle: BuiltProducer;
let plain: BuiltProducer;
let leafManifest: string;
let server: LocalServer;
let origin = '';
let routes: Map<string, string>;
let served: string[];

/** What the leaf producer's own runtime plugin records in its instance. */
const leafCalls = () => ((globalThis as { __hrLeafCalls?: Array<[string, Args]> }).__hrLeafCalls ??= []);
/** What the middle producer's own runtime plugin records in its instance. */
const middleCalls = () => ((globalThis as { __hrMiddleCalls?: Array<[string, Args]> }).__hrMiddleCalls ??= []);

beforeAll(async () => {
  leaf = await buildProducer({
    name: 'hr_leaf',
    files: {
      'src/answer.ts': 'export const answer = 42;\n',
      'src/again.ts': 'export const answer = 43;\n',
      'src/boom.ts': 'throw new Error("boom while running");\n',
      'node_modules/hr-shared-lib/package.json': '{ "name": "hr-shared-lib", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/hr-shared-lib/index.js': 'exports.lib = "hr-shared-lib";\n',
      'src/leaf-recorder.ts': `
export default function leafRecorder() {
  const g = globalThis as unknown as { __hrLeafCalls?: Array<[string, unknown]> };
  const calls = (g.__hrLeafCalls ??= []);
  return {
    name: 'hr-leaf-recorder',
    beforeInit(args: { userOptions: unknown; origin: { name: string } }) { calls.push(['beforeInit', { userOptions: args.userOptions, instance: args.origin.name }]); return args; },
    initContainerShareScopeMap(args: Record<string, unknown>) { calls.push(['initContainerShareScopeMap', args]); return { ...args, shareScope: { replaced: true } }; },
  };
}
`,
    },
    federation: { exposes: { './answer': './src/answer.ts', './again': './src/again.ts', './boom': './src/boom.ts' }, shared: { 'hr-shared-lib': { requiredVersion: '^1.0.0' } }, manifest: true, runtimePlugins: ['./src/leaf-recorder.ts'] },
  });
  expect(leaf.errors).toEqual([]);
  leafManifest = JSON.stringify(leaf.manifest);
  plain = await buildProducer({
    name: 'hr_plain',
    files: {
      'src/answer.ts': 'export const answer = 1;\n',
      'src/plain-recorder.ts': 'export default function plainRecorder() {\n  const g = globalThis as unknown as { __hrPlainCalls?: string[] };\n  const calls = (g.__hrPlainCalls ??= []);\n  return { name: "hr-plain-recorder", beforeInit(args: unknown) { calls.push("beforeInit"); return args; }, initContainerShareScopeMap(args: unknown) { calls.push("initContainerShareScopeMap"); return args; } };\n}\n',
    },
    federation: { exposes: { './answer': './src/answer.ts' }, runtimePlugins: ['./src/plain-recorder.ts'] },
  });
  expect(plain.errors).toEqual([]);
  middle = await buildProducer({
    name: 'hr_middle',
    files: {
      'src/run.ts': 'export const run = () => import("hr_leaf/answer");\nexport const runAgain = () => import("hr_leaf/again");\nexport const runMissing = () => import("hr_leaf/missing");\n',
      'src/middle-recorder.ts': `
declare const __non_webpack_require__: (id: string) => any;
export default function middleRecorder() {
  const g = globalThis as unknown as { __hrMiddleCalls?: Array<[string, unknown]> };
  const calls = (g.__hrMiddleCalls ??= []);
  return {
    name: 'hr-middle-recorder',
    loadEntry({ remoteInfo }: { remoteInfo: { entry: string } }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      const { fileURLToPath } = __non_webpack_require__('node:url');
      return __non_webpack_require__(fileURLToPath(remoteInfo.entry));
    },
    beforeRequest(args: { id: string }) { calls.push(['beforeRequest', args.id]); return args; },
    onLoad(args: { id: string; exposeModule?: unknown; exposeModuleFactory?: unknown }) { calls.push(['onLoad', { id: args.id, module: args.exposeModule !== undefined, factory: typeof args.exposeModuleFactory }]); },
    beforeExecuteFactory(args: { id: string }) { calls.push(['beforeExecuteFactory', args.id]); },
    afterExecuteFactory(args: { id: string }) { calls.push(['afterExecuteFactory', args.id]); },
    afterLoadRemote(args: { id: string; options: unknown }) { calls.push(['afterLoadRemote', { id: args.id, options: args.options }]); },
    errorLoadRemote(args: { from: string; lifecycle: string }) {
      calls.push(['errorLoadRemote', { from: args.from, lifecycle: args.lifecycle }]);
      return args.lifecycle === 'onLoad' && args.from === 'build' ? () => ({ fallback: true }) : undefined;
    },
  };
}
`,
    },
    federation: { remoteType: 'script', remotes: { hr_leaf: `hr_leaf@${leaf.entry}` }, exposes: { './run': './src/run.ts' }, runtimePlugins: ['./src/middle-recorder.ts'] },
  });
  expect(middle.errors).toEqual([]);
  // Every producer's Manifest under /ok…/ is hr_leaf's; other paths answer what a test put in routes.
  server = await serveRoutes((url) => (/^\/ok[^/]*\/mf-manifest\.json$/.test(url) ? leafManifest : undefined));
  ({ origin, routes, requests: served } = server);
}, 180_000);
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

/** A host with the leaf producer registered under a fresh entry URL (entry loads are shared page-wide per name and URL). */
function leafHost(plugins: unknown[], extra: Record<string, unknown> = {}): Host {
  return nodeHost({ name: uid('hr_host'), remotes: [{ name: 'hr_leaf', entry: `${leaf.entry}?case=${seq++}` }], plugins: plugins as never, ...extra } as never);
}

/** Answers `loadEntry` for the remote entries the manifests point to (http URLs) with the built leaf container. */
const httpEntries = {
  name: 'hr-http-entries',
  loadEntry({ remoteInfo }: { remoteInfo: { entry: string } }) {
    return remoteInfo.entry.startsWith(origin) && remoteInfo.entry.endsWith('/remoteEntry.js') ? requireFile(join(leaf.outDir, 'remoteEntry.js')) : undefined;
  },
};
/** A host whose leaf remote is registered with a manifest URL of its own. */
function manifestHost(plugins: unknown[], dir = uid('ok')): { host: Host; manifestUrl: string } {
  const manifestUrl = `${origin}/${dir}/mf-manifest.json`;
  const host = nodeHost({ name: uid('hr_mhost'), remotes: [{ name: 'hr_leaf', entry: manifestUrl }], plugins: [httpEntries, ...plugins] as never });
  return { host, manifestUrl };
}
/** A host whose remote `hand` is a hand-made container. */
function handHost(container: unknown, plugins: unknown[] = [], extra: Record<string, unknown> = {}): Host {
  const entry = `https://hand.example.com/${uid('c')}/remoteEntry.js`;
  return nodeHost({ name: uid('hr_hhost'), remotes: [{ name: 'hand', entry }], plugins: [{ name: 'hand-entry', loadEntry: () => container }, ...plugins] as never, ...extra } as never);
}

describe('initialisation and registration', () => {
  claim(page, 'beforeinit', ['once when it is created and again on every later init call for the same instance', 'Plugins passed in the same call are registered first, so they see it', 'userOptions (the options of this call', 'shareInfo (the formatted shared configuration'], () => {
    const calls: Call[] = [];
    const userOptions = { name: uid('hr_init'), remotes: [], shared: { 'hr-lib': { version: '1.2.0', lib: () => ({}) } }, plugins: [recorder(calls)] };
    const host = nodeHost(userOptions as never);
    const first = argsOf(calls, 'beforeInit');
    expect(first).toHaveLength(1);
    expect(first[0].origin).toBe(host);
    expect(first[0].userOptions.shared).toBe(userOptions.shared);
    expect(first[0].shareInfo['hr-lib'][0].shareConfig.requiredVersion).toBe('^1.2.0');
    const second = { name: host.options.name, remotes: [{ name: 'hr_extra', entry: 'http://x.invalid/remoteEntry.js' }] };
    host.initOptions(second as never);
    expect(argsOf(calls, 'beforeInit')[1].userOptions).toBe(second);
    // the options held so far, without the new remote yet
    expect(argsOf(calls, 'beforeInit')[1].options.shared['hr-lib']).toBeDefined();
  });

  claim(page, 'beforeinit', ['Only remotes and shared are read from a returned userOptions'], () => {
    const replaced = nodeHost({
      name: uid('hr_init_ret'), remotes: [],
      plugins: [{ name: 'replace-user-options', beforeInit: (args: Args) => ({ ...args, userOptions: { ...args.userOptions, remotes: [{ name: 'hr_added', entry: 'http://x.invalid/remoteEntry.js' }], shared: { 'hr-added-lib': { version: '1.0.0', lib: () => ({}) } }, shareStrategy: 'loaded-first' } }) }],
    } as never);
    expect(replaced.options.remotes.map((remote) => remote.name)).toEqual(['hr_added']);
    expect(Object.keys(replaced.shareScopeMap.default)).toEqual(['hr-added-lib']);
    expect(replaced.options.shareStrategy).toBeUndefined();
    const inPlace = nodeHost({ name: uid('hr_init_place'), remotes: [], plugins: [{ name: 'in-place', beforeInit: (args: Args) => { args.userOptions.shareStrategy = 'loaded-first'; return args; } }] } as never);
    expect(inPlace.options.shareStrategy).toBe('loaded-first');
  });

  claim(page, 'beforeinit', ['A producer\'s own instance also runs it when a consumer initialises the producer\'s container, provided the producer was built with shared dependencies'], async () => {
    const host = leafHost([]);
    leafCalls().length = 0;
    await host.loadRemote('hr_leaf/answer');
    const producerInits = leafCalls().filter(([hook, args]) => hook === 'beforeInit' && 'shareScopeKeys' in args.userOptions).map(([, args]) => args);
    expect(producerInits).toHaveLength(1);
    expect(producerInits[0]).toMatchObject({ instance: 'hr_leaf', userOptions: { name: 'hr_leaf', remotes: [], shareScopeKeys: 'default' } });
    // a producer without shared dependencies has no sharing runtime: initialising its container does not touch its instance
    const plainCalls = () => ((globalThis as { __hrPlainCalls?: string[] }).__hrPlainCalls ??= []);
    const plainHost = nodeHost({ name: uid('hr_plain_host'), remotes: [{ name: 'hr_plain', entry: plain.entry }] });
    await plainHost.loadRemote('hr_plain/answer');
    expect(plainCalls()).toEqual(['beforeInit']);
    await nodeHost({ name: uid('hr_plain_host'), remotes: [{ name: 'hr_plain', entry: `${plain.entry}?again` }] }).loadRemote('hr_plain/answer');
    expect(plainCalls()).toEqual(['beforeInit']);
  });

  claim(page, 'init', ['after the remotes and shared packages have been registered', 'Read args.options: while the instance is being created, origin.options is still the default object (its shared is empty, for example)'], () => {
    const seen: Args[] = [];
    const host = nodeHost({
      name: uid('hr_init_hook'), remotes: [{ name: 'hr_r', entry: 'http://x.invalid/remoteEntry.js' }], shared: { 'hr-lib': { version: '1.0.0', lib: () => ({}) } },
      plugins: [{ name: 'init-reader', init: (args: Args) => { seen.push({ remotes: args.options.remotes.map((r: Args) => r.name), scope: Object.keys(args.origin.shareScopeMap.default ?? {}), originShared: args.origin.options.shared, shared: Object.keys(args.options.shared) }); return { ignored: true }; } }],
    } as never);
    expect(seen).toEqual([{ remotes: ['hr_r'], scope: ['hr-lib'], originShared: {}, shared: ['hr-lib'] }]);
    expect(host.options.shared['hr-lib']).toHaveLength(1);
  });

  claim(page, 'beforeregisterremote', ['It also runs for a remote that is then skipped as a duplicate', 'the runtime ignores the returned object and goes on with the same remote object, so change its fields in place', 'this hook also covers remotes added later with registerRemotes'], () => {
    const calls: Call[] = [];
    const host = nodeHost({
      name: uid('hr_brr'), remotes: [{ name: 'hr_a', entry: 'http://a.invalid/remoteEntry.js' }],
      plugins: [recorder(calls, { beforeRegisterRemote: (args: Args) => {
        if (args.remote.name === 'hr_a') return { ...args, remote: { ...args.remote, entry: 'http://replaced.invalid/remoteEntry.js' } };
        args.remote.entry = `${args.remote.entry}?release=2`;
        return undefined;
      } })],
    } as never);
    host.registerRemotes([{ name: 'hr_b', entry: 'http://b.invalid/remoteEntry.js' }, { name: 'hr_a', entry: 'http://dup.invalid/remoteEntry.js' }]);
    expect(argsOf(calls, 'beforeRegisterRemote').map((args) => args.remote.name)).toEqual(['hr_a', 'hr_b', 'hr_a']);
    expect(host.options.remotes.map((remote: Args) => remote.entry)).toEqual(['http://a.invalid/remoteEntry.js', 'http://b.invalid/remoteEntry.js?release=2']);
  });

  claim(page, 'registerremote', ['including when registerRemotes(remotes, { force: true }) replaces one. It does not run when a duplicate is skipped', 'shareScope defaults to \'default\' and type to \'global\''], () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: Call[] = [];
    const host = nodeHost({ name: uid('hr_rr'), remotes: [{ name: 'hr_a', entry: 'http://a.invalid/remoteEntry.js' }], plugins: [recorder(calls)] } as never);
    host.registerRemotes([{ name: 'hr_a', entry: 'http://skipped.invalid/remoteEntry.js' }]);
    host.registerRemotes([{ name: 'hr_a', entry: 'http://forced.invalid/remoteEntry.js' }], { force: true });
    const registered = argsOf(calls, 'registerRemote').map((args) => args.remote);
    expect(registered.map((remote) => remote.entry)).toEqual(['http://a.invalid/remoteEntry.js', 'http://forced.invalid/remoteEntry.js']);
    expect(registered[0]).toMatchObject({ shareScope: 'default', type: 'global' });
  });

  claim(page, 'beforeregistershare', ['once per package version and share scope', 'The runtime only adds it when that scope has no entry for the package yet', 'get, and lib when it was given', 'change args.shared in place to alter what is registered'], () => {
    const calls: Call[] = [];
    const host = nodeHost({
      name: uid('hr_brs'), remotes: [],
      shared: {
        'hr-a': [{ version: '1.0.0', scope: ['default', 'other'], lib: () => ({}) }, { version: '2.0.0', get: async () => () => ({}) }],
        'hr-b': { version: '1.0.0', lib: () => ({}) },
        'hr-c': { version: '1.0.0', lib: () => ({}) },
      },
      plugins: [recorder(calls, { beforeRegisterShare: (args: Args) => {
        if (args.pkgName === 'hr-b') args.shared.version = '1.0.1';
        return args.pkgName === 'hr-c' ? { ...args, shared: { ...args.shared, version: '9.9.9' } } : undefined;
      } })],
    } as never);
    const seen = argsOf(calls, 'beforeRegisterShare').map((args) => `${args.pkgName}@${args.shared.version}`);
    expect(seen).toEqual(['hr-a@1.0.0', 'hr-a@1.0.0', 'hr-a@2.0.0', 'hr-b@1.0.1', 'hr-c@1.0.0']);
    const first = argsOf(calls, 'beforeRegisterShare')[0].shared;
    expect(first).toMatchObject({ version: '1.0.0', scope: ['default', 'other'], shareConfig: { singleton: false, requiredVersion: '^1.0.0', eager: false, strictVersion: false } });
    expect([typeof first.get, typeof first.lib]).toEqual(['function', 'function']);
    expect(typeof argsOf(calls, 'beforeRegisterShare')[2].shared.lib).toBe('undefined');
    expect(Object.keys(host.shareScopeMap.default['hr-a'])).toEqual(['1.0.0']);
    expect(Object.keys(host.shareScopeMap.other['hr-a'])).toEqual(['1.0.0']);
    expect(Object.keys(host.shareScopeMap.default['hr-b'])).toEqual(['1.0.1']);
    expect(Object.keys(host.shareScopeMap.default['hr-c'])).toEqual(['1.0.0']);
  });

  claim(page, 'afterregistershare', ['from init options and registerShared (trigger \'runtime\')', 'registeredShared (what it holds now, which is previousShared when the offer lost)', 'trigger \'runtime\' by default, or \'build\' when the bundler initialises the scope'], async () => {
    const calls: Call[] = [];
    const host = nodeHost({ name: uid('hr_ars'), remotes: [], shared: { 'hr-lib': { version: '1.0.0', lib: () => ({}) } }, plugins: [recorder(calls)] } as never);
    const [registered] = argsOf(calls, 'afterRegisterShare');
    expect(registered).toMatchObject({ pkgName: 'hr-lib', scope: 'default', trigger: 'runtime', previousShared: undefined });
    expect(registered.registeredShared).toBe(host.shareScopeMap.default['hr-lib']['1.0.0']);
    expect(registered.shareScopeMap).toBe(host.shareScopeMap);
    host.registerShared({ 'hr-late': { version: '1.0.0', lib: () => ({}) } } as never);
    expect(argsOf(calls, 'afterRegisterShare')[1]).toMatchObject({ pkgName: 'hr-late', trigger: 'runtime' });
    // initialising the scope offers every shared package again: the loaded copy stays, so the offer lost
    await host.loadShare('hr-lib');
    const offered = argsOf(calls, 'afterRegisterShare').slice(2);
    expect(offered[0]).toMatchObject({ pkgName: 'hr-lib', trigger: 'runtime' });
    expect(offered[0].registeredShared).toBe(offered[0].previousShared);
    // what the bundler runtime passes: initializeSharing(scope, { from: 'build' }), or a context with trigger 'build'
    calls.length = 0;
    host.initializeSharing('default', { from: 'build' } as never);
    expect(argsOf(calls, 'afterRegisterShare')[0].trigger).toBe('build');
    const other = nodeHost({ name: uid('hr_ars_ctx'), remotes: [], shared: { 'hr-lib': { version: '1.0.0', lib: () => ({}) } }, plugins: [recorder(calls)] } as never);
    calls.length = 0;
    await other.loadShare('hr-lib', { context: { trigger: 'build' } } as never);
    expect(argsOf(calls, 'afterRegisterShare')[0].trigger).toBe('build');
    // 'container-init' is only a type: no installed JavaScript passes it
    const js: string[] = [];
    const walk = (dir: string) => readdirSync(dir).forEach((entry) => { const path = join(dir, entry); if (statSync(path).isDirectory()) walk(path); else if (/\.(c|m)?js$/.test(entry)) js.push(path); });
    walk(join(repoRoot, 'node_modules/@module-federation'));
    expect(js.filter((file) => readFileSync(file, 'utf8').includes('container-init'))).toEqual([]);
  });
});

describe('loading a remote module', () => {
  claim(page, 'loading-a-remote', ['A compiled import calls loadRemote(id, { loadFactory: false, from: \'build\' }) and runs the returned factory itself'], async () => {
    const host = nodeHost({ name: uid('hr_mid_host'), remotes: [{ name: 'hr_middle', entry: middle.entry }] });
    const mod = await host.loadRemote<{ run: () => Promise<{ answer: number }>; runMissing: () => Promise<{ fallback?: boolean }> }>('hr_middle/run');
    middleCalls().length = 0;
    expect((await mod!.run()).answer).toBe(42);
    const calls = middleCalls();
    expect(calls).toContainEqual(['afterLoadRemote', { id: 'hr_leaf/answer', options: { loadFactory: false, from: 'build' } }]);
    expect(calls).toContainEqual(['onLoad', { id: 'hr_leaf/answer', module: false, factory: 'function' }]);
    // the compiled code runs the factory itself: the execute hooks stay silent
    expect(calls.map(([hook]) => hook)).not.toContain('beforeExecuteFactory');
    expect(calls.map(([hook]) => hook)).not.toContain('afterExecuteFactory');
    middleCalls().length = 0;
    // errorLoadRemote sees from: 'build', and the compiled code calls the function it returns
    expect((await mod!.runMissing()).fallback).toBe(true);
    expect(middleCalls()).toContainEqual(['errorLoadRemote', { from: 'build', lifecycle: 'onLoad' }]);
  });

  claim(page, 'loading-a-remote', ['goes through these hooks'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls)]);
    calls.length = 0;
    await host.loadRemote('hr_leaf/answer');
    expect(namesOf(calls).filter((hook) => hook !== 'createScript')).toEqual(['beforeRequest', 'afterMatchRemote', 'afterResolve', 'loadEntry', 'afterLoadEntry', 'beforeInitRemote', 'beforeInitContainer', 'initContainer', 'afterInitRemote', 'beforeGetExpose', 'getModuleFactory', 'afterGetExpose', 'beforeExecuteFactory', 'afterExecuteFactory', 'onLoad', 'afterLoadRemote']);
  });

  claim(page, 'beforerequest', ['The runtime matches the returned id, so you can redirect a request', 'or register a remote with origin.registerRemotes before it is looked up'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls, { beforeRequest: (args: Args) => {
      if (args.id === 'old_name/answer') return { ...args, id: 'hr_leaf/answer' };
      if (args.id === 'late/answer') args.origin.registerRemotes([{ name: 'late', entry: `${leaf.entry}?late=${seq++}` }]);
      return undefined;
    } })]);
    await expect(host.loadRemote<{ answer: number }>('old_name/answer')).resolves.toMatchObject({ answer: 42 });
    expect(argsOf(calls, 'beforeRequest')[0]).toMatchObject({ id: 'old_name/answer', options: host.options, origin: host });
    expect(argsOf(calls, 'afterMatchRemote')[0].id).toBe('hr_leaf/answer');
    await expect(host.loadRemote<{ answer: number }>('late/answer')).resolves.toMatchObject({ answer: 42 });
  });

  claim(page, 'aftermatchremote', ['It also runs when no remote matches; the runtime then throws RUNTIME-004 right after it', 'remote, expose and remoteInfo (the remote with its defaults filled in', 'pkgNameOrAlias'], async () => {
    const calls: Call[] = [];
    const host = nodeHost({ name: uid('hr_amr'), remotes: [{ name: 'hr_leaf', alias: 'leafy', entry: `${leaf.entry}?case=${seq++}` }], plugins: [recorder(calls)] } as never);
    await host.loadRemote('leafy/answer');
    const [matched] = argsOf(calls, 'afterMatchRemote');
    expect(matched).toMatchObject({ id: 'leafy/answer', pkgNameOrAlias: 'leafy', expose: './answer', remote: { name: 'hr_leaf' }, remoteInfo: { name: 'hr_leaf', type: 'global', entryGlobalName: 'hr_leaf', shareScope: 'default' }, options: host.options, origin: host });
    calls.length = 0;
    expect(await rejection(host.loadRemote('nowhere/answer'))).toContain('RUNTIME-004');
    const [unmatched] = argsOf(calls, 'afterMatchRemote');
    expect(unmatched.error.message).toContain('RUNTIME-004');
    expect(unmatched.remote).toBeUndefined();
    expect(namesOf(calls)).not.toContain('afterResolve');
  });

  claim(page, 'afterresolve', ['The runtime loads the returned remote and expose (both must be set)', 'its module record is created from the remoteInfo object that was passed in, not a replacement, so change that object\'s fields in place'], async () => {
    const swap = leafHost([{ name: 'swap-expose', afterResolve: (args: Args) => ({ ...args, expose: './answer' }) }]);
    await expect(swap.loadRemote<{ answer: number }>('hr_leaf/whatever')).resolves.toMatchObject({ answer: 42 });
    const unset = leafHost([{ name: 'unset-remote', afterResolve: (args: Args) => ({ ...args, remote: undefined }) }]);
    expect(await rejection(unset.loadRemote('hr_leaf/answer'))).toContain('failed to return the correct \'remote\' and \'expose\' values');
    const handEntry = { name: 'hand-entry', loadEntry: ({ remoteInfo }: Args) => (remoteInfo.entry === 'https://elsewhere.example.com/remoteEntry.js' ? handMade('elsewhere') : undefined) };
    const replaced = leafHost([handEntry, { name: 'replace-info', afterResolve: (args: Args) => ({ ...args, remoteInfo: { ...args.remoteInfo, entry: 'https://elsewhere.example.com/remoteEntry.js' } }) }]);
    await expect(replaced.loadRemote<{ answer: number }>('hr_leaf/answer')).resolves.toMatchObject({ answer: 42 });
    const inPlace = leafHost([handEntry, { name: 'in-place-info', afterResolve: (args: Args) => { args.remoteInfo.entry = 'https://elsewhere.example.com/remoteEntry.js'; return args; } }]);
    await expect(inPlace.loadRemote('hr_leaf/answer')).resolves.toMatchObject({ value: 'elsewhere' });
  });

  claim(page, 'afterresolve', ['it loads the manifest', 'fills remoteInfo with the remote entry\'s URL, type, global name and version', 'and adds remoteSnapshot. Your function sees the result'], async () => {
    const calls: Call[] = [];
    const { host, manifestUrl } = manifestHost([recorder(calls)]);
    await expect(host.loadRemote<{ answer: number }>('hr_leaf/answer')).resolves.toMatchObject({ answer: 42 });
    const [resolved] = argsOf(calls, 'afterResolve');
    expect(resolved.remoteInfo).toMatchObject({ entry: manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'), type: 'commonjs-module', entryGlobalName: 'hr_leaf' });
    expect(resolved.remoteInfo.version).toBe(resolved.remoteSnapshot.version);
    expect(resolved.remoteSnapshot.remoteEntry).toBe('remoteEntry.js');
    expect(namesOf(calls).indexOf('beforeLoadManifest')).toBeLessThan(namesOf(calls).indexOf('afterResolve'));
    expect(namesOf(calls).indexOf('beforePreloadRemote')).toBeLessThan(namesOf(calls).indexOf('afterResolve'));
  });

  claim(page, 'onload', ['When the hook\'s result is a function, loadRemote resolves to that function instead of the module or factory; any other value is ignored', 'options ({ host, remoteInfo })', 'moduleInstance (the runtime\'s record of the remote)'], async () => {
    const calls: Call[] = [];
    const wrapper = () => 'wrapped';
    const host = leafHost([recorder(calls, { onLoad: (args: Args) => (args.expose === './answer' ? { notAFunction: true } : wrapper) })]);
    await expect(host.loadRemote('hr_leaf/answer')).resolves.toMatchObject({ answer: 42 });
    const [loaded] = argsOf(calls, 'onLoad');
    expect(loaded).toMatchObject({ id: 'hr_leaf/answer', pkgNameOrAlias: 'hr_leaf', expose: './answer', exposeModule: { answer: 42 }, exposeModuleFactory: undefined, origin: host });
    expect(loaded.options.host).toBe(host);
    expect(loaded.options.remoteInfo.name).toBe('hr_leaf');
    expect(loaded.moduleInstance).toBe(host.moduleCache.get('hr_leaf'));
    await expect(host.loadRemote('hr_leaf/other-name', { loadFactory: false, from: 'runtime' }).catch(() => 'failed')).resolves.toBe('failed');
    const factoryHost = leafHost([{ name: 'wrap-all', onLoad: () => wrapper }]);
    await expect(factoryHost.loadRemote('hr_leaf/answer')).resolves.toBe(wrapper);
  });

  claim(page, 'afterloadremote', ['after onLoad, after errorLoadRemote supplied a fallback, or just before the error reaches the caller', 'options (the { loadFactory, from } passed to loadRemote)', 'recovered (true when a fallback was used)'], async () => {
    const calls: Call[] = [];
    const fallback = { fallback: true };
    const host = leafHost([recorder(calls, { errorLoadRemote: (args: Args) => (args.id === 'hr_leaf/rescued' ? fallback : undefined) })]);
    const options = { loadFactory: true, from: 'runtime' } as const;
    await host.loadRemote('hr_leaf/answer', options);
    await expect(host.loadRemote('hr_leaf/rescued')).resolves.toBe(fallback);
    await rejection(host.loadRemote('hr_leaf/lost'));
    const [ok, rescued, lost] = argsOf(calls, 'afterLoadRemote');
    expect(ok).toMatchObject({ id: 'hr_leaf/answer', expose: './answer', remote: { name: 'hr_leaf', entryGlobalName: 'hr_leaf' }, origin: host });
    expect(ok.error).toBeUndefined();
    expect(ok.options).toBe(options);
    expect(rescued).toMatchObject({ id: 'hr_leaf/rescued', recovered: true });
    expect(rescued.error.message).toContain('does not exist in container');
    expect(lost.recovered).toBeUndefined();
    expect(lost.error.message).toContain('does not exist in container');
    // the hook ran before the caller saw the failure
    expect(namesOf(calls).at(-1)).toBe('afterLoadRemote');
  });

  claim(page, 'errorloadremote', ['replaces the beforeRequest arguments, so it must be an object with an id; loading goes on with it', 'options (the instance options, for \'beforeRequest\' only)'], async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: Call[] = [];
    const host = leafHost([
      { name: 'throwing-before-request', beforeRequest: (args: Args) => { if (args.id === 'broken/answer') throw new Error('cannot rewrite'); return args; } },
      recorder(calls, { errorLoadRemote: (args: Args) => (args.lifecycle === 'beforeRequest' ? { ...args, id: 'hr_leaf/answer' } : undefined) }),
    ]);
    await expect(host.loadRemote<{ answer: number }>('broken/answer', { from: 'build' })).resolves.toMatchObject({ answer: 42 });
    const [failed] = argsOf(calls, 'errorLoadRemote');
    expect(failed).toMatchObject({ id: 'broken/answer', lifecycle: 'beforeRequest', from: 'runtime', options: host.options, origin: host });
    expect(failed.error.message).toContain('cannot rewrite');
  });

  claim(page, 'errorloadremote', ['is used as the manifest, so it must have metaData, exposes and shared', 'the failures of the first, second and fourth rows always report \'runtime\''], async () => {
    const calls: Call[] = [];
    const { host, manifestUrl } = manifestHost([recorder(calls, { errorLoadRemote: (args: Args) => (args.lifecycle === 'afterResolve' ? JSON.parse(leafManifest) : undefined) })], 'missing-a');
    await expect(host.loadRemote<{ answer: number }>('hr_leaf/answer', { from: 'build' })).resolves.toMatchObject({ answer: 42 });
    expect(argsOf(calls, 'errorLoadRemote')).toEqual([expect.objectContaining({ id: manifestUrl, lifecycle: 'afterResolve', from: 'runtime', remote: expect.objectContaining({ name: 'hr_leaf' }) })]);
  });

  claim(page, 'errorloadremote', ['becomes the result of loadRemote', 'including the cases above when they were not recovered'], async () => {
    const calls: Call[] = [];
    const fallback = { rescued: true };
    const { host, manifestUrl } = manifestHost([recorder(calls, { errorLoadRemote: (args: Args) => (args.lifecycle === 'onLoad' ? fallback : undefined) })], 'missing-b');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(host.loadRemote('hr_leaf/answer', { from: 'build' })).resolves.toBe(fallback);
    expect(argsOf(calls, 'errorLoadRemote').map((args) => [args.lifecycle, args.id, args.from])).toEqual([['afterResolve', manifestUrl, 'runtime'], ['onLoad', 'hr_leaf/answer', 'build']]);
    expect(argsOf(calls, 'errorLoadRemote')[1].expose).toBe('./answer');
  });

  claim(page, 'errorloadremote', ['is used as that remote\'s entry exports ({ init, get })', 'where sharing continues without that remote when its remote entry failed'], async () => {
    const lifecycles: Args[] = [];
    const inits: unknown[][] = [];
    const sharingHost = (answer: unknown) => nodeHost({
      name: uid('hr_share_err'), remotes: [{ name: 'hr_gone', entry: `file:///nowhere/${uid('gone')}/remoteEntry.js` }],
      shared: { 'hr-lib': { version: '1.0.0', lib: () => ({ own: true }) } },
      plugins: [{ name: 'share-fallback', errorLoadRemote: (args: Args) => { lifecycles.push([args.lifecycle, args.id, args.from]); return answer; } }],
    } as never);
    const lost = sharingHost(undefined);
    const factory = await lost.loadShare<{ own: boolean }>('hr-lib');
    expect(factory && factory()).toEqual({ own: true });
    expect(lifecycles).toEqual([['beforeLoadShare', 'hr_gone', 'runtime']]);
    const stand = handMade('stand-in', inits);
    const rescued = sharingHost(stand);
    await rescued.loadShare('hr-lib');
    expect(inits).toHaveLength(1);
    expect(rescued.moduleCache.get('hr_gone')?.remoteEntryExports).toBe(stand);
  });

  claim(page, 'errorloadremote', ['a Manifest that cannot be fetched there makes loadShare reject with RUNTIME-003'], async () => {
    const lifecycles: string[] = [];
    const host = nodeHost({
      name: uid('hr_share_manifest'), remotes: [{ name: 'hr_leaf', entry: `${origin}/missing-c/mf-manifest.json` }],
      shared: { 'hr-lib': { version: '1.0.0', lib: () => ({}) } },
      plugins: [{ name: 'record-lifecycle', errorLoadRemote: (args: Args) => void lifecycles.push(args.lifecycle) }],
    } as never);
    expect(await rejection(host.loadShare('hr-lib'))).toContain('RUNTIME-003');
    expect(lifecycles).toEqual(['afterResolve']);
  });

  claim(page, 'errorloadremote', ['when a manifest lacks required fields; there the return value is ignored and RUNTIME-013 follows'], async () => {
    routes.set('/not-mf/mf-manifest.json', JSON.stringify({ name: 'hr_leaf' }));
    const calls: Call[] = [];
    const host = nodeHost({ name: uid('hr_not_mf'), remotes: [{ name: 'hr_leaf', entry: `${origin}/not-mf/mf-manifest.json` }], plugins: [recorder(calls, { errorLoadRemote: (args: Args) => (args.lifecycle === 'afterResolve' ? JSON.parse(leafManifest) : undefined) })] } as never);
    expect(await rejection(host.loadRemote('hr_leaf/answer'))).toContain('RUNTIME-013');
    expect(argsOf(calls, 'errorLoadRemote')[0]).toMatchObject({ lifecycle: 'afterResolve' });
    expect(argsOf(calls, 'errorLoadRemote')[0].error.message).toContain('Missing required fields: metaData, exposes, shared');
  });
});

describe('snapshots and manifests', () => {
  claim(page, 'beforeloadremotesnapshot', ['before the runtime looks up a remote\'s snapshot', 'moduleInfo (the remote as registered)'], async () => {
    const calls: Call[] = [];
    const { host } = manifestHost([recorder(calls)]);
    await host.loadRemote('hr_leaf/answer');
    const [before] = argsOf(calls, 'beforeLoadRemoteSnapshot');
    expect(before.moduleInfo).toBe(host.options.remotes[0]);
    expect(before).toMatchObject({ options: host.options, origin: host });
    expect(namesOf(calls).indexOf('beforeLoadRemoteSnapshot')).toBeLessThan(namesOf(calls).indexOf('loadSnapshot'));
    // a remote registered with a remoteEntry.js URL has no snapshot to look up
    const plain: Call[] = [];
    await leafHost([recorder(plain)]).loadRemote('hr_leaf/answer');
    expect(namesOf(plain)).not.toContain('beforeLoadRemoteSnapshot');
  });

  claim(page, 'loadsnapshot', ['any other snapshot is used as it is and no request is made', 'a snapshot that points to a manifest makes it load that manifest', 'without one, the runtime requests the manifest at the remote\'s entry'], async () => {
    const snapshot = { version: '1.0.0', remoteEntry: 'remoteEntry.js', remoteEntryType: 'commonjs-module', globalName: 'hr_leaf', publicPath: `${origin}/from-snapshot/`, modules: [], shared: [], remotesInfo: {} };
    const calls: Call[] = [];
    const { host } = manifestHost([recorder(calls, { loadSnapshot: (args: Args) => ({ ...args, remoteSnapshot: snapshot }) })], 'missing-d');
    served.length = 0;
    await expect(host.loadRemote<{ answer: number }>('hr_leaf/answer')).resolves.toMatchObject({ answer: 42 });
    expect(served).toEqual([]);
    expect(namesOf(calls)).not.toContain('beforeLoadManifest');
    expect(argsOf(calls, 'loadRemoteSnapshot')[0]).toMatchObject({ from: 'global', remoteSnapshot: snapshot });
    expect(argsOf(calls, 'afterResolve')[0].remoteInfo.entry).toBe(`${origin}/from-snapshot/remoteEntry.js`);
    const pointing: Call[] = [];
    const other = manifestHost([recorder(pointing, { loadSnapshot: (args: Args) => ({ ...args, remoteSnapshot: { version: '1.0.0', remoteEntry: `${origin}/ok-pointed/mf-manifest.json` } }) })], 'missing-e');
    await expect(other.host.loadRemote<{ answer: number }>('hr_leaf/answer')).resolves.toMatchObject({ answer: 42 });
    expect(argsOf(pointing, 'beforeLoadManifest')[0].manifestUrl).toBe(`${origin}/ok-pointed/mf-manifest.json`);
    const plain: Call[] = [];
    const third = manifestHost([recorder(plain)]);
    await third.host.loadRemote('hr_leaf/answer');
    expect(argsOf(plain, 'loadSnapshot')[0]).toMatchObject({ moduleInfo: { name: 'hr_leaf' }, remoteSnapshot: undefined });
    expect(argsOf(plain, 'loadSnapshot')[0]).toHaveProperty('globalSnapshot');
    expect(argsOf(plain, 'beforeLoadManifest')[0].manifestUrl).toBe(third.manifestUrl);
  });

  claim(page, 'loadremotesnapshot', ['after its manifest has been loaded and converted (from: \'manifest\'; once per manifest URL)', 'or when it came from the global data (from: \'global\')', 'the runtime uses the returned remoteSnapshot'], async () => {
    const calls: Call[] = [];
    const dir = uid('ok-shared');
    const moved = (args: Args) => ({ ...args, remoteSnapshot: { ...args.remoteSnapshot, publicPath: `${origin}/moved/` } });
    const first = manifestHost([recorder(calls, { loadRemoteSnapshot: moved })], dir);
    await first.host.loadRemote('hr_leaf/answer');
    const [fromManifest] = argsOf(calls, 'loadRemoteSnapshot');
    expect(fromManifest).toMatchObject({ from: 'manifest', manifestUrl: first.manifestUrl, moduleInfo: { name: 'hr_leaf' } });
    expect(fromManifest.manifestJson.metaData.name).toBe('hr_leaf');
    expect(argsOf(calls, 'afterResolve')[0].remoteInfo.entry).toBe(`${origin}/moved/remoteEntry.js`);
    const again: Call[] = [];
    const second = manifestHost([recorder(again)], dir);
    await second.host.loadRemote('hr_leaf/answer');
    expect(argsOf(again, 'loadRemoteSnapshot').map((args) => args.from)).toEqual(['global']);
    expect(namesOf(again)).not.toContain('beforeLoadManifest');
  });

  claim(page, 'afterloadsnapshot', ['id (the request id, when there is one), host (the instance)', 'the runtime does not read the returned object'], async () => {
    const calls: Call[] = [];
    const { host } = manifestHost([recorder(calls, { afterLoadSnapshot: (args: Args) => ({ ...args, remoteSnapshot: { remoteEntry: 'nothing.js', publicPath: 'http://nowhere.invalid/' } }) })]);
    await expect(host.loadRemote<{ answer: number }>('hr_leaf/answer')).resolves.toMatchObject({ answer: 42 });
    const [after] = argsOf(calls, 'afterLoadSnapshot');
    expect(after).toMatchObject({ id: 'hr_leaf/answer', host, options: host.options, moduleInfo: { name: 'hr_leaf' } });
    expect(after.remoteSnapshot.remoteEntry).toBe('remoteEntry.js');
  });

  claim(page, 'beforeloadmanifest', ['It does not run when the manifest comes from the instance\'s cache', 'resourceOptions ({ initiator, id }'], async () => {
    const calls: Call[] = [];
    const { host, manifestUrl } = manifestHost([recorder(calls)]);
    await host.loadRemote('hr_leaf/answer');
    expect(argsOf(calls, 'beforeLoadManifest')).toEqual([expect.objectContaining({ manifestUrl, resourceOptions: { initiator: 'loadRemote', id: 'hr_leaf/answer' }, moduleInfo: host.options.remotes[0], origin: host })]);
    // the instance's own cache: the page-wide request record is gone, the instance still has the JSON
    delete (globalThis as Args).__FEDERATION__.__MANIFEST_LOADING__[manifestUrl];
    calls.length = 0;
    await (host.snapshotHandler as Args).loadManifestSnapshot(manifestUrl, host.options.remotes[0] as never, {}, { initiator: 'loadRemote', id: 'hr_leaf/answer' } as never);
    expect(namesOf(calls)).not.toContain('beforeLoadManifest');
    expect(argsOf(calls, 'afterLoadManifest')[0]).toMatchObject({ cached: true, manifestUrl });
  });

  claim(page, 'fetch', ['four positional arguments, not one object', 'If the result is not a Response, the runtime calls the global fetch(manifestUrl, {}) itself', 'A rejected request goes to errorLoadRemote with lifecycle: \'afterResolve\''], async () => {
    const calls: Call[] = [];
    const answered = manifestHost([recorder(calls, { fetch: () => new Response(leafManifest) })], 'missing-f');
    served.length = 0;
    await expect(answered.host.loadRemote<{ answer: number }>('hr_leaf/answer')).resolves.toMatchObject({ answer: 42 });
    expect(served).toEqual([]);
    const [url, init, remoteInfo, context] = calls.find((call) => call.hook === 'fetch')!.args;
    expect([url, init, remoteInfo.name, context]).toEqual([answered.manifestUrl, {}, 'hr_leaf', { initiator: 'loadRemote', id: 'hr_leaf/answer', url: answered.manifestUrl, resourceType: 'manifest' }]);
    const passing = manifestHost([{ name: 'not-a-response', fetch: () => ({ status: 200 }) }]);
    await expect(passing.host.loadRemote<{ answer: number }>('hr_leaf/answer')).resolves.toMatchObject({ answer: 42 });
    expect(served).toContain(new URL(passing.manifestUrl).pathname);
    const lifecycles: string[] = [];
    const rejecting = manifestHost([{ name: 'rejecting-fetch', fetch: () => Promise.reject(new Error('offline')), errorLoadRemote: (args: Args) => void lifecycles.push(args.lifecycle) }]);
    expect(await rejection(rejecting.host.loadRemote('hr_leaf/answer'))).toContain('RUNTIME-003');
    expect(lifecycles[0]).toBe('afterResolve');
  });

  claim(page, 'fetch', ['The runtime itself calls it only for manifests', 'also calls it for the chunks it downloads over HTTP'], async () => {
    // the installed callers of the hook: runtime-core's manifest request and @module-federation/node's chunk loader
    const callers = ['runtime-core/dist/plugins/snapshot/SnapshotHandler.cjs', 'node/dist/src/runtimePlugin.js', 'sdk/dist/node.cjs'].map((file) => readFileSync(join(repoRoot, 'node_modules/@module-federation', file), 'utf8'));
    expect(callers.every((source) => source.includes('lifecycle.fetch.emit('))).toBe(true);
    expect(readFileSync(join(repoRoot, 'node_modules/@module-federation/rsbuild-plugin/dist/utils/ssr.js'), 'utf8')).toContain("resolveOrRequest('@module-federation/node/runtimePlugin')");
    const seen: string[] = [];
    const host = nodeHost({ name: uid('hr_node_fetch'), remotes: [], plugins: [{ name: 'chunk-fetch', fetch: (url: string) => { seen.push(url); return new Response('exports.ok = true;'); } }] } as never);
    const { fetchAndRun } = requireFile('@module-federation/node/runtimePlugin') as { fetchAndRun: (url: URL, chunk: string, cb: (error: unknown) => void, args: unknown) => void };
    await new Promise<void>((resolve) => fetchAndRun(new URL('http://chunks.invalid/123.js'), '123.js', () => resolve(), { origin: host }));
    expect(seen).toEqual(['http://chunks.invalid/123.js']);
    // the runtime's own Node loader does not pass the loader hooks' fetch: an entry is fetched with the global fetch
    routes.set('/js/fetched-entry.js', 'module.exports = { init() {}, get() { return () => ({ fetched: true }); } };');
    const entryHost = nodeHost({ name: uid('hr_node_entry'), remotes: [{ name: uid('hr_fetched'), entry: `${origin}/js/fetched-entry.js` }], plugins: [{ name: 'no-entry-fetch', fetch: (url: string) => { seen.push(url); return undefined; } }] } as never);
    await entryHost.loadRemote(`${entryHost.options.remotes[0].name}/x`);
    expect(seen).toEqual(['http://chunks.invalid/123.js']);
  });

  claim(page, 'afterloadmanifest', ['it succeeded', 'it failed and nothing recovered it (just before RUNTIME-003 is thrown)', 'errorLoadRemote supplied a replacement (recovered: true)', 'or the manifest lacked required fields (just before RUNTIME-013)'], async () => {
    const calls: Call[] = [];
    const ok = manifestHost([recorder(calls)]);
    await ok.host.loadRemote('hr_leaf/answer');
    const [success] = argsOf(calls, 'afterLoadManifest');
    expect(success).toMatchObject({ manifestUrl: ok.manifestUrl, error: undefined, recovered: undefined, resourceOptions: { initiator: 'loadRemote', id: 'hr_leaf/answer' }, origin: ok.host });
    expect(success.response).toBeInstanceOf(Response);
    expect(success.manifestJson.metaData.name).toBe('hr_leaf');
    const failed: Call[] = [];
    const lost = manifestHost([recorder(failed)], 'missing-g');
    expect(await rejection(lost.host.loadRemote('hr_leaf/answer'))).toContain('RUNTIME-003');
    expect(argsOf(failed, 'afterLoadManifest')[0].error).toBeDefined();
    expect(namesOf(failed).filter((hook) => ['afterLoadManifest', 'errorLoadRemote'].includes(hook))).toEqual(['errorLoadRemote', 'afterLoadManifest', 'errorLoadRemote']);
    const rescued: Call[] = [];
    const found = manifestHost([recorder(rescued, { errorLoadRemote: (args: Args) => (args.lifecycle === 'afterResolve' ? JSON.parse(leafManifest) : undefined) })], 'missing-h');
    await found.host.loadRemote('hr_leaf/answer');
    expect(argsOf(rescued, 'afterLoadManifest')[0]).toMatchObject({ recovered: true });
    const invalid: Call[] = [];
    routes.set('/not-mf-2/mf-manifest.json', JSON.stringify({ name: 'x' }));
    const bad = nodeHost({ name: uid('hr_bad_mf'), remotes: [{ name: 'hr_leaf', entry: `${origin}/not-mf-2/mf-manifest.json` }], plugins: [recorder(invalid)] } as never);
    expect(await rejection(bad.loadRemote('hr_leaf/answer'))).toContain('RUNTIME-013');
    expect(argsOf(invalid, 'afterLoadManifest')[0].error.message).toContain('Missing required fields');
  });
});

describe('remote entries and containers', () => {
  claim(page, 'remote-entries', ['once a load has started, every later request for that entry, even from another instance, reuses it'], async () => {
    const first: Call[] = [];
    const second: Call[] = [];
    const entry = `${leaf.entry}?shared-entry=${seq++}`;
    const a = nodeHost({ name: uid('hr_entry_a'), remotes: [{ name: 'hr_leaf', entry }], plugins: [recorder(first)] } as never);
    const b = nodeHost({ name: uid('hr_entry_b'), remotes: [{ name: 'hr_leaf', entry }], plugins: [recorder(second)] } as never);
    await Promise.all([a.loadRemote('hr_leaf/answer'), b.loadRemote('hr_leaf/answer')]);
    expect(argsOf(first, 'loadEntry')).toHaveLength(1);
    expect(argsOf(second, 'loadEntry')).toHaveLength(0);
    // the instance that waited also gets afterLoadEntry
    expect(argsOf(second, 'afterLoadEntry')).toEqual([expect.objectContaining({ origin: b })]);
    expect(argsOf(second, 'afterLoadEntry')[0].cached).toBeUndefined();
  });

  claim(page, 'loadentry', ['an object with init and get, which the runtime then uses as the remote entry', 'resourceContext ({ initiator, id, url, resourceType: \'remoteEntry\', expose }'], async () => {
    const calls: Call[] = [];
    const host = handHost(handMade('from hook'), [recorder(calls)]);
    await expect(host.loadRemote('hand/Button')).resolves.toMatchObject({ value: 'from hook', expose: './Button' });
    const [args] = argsOf(calls, 'loadEntry');
    expect(args).toMatchObject({ origin: host, loaderHook: host.loaderHook, remoteInfo: { name: 'hand' }, remoteEntryExports: undefined, resourceContext: { initiator: 'loadRemote', id: 'hand/Button', url: (host.options.remotes[0] as Args).entry, resourceType: 'remoteEntry', expose: './Button' } });
  });

  claim(page, 'createscript', ['In Node.js it is called before an entry is fetched', 'In Node.js, { url } loads the entry from another URL', 'empty in Node.js'], async () => {
    routes.set('/js/entry-a.js', 'module.exports = { init() {}, get() { return () => ({ from: "a" }); } };');
    routes.set('/js/entry-b.js', 'module.exports = { init() {}, get() { return () => ({ from: "b" }); } };');
    const calls: Call[] = [];
    const name = uid('hr_script');
    const host = nodeHost({ name: uid('hr_cs'), remotes: [{ name, entry: `${origin}/js/entry-a.js` }], plugins: [recorder(calls, { createScript: (args: Args) => ({ url: args.url.replace('entry-a', 'entry-b') }) })] } as never);
    served.length = 0;
    await expect(host.loadRemote(`${name}/x`)).resolves.toMatchObject({ from: 'b' });
    expect(served).toEqual(['/js/entry-b.js']);
    const [args] = argsOf(calls, 'createScript');
    expect(args).toMatchObject({ url: `${origin}/js/entry-a.js`, attrs: {}, remoteInfo: { name }, resourceContext: { resourceType: 'remoteEntry', url: `${origin}/js/entry-a.js` } });
    expect(namesOf(calls).indexOf('loadEntry')).toBeLessThan(namesOf(calls).indexOf('createScript'));
  });

  claim(page, 'loadentryerror', ['the entry exports, which the runtime then uses as if the load had succeeded', 'It does not run when the script loaded but threw while executing, nor for a load that is itself a retry', 'delete globalLoading[uniqueKey]: otherwise the call waits for the load that has just failed'], async () => {
    // The browser's script loader fails with RUNTIME-008; a loadEntry plugin throws the same error here.
    const failing = (message: string) => ({ name: 'failing-entry', loadEntry: ({ remoteInfo }: Args) => { if (!remoteInfo.entry.includes('retry')) throw new Error(message); return handMade('retried'); } });
    const calls: Call[] = [];
    const host = handHost(undefined, [failing('Failed to load script #RUNTIME-008'), recorder(calls, { loadEntryError: async (args: Args) => {
      delete args.globalLoading[args.uniqueKey];
      return args.getRemoteEntry({ origin: args.origin, remoteInfo: { ...args.remoteInfo, entry: `${args.remoteInfo.entry}?retry` } });
    } })]);
    // handHost's own loadEntry answers undefined for this case
    await expect(host.loadRemote('hand/Button')).resolves.toMatchObject({ value: 'retried' });
    const [failed] = argsOf(calls, 'loadEntryError');
    expect(failed).toMatchObject({ origin: host, remoteInfo: { name: 'hand' }, remoteEntryExports: undefined });
    expect(typeof failed.getRemoteEntry).toBe('function');
    expect(failed.uniqueKey).toContain('hand');
    expect(argsOf(calls, 'afterLoadEntry').find((args) => args.recovered)).toMatchObject({ recovered: true, remoteEntryExports: { init: expect.any(Function) } });
    expect(argsOf(calls, 'afterLoadEntry').find((args) => args.recovered).error.message).toContain('RUNTIME-008');
    // a script that threw while running, and a failing retry, do not reach the hook
    const quiet: Call[] = [];
    const executing = handHost(undefined, [failing('ScriptExecutionError #RUNTIME-008'), recorder(quiet)]);
    await rejection(executing.loadRemote('hand/Button'));
    expect(namesOf(quiet)).not.toContain('loadEntryError');
    const retries: Call[] = [];
    const retryFails = handHost(undefined, [{ name: 'always-failing', loadEntry: () => { throw new Error('down #RUNTIME-008'); } }, recorder(retries, { loadEntryError: (args: Args) => { delete args.globalLoading[args.uniqueKey]; return args.getRemoteEntry({ origin: args.origin, remoteInfo: args.remoteInfo }); } })]);
    expect(await rejection(retryFails.loadRemote('hand/Button'))).toContain('RUNTIME-008');
    expect(argsOf(retries, 'loadEntryError')).toHaveLength(1);
    // without deleting the key, the retry waits for the failed load itself
    const waiting = handHost(undefined, [failing('down #RUNTIME-008'), { name: 'no-delete', loadEntryError: (args: Args) => Promise.race([args.getRemoteEntry({ origin: args.origin, remoteInfo: args.remoteInfo }), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300))]).then((result) => { expect(result).toBe('still waiting'); return undefined; }) }]);
    expect(await rejection(waiting.loadRemote('hand/Button'))).toContain('RUNTIME-008');
  });

  claim(page, 'loadentryerror', ['In Node.js the runtime\'s loader never triggers it'], async () => {
    routes.set('/js/broken-entry.js', 'this is not javascript');
    const calls: Call[] = [];
    const name = uid('hr_broken');
    const host = nodeHost({ name: uid('hr_node_err'), remotes: [{ name, entry: `${origin}/js/broken-entry.js` }], plugins: [recorder(calls)] } as never);
    expect(await rejection(host.loadRemote(`${name}/x`))).toContain('Failed to load Node.js entry');
    expect(namesOf(calls)).not.toContain('loadEntryError');
  });

  claim(page, 'afterloadentry', ['the entry was already loaded (cached: true)', 'it has just loaded', 'or it failed (error)'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls)]);
    await host.loadRemote('hr_leaf/answer');
    await host.loadRemote('hr_leaf/answer');
    const [fresh, cached] = argsOf(calls, 'afterLoadEntry');
    expect(fresh).toMatchObject({ origin: host, remoteInfo: { name: 'hr_leaf' } });
    expect(fresh.cached).toBeUndefined();
    expect(typeof fresh.remoteEntryExports.get).toBe('function');
    expect(fresh.resourceContext).toMatchObject({ initiator: 'loadRemote', resourceType: 'remoteEntry' });
    expect(cached).toMatchObject({ cached: true });
    const failed: Call[] = [];
    await rejection(handHost(undefined, [{ name: 'down', loadEntry: () => { throw new Error('entry down'); } }, recorder(failed)]).loadRemote('hand/x'));
    expect(argsOf(failed, 'afterLoadEntry')[0].error.message).toBe('entry down');
  });

  claim(page, 'beforeinitremote', ['the first time a remote\'s container is initialised', 'It does not run again once the container is initialised'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls)]);
    await host.loadRemote('hr_leaf/answer');
    await host.loadRemote('hr_leaf/answer');
    const runs = argsOf(calls, 'beforeInitRemote');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: 'hr_leaf/answer', remoteInfo: { name: 'hr_leaf' }, remoteSnapshot: undefined, origin: host });
  });

  claim(page, 'beforeinitcontainer', ['the runtime passes the returned shareScope, initScope and remoteEntryInitOptions to init', 'plus the whole shareScopeMap as a hidden property', 'an init that throws fails with RUNTIME-015'], async () => {
    const inits: unknown[][] = [];
    const calls: Call[] = [];
    const replacement = { replaced: true };
    const host = handHost(handMade('x', inits), [recorder(calls, { beforeInitContainer: (args: Args) => ({ ...args, shareScope: replacement, initScope: ['mine'], remoteEntryInitOptions: { version: 'v9', shareScopeKeys: 'default' } }) })]);
    await host.loadRemote('hand/Button');
    expect(inits).toEqual([[replacement, ['mine'], { version: 'v9', shareScopeKeys: 'default' }]]);
    const [before] = argsOf(calls, 'beforeInitContainer');
    expect(before.remoteEntryInitOptions).toEqual({ version: '', shareScopeKeys: 'default' });
    expect(Object.getOwnPropertyDescriptor(before.remoteEntryInitOptions, 'shareScopeMap')).toMatchObject({ value: host.shareScopeMap, enumerable: false });
    expect(before.shareScope).toBe(host.shareScopeMap.default);
    expect(before).toMatchObject({ initScope: [], remoteInfo: { name: 'hand' }, origin: host });
    const throwing = handHost({ init: () => { throw new Error('init broke'); }, get: () => () => ({}) });
    expect(await rejection(throwing.loadRemote('hand/Button'))).toContain('RUNTIME-015');
  });

  claim(page, 'initcontainer', ['what beforeInitContainer returned, plus id, remoteSnapshot and remoteEntryExports', 'the runtime does not read the returned object'], async () => {
    const calls: Call[] = [];
    const container = handMade('x');
    const marker = { marked: true };
    const host = handHost(container, [recorder(calls, {
      beforeInitContainer: (args: Args) => ({ ...args, initScope: [marker] }),
      initContainer: (args: Args) => ({ ...args, remoteEntryExports: { init() {}, get: () => () => ({ value: 'replaced' }) } }),
    })]);
    await expect(host.loadRemote('hand/Button')).resolves.toMatchObject({ value: 'x' });
    const [after] = argsOf(calls, 'initContainer');
    expect(after).toMatchObject({ id: 'hand/Button', remoteSnapshot: undefined, remoteEntryExports: container, initScope: [marker], origin: host });
  });

  claim(page, 'afterinitremote', ['which is every time a module is loaded from it', 'after a failed one (error)', 'at once when it is already initialised or another call is initialising it (cached: true)'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls)]);
    await Promise.all([host.loadRemote('hr_leaf/answer'), host.loadRemote('hr_leaf/answer')]);
    await host.loadRemote('hr_leaf/answer');
    expect(argsOf(calls, 'afterInitRemote').map((args) => args.cached)).toEqual([undefined, true, true]);
    expect(argsOf(calls, 'afterInitRemote')[0]).toMatchObject({ id: 'hr_leaf/answer', remoteInfo: { name: 'hr_leaf' }, origin: host });
    const failed: Call[] = [];
    await rejection(handHost({ init: () => { throw new Error('nope'); }, get: () => () => ({}) }, [recorder(failed)]).loadRemote('hand/x'));
    expect(argsOf(failed, 'afterInitRemote')[0].error.message).toContain('RUNTIME-015');
  });

  claim(page, 'getmoduleinfo', ['a function registered for it never runs'], async () => {
    const calls: Call[] = [];
    const { host } = manifestHost([recorder(calls)]);
    host.registerShared({ 'hr-lib': { version: '1.0.0', lib: () => ({}) } } as never);
    await host.loadRemote('hr_leaf/answer');
    await host.loadRemote('hr_leaf/answer', { loadFactory: false, from: 'build' });
    await host.preloadRemote([{ nameOrAlias: 'hr_leaf' }]);
    await leafHost([recorder(calls)], { shared: { 'hr-lib': { version: '1.0.0', get: async () => () => ({}) } } }).loadShare('hr-lib');
    expect(calls.length).toBeGreaterThan(40);
    expect(namesOf(calls)).not.toContain('getModuleInfo');
  });
});

describe('exposed modules', () => {
  claim(page, 'beforegetexpose', ['after the container is initialised, before the runtime asks it for the exposed module'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls)]);
    await host.loadRemote('hr_leaf/answer');
    const [before] = argsOf(calls, 'beforeGetExpose');
    expect(before).toMatchObject({ id: 'hr_leaf/answer', expose: './answer', moduleInfo: { name: 'hr_leaf' }, origin: host });
    expect(before.remoteEntryExports).toBe(host.moduleCache.get('hr_leaf')?.remoteEntryExports);
    expect(namesOf(calls).indexOf('afterInitRemote')).toBeLessThan(namesOf(calls).indexOf('beforeGetExpose'));
  });

  claim(page, 'getmodulefactory', ['a module factory (a function that returns the module, or a promise of it) to use instead of calling get', 'there is no origin'], async () => {
    const calls: Call[] = [];
    const gets: string[] = [];
    const container = { init() {}, get: (expose: string) => { gets.push(expose); return () => ({ from: 'get' }); } };
    const host = handHost(container, [recorder(calls, { getModuleFactory: (args: Args) => (args.expose === './Hooked' ? async () => ({ from: 'hook' }) : { notAFactory: true }) })]);
    await expect(host.loadRemote('hand/Hooked')).resolves.toEqual({ from: 'hook' });
    await expect(host.loadRemote('hand/Plain')).resolves.toEqual({ from: 'get' });
    expect(gets).toEqual(['./Plain']);
    const [args] = argsOf(calls, 'getModuleFactory');
    expect(Object.keys(args).sort()).toEqual(['expose', 'moduleInfo', 'remoteEntryExports']);
  });

  claim(page, 'aftergetexpose', ['after the factory has been obtained (moduleFactory), or after getting it failed (error; the error is then thrown)'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls)]);
    await host.loadRemote('hr_leaf/answer');
    expect(typeof argsOf(calls, 'afterGetExpose')[0].moduleFactory).toBe('function');
    expect(await rejection(host.loadRemote('hr_leaf/missing'))).toContain('does not exist in container');
    const failed = argsOf(calls, 'afterGetExpose')[1];
    expect(failed).toMatchObject({ id: 'hr_leaf/missing', expose: './missing' });
    expect(failed.moduleFactory).toBeUndefined();
    expect(failed.error.message).toContain('does not exist in container');
  });

  claim(page, 'beforeexecutefactory', ['That happens only when loadFactory is true'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls)]);
    const factory = await host.loadRemote<() => { answer: number }>('hr_leaf/answer', { loadFactory: false, from: 'runtime' });
    expect(factory!().answer).toBe(42);
    expect(namesOf(calls)).not.toContain('beforeExecuteFactory');
    await host.loadRemote('hr_leaf/answer');
    expect(argsOf(calls, 'beforeExecuteFactory')).toEqual([{ id: 'hr_leaf/answer', expose: './answer', moduleInfo: expect.objectContaining({ name: 'hr_leaf' }), loadFactory: true, origin: host }]);
  });

  claim(page, 'afterexecutefactory', ['after the factory has run (exposeModule holds the result) or thrown (error; the error is then thrown)'], async () => {
    const calls: Call[] = [];
    const host = leafHost([recorder(calls)]);
    await host.loadRemote('hr_leaf/answer');
    expect(argsOf(calls, 'afterExecuteFactory')[0]).toMatchObject({ id: 'hr_leaf/answer', loadFactory: true, exposeModule: { answer: 42 } });
    expect(await rejection(host.loadRemote('hr_leaf/boom'))).toContain('boom while running');
    expect(argsOf(calls, 'afterExecuteFactory')[1].error.message).toContain('boom while running');
  });
});

describe('shared dependencies', () => {
  const twoVersions = () => ({ 'hr-lib': [{ version: '1.0.0', lib: () => ({ v: '1.0.0' }) }, { version: '2.0.0', get: async () => () => ({ v: '2.0.0' }) }] });

  claim(page, 'beforeloadshare', ['loadShareSync does not call it', 'the runtime uses the returned shareInfo and loadContext', 'Without a shareInfo the call fails with "Cannot find shared …"'], async () => {
    const calls: Call[] = [];
    const context = { trigger: 'build', moduleId: 'm1' };
    const host = nodeHost({
      name: uid('hr_bls'), remotes: [], shared: twoVersions(),
      plugins: [recorder(calls, { beforeLoadShare: (args: Args) => (args.pkgName === 'hr-lib' ? { ...args, shareInfo: { ...args.shareInfo, shareConfig: { ...args.shareInfo.shareConfig, requiredVersion: '^2.0.0' } }, loadContext: context } : { ...args, shareInfo: undefined }) })],
    } as never);
    const factory = await host.loadShare<{ v: string }>('hr-lib');
    expect(factory && factory()).toEqual({ v: '2.0.0' });
    const [before] = argsOf(calls, 'beforeLoadShare');
    expect(before).toMatchObject({ pkgName: 'hr-lib', shareInfo: { version: '1.0.0' }, shared: host.options.shared, origin: host, loadContext: undefined });
    expect(argsOf(calls, 'afterLoadShare')[0].loadContext).toBe(context);
    calls.length = 0;
    host.loadShareSync('hr-lib');
    expect(namesOf(calls)).not.toContain('beforeLoadShare');
    const other = nodeHost({ name: uid('hr_bls_none'), remotes: [], shared: { 'hr-x': { version: '1.0.0', lib: () => ({}) } }, plugins: [{ name: 'drop-info', beforeLoadShare: (args: Args) => ({ ...args, shareInfo: undefined }) }] } as never);
    expect(await rejection(other.loadShare('hr-x'))).toContain('Cannot find shared "hr-x"');
  });

  claim(page, 'loadshare', ['a function registered for it never runs'], async () => {
    const calls: Call[] = [];
    const host = nodeHost({ name: uid('hr_ls'), remotes: [], shared: twoVersions(), plugins: [recorder(calls)] } as never);
    await host.loadShare('hr-lib');
    host.loadShareSync('hr-lib');
    await host.loadShare('hr-missing', { customShareInfo: { version: '1.0.0' } } as never);
    expect(namesOf(calls)).toContain('beforeLoadShare');
    expect(namesOf(calls)).not.toContain('loadShare');
  });

  claim(page, 'resolveshare', ['in loadShare, in loadShareSync', 'The runtime then calls the returned resolver()', 'Changing scope or version alone changes nothing', 'or undefined (no suitable entry: the app falls back to its own copy)'], async () => {
    const calls: Call[] = [];
    const host = nodeHost({ name: uid('hr_rs'), remotes: [], shared: twoVersions(), plugins: [recorder(calls, { resolveShare: (args: Args) => ({ ...args, version: '2.0.0' }) })] } as never);
    expect(callFactory(await host.loadShare<{ v: string }>('hr-lib'))).toEqual({ v: '1.0.0' });
    host.loadShareSync('hr-lib');
    expect(argsOf(calls, 'resolveShare').length).toBeGreaterThanOrEqual(2);
    expect(argsOf(calls, 'resolveShare')[0]).toMatchObject({ pkgName: 'hr-lib', scope: 'default', shareInfo: { version: '1.0.0' }, shareScopeMap: host.shareScopeMap });
    expect(argsOf(calls, 'resolveShare')[0]).toHaveProperty('GlobalFederation');
    const picking = nodeHost({ name: uid('hr_rs_pick'), remotes: [], shared: twoVersions(), plugins: [{ name: 'pick-two', resolveShare: (args: Args) => ({ ...args, resolver: () => ({ shared: args.shareScopeMap[args.scope][args.pkgName]['2.0.0'], useTreesShaking: false }) }) }] } as never);
    expect(callFactory(await picking.loadShare<{ v: string }>('hr-lib'))).toEqual({ v: '2.0.0' });
    const own = { own: true };
    const none = nodeHost({ name: uid('hr_rs_none'), remotes: [], shared: { 'hr-lib': { version: '1.0.0', get: async () => () => own } }, plugins: [{ name: 'pick-none', resolveShare: (args: Args) => ({ ...args, resolver: () => undefined }) }] } as never);
    expect(callFactory(await none.loadShare<unknown>('hr-lib'))).toBe(own);
  });

  claim(page, 'afterloadshare', ['when loadShare or loadShareSync has a shared module to return', 'An error thrown here is logged as a warning and does not stop loading'], async () => {
    const calls: Call[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = nodeHost({ name: uid('hr_als'), remotes: [], shared: twoVersions(), plugins: [recorder(calls, { afterLoadShare: () => { throw new Error('hook broke'); } })] } as never);
    expect(callFactory(await host.loadShare<{ v: string }>('hr-lib'))).toEqual({ v: '1.0.0' });
    host.loadShareSync('hr-lib');
    const [async, sync] = argsOf(calls, 'afterLoadShare');
    expect(async).toMatchObject({ pkgName: 'hr-lib', lifecycle: 'loadShare', shareInfo: { version: '1.0.0' }, selectedShared: { version: '1.0.0', from: host.options.name }, shared: host.options.shared, shareScopeMap: host.shareScopeMap, origin: host });
    expect(sync.lifecycle).toBe('loadShareSync');
    expect(warn.mock.calls.flat().join(' ')).toContain('hook broke');
  });

  claim(page, 'errorloadshare', ['the error is thrown right after the hook', 'recovered: true; loadShare then resolves to false', 'this hook cannot supply a replacement'], async () => {
    const calls: Call[] = [];
    const host = nodeHost({ name: uid('hr_els'), remotes: [], shared: { 'hr-async': { version: '1.0.0', get: async () => () => ({}) } }, plugins: [recorder(calls, { errorLoadShare: () => () => ({ replacement: true }) })] } as never);
    expect(thrown(() => host.loadShareSync('hr-async'))).toContain('RUNTIME-006');
    const [sync] = argsOf(calls, 'errorLoadShare');
    expect(sync).toMatchObject({ pkgName: 'hr-async', lifecycle: 'loadShareSync', shared: host.options.shared, shareScopeMap: host.shareScopeMap, origin: host });
    expect(sync.error.message).toContain('RUNTIME-006');
    const context = { trigger: 'build' };
    await expect(host.loadShare('hr-absent', { customShareInfo: { version: '1.0.0' }, context } as never)).resolves.toBe(false);
    expect(argsOf(calls, 'errorLoadShare')[1]).toMatchObject({ pkgName: 'hr-absent', lifecycle: 'loadShare', recovered: true, error: undefined, loadContext: context });
    expect(await rejection(host.loadShare('hr-absent'))).toContain('targetShared.get is not a function');
    expect(argsOf(calls, 'errorLoadShare')[2].error).toBeInstanceOf(TypeError);
  });

  claim(page, 'initcontainersharescopemap', ['the producer\'s instance adopts the consumer\'s share scope, then calls this hook, once per share scope name', 'the scope is already in place when the hook runs', 'A producer built without shared dependencies never calls it'], async () => {
    const host = leafHost([]);
    leafCalls().length = 0;
    await host.loadRemote('hr_leaf/answer');
    const adopted = leafCalls().filter(([hook]) => hook === 'initContainerShareScopeMap').map(([, args]) => args);
    expect(adopted).toHaveLength(1);
    expect(adopted[0]).toMatchObject({ scopeName: 'default', origin: { name: 'hr_leaf' } });
    expect(adopted[0].shareScope).toBe(host.shareScopeMap.default);
    expect(adopted[0].hostShareScopeMap).toBe(host.shareScopeMap);
    expect(adopted[0].options.name).toBe('hr_leaf');
    // the plugin returned another shareScope; the producer keeps the consumer's
    expect((adopted[0].origin as Host).shareScopeMap.default).toBe(host.shareScopeMap.default);
    // a producer built without shared dependencies never calls it
    const plainCalls = (globalThis as { __hrPlainCalls?: string[] }).__hrPlainCalls ?? [];
    await nodeHost({ name: uid('hr_plain_host'), remotes: [{ name: 'hr_plain', entry: `${plain.entry}?scope=${seq++}` }] }).loadRemote('hr_plain/answer');
    expect(plainCalls).not.toContain('initContainerShareScopeMap');
  });
});

describe('preloading', () => {
  claim(page, 'beforepreloadremote', ['at the start of preloadRemote, and in afterResolve when a manifest remote is loaded', 'the runtime reads preloadOps again after the hook, so changes made to that array in place take effect'], async () => {
    const calls: Call[] = [];
    const { host } = manifestHost([recorder(calls, { beforePreloadRemote: (args: Args) => { if (args.preloadOps[0]?.nameOrAlias === 'renamed') args.preloadOps[0].nameOrAlias = 'hr_leaf'; } })]);
    await host.loadRemote('hr_leaf/answer');
    const [fromLoad] = argsOf(calls, 'beforePreloadRemote');
    expect(fromLoad.preloadOps).toEqual([{ nameOrAlias: 'hr_leaf', exposes: ['./answer'], resourceCategory: 'sync', share: false, depsRemote: false, recordPreloadedAssets: true }]);
    expect(fromLoad).toMatchObject({ options: host.options, origin: host });
    calls.length = 0;
    await host.preloadRemote([{ nameOrAlias: 'renamed', exposes: ['./answer'] }]);
    expect(argsOf(calls, 'generatePreloadAssets')[0].preloadOptions.remote.name).toBe('hr_leaf');
  });

  claim(page, 'generatepreloadassets', ['a plugin that returns its own lists replaces the built-in choice', 'If the hook\'s result is false or null, nothing is preloaded for that remote'], async () => {
    const calls: Call[] = [];
    const lists = { cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] };
    const { host } = manifestHost([recorder(calls, { generatePreloadAssets: (args: Args) => (args.preloadOptions.preloadConfig.exposes?.[0] === './answer' ? false : lists) })]);
    await host.preloadRemote([{ nameOrAlias: 'hr_leaf', exposes: ['./answer'] }]);
    expect(argsOf(calls, 'afterPreloadRemote')[0].results).toEqual([]);
    await host.preloadRemote([{ nameOrAlias: 'hr_leaf' }]);
    expect(argsOf(calls, 'afterPreloadRemote')[1].results).toEqual([expect.objectContaining({ id: 'hr_leaf/*', results: [] })]);
    const [args] = argsOf(calls, 'generatePreloadAssets');
    expect(args).toMatchObject({ origin: host, preloadOptions: { remote: { name: 'hr_leaf' }, preloadConfig: { exposes: ['./answer'] } }, remote: { name: 'hr_leaf' }, remoteInfo: { name: 'hr_leaf' } });
    expect(args.remoteSnapshot.remoteEntry).toBe('remoteEntry.js');
    expect(args).toHaveProperty('globalSnapshot');
    // in Node.js the built-in implementation returns empty lists and leaves remoteInfo.entry as the manifest URL
    expect(args.remoteInfo.entry).toBe((host.options.remotes[0] as Args).entry);
  });

  claim(page, 'afterpreloadremote', ['once every preload request has settled', 'error (set when any file failed; preloadRemote rejects with that error after the hook)'], async () => {
    const calls: Call[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = leafHost([recorder(calls)]);
    const message = await rejection(host.preloadRemote([{ nameOrAlias: 'hr_leaf' }]));
    expect(message).toBe('preloadRemote failed to load 1 resource(s).');
    const [after] = argsOf(calls, 'afterPreloadRemote');
    expect(after.error.message).toBe(message);
    expect(after).toMatchObject({ preloadOps: [{ nameOrAlias: 'hr_leaf' }], options: host.options, origin: host });
    expect(after.results[0].results[0]).toMatchObject({ url: (host.options.remotes[0] as Args).entry, status: 'error', resourceType: 'remoteEntry', initiator: 'preloadRemote', id: 'hr_leaf/*' });
    expect(namesOf(calls).at(-1)).toBe('afterPreloadRemote');
  });
});

describe('bridge hooks', () => {
  claim(page, 'bridge-hooks', ['so every function runs and the bridge receives the last value that is not undefined'], () => {
    const order: string[] = [];
    const host = nodeHost({ name: uid('hr_bridge'), remotes: [], plugins: [
      { name: 'bridge-a', beforeBridgeRender: () => { order.push('a'); return { extraProps: { a: 1 } }; } },
      { name: 'bridge-b', beforeBridgeRender: () => { order.push('b'); return undefined; } },
    ] } as never);
    const hook = host.bridgeHook.lifecycle.beforeBridgeRender as unknown as { emit: (info: unknown) => unknown };
    expect(hook.emit({ moduleName: 'x' })).toEqual({ extraProps: { a: 1 } });
    expect(order).toEqual(['a', 'b']);
  });
});

describe('guide/basic/runtime (claims that need built producers)', () => {
  const runtimePage = 'guide/basic/runtime';

  claim(runtimePage, 'loadremote', ['compiles to loadRemote(\'provider/Button\', { loadFactory: false, from: \'build\' })'], async () => {
    const host = nodeHost({ name: uid('hr_mid_host'), remotes: [{ name: 'hr_middle', entry: `${middle.entry}?runtime-page` }] });
    const mod = await host.loadRemote<{ runAgain: () => Promise<{ answer: number }> }>('hr_middle/run');
    middleCalls().length = 0;
    expect((await mod!.runAgain()).answer).toBe(43);
    expect(middleCalls().filter(([hook]) => hook === 'afterLoadRemote')).toEqual([['afterLoadRemote', { id: 'hr_leaf/again', options: { loadFactory: false, from: 'build' } }]]);
  });

  claim(runtimePage, 'preloadremote', ['A producer that is not registered throws Unable to preload <name>', 'the 2.9.2 runtime tries to read that URL as a Manifest, fails, and the promise rejects with RUNTIME-003 in its failedResults', 'the promise rejects with an error preloadRemote failed to load N resource(s). whose results and failedResults properties list every file'], async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = leafHost([]);
    expect(await rejection(host.preloadRemote([{ nameOrAlias: 'hr_nobody' }]))).toContain('Unable to preload hr_nobody');
    const error = await host.preloadRemote([{ nameOrAlias: 'hr_leaf' }]).then(() => undefined, (reason: unknown) => reason as Args);
    expect(error.message).toBe('preloadRemote failed to load 1 resource(s).');
    expect(error.failedResults).toHaveLength(1);
    expect(error.failedResults[0].error.message).toContain('RUNTIME-003');
    expect(error.results).toEqual([expect.objectContaining({ id: 'hr_leaf/*', results: error.failedResults })]);
  });

  claim(runtimePage, 'preloadremote', ['Outside a browser only the Manifest is fetched'], async () => {
    const calls: Call[] = [];
    const { host, manifestUrl } = manifestHost([recorder(calls)]);
    served.length = 0;
    await host.preloadRemote([{ nameOrAlias: 'hr_leaf', resourceCategory: 'all' }]);
    expect(served).toEqual([new URL(manifestUrl).pathname]);
    expect(namesOf(calls)).not.toContain('loadEntry');
    expect(namesOf(calls)).not.toContain('createScript');
    expect(host.moduleCache.has('hr_leaf')).toBe(false);
  });
});
