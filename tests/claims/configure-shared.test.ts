/**
 * Executed claims of configure/shared and configure/shareStrategy: which copy of a shared package each
 * app gets, run against the installed runtime (`@module-federation/runtime` 2.9.2) and producers built
 * with `@module-federation/enhanced/rspack`.
 *
 * The producers share a small package of their own, `vf-lib`, written into their folder's node_modules
 * with the version the test needs; its module exports that version, so the module a producer exposes
 * reports which copy it received.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, vi } from 'vitest';
import { buildProducer, claim, nodeHost, rejection, thrown, type BuiltProducer } from './harness';

type Federation = Parameters<typeof buildProducer>[0]['federation'];

/** A package that reports its own version. */
function fakePackage(name: string, version: string): Record<string, string> {
  return {
    [`node_modules/${name}/package.json`]: `${JSON.stringify({ name, version, main: 'index.js' })}\n`,
    [`node_modules/${name}/index.js`]: `module.exports = { version: ${JSON.stringify(version)} };\n`,
  };
}

/**
 * A producer that shares `vf-lib` at `version` and exposes `./version` (and the same module as `./lib`),
 * which reports the copy it got. Its runtime plugin records errorLoadShare calls in a global.
 */
function versionProducer(name: string, version: string, shared: Federation['shared'], extra: Partial<Federation> = {}): Promise<BuiltProducer> {
  return buildProducer({
    name,
    files: {
      ...fakePackage('vf-lib', version),
      'src/version.ts': "import lib from 'vf-lib';\n\nexport const version: string = lib.version;\nexport { lib };\n",
      // a runtime plugin of the producer's own: what its errorLoadShare hook receives
      'src/watch.js': 'export default function () {\n  return { name: "claims-watch", errorLoadShare(args) { (globalThis.__claimsErrorLoadShare ||= []).push([args.pkgName, args.recovered]); } };\n}\n',
    },
    federation: { exposes: { './version': './src/version.ts', './lib': './src/version.ts' }, shared, runtimePlugins: ['./src/watch.js'], ...extra },
  });
}

/** A loaded copy, as `init({ shared })` registers one that comes with its `lib`. */
const loadedCopy = (version: string, shareConfig: SharedConfig) => ({ version, lib: () => ({ version }), shareConfig });
/** A copy that is registered but not loaded: its `get` runs only when the copy is chosen. */
const lazyCopy = (version: string, shareConfig: SharedConfig) => ({ version, get: async () => () => ({ version }), shareConfig });
type SharedConfig = { singleton?: boolean; requiredVersion: string | false; strictVersion?: boolean; eager?: boolean };

/** Messages written with console.warn while `run` ran. */
async function warnings(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await run();
    return spy.mock.calls.map((call) => call.map(String).join(' '));
  } finally {
    spy.mockRestore();
  }
}

/** `file:` remote entries that Node's require loaded, in order (a runtime plugin that only watches). */
function entryRecorder(): { loaded: string[]; plugin: { name: string; loadEntry: (args: { remoteInfo: { entry: string } }) => undefined } } {
  const loaded: string[] = [];
  return { loaded, plugin: { name: 'claims-entry-recorder', loadEntry: ({ remoteInfo }) => void loaded.push(remoteInfo.entry) } };
}

type Version = { version: string };

afterEach(() => vi.restoreAllMocks());

