/**
 * Executed claims of guide/basic/runtime not covered by runtime-api.test.ts: registerGlobalPlugins,
 * createInstance's id, init merging into an existing instance, getInstance with a finder, the
 * ModuleFederation class, Module, getRemoteEntry and loadScriptNode. Containers are hand-made and
 * answered through a loadEntry plugin; a small node:http server serves plain scripts. The claims that
 * need built producers or manifests are in hooks-reference.test.ts.
 */
import * as runtime from '@module-federation/runtime';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim, localServer, nodeHost, rejection, thrown } from './harness';

const page = 'guide/basic/runtime';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Args = any;

let seq = 0;
const uid = (prefix: string) => `${prefix}_${seq++}`;
const federation = () => (globalThis as Args).__FEDERATION__;

/** A hand-made container whose `get` returns a factory of `{ expose }`; `inits` records its init calls. */
function handMade(inits: unknown[][] = []) {
  return { init: (...args: unknown[]) => void inits.push(args), get: (expose: string) => () => ({ expose }) };
}
/** Remote options for one hand-made producer, with a plugin that answers loadEntry and counts the loads. */
function handRemote(container: unknown, loads: string[] = []) {
  const name = uid('hand');
  const entry = `https://hand.example.com/${name}/remoteEntry.js`;
  const plugin = { name: `${name}-entry`, loadEntry: ({ remoteInfo }: Args) => (remoteInfo.name === name ? (loads.push(remoteInfo.entry), container) : undefined) };
  return { name, entry, plugin };
}

/** Manifests, JSON and scripts the runtime fetches (a missing path answers 404). */
const server = localServer();
afterEach(() => vi.restoreAllMocks());

