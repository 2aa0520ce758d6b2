/**
 * Executed claims of guide/basic/runtime: what the runtime calls return or throw, which shared
 * version wins, and what the bundler passes. The page's samples run in tests/e2e/tutorial-runtime.spec.ts;
 * these tests cover the prose.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as runtime from '@module-federation/runtime';
import { afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { buildProducer, type BuiltProducer, claim, consoleOutput, nodeHost, rejection, repoRoot, thrown } from './harness';

const page = 'guide/basic/runtime';
const pkgDir = (name: string) => join(repoRoot, 'node_modules/@module-federation', name);

type Lib = { version: string };
type ShareEntry = { version: string; lib?: () => Lib; get?: () => Promise<() => Lib> };

/** A `shared` entry that is already loaded (`lib`) or still to be loaded (`get`). */
const loadedCopy = (version: string): ShareEntry => ({ version, lib: () => ({ version }) });
const unloadedCopy = (version: string): ShareEntry => ({ version, get: async () => () => ({ version }) });

let hostCount = 0;
/** A fresh instance providing `claim-lib` in the given order, with the given share config. */
function sharingHost(copies: ShareEntry[], shareConfig: Record<string, unknown>, shareStrategy?: 'version-first' | 'loaded-first') {
  const shared = copies.map((copy) => ({ ...copy, shareConfig: { ...shareConfig } }));
  return nodeHost({
    name: `runtime_share_host_${hostCount++}`,
    remotes: [],
    shareStrategy,
    shared: { 'claim-lib': shared } as never,
  });
}

async function chosenVersion(host: ReturnType<typeof nodeHost>, pkg = 'claim-lib'): Promise<string> {
  const factory = await host.loadShare<Lib>(pkg);
  if (!factory) throw new Error('loadShare resolved to false');
  return factory()!.version;
}

let producer: BuiltProducer;
beforeAll(async () => {
  producer = await buildProducer({
    name: 'runtime_claims_provider',
    files: {
      'src/answer.ts': 'export const answer = 42;\n',
      'src/side-effect.ts': 'const g = globalThis as { __runtimeClaimRuns?: number };\ng.__runtimeClaimRuns = (g.__runtimeClaimRuns ?? 0) + 1;\nexport const runs = g.__runtimeClaimRuns;\n',
    },
    federation: { exposes: { './answer': './src/answer.ts', './side-effect': './src/side-effect.ts' } },
  });
  expect(producer.errors).toEqual([]);
}, 120_000);

afterEach(() => vi.restoreAllMocks());