describe('configure/shared', () => {
  claim('configure/shared', 'what-does-it-do', 'Each shared package is split into its own chunk', async () => {
    const producer = await buildProducer({
      name: 'sh_chunks',
      files: {
        ...fakePackage('vf-lib', '1.2.3'),
        'node_modules/vf-lib/sub.js': "module.exports = 'SUB_MARKER';\n",
        'src/x.ts': "import lib from 'vf-lib';\nimport sub from 'vf-lib/sub';\n\nexport const text: string = lib.version + sub;\n",
      },
      // 'vf-lib/' is a prefix key: it matches vf-lib/sub
      federation: { exposes: { './x': './src/x.ts' }, shared: { 'vf-lib': { requiredVersion: '^1.0.0' }, 'vf-lib/': { requiredVersion: '^1.0.0' } } },
    });
    expect(producer.errors).toEqual([]);
    const holding = (marker: string) => readdirSync(producer.outDir).filter((file) => file.endsWith('.js') && readFileSync(join(producer.outDir, file), 'utf8').includes(marker));
    const [libChunk] = holding('"1.2.3"');
    const [subChunk] = holding('SUB_MARKER');
    expect(holding('SUB_MARKER')).toHaveLength(1);
    for (const chunk of [libChunk, subChunk]) expect(chunk).not.toMatch(/^(remoteEntry|__federation_expose_x)\.js$/);
    expect(libChunk).not.toBe(subChunk);
    const shared = producer.manifest?.shared as { name: string }[];
    expect(shared.map((entry) => entry.name).sort()).toEqual(['vf-lib', 'vf-lib/sub']);
  });

  claim('configure/shared', 'what-does-it-do', ['shorthand for { requiredVersion:', 'any other string is taken as the import to provide'], async () => {
    // A range: the producer refuses the host's 2.0.0 and keeps its own 1.0.0.
    const ranged = await versionProducer('sh_short_range', '1.0.0', { 'vf-lib': '^1.0.0' });
    const host = nodeHost({ name: 'sh_short_host', remotes: [{ name: 'sh_short_range', entry: ranged.entry }], shared: { 'vf-lib': loadedCopy('2.0.0', { requiredVersion: false }) } });
    expect(await host.loadRemote<Version>('sh_short_range/version')).toMatchObject({ version: '1.0.0' });
    // Any other string: the module provided (and used) for the key vf-lib is ./src/alt.js.
    const aliased = await buildProducer({
      name: 'sh_short_import',
      files: { ...fakePackage('vf-lib', '1.0.0'), 'src/alt.js': "module.exports = { version: 'alt' };\n", 'src/version.ts': "import lib from 'vf-lib';\n\nexport const version: string = lib.version;\n" },
      federation: { exposes: { './version': './src/version.ts' }, shared: { 'vf-lib': './src/alt.js' } },
    });
    expect(aliased.errors).toEqual([]);
    const host2 = nodeHost({ name: 'sh_short_host2', remotes: [{ name: 'sh_short_import', entry: aliased.entry }] });
    expect(await host2.loadRemote<Version>('sh_short_import/version')).toMatchObject({ version: 'alt' });
  });

  claim('configure/shared', 'which-fields-does-sharedconfig-have', 'read only singleton, requiredVersion, strictVersion, version, eager, shareScope, import, shareKey, packageName and treeShaking', async () => {
    // A webpack-only field changes nothing in an Rspack build: the remote entry is the same with and without it.
    const build = (name: string, extra: Record<string, unknown>) =>
      buildProducer({ name, files: { ...fakePackage('vf-lib', '1.0.0'), 'src/x.ts': "import lib from 'vf-lib';\n\nexport const v: string = lib.version;\n" }, federation: { exposes: { './x': './src/x.ts' }, shared: { 'vf-lib': { requiredVersion: '^1.0.0', ...extra } } } });
    const plain = await build('sh_fields', {});
    const entryText = (producer: BuiltProducer) => readFileSync(join(producer.outDir, 'remoteEntry.js'), 'utf8').replace(/\b\d{2,6}\b/g, 'N');
    for (const extra of [{ layer: 'ssr', issuerLayer: 'ssr' }, { include: { version: '^2.0.0' } }, { exclude: { version: '^1.0.0' } }, { allowNodeModulesSuffixMatch: true }]) {
      const other = await build('sh_fields', extra);
      expect(other.errors).toEqual([]);
      expect(entryText(other), JSON.stringify(extra)).toBe(entryText(plain));
    }
    // ...while a field it reads does change it.
    expect(entryText(await build('sh_fields', { singleton: true }))).not.toBe(entryText(plain));
  });

  claim('configure/shared', 'singleton', ['moves on to a higher version only while the one it holds is not loaded yet', 'A copy that is already loaded', 'is kept', 'whether it is higher or lower'], async () => {
    // A loaded 18.3.1, registered first by the host, is kept against a higher 19.1.0 that a producer registers later;
    // the producer still receives it, with the warning.
    const producer = await versionProducer('sh_single_a', '19.1.0', { 'vf-lib': { singleton: true, requiredVersion: '^19.0.0' } });
    expect(producer.errors).toEqual([]);
    const host = nodeHost({ name: 'sh_single_host_a', remotes: [{ name: 'sh_single_a', entry: producer.entry }], shared: { 'vf-lib': loadedCopy('18.3.1', { singleton: true, requiredVersion: '^18.0.0' }) } });
    let got: Version | null = null;
    const warned = await warnings(async () => {
      got = await host.loadRemote<Version>('sh_single_a/version');
    });
    expect(got).toMatchObject({ version: '18.3.1' });
    expect(warned.join('\n')).toContain('[ Federation Runtime ] Version 18.3.1 from sh_single_host_a of shared singleton module vf-lib does not satisfy the requirement of sh_single_a which needs ^19.0.0)');
  });

  claim('configure/shared', 'singleton', ['Before anything is loaded this gives the highest version', 'a higher version registered before that loaded copy still wins over it'], async () => {
    // Nothing loaded: the host's 18.3.1 gives way to the producer's 19.1.0 (a version lower than the range also warns).
    const producer = await versionProducer('sh_single_b', '19.1.0', { 'vf-lib': { singleton: true, requiredVersion: '^19.0.0' } });
    const host = nodeHost({ name: 'sh_single_host_b', remotes: [{ name: 'sh_single_b', entry: producer.entry }], shared: { 'vf-lib': lazyCopy('18.3.1', { singleton: true, requiredVersion: '^18.0.0' }) } });
    let got: unknown;
    const warned = await warnings(async () => {
      got = await host.loadShare<Version>('vf-lib');
    });
    expect(typeof got === 'function' && got()).toMatchObject({ version: '19.1.0' });
    expect(warned.join('\n')).toContain('Version 19.1.0 from sh_single_b of shared singleton module vf-lib does not satisfy the requirement of sh_single_host_b which needs ^18.0.0)');
    // 19.1.0 (not loaded) registered before a loaded 18.3.1: 19.1.0 wins.
    const host2 = nodeHost({ name: 'sh_single_host_c', remotes: [], shared: { 'vf-lib': [lazyCopy('19.1.0', { singleton: true, requiredVersion: false }), loadedCopy('18.3.1', { singleton: true, requiredVersion: false })] } });
    const factory = await host2.loadShare<Version>('vf-lib');
    expect(factory && factory()).toMatchObject({ version: '19.1.0' });
  });

  claim('configure/shared', 'strictversion', 'throws the message shown under singleton instead of warning', async () => {
    const producer = await versionProducer('sh_strict', '19.1.0', { 'vf-lib': { singleton: true, strictVersion: true, requiredVersion: '^19.0.0' } });
    const host = nodeHost({ name: 'sh_strict_host', remotes: [{ name: 'sh_strict', entry: producer.entry }], shared: { 'vf-lib': loadedCopy('18.3.1', { singleton: true, requiredVersion: '^18.0.0' }) } });
    expect(await rejection(host.loadRemote('sh_strict/version'))).toContain('Version 18.3.1 from sh_strict_host of shared singleton module vf-lib does not satisfy the requirement of sh_strict which needs ^19.0.0)');
  });

  claim('configure/shared', 'requiredversion', ['If you omit it, the plugin reads the range from the entry for the package in the nearest package.json', 'warns at build time when it finds none'], async () => {
    const producer = await versionProducer('sh_required_none', '1.0.0', { 'vf-lib': {} });
    expect(producer.warnings.join('\n')).toContain('No required version specified and unable to automatically determine one');
    const declared = await buildProducer({
      name: 'sh_required_pkg',
      files: { ...fakePackage('vf-lib', '1.4.0'), 'package.json': '{ "name": "sh-required-pkg", "dependencies": { "vf-lib": "~1.4.0" } }\n', 'src/version.ts': "import lib from 'vf-lib';\n\nexport const version: string = lib.version;\n" },
      federation: { exposes: { './version': './src/version.ts' }, shared: { 'vf-lib': {} } },
    });
    expect(declared.warnings).toEqual([]);
    // ~1.4.0 from package.json: a 1.9.0 in the scope is refused, the producer keeps its own 1.4.0.
    const host = nodeHost({ name: 'sh_required_host', remotes: [{ name: 'sh_required_pkg', entry: declared.entry }], shared: { 'vf-lib': loadedCopy('1.9.0', { requiredVersion: false }) } });
    expect(await host.loadRemote<Version>('sh_required_pkg/version')).toMatchObject({ version: '1.4.0' });
  });

  claim('configure/shared', 'requiredversion', ['otherwise the first version in the scope, in registration order, that does', 'it quietly falls back to the app\'s own bundled copy', 'recovered: true', 'loading fails with RUNTIME-012'], async () => {
    // Registered 2.0.0 (loaded), 1.2.0, 1.5.0: the chosen 2.0.0 is outside ^1.0.0, and the first in range is 1.2.0, not the higher 1.5.0.
    const range = { requiredVersion: '^1.0.0' };
    const host = nodeHost({ name: 'sh_range_host', remotes: [], shared: { 'vf-lib': [loadedCopy('2.0.0', range), lazyCopy('1.2.0', range), lazyCopy('1.5.0', range)] } });
    const factory = await host.loadShare<Version>('vf-lib');
    expect(factory && factory()).toMatchObject({ version: '1.2.0' });
    // No copy in range (its own 1.0.0 is outside ^1.5.0 too): its own bundled copy, no console message, errorLoadShare recovered.
    const outOfRange = await versionProducer('sh_range_none', '1.0.0', { 'vf-lib': { requiredVersion: '^1.5.0' } });
    const host2 = nodeHost({ name: 'sh_range_host2', remotes: [{ name: 'sh_range_none', entry: outOfRange.entry }], shared: { 'vf-lib': loadedCopy('2.0.0', { requiredVersion: false }) } });
    const calls = ((globalThis as { __claimsErrorLoadShare?: unknown[] }).__claimsErrorLoadShare = []);
    const warned = await warnings(async () => {
      expect(await host2.loadRemote<Version>('sh_range_none/version')).toMatchObject({ version: '1.0.0' });
    });
    expect(warned).toEqual([]);
    expect(calls).toEqual([['vf-lib', true]]);
    // import: false and no copy in range: RUNTIME-012.
    const noImport = await versionProducer('sh_range_noimport', '1.0.0', { 'vf-lib': { import: false, requiredVersion: '^1.0.0' } });
    const host3 = nodeHost({ name: 'sh_range_host3', remotes: [{ name: 'sh_range_noimport', entry: noImport.entry }], shared: { 'vf-lib': loadedCopy('2.0.0', { requiredVersion: false }) } });
    expect(await rejection(host3.loadRemote('sh_range_noimport/version'))).toContain('RUNTIME-012');
  });

  claim('configure/shared', 'version', 'It defaults to the version field of the installed package\'s package.json', async () => {
    const producer = await versionProducer('sh_version', '3.1.4', { 'vf-lib': { requiredVersion: '^3.0.0' } });
    const entry = (producer.manifest?.shared as { name: string; version: string }[]).find((shared) => shared.name === 'vf-lib');
    expect(entry?.version).toBe('3.1.4');
    const overridden = await versionProducer('sh_version_set', '3.1.4', { 'vf-lib': { requiredVersion: '^3.0.0', version: '3.9.0' } });
    const host = nodeHost({ name: 'sh_version_host', remotes: [{ name: 'sh_version_set', entry: overridden.entry }], shared: { 'vf-lib': lazyCopy('3.5.0', { requiredVersion: '^3.0.0' }) } });
    // the producer's copy is registered as 3.9.0, and as the highest it is the one the host gets
    const factory = await host.loadShare<Version>('vf-lib');
    expect(factory && factory()).toMatchObject({ version: '3.1.4' });
  });

  claim('configure/shared', 'eager', 'eager cannot be combined with treeShaking.mode: the runtime rejects such an entry', () => {
    const message = thrown(() => nodeHost({ name: 'sh_eager_host', remotes: [], shared: { 'vf-lib': { version: '1.0.0', lib: () => ({}), shareConfig: { eager: true, requiredVersion: false }, treeShaking: { mode: 'runtime-infer' } } } }));
    expect(message).toContain('Invalid shared config for "vf-lib" from "sh_eager_host": cannot use both "eager: true" and "treeShaking.mode" simultaneously');
  });

  claim('configure/shared', 'sharescope', "Apps only see each other's copies when they use the same scope name", async () => {
    const producer = await versionProducer('sh_scope', '1.0.0', { 'vf-lib': { singleton: true, requiredVersion: false, shareScope: 'legacy' } });
    const host = nodeHost({ name: 'sh_scope_host', remotes: [{ name: 'sh_scope', entry: producer.entry, shareScope: 'legacy' }], shared: { 'vf-lib': loadedCopy('2.0.0', { singleton: true, requiredVersion: false }) } });
    expect(await host.loadRemote<Version>('sh_scope/version')).toMatchObject({ version: '1.0.0' });
    const shared = await versionProducer('sh_scope_default', '1.0.0', { 'vf-lib': { singleton: true, requiredVersion: false } });
    const host2 = nodeHost({ name: 'sh_scope_host2', remotes: [{ name: 'sh_scope_default', entry: shared.entry }], shared: { 'vf-lib': loadedCopy('2.0.0', { singleton: true, requiredVersion: false }) } });
    expect(await host2.loadRemote<Version>('sh_scope_default/version')).toMatchObject({ version: '2.0.0' });
  });

  claim('configure/shared', 'sharestrategy-deprecated', "neither bundler's build passes it on in 2.9.2", async () => {
    const build = (extra: Record<string, unknown>) =>
      buildProducer({ name: 'sh_deprecated', files: { ...fakePackage('vf-lib', '1.0.0'), 'src/x.ts': "import lib from 'vf-lib';\n\nexport const v: string = lib.version;\n" }, federation: { exposes: { './x': './src/x.ts' }, shared: { 'vf-lib': { requiredVersion: '^1.0.0', ...extra } } } });
    const text = async (extra: Record<string, unknown>) => readFileSync(join((await build(extra)).outDir, 'remoteEntry.js'), 'utf8').replace(/\b\d{2,6}\b/g, 'N');
    expect(await text({ shareStrategy: 'loaded-first' })).toBe(await text({}));
  });

  claim('configure/shared', 'pitfalls', ['Apps with the same installed version still end up on one copy', 'when the ranges do not overlap, two versions load side by side'], async () => {
    const load = async (prefix: string, versions: [string, string], ranges: [string, string]) => {
      const [a, b] = await Promise.all([0, 1].map((i) => versionProducer(`${prefix}_${i}`, versions[i], { 'vf-lib': { requiredVersion: ranges[i] } })));
      const host = nodeHost({ name: `${prefix}_host`, remotes: [{ name: `${prefix}_0`, entry: a.entry }, { name: `${prefix}_1`, entry: b.entry }] });
      const fromA = await host.loadRemote<{ lib: object; version: string }>(`${prefix}_0/lib`);
      const fromB = await host.loadRemote<{ lib: object; version: string }>(`${prefix}_1/lib`);
      return [fromA!, fromB!];
    };
    const same = await load('sh_same', ['1.0.0', '1.0.0'], ['^1.0.0', '^1.0.0']);
    expect(same[0].lib).toBe(same[1].lib);
    const apart = await load('sh_apart', ['1.0.0', '2.0.0'], ['^1.0.0', '^2.0.0']);
    expect([apart[0].version, apart[1].version]).toEqual(['1.0.0', '2.0.0']);
    expect(apart[0].lib).not.toBe(apart[1].lib);
  });
});