describe(page, () => {
  claim(page, 'registerglobalplugins', ['stores plugins page-wide, in __FEDERATION__.__GLOBAL_PLUGIN__', 'Every instance picks them up whenever it registers plugins: when it is created (by the build plugin, init or createInstance), and at each later init or registerPlugins call', 'an instance that already exists only sees the global plugins at its next plugin registration', 'A second global plugin with a name that is already stored is ignored with a warning'], async () => {
    const seen: string[] = [];
    const hand = handRemote(handMade());
    const global = { name: uid('global-recorder'), beforeRequest: (args: Args) => { seen.push(`${args.origin.name}:${args.id}`); return args; } };
    const before = nodeHost({ name: uid('gp_before'), remotes: [{ name: hand.name, entry: hand.entry }], plugins: [hand.plugin] as never });
    runtime.registerGlobalPlugins([global as never]);
    try {
      expect(federation().__GLOBAL_PLUGIN__).toContain(global);
      const created = nodeHost({ name: uid('gp_created'), remotes: [{ name: hand.name, entry: hand.entry }], plugins: [hand.plugin] as never });
      const viaInit = runtime.init({ name: uid('gp_init'), remotes: [{ name: hand.name, entry: hand.entry }], plugins: [hand.plugin] as never });
      await created.loadRemote(`${hand.name}/a`);
      await viaInit.loadRemote(`${hand.name}/a`);
      await before.loadRemote(`${hand.name}/a`);
      expect(seen).toEqual([`${created.name}:${hand.name}/a`, `${viaInit.name}:${hand.name}/a`]);
      before.registerPlugins([]);
      await before.loadRemote(`${hand.name}/a`);
      expect(seen.at(-1)).toBe(`${before.name}:${hand.name}/a`);
      const warnings: string[] = [];
      for (const method of ['warn', 'log', 'info'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
      runtime.registerGlobalPlugins([{ name: global.name } as never]);
      expect(federation().__GLOBAL_PLUGIN__.filter((plugin: Args) => plugin.name === global.name)).toEqual([global]);
      expect(warnings.join('\n')).toContain(`The plugin ${global.name} has been registered.`);
    } finally {
      const list = federation().__GLOBAL_PLUGIN__ as Args[];
      list.splice(list.indexOf(global), 1);
    }
  });

  claim(page, 'createinstance', ['It gives the instance the id name@version (or name@ plus a timestamp when there is no version) and adds it to the page-wide list __FEDERATION__.__INSTANCES__'], () => {
    const versioned = runtime.createInstance({ name: 'ci_versioned', version: '1.2.3', remotes: [] });
    const stamped = runtime.createInstance({ name: 'ci_stamped', remotes: [] });
    expect(versioned.options.id).toBe('ci_versioned@1.2.3');
    expect(stamped.options.id).toMatch(/^ci_stamped@\d{13}$/);
    expect(federation().__INSTANCES__).toEqual(expect.arrayContaining([versioned, stamped]));
  });

  claim(page, 'init', ['Remotes whose name is already registered are kept as they are', 'Shared versions that are already registered are kept; new plugins are added, a plugin whose name is already registered is skipped'], async () => {
    const calls: string[] = [];
    const first = handRemote(handMade());
    const name = uid('init_merge');
    const recorder = (tag: string, pluginName: string) => ({ name: pluginName, beforeRequest: (args: Args) => { if (args.id.includes('/')) calls.push(tag); return args; } });
    const created = runtime.init({ name, remotes: [{ name: first.name, entry: first.entry }], shared: { 'merge-lib': { version: '1.0.0', lib: () => ({ copy: 'first' }) } }, plugins: [first.plugin, recorder('p1 first', 'p1')] as never });
    const merged = runtime.init({ name, remotes: [{ name: first.name, entry: 'https://other.example.com/remoteEntry.js' }], shared: { 'merge-lib': { version: '1.0.0', lib: () => ({ copy: 'second' }) } }, plugins: [recorder('p1 second', 'p1'), recorder('p2', 'p2')] as never });
    expect(merged).toBe(created);
    expect(merged.options.remotes.find((remote) => remote.name === first.name)).toMatchObject({ entry: first.entry });
    expect(merged.options.shared['merge-lib']).toHaveLength(1);
    expect((merged.loadShareSync<{ copy: string }>('merge-lib'))().copy).toBe('first');
    await merged.loadRemote(`${first.name}/a`);
    expect(calls).toEqual(['p1 first', 'p2']);
  });

  claim(page, 'init', ['it may not be a prefix of another producer\'s name or alias'], () => {
    const host = nodeHost({ name: uid('alias_host'), remotes: [{ name: 'provider', entry: 'https://x.example.com/remoteEntry.js' }] });
    expect(thrown(() => host.registerRemotes([{ name: 'other', alias: 'prov', entry: 'https://y.example.com/remoteEntry.js' }]))).toContain('The alias prov of remote other is not allowed to be the prefix of provider name or alias');
  });

  claim(page, 'registerremotes', ['An alias that is a prefix of another producer\'s name or alias is rejected with an error'], () => {
    const host = nodeHost({ name: uid('alias_host'), remotes: [{ name: 'dash', alias: 'dashboard', entry: 'https://x.example.com/remoteEntry.js' }] });
    expect(thrown(() => host.registerRemotes([{ name: 'other', alias: 'dash', entry: 'https://y.example.com/remoteEntry.js' }]))).toContain('is not allowed to be the prefix of dash name or alias');
  });

  claim(page, 'init', ['\'0\' when omitted', 'requiredVersion defaults to ^ plus version, the flags to false', 'Share scope, \'default\' when omitted'], () => {
    const host = nodeHost({ name: uid('shared_defaults'), remotes: [], shared: { 'no-version': { lib: () => ({}) }, versioned: { version: '2.1.0', lib: () => ({}) } } as never });
    expect(host.options.shared['no-version'][0]).toMatchObject({ version: '0', scope: ['default'] });
    expect(host.options.shared.versioned[0]).toMatchObject({ scope: ['default'], shareConfig: { requiredVersion: '^2.1.0', singleton: false, eager: false, strictVersion: false } });
  });

  claim(page, 'getinstance', ['Without an argument, getInstance returns the current instance, the one init (or the build plugin) created', 'With a finder function it searches every instance on the page, including those from createInstance'], () => {
    const current = runtime.init({ name: uid('gi_current'), remotes: [] });
    const separate = runtime.createInstance({ name: uid('gi_separate'), remotes: [] });
    expect(runtime.getInstance()).toBe(current);
    expect(runtime.getInstance((instance) => instance.name === separate.name)).toBe(separate);
    expect(runtime.getInstance((instance) => instance.name === 'gi_nobody')).toBeNull();
  });

  claim(page, 'fallbacks-and-from', ['A failed Manifest still reaches you: the error travels up and the hook is called again with lifecycle: \'onLoad\''], async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[][] = [];
    const fallback = { fallback: true };
    const host = nodeHost({
      name: uid('manifest_fallback'), remotes: [{ name: 'gone', entry: 'https://gone.example.com/mf-manifest.json' }],
      plugins: [{ name: 'offline', fetch: () => Promise.reject(new Error('offline')), errorLoadRemote: (args: Args) => { seen.push([args.lifecycle, args.id]); return args.lifecycle === 'onLoad' ? fallback : undefined; } }] as never,
    });
    await expect(host.loadRemote('gone/Button')).resolves.toBe(fallback);
    expect(seen).toEqual([['afterResolve', 'https://gone.example.com/mf-manifest.json'], ['onLoad', 'gone/Button']]);
  });

  claim(page, 'the-modulefederation-class', ['an instance created that way is not added to __FEDERATION__.__INSTANCES__'], () => {
    const direct = new runtime.ModuleFederation({ name: uid('direct'), remotes: [] });
    expect(federation().__INSTANCES__).not.toContain(direct);
    expect(runtime.getInstance((instance) => instance.name === direct.name)).toBeNull();
  });

  claim(page, 'the-modulefederation-class', ['Registers a remote entry you loaded yourself as the producer name, so that it is not downloaded again'], async () => {
    const loads: string[] = [];
    const container = handMade();
    const hand = handRemote(handMade(), loads);
    const host = nodeHost({ name: uid('raw_host'), remotes: [{ name: hand.name, entry: hand.entry }], plugins: [hand.plugin] as never });
    host.initRawContainer(hand.name, hand.entry, container as never);
    await expect(host.loadRemote(`${hand.name}/Button`)).resolves.toEqual({ expose: './Button' });
    expect(loads).toEqual([]);
    expect(host.moduleCache.get(hand.name)?.remoteEntryExports).toBe(container);
  });

  claim(page, 'the-modulefederation-class', ['when the instance\'s shareStrategy is \'version-first\', loads the producers\' remote entries of that scope; returns an array of promises', 'An instance created without shareStrategy loads no remote entries here'], async () => {
    const loads: string[] = [];
    const hand = handRemote(handMade(), loads);
    const shared = { 'cls-lib': { version: '1.0.0', lib: () => ({}) } };
    const unset = nodeHost({ name: uid('share_unset'), remotes: [{ name: hand.name, entry: hand.entry }], plugins: [hand.plugin] as never, shared });
    expect(unset.initializeSharing('default')).toEqual([]);
    expect(loads).toEqual([]);
    const versionFirst = nodeHost({ name: uid('share_vf'), remotes: [{ name: hand.name, entry: hand.entry }], plugins: [hand.plugin] as never, shared, shareStrategy: 'version-first' });
    const promises = versionFirst.initializeSharing('default');
    expect(promises).toHaveLength(1);
    await Promise.all(promises);
    expect(loads).toEqual([hand.entry]);
    expect(Object.keys(versionFirst.shareScopeMap.default)).toEqual(['cls-lib']);
  });

  claim(page, 'module', ['The runtime creates one per producer the first time something is loaded from it and keeps it in moduleCache', 'whether the container has been initialised (inited)'], async () => {
    const inits: unknown[][] = [];
    const container = handMade(inits);
    const hand = handRemote(container);
    const host = nodeHost({ name: uid('module_host'), remotes: [{ name: hand.name, entry: hand.entry }], plugins: [hand.plugin] as never });
    expect(host.moduleCache.has(hand.name)).toBe(false);
    await host.loadRemote(`${hand.name}/a`);
    await host.loadRemote(`${hand.name}/b`);
    const module = host.moduleCache.get(hand.name)!;
    expect(module).toBeInstanceOf(runtime.Module);
    expect(module).toMatchObject({ inited: true, remoteEntryExports: container, remoteInfo: { name: hand.name, entry: hand.entry, type: 'global', entryGlobalName: hand.name, shareScope: 'default' } });
    expect(inits).toHaveLength(1);
  });

  claim(page, 'getremoteinfo-and-getremoteentry', ['shares one download between concurrent callers', 'The container it returns is not initialised'], async () => {
    const loads: string[] = [];
    const inits: unknown[][] = [];
    const container = handMade(inits);
    const hand = handRemote(container, loads);
    const host = nodeHost({ name: uid('entry_host'), remotes: [], plugins: [hand.plugin] as never });
    const remoteInfo = runtime.getRemoteInfo({ name: hand.name, entry: hand.entry });
    const [a, b] = await Promise.all([runtime.getRemoteEntry({ origin: host, remoteInfo }), runtime.getRemoteEntry({ origin: host, remoteInfo })]);
    expect([a, b]).toEqual([container, container]);
    expect(loads).toHaveLength(1);
    expect(inits).toEqual([]);
  });

  claim(page, 'getremoteinfo-and-getremoteentry', ['in Node.js it throws Failed to load Node.js entry'], async () => {
    const host = nodeHost({ name: uid('entry_fail'), remotes: [] });
    const remoteInfo = runtime.getRemoteInfo({ name: uid('nowhere'), entry: 'http://127.0.0.1:1/remoteEntry.js' });
    const message = await rejection(runtime.getRemoteEntry({ origin: host, remoteInfo }) as Promise<unknown>);
    expect(message).toContain(`Failed to load Node.js entry for remote "${remoteInfo.name}" from "http://127.0.0.1:1/remoteEntry.js"`);
    expect(message).not.toContain('RUNTIME-008');
  });

  claim(page, 'loadscript-and-loadscriptnode', ['it fetches the URL, runs the code in Node\'s vm module with a CommonJS wrapper and stores the exports on globalThis under attrs.globalName (or a key derived from attrs.name)'], async () => {
    server.routes.set('/named.js', 'module.exports = { hello: typeof require, file: __filename };');
    const globalName = uid('loaded_global');
    await runtime.loadScriptNode(`${server.origin}/named.js`, { attrs: { globalName } });
    expect((globalThis as Args)[globalName]).toEqual({ hello: 'function', file: 'named.js' });
    const name = uid('loaded_name');
    await runtime.loadScriptNode(`${server.origin}/named.js`, { attrs: { name } });
    expect((globalThis as Args)[`__FEDERATION_${name}:custom__`]).toEqual({ hello: 'function', file: 'named.js' });
  });
});
