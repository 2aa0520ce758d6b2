/**
 * Executed claims of guide/start/npm-packages, guide/basic/chrome-devtool, the React walkthroughs
 * (practice/frameworks/react/*) and practice/bridge/react-bridge.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { afterEach, describe, expect, vi } from 'vitest';
import { buildProducer, claim, nodeHost, rejection, repoRoot, scratch, writeFiles } from './harness';

type PackageJson = { version: string; dependencies?: Record<string, string> };
const packageJson = (name: string): PackageJson =>
  JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as PackageJson;
const requireHere = createRequire(import.meta.url);
const mf = (name: string) => `@module-federation/${name}`;

afterEach(() => vi.restoreAllMocks());

describe('guide/start/npm-packages', () => {
  const page = 'guide/start/npm-packages';

  claim(page, 'how-do-i-keep-versions-in-step', ['all carry the same version (2.9.2 when this page was checked)'], () => {
    for (const name of ['enhanced', 'runtime', 'runtime-core', 'runtime-tools', 'sdk', 'rspack', 'dts-plugin', 'manifest', 'error-codes', 'webpack-bundler-runtime', 'rsbuild-plugin']) {
      expect(packageJson(mf(name)).version, name).toBe('2.9.2');
    }
  });

  claim(page, 'how-do-i-keep-versions-in-step', [
    'enhanced pins exactly that version of runtime-tools, sdk, rspack, dts-plugin, manifest, error-codes and webpack-bundler-runtime',
    'it does not depend on runtime or runtime-core directly, which arrive through runtime-tools (it depends on runtime, which depends on runtime-core)',
    'the dependency runs the other way, @module-federation/rsbuild-plugin depends on @module-federation/enhanced of the same version',
  ], () => {
    const enhanced = packageJson(mf('enhanced')).dependencies ?? {};
    for (const name of ['runtime-tools', 'sdk', 'rspack', 'dts-plugin', 'manifest', 'error-codes', 'webpack-bundler-runtime']) {
      expect(enhanced[mf(name)], name).toBe('2.9.2');
    }
    for (const name of ['runtime', 'runtime-core', 'rsbuild-plugin']) expect(enhanced[mf(name)], name).toBeUndefined();
    expect(packageJson(mf('runtime-tools')).dependencies?.[mf('runtime')]).toBe('2.9.2');
    expect(packageJson(mf('runtime')).dependencies?.[mf('runtime-core')]).toBe('2.9.2');
    expect(packageJson(mf('rsbuild-plugin')).dependencies?.[mf('enhanced')]).toBe('2.9.2');
  });

  claim(page, 'how-do-i-keep-versions-in-step', ['this site\'s examples use 0.17.1, which depends on @module-federation/sdk 0.17.1'], () => {
    const retry = packageJson(mf('retry-plugin'));
    expect(retry.version).toBe('0.17.1');
    expect(retry.dependencies?.[mf('sdk')]).toBe('0.17.1');
  });

  claim(page, 'core-packages', ['It is what @module-federation/enhanced/rspack builds on', 're-exports the runtime as @module-federation/enhanced/runtime'], async () => {
    // Both through CommonJS, as the enhanced entry itself loads the Rspack package.
    const fromEnhanced = requireHere('@module-federation/enhanced/rspack') as { ModuleFederationPlugin: unknown };
    const fromRspack = requireHere('@module-federation/rspack/plugin') as { ModuleFederationPlugin: unknown };
    expect(fromEnhanced.ModuleFederationPlugin).toBe(fromRspack.ModuleFederationPlugin);
    const enhancedRuntime = await import('@module-federation/enhanced/runtime');
    const runtime = await import('@module-federation/runtime');
    expect(enhancedRuntime.loadRemote).toBe(runtime.loadRemote);
  });
});

describe('guide/basic/chrome-devtool', () => {
  const page = 'guide/basic/chrome-devtool';

  /** The dev server headers of an Rsbuild project with the Module Federation plugin. */
  async function devServerHeaders(federation: Parameters<typeof pluginModuleFederation>[0], server: Record<string, unknown> = {}) {
    const cwd = writeFiles(scratch('rsbuild-cors'), { 'src/index.ts': 'export {};\n', 'src/Button.ts': 'export const Button = 1;\n' });
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { server, plugins: [pluginModuleFederation({ dts: false, ...federation })] } });
    await rsbuild.initConfigs();
    return (rsbuild.getNormalizedConfig().server.headers ?? {}) as Record<string, string>;
  }

  claim(page, 'how-do-i-proxy-an-online-producer-to-my-local-build', [
    'for a build with exposes, pluginModuleFederation adds Access-Control-Allow-Origin: * to the dev server\'s headers when you have set neither that header nor an origin in server.cors, and prints a warning',
  ], async () => {
    const printed = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(process.stdout, 'write')];
    for (const spy of printed) spy.mockImplementation((() => true) as never);
    expect((await devServerHeaders({ name: 'devtool_producer', exposes: { './Button': './src/Button.ts' } }))['Access-Control-Allow-Origin']).toBe('*');
    expect(printed.flatMap((spy) => spy.mock.calls.flat()).map(String).join('\n')).toContain('It is recommended to specify an allowlist of trusted origins');
    for (const spy of printed) spy.mockRestore();
    // A consumer (no exposes) is left alone, and so is a producer with its own cors origin.
    expect((await devServerHeaders({ name: 'devtool_consumer', remotes: {} }))['Access-Control-Allow-Origin']).toBeUndefined();
    const own = await devServerHeaders({ name: 'devtool_own_cors', exposes: { './Button': './src/Button.ts' } }, { cors: { origin: 'https://shop.example.com' } });
    expect(own['Access-Control-Allow-Origin']).toBeUndefined();
  });

  claim(page, 'how-do-i-proxy-an-online-producer-to-my-local-build', ['If you have set your own server.cors.origin, include the page\'s origin'], async () => {
    // The plugin does not add the page's origin to an allowlist you set: the header stays unset.
    const headers = await devServerHeaders({ name: 'devtool_allowlist', exposes: { './Button': './src/Button.ts' } }, { cors: { origin: ['http://localhost:3000'] } });
    expect(headers['Access-Control-Allow-Origin']).toBeUndefined();
  });

  claim(page, 'how-do-i-proxy-an-online-producer-to-my-local-build', ['the plugin\'s beforeRegisterRemote hook replaces the producer\'s entry with your target'], () => {
    // What the extension's global plugin does: beforeRegisterRemote may rewrite entry in place.
    const target = 'http://localhost:3001/mf-manifest.json';
    const host = nodeHost({
      name: 'devtool_proxy_host',
      remotes: [{ name: 'provider', entry: 'https://shop.example.com/provider/mf-manifest.json' }],
      plugins: [{ name: 'proxy-rule-plugin', beforeRegisterRemote: (args) => { if (args.remote.name === 'provider') (args.remote as { entry: string }).entry = target; return args; } }],
    });
    expect(host.options.remotes[0]).toMatchObject({ name: 'provider', entry: target });
  });
});