describe('configure/shareStrategy', () => {
  claim('configure/shareStrategy', 'version-first', ['the runtime loads the remote entry of every remote the app declares in that share scope', 'a singleton gets the highest version in the scope'], async () => {
    const [low, high] = await Promise.all([
      versionProducer('ss_vf_low', '1.0.0', { 'vf-lib': { singleton: true, requiredVersion: false } }),
      versionProducer('ss_vf_high', '1.3.0', { 'vf-lib': { singleton: true, requiredVersion: false } }),
    ]);
    const other = await versionProducer('ss_vf_other', '1.9.0', { 'vf-lib': { singleton: true, requiredVersion: false, shareScope: 'other' } });
    const recorder = entryRecorder();
    const host = nodeHost({
      name: 'ss_vf_host',
      remotes: [{ name: 'ss_vf_low', entry: low.entry }, { name: 'ss_vf_high', entry: high.entry }, { name: 'ss_vf_other', entry: other.entry, shareScope: 'other' }],
      shared: { 'vf-lib': lazyCopy('1.1.0', { singleton: true, requiredVersion: false }) },
      plugins: [recorder.plugin],
    });
    const factory = await host.loadShare<Version>('vf-lib');
    // both entries of the default scope were loaded before the choice, the other scope's was not
    expect(recorder.loaded).toEqual([low.entry, high.entry]);
    expect(factory && factory()).toMatchObject({ version: '1.3.0' });
  });

  claim('configure/shareStrategy', 'version-first', ['Only a copy loaded before that point, such as an eager one, is kept against a higher version registered after it'], async () => {
    const high = await versionProducer('ss_vf_kept', '1.3.0', { 'vf-lib': { singleton: true, requiredVersion: false } });
    const host = nodeHost({ name: 'ss_vf_kept_host', remotes: [{ name: 'ss_vf_kept', entry: high.entry }], shared: { 'vf-lib': { ...loadedCopy('1.1.0', { singleton: true, requiredVersion: false, eager: true }) } } });
    const factory = await host.loadShare<Version>('vf-lib');
    expect(factory && factory()).toMatchObject({ version: '1.1.0' });
    expect(await host.loadRemote<Version>('ss_vf_kept/version')).toMatchObject({ version: '1.1.0' });
  });

  claim('configure/shareStrategy', 'version-first', ['makes the negotiation fail with RUNTIME-003', 'is skipped: the runtime calls the errorLoadRemote hook (with lifecycle: \'beforeLoadShare\')'], async () => {
    // a remoteEntry.js that does not load: skipped, the hook sees lifecycle beforeLoadShare
    const seen: unknown[] = [];
    const missing = new URL('file:///nonexistent/claims/remoteEntry.js').href;
    const host = nodeHost({
      name: 'ss_vf_skip_host',
      remotes: [{ name: 'ss_vf_gone', entry: missing }],
      shared: { 'vf-lib': lazyCopy('1.1.0', { singleton: true, requiredVersion: false }) },
      plugins: [{ name: 'claims-error-load-remote', errorLoadRemote: (args: { id: string; lifecycle: string }) => void seen.push([args.id, args.lifecycle]) }],
    });
    const factory = await host.loadShare<Version>('vf-lib');
    expect(factory && factory()).toMatchObject({ version: '1.1.0' });
    expect(seen).toEqual([['ss_vf_gone', 'beforeLoadShare']]);
    // a manifest that cannot be fetched (nothing listens on port 9): loadShare fails with RUNTIME-003
    const host2 = nodeHost({ name: 'ss_vf_manifest_host', remotes: [{ name: 'ss_vf_nomanifest', entry: 'http://127.0.0.1:9/mf-manifest.json' }], shared: { 'vf-lib': lazyCopy('1.1.0', { singleton: true, requiredVersion: false }) } });
    expect(await rejection(host2.loadShare('vf-lib'))).toContain('RUNTIME-003');
  });

  claim('configure/shareStrategy', 'loaded-first', ['loads a remote entry only when a module of that remote is actually requested'], async () => {
    const producer = await versionProducer('ss_lf', '1.3.0', { 'vf-lib': { singleton: true, requiredVersion: false } });
    const recorder = entryRecorder();
    const host = nodeHost({ name: 'ss_lf_host', shareStrategy: 'loaded-first', remotes: [{ name: 'ss_lf', entry: producer.entry }], shared: { 'vf-lib': lazyCopy('1.1.0', { singleton: true, requiredVersion: false }) }, plugins: [recorder.plugin] });
    const factory = await host.loadShare<Version>('vf-lib');
    expect(recorder.loaded).toEqual([]);
    expect(factory && factory()).toMatchObject({ version: '1.1.0' });
    // the producer, loaded later, reuses the loaded lower copy
    expect(await host.loadRemote<Version>('ss_lf/version')).toMatchObject({ version: '1.1.0' });
    expect(recorder.loaded).toEqual([producer.entry]);
  });

  claim('configure/shareStrategy', 'pitfalls', 'A copy that is already loaded wins over any higher version that is not', async () => {
    // the same registrations as on configure/shared #singleton, where version-first keeps the unloaded 19.1.0
    const shared = { 'vf-lib': [lazyCopy('19.1.0', { singleton: true, requiredVersion: false }), loadedCopy('18.3.1', { singleton: true, requiredVersion: false })] };
    const loadedFirst = await nodeHost({ name: 'ss_lf_pick', remotes: [], shareStrategy: 'loaded-first', shared }).loadShare<Version>('vf-lib');
    expect(loadedFirst && loadedFirst()).toMatchObject({ version: '18.3.1' });
    const versionFirst = await nodeHost({ name: 'ss_vf_pick', remotes: [], shared }).loadShare<Version>('vf-lib');
    expect(versionFirst && versionFirst()).toMatchObject({ version: '19.1.0' });
  });

  claim('configure/shareStrategy', 'example', 'init({ name, remotes, shareStrategy })', async () => {
    const { init } = await import('@module-federation/runtime');
    const instance = init({ name: 'ss_init', remotes: [], shareStrategy: 'loaded-first' });
    expect(instance.options.shareStrategy).toBe('loaded-first');
  });
});