describe(page, () => {
  claim(page, 'createinstance', ['no: call the methods of the returned instance'], () => {
    // Nothing in this file has called init yet: createInstance (nodeHost) does not count.
    nodeHost({ name: 'runtime_not_current', remotes: [] });
    expect(runtime.getInstance()).toBeNull();
    expect(thrown(() => runtime.registerRemotes([]))).toContain('RUNTIME-009');
    expect(thrown(() => runtime.loadShareSync('react'))).toContain('Please call createInstance first.');
  });

  claim(page, 'init', ['a name (or version) that matches no instance creates a new instance, which replaces the previous one', 'init merges the new options into it and returns it'], () => {
    const first = runtime.init({ name: 'runtime_init_first', remotes: [] });
    expect(runtime.init({ name: 'runtime_init_first', remotes: [{ name: 'later', entry: 'http://later.invalid/remoteEntry.js' }] })).toBe(first);
    expect(first.options.remotes.map((remote) => remote.name)).toContain('later');
    const second = runtime.init({ name: 'runtime_init_second', remotes: [] });
    expect(second).not.toBe(first);
    expect(runtime.getInstance()).toBe(second);
  });

  claim(page, 'loadremote', ['An unknown producer name or alias fails with RUNTIME-004'], async () => {
    const host = nodeHost({ name: 'runtime_unknown_host', remotes: [{ name: 'runtime_claims_provider', entry: producer.entry }] });
    expect(await rejection(host.loadRemote('nobody/answer'))).toContain('RUNTIME-004');
    await expect(host.loadRemote<{ answer: number }>('runtime_claims_provider/answer')).resolves.toMatchObject({ answer: 42 });
  });

  claim(page, 'loadremote', ['a container built by webpack or Rspack rejects with Module "./Missing" does not exist in container.'], async () => {
    const host = nodeHost({ name: 'runtime_missing_host', remotes: [{ name: 'runtime_claims_provider', entry: producer.entry }] });
    const message = await rejection(host.loadRemote('runtime_claims_provider/Missing'));
    expect(message).toContain('Module "./Missing" does not exist in container.');
    expect(message).not.toContain('RUNTIME-014');
  });

  claim(page, 'loadremote', ['RUNTIME-014 comes only from a container whose get returns nothing'], async () => {
    const handMade = { init: () => undefined, get: () => undefined };
    const host = nodeHost({
      name: 'runtime_handmade_host',
      remotes: [{ name: 'handmade', entry: 'http://handmade.invalid/remoteEntry.js' }],
      plugins: [{ name: 'handmade-entry-plugin', loadEntry: () => handMade as never }],
    });
    expect(await rejection(host.loadRemote('handmade/Missing'))).toContain('RUNTIME-014');
  });

  claim(page, 'loadfactory', ['the exposed module\'s code is downloaded but not run', 'calling it runs the module and returns its exports'], async () => {
    const host = nodeHost({ name: 'runtime_factory_host', remotes: [{ name: 'runtime_claims_provider', entry: producer.entry }] });
    const g = globalThis as { __runtimeClaimRuns?: number };
    const factory = await host.loadRemote<() => { runs: number }>('runtime_claims_provider/side-effect', { loadFactory: false, from: 'runtime' });
    expect(typeof factory).toBe('function');
    expect(g.__runtimeClaimRuns).toBeUndefined();
    expect(factory!().runs).toBe(1);
    expect(g.__runtimeClaimRuns).toBe(1);
  });

  claim(page, 'fallbacks-and-from', ['errorLoadRemote receives the same from the caller passed'], async () => {
    const seen: unknown[] = [];
    const fallback = { default: 'fallback' };
    const host = nodeHost({
      name: 'runtime_fallback_host',
      remotes: [{ name: 'runtime_claims_provider', entry: producer.entry }],
      plugins: [{ name: 'fallback-recorder', errorLoadRemote: (args) => { seen.push([args.lifecycle, args.from]); return args.from === 'build' ? () => fallback : fallback; } }],
    });
    await expect(host.loadRemote('runtime_claims_provider/Missing')).resolves.toBe(fallback);
    const factory = await host.loadRemote<() => unknown>('runtime_claims_provider/Missing', { loadFactory: false, from: 'build' });
    expect(factory!()).toBe(fallback);
    expect(seen).toEqual([['onLoad', 'runtime'], ['onLoad', 'build']]);
  });

  describe('which shared version wins', () => {
    claim(page, 'loadshare', ['a copy that is already loaded is kept against a higher version registered after it'], async () => {
      expect(await chosenVersion(sharingHost([loadedCopy('18.3.1'), unloadedCopy('19.1.0')], { singleton: true, requiredVersion: false }))).toBe('18.3.1');
    });

    claim(page, 'loadshare', ['a higher version registered before a loaded lower one still wins'], async () => {
      expect(await chosenVersion(sharingHost([unloadedCopy('19.1.0'), loadedCopy('18.3.1')], { singleton: true, requiredVersion: false }))).toBe('19.1.0');
      // With nothing loaded yet, the walk ends on the highest version whatever the order.
      expect(await chosenVersion(sharingHost([unloadedCopy('18.3.1'), unloadedCopy('19.1.0')], { singleton: true, requiredVersion: false }))).toBe('19.1.0');
    });

    claim(page, 'loadshare', ['With \'loaded-first\', a version that is already loaded or loading comes first'], async () => {
      expect(await chosenVersion(sharingHost([unloadedCopy('19.1.0'), loadedCopy('18.3.1')], { singleton: true, requiredVersion: false }, 'loaded-first'))).toBe('18.3.1');
    });

    claim(page, 'loadshare', ['that candidate is used even when it does not satisfy requiredVersion; the runtime logs a warning, or throws with strictVersion: true'], async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(await chosenVersion(sharingHost([loadedCopy('18.3.1'), unloadedCopy('19.1.0')], { singleton: true, requiredVersion: '^19.0.0' }))).toBe('18.3.1');
      expect(warn.mock.calls.flat().join(' ')).toContain('does not satisfy the requirement');
      const strict = sharingHost([loadedCopy('18.3.1'), unloadedCopy('19.1.0')], { singleton: true, requiredVersion: '^19.0.0', strictVersion: true });
      expect(await rejection(strict.loadShare('claim-lib'))).toContain('Version 18.3.1');
    });

    claim(page, 'loadshare', ['otherwise any other version in the scope that satisfies it'], async () => {
      expect(await chosenVersion(sharingHost([loadedCopy('18.3.1'), unloadedCopy('19.1.0')], { requiredVersion: '^19.0.0' }))).toBe('19.1.0');
    });

    claim(page, 'loadshare', ['walks this application\'s entries in registration order and moves on to a higher version only while the current pick is not loaded'], async () => {
      const described = async (copies: ShareEntry[]) => {
        const versions: string[] = [];
        const host = sharingHost(copies, { requiredVersion: false });
        host.registerPlugins([{ name: 'describe-request', beforeLoadShare: (args) => { versions.push(args.shareInfo?.version ?? 'none'); return args; } }]);
        await host.loadShare('claim-lib');
        return versions[0];
      };
      expect(await described([loadedCopy('18.3.1'), unloadedCopy('19.1.0')])).toBe('18.3.1');
      expect(await described([unloadedCopy('19.1.0'), loadedCopy('18.3.1')])).toBe('19.1.0');
      expect(await described([unloadedCopy('18.3.1'), unloadedCopy('19.1.0')])).toBe('19.1.0');
    });
  });

  claim(page, 'loadshare', ['rejects with TypeError: targetShared.get is not a function', 'resolves to false only when customShareInfo was given and no copy is registered'], async () => {
    const host = nodeHost({ name: 'runtime_unregistered_host', remotes: [] });
    expect(await rejection(host.loadShare('never-registered'))).toBe('targetShared.get is not a function');
    await expect(host.loadShare('never-registered', { customShareInfo: { version: '1.0.0' } })).resolves.toBe(false);
  });

  claim(page, 'loadshare', ['but loadShare does not read it', 'The bundler does not pass from: its compiled code calls loadShare with the package\'s build settings as customShareInfo and a context'], async () => {
    const host = sharingHost([unloadedCopy('1.0.0')], { requiredVersion: false });
    // from: 'build' changes nothing for loadShare: an asynchronous getter is fine.
    const factory = await host.loadShare<Lib>('claim-lib', { from: 'build' });
    expect(factory && factory()!.version).toBe('1.0.0');
    for (const file of ['consumes.js', 'installInitialConsumes.js']) {
      const source = readFileSync(join(pkgDir('webpack-bundler-runtime'), 'dist', file), 'utf8');
      const calls = source.match(/federationInstance\.loadShare(?:Sync)?\(shareKey, \{[^}]*\{[^}]*\}/g) ?? [];
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        expect(call).toContain('customShareInfo');
        expect(call).toContain('trigger: "build"');
        expect(call).not.toMatch(/\bfrom:/);
      }
    }
  });

  claim(page, 'loadsharesync', ['Otherwise it throws RUNTIME-006', 'RUNTIME-005 only when from: \'build\' is passed'], () => {
    const host = sharingHost([unloadedCopy('1.0.0')], { requiredVersion: false });
    expect(thrown(() => host.loadShareSync('claim-lib'))).toContain('Invalid loadShareSync function call from runtime #RUNTIME-006');
    // What the bundler passes: a context with trigger 'build', not from.
    expect(thrown(() => host.loadShareSync('claim-lib', { context: { trigger: 'build' } }))).toContain('RUNTIME-006');
    expect(thrown(() => host.loadShareSync('claim-lib', { from: 'build' }))).toContain('Invalid loadShareSync function call from bundler runtime #RUNTIME-005');
    const withLib = sharingHost([loadedCopy('1.0.0')], { requiredVersion: false });
    expect(withLib.loadShareSync<Lib>('claim-lib')().version).toBe('1.0.0');
  });

  claim(page, 'registershared', ['It is not added to the instance\'s own shared options, so a loadShare call for that package from this application fails', 'registerShared never replaces a registered copy'], async () => {
    const host = sharingHost([loadedCopy('1.0.0')], { requiredVersion: false });
    host.registerShared({ 'late-lib': { version: '2.0.0', lib: () => ({ version: '2.0.0' }) } } as never);
    expect(Object.keys(host.shareScopeMap.default['late-lib'])).toEqual(['2.0.0']);
    expect(host.options.shared['late-lib']).toBeUndefined();
    expect(await rejection(host.loadShare('late-lib'))).toContain('is not a function');
    const before = host.shareScopeMap.default['claim-lib']['1.0.0'];
    host.registerShared({ 'claim-lib': { version: '1.0.0', lib: () => ({ version: 'replacement' }) } } as never);
    host.registerShared({ 'claim-lib': { version: '3.0.0', lib: () => ({ version: '3.0.0' }) } } as never);
    expect(host.shareScopeMap.default['claim-lib']['1.0.0']).toBe(before);
    expect(host.shareScopeMap.default['claim-lib']['3.0.0']).toBeUndefined();
    expect(host.options.shared['claim-lib'].map((entry) => entry.version)).toEqual(['1.0.0', '3.0.0']);
  });

  claim(page, 'registerremotes', ['Without force, a producer whose name is already registered is left as it is, silently', 'With force: true the old registration is replaced'], async () => {
    const host = nodeHost({ name: 'runtime_force_host', remotes: [{ name: 'runtime_claims_provider', entry: producer.entry }] });
    const output = await consoleOutput(() => host.registerRemotes([{ name: 'runtime_claims_provider', entry: 'http://other.invalid/remoteEntry.js' }]));
    expect(output).toBe('');
    expect(host.options.remotes.find((remote) => remote.name === 'runtime_claims_provider')).toMatchObject({ entry: producer.entry });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    host.registerRemotes([{ name: 'runtime_claims_provider', entry: 'http://other.invalid/remoteEntry.js' }], { force: true });
    expect(host.options.remotes.find((remote) => remote.name === 'runtime_claims_provider')).toMatchObject({ entry: 'http://other.invalid/remoteEntry.js' });
    expect(warn.mock.calls.flat().join(' ')).toContain('is already registered');
  });

  claim(page, 'registerplugins', ['A plugin with a name that is already registered is not added twice'], async () => {
    const calls: string[] = [];
    const host = nodeHost({ name: 'runtime_plugins_host', remotes: [{ name: 'runtime_claims_provider', entry: producer.entry }] });
    host.registerPlugins([{ name: 'once-plugin', beforeRequest: (args) => { calls.push('first'); return args; } }]);
    host.registerPlugins([{ name: 'once-plugin', beforeRequest: (args) => { calls.push('second'); return args; } }]);
    await host.loadRemote('runtime_claims_provider/answer');
    expect(calls).toEqual(['first']);
  });

  claim(page, 'getremoteinfo-and-getremoteentry', ['getRemoteInfo fills in the defaults of a remote description'], () => {
    expect(runtime.getRemoteInfo({ name: 'p', entry: 'http://x.invalid/remoteEntry.js' })).toMatchObject({ type: 'global', entryGlobalName: 'p', shareScope: 'default' });
    expect(runtime.getRemoteInfo({ name: 'q', version: '1.0.0' })).toMatchObject({ entry: '' });
  });

  claim(page, 'satisfy', ['satisfy(\'19.1.0\', \'^19.0.0\') is true, satisfy(\'18.3.1\', \'^19.0.0\') is false'], () => {
    expect(runtime.satisfy('19.1.0', '^19.0.0')).toBe(true);
    expect(runtime.satisfy('18.3.1', '^19.0.0')).toBe(false);
  });

  claim(page, 'the-modulefederation-class', ['The version of the runtime itself (\'2.9.2\'), not of your application'], () => {
    const host = nodeHost({ name: 'runtime_version_host', version: '7.0.0', remotes: [] });
    expect(host.version).toBe('2.9.2');
  });
});