describe('practice/frameworks/react', () => {
  const page = 'practice/frameworks/react/index';
  const reactVersion = packageJson('react').version;
  const major = reactVersion.split('.')[0];

  /** A producer that reports whether `react` came from the consumer (the marker) or is its own copy. */
  async function reactProducer(name: string, react: Record<string, unknown>) {
    const producer = await buildProducer({
      name,
      files: { 'src/which.ts': "import * as React from 'react';\nexport const which: string = (React as unknown as { marker?: string }).marker ?? 'own';\n" },
      federation: { exposes: { './which': './src/which.ts' }, shared: { react: { requiredVersion: `^${major}.0.0`, ...react } } },
    });
    expect(producer.errors).toEqual([]);
    return producer;
  }
  const consumerReact = (version: string, shareConfig: Record<string, unknown>) => ({
    react: { version, lib: () => ({ marker: `consumer ${version}` }), shareConfig },
  });

  claim(page, 'why-these-three-settings', ['With the same React version installed in both apps, nothing changes at first: the runtime picks one version that satisfies both, and one React loads'], async () => {
    const producer = await reactProducer('react_same_producer', {});
    const host = nodeHost({ name: 'react_same_shell', remotes: [{ name: 'react_same_producer', entry: producer.entry }], shared: consumerReact(reactVersion, { requiredVersion: `^${major}.0.0` }) as never });
    await expect(host.loadRemote<{ which: string }>('react_same_producer/which')).resolves.toMatchObject({ which: `consumer ${reactVersion}` });
  }, 120_000);

  claim(page, 'why-these-three-settings', ['an app whose requiredVersion the other app\'s React does not satisfy loads its own copy', 'With singleton: true one copy is used in every case, and a version mismatch only prints a warning'], async () => {
    const own = await reactProducer('react_drift_producer', {});
    const host = nodeHost({ name: 'react_drift_shell', remotes: [{ name: 'react_drift_producer', entry: own.entry }], shared: consumerReact('17.0.2', { requiredVersion: '^17.0.0' }) as never });
    await expect(host.loadRemote<{ which: string }>('react_drift_producer/which')).resolves.toMatchObject({ which: 'own' });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const single = await reactProducer('react_single_producer', { singleton: true });
    const singleHost = nodeHost({ name: 'react_single_shell', remotes: [{ name: 'react_single_producer', entry: single.entry }], shared: consumerReact('17.0.2', { singleton: true, requiredVersion: '^17.0.0' }) as never });
    await expect(singleHost.loadRemote<{ which: string }>('react_single_producer/which')).resolves.toMatchObject({ which: 'consumer 17.0.2' });
    expect(warn.mock.calls.flat().join(' ')).toContain('does not satisfy the requirement');
  }, 120_000);
});

describe('practice/frameworks/react/i18n-react', () => {
  const page = 'practice/frameworks/react/i18n-react';

  claim(page, 'step-1-install-and-share-the-libraries', [
    'the highest version wins unless a lower copy was already loaded before the higher one was registered, in which case the loaded copy stays in use',
    'Every app whose requiredVersion that version does not satisfy gets a warning in the console, whether it asked for a lower or a higher range',
  ], async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pick = async (name: string, copies: Array<{ version: string; loaded: boolean }>, requiredVersion: string) => {
      const host = nodeHost({
        name,
        remotes: [],
        shared: {
          i18next: copies.map(({ version, loaded }) => ({
            version,
            ...(loaded ? { lib: () => ({ version }) } : { get: async () => () => ({ version }) }),
            shareConfig: { singleton: true, requiredVersion },
          })),
        } as never,
      });
      const factory = await host.loadShare<{ version: string }>('i18next');
      return factory ? factory()!.version : 'none';
    };
    expect(await pick('i18n_highest', [{ version: '23.1.0', loaded: false }, { version: '24.2.0', loaded: false }], '^24.0.0')).toBe('24.2.0');
    expect(await pick('i18n_loaded', [{ version: '23.1.0', loaded: true }, { version: '24.2.0', loaded: false }], '^24.0.0')).toBe('23.1.0');
    expect(warn.mock.calls.flat().join(' ')).toContain('which needs ^24.0.0');
    warn.mockClear();
    // A higher range than the chosen version warns, and so does a lower one.
    expect(await pick('i18n_lower_range', [{ version: '23.1.0', loaded: false }, { version: '24.2.0', loaded: false }], '^23.0.0')).toBe('24.2.0');
    expect(warn.mock.calls.flat().join(' ')).toContain('which needs ^23.0.0');
  });
});

describe('practice/bridge/react-bridge', () => {
  const page = 'practice/bridge/react-bridge';

  claim(page, 'why-must-react-router-dom-stay-unshared', ['a react-router-dom entry in shared stops the build with the error "React-router-dom cannot be set to shared after react bridge is used"'], async () => {
    const message = await rejection(buildProducer({
      name: 'bridge_router_shared',
      files: { 'src/app.ts': 'export const app = 1;\n' },
      federation: { exposes: { './export-app': './src/app.ts' }, shared: { 'react-router-dom': { singleton: true } }, bridge: { enableBridgeRouter: true } },
    }));
    expect(message).toContain('React-router-dom cannot be set to shared after react bridge is used');
    // With the router integration off, the same shared entry builds.
    const off = await buildProducer({
      name: 'bridge_router_off',
      files: { 'src/app.ts': 'export const app = 1;\n' },
      federation: { exposes: { './export-app': './src/app.ts' }, shared: { 'react-router-dom': { singleton: true, import: false } }, bridge: { enableBridgeRouter: false } },
    });
    expect(off.errors.join('\n')).not.toContain('React-router-dom cannot be set to shared');
  }, 120_000);
});
