/**
 * Executed claims of the pages about what a build emits and injects: configure/manifest, configure/dts and
 * configure/runtimeplugins. Rspack builds run in this process, webpack builds in a Node process of their own.
 * Only one build here runs TypeScript (dts on); the dts defaults are read from the dts plugin's own
 * normalisation functions, which the build plugin calls.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { normalizeConsumeTypesOptions, normalizeDtsOptions, normalizeGenerateTypesOptions } from '@module-federation/dts-plugin';
import { retrieveHostConfig, retrieveRemoteConfig, retrieveTypesAssetsInfo } from '@module-federation/dts-plugin/core';
import type { Configuration } from '@rspack/core';
import { describe, expect } from 'vitest';
import { buildNodeApp, buildProducer, buildRspack, claim, filesUnder, nodeHost, rejection, runNodeJson, scratch, scriptRule, writeFiles } from './harness';

const require = createRequire(import.meta.url);
type Json = Record<string, any>;

const readJson = (path: string): Json => JSON.parse(readFileSync(path, 'utf8')) as Json;

/** An app that exposes `./answer`, which imports React (shared), and consumes a remote `catalog`. */
function producerApp(name: string, extra: Record<string, string> = {}): string {
  return writeFiles(scratch(name), {
    'package.json': `${JSON.stringify({ name, version: '1.2.3', private: true })}\n`,
    'src/index.js': 'console.log("ready");\n',
    'src/answer.js': 'import React from "react";\nexport const answer = React.version;\n',
    ...extra,
  });
}

const federation = (name: string) => ({
  name,
  filename: 'remoteEntry.js',
  dts: false as const,
  exposes: { './answer': './src/answer.js' },
  shared: { react: { singleton: true } },
  remotes: { catalog: 'catalog@http://localhost:3001/mf-manifest.json' },
});

/** Builds {@link producerApp} with Rspack; `output` and `federation` override the defaults. */
async function rspackProducer(name: string, overrides: Record<string, unknown> = {}, output: Configuration['output'] = {}) {
  const dir = producerApp(name);
  const result = await buildRspack({
    context: dir,
    entry: {},
    output: { path: join(dir, 'dist'), publicPath: 'auto', clean: true, ...output },
    plugins: [new ModuleFederationPlugin({ ...federation(name), ...overrides } as never)],
  });
  return { ...result, files: filesUnder(result.outDir) };
}

/** The same producer built with webpack in its own Node process; resolves with the manifest it wrote. */
function webpackManifest(name: string, overrides: Record<string, unknown>): Promise<{ errors: string[]; manifest: Json }> {
  const dir = producerApp(name);
  const options = { ...federation(name), ...overrides };
  const script = `
    const webpack = require(${JSON.stringify(require.resolve('webpack'))});
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const fs = require('fs');
    webpack({ context: process.cwd(), mode: 'production', devtool: false, entry: {}, output: { path: process.cwd() + '/dist', publicPath: 'auto' }, plugins: [new ModuleFederationPlugin(${JSON.stringify(options)})], infrastructureLogging: { level: 'none' } }, (error, stats) => {
      if (error) throw error;
      process.stdout.write(JSON.stringify({ errors: stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message), manifest: JSON.parse(fs.readFileSync('dist/mf-manifest.json', 'utf8')) }));
    });`;
  return runNodeJson(script, dir);
}

describe('configure/manifest', () => {
  claim('configure/manifest', 'what-does-it-do', ['Next to it the plugin writes mf-stats.json', 'it keeps id, name and the whole metaData object'], async () => {
    const built = await rspackProducer('manifest_default');
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(expect.arrayContaining(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']));
    const manifest = readJson(join(built.outDir, 'mf-manifest.json'));
    const stats = readJson(join(built.outDir, 'mf-stats.json'));
    expect(Object.keys(manifest).sort()).toEqual(['exposes', 'id', 'metaData', 'name', 'remotes', 'shared']);
    expect(manifest.metaData).toEqual(stats.metaData);
    expect(manifest.metaData.remoteEntry).toMatchObject({ name: 'remoteEntry.js' });
    // the stats say which source file an expose comes from, and where a shared dependency is used; the manifest does not
    expect(stats.exposes[0]).toMatchObject({ path: './answer', file: 'src/answer.js' });
    expect(manifest.exposes[0]).not.toHaveProperty('file');
    expect(stats.shared[0]).toMatchObject({ name: 'react', usedIn: ['./answer'] });
    expect(manifest.shared[0]).not.toHaveProperty('usedIn');
    expect(manifest.remotes[0]).toMatchObject({ alias: 'catalog', federationContainerName: 'catalog', entry: 'http://localhost:3001/mf-manifest.json' });
    expect(manifest.exposes[0].assets.js.sync.length).toBeGreaterThan(0);
  });

  claim('configure/manifest', 'what-does-it-do', ['The manifest is only generated when output.publicPath is a string', 'leaving output.publicPath unset counts as not a string'], async () => {
    const auto = await rspackProducer('manifest_auto');
    expect(readJson(join(auto.outDir, 'mf-manifest.json')).metaData.publicPath).toBe('auto');
    const asFunction = await rspackProducer('manifest_fn', {}, { publicPath: () => '/static/' });
    expect(asFunction.files).not.toContain('mf-manifest.json');
    const unset = await rspackProducer('manifest_unset', {}, { publicPath: undefined });
    expect(unset.files).not.toContain('mf-manifest.json');
    expect(unset.files).toContain('remoteEntry.js');
  });

  claim('configure/manifest', 'what-does-it-do', 'Rspack\'s built-in manifest plugin still writes a file, without metaData.types and pluginVersion', async () => {
    const built = await rspackProducer('manifest_fn_object', { manifest: { fileName: 'mf-manifest.json' } }, { publicPath: () => '/static/' });
    expect(built.files).toContain('mf-manifest.json');
    const manifest = readJson(join(built.outDir, 'mf-manifest.json'));
    expect(manifest.metaData).not.toHaveProperty('types');
    expect(manifest.metaData).not.toHaveProperty('pluginVersion');
  });

  claim('configure/manifest', 'filename', ['.json is appended when missing', 'catalog-manifest.json comes with catalog-manifest-stats.json'], async () => {
    const built = await rspackProducer('manifest_named', { manifest: { filePath: 'meta', fileName: 'catalog-manifest' } });
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(expect.arrayContaining(['meta/catalog-manifest.json', 'meta/catalog-manifest-stats.json']));
    expect(built.files).not.toContain('mf-manifest.json');
  });

  claim('configure/manifest', 'filename', 'even fileName: \'mf-manifest.json\' gives mf-manifest-stats.json', async () => {
    const built = await rspackProducer('manifest_same_name', { manifest: { fileName: 'mf-manifest.json' } });
    expect(built.files).toEqual(expect.arrayContaining(['mf-manifest.json', 'mf-manifest-stats.json']));
    expect(built.files).not.toContain('mf-stats.json');
  });

  claim('configure/manifest', 'filepath', 'A folder, relative to the output path, where the manifest and the stats file are written', async () => {
    const built = await rspackProducer('manifest_path', { manifest: { filePath: 'meta' } });
    expect(built.files).toEqual(expect.arrayContaining(['meta/mf-manifest.json', 'meta/mf-stats.json']));
  });

  claim('configure/manifest', 'disableassetsanalyze', ['exposes and shared dependencies are still listed, with empty asset lists', 'with Rspack the version is left empty'], async () => {
    const built = await rspackProducer('manifest_no_analyze', { manifest: { disableAssetsAnalyze: true } });
    expect(built.errors).toEqual([]);
    const manifest = readJson(join(built.outDir, 'mf-manifest.json'));
    expect(manifest.exposes).toEqual([expect.objectContaining({ path: './answer', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } })]);
    expect(manifest.shared).toEqual([expect.objectContaining({ name: 'react', version: '', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } })]);
    const withVersion = await rspackProducer('manifest_no_analyze_version', { manifest: { disableAssetsAnalyze: true }, shared: { react: { singleton: true, version: '19.0.0' } } });
    expect(readJson(join(withVersion.outDir, 'mf-manifest.json')).shared[0].version).toBe('19.0.0');
  });

  claim('configure/manifest', 'disableassetsanalyze', 'with webpack each shared version is read from the installed package\'s package.json', async () => {
    const { errors, manifest } = await webpackManifest('manifest_no_analyze_wp', { manifest: { disableAssetsAnalyze: true } });
    expect(errors).toEqual([]);
    const installed = (require('react/package.json') as { version: string }).version;
    expect(manifest.shared).toEqual([expect.objectContaining({ name: 'react', version: installed })]);
    expect(manifest.exposes[0].assets.js).toEqual({ sync: [], async: [] });
  }, 120_000);

  claim('configure/manifest', 'additionaldata', ['data you want consumers to see belongs under stats.metaData', 'A field added at the top level of stats only appears in mf-stats.json', 'bundler, which is \'webpack\' or \'rspack\''], async () => {
    const seen: string[] = [];
    const built = await rspackProducer('manifest_additional', {
      manifest: {
        additionalData: ({ stats, bundler }: { stats: Json; bundler: string }) => {
          seen.push(bundler);
          stats.metaData.release = 'r42';
          stats.topLevelNote = 'stats only';
        },
      },
    });
    expect(seen).toEqual(['rspack']);
    const manifest = readJson(join(built.outDir, 'mf-manifest.json'));
    const stats = readJson(join(built.outDir, 'mf-stats.json'));
    expect(manifest.metaData.release).toBe('r42');
    expect(stats.topLevelNote).toBe('stats only');
    expect(manifest).not.toHaveProperty('topLevelNote');
  });

  claim('configure/manifest', 'additionaldata', 'Change stats in place or return a replacement', async () => {
    const built = await rspackProducer('manifest_replacement', {
      manifest: { additionalData: ({ stats }: { stats: Json }) => ({ ...stats, metaData: { ...stats.metaData, region: 'eu' } }) },
    });
    expect(readJson(join(built.outDir, 'mf-manifest.json')).metaData.region).toBe('eu');
  });
});

describe('configure/dts', () => {
  const tsconfig = `${JSON.stringify({ compilerOptions: { target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', strict: true, skipLibCheck: true }, include: ['src'] })}\n`;
  function tsProducer(name: string, withTsconfig: boolean): string {
    return writeFiles(scratch(name), {
      'package.json': `${JSON.stringify({ name, version: '1.0.0', private: true })}\n`,
      ...(withTsconfig ? { 'tsconfig.json': tsconfig } : {}),
      'src/answer.ts': 'export const answer: number = 42;\nexport interface Answer { value: number }\n',
    });
  }
  const pluginOptions = (name: string) => ({ name, exposes: { './answer': './src/answer.ts' } });

  // the one build of this file with type generation on (dts left unset, tsconfig.json in the context)
  let typed: Promise<Awaited<ReturnType<typeof buildProducer>> & { files: string[] }> | undefined;
  const typedBuild = () =>
    (typed ??= (async () => {
      const dir = tsProducer('dts_typed', true);
      const outDir = join(dir, 'dist');
      const result = await buildRspack({
        context: dir,
        entry: {},
        resolve: { extensions: ['.ts', '.js'] },
        module: { rules: [scriptRule] },
        output: { path: outDir, publicPath: 'auto' },
        plugins: [new ModuleFederationPlugin({ ...pluginOptions('dts_typed'), filename: 'remoteEntry.js' })],
      });
      const manifest = readJson(join(outDir, 'mf-manifest.json'));
      return { ...result, dir, entry: '', manifest, files: filesUnder(outDir) };
    })());

  claim('configure/dts', 'what-does-it-do', ['packs that folder into @mf-types.zip at the root of the output directory', 'it also writes @mf-types.d.ts beside the archive'], async () => {
    const built = await typedBuild();
    expect(built.errors).toEqual([]);
    expect(built.files).toEqual(expect.arrayContaining(['@mf-types.zip', '@mf-types.d.ts', 'remoteEntry.js']));
    const api = readFileSync(join(built.outDir, '@mf-types.d.ts'), 'utf8');
    // the exposed path, with a placeholder the consumer replaces by its alias for the producer
    expect(api).toContain("export type RemoteKeys = 'REMOTE_ALIAS_IDENTIFIER/answer';");
    // the unpacked folder stays in the output directory (deleteTypesFolder unset)
    expect(built.files).toContain('@mf-types/answer.d.ts');
  }, 240_000);

  claim('configure/dts', 'what-does-it-do', 'whose metaData.types records the archive and API file', async () => {
    const built = await typedBuild();
    expect(built.manifest?.metaData).toMatchObject({ types: { zip: '@mf-types.zip', api: '@mf-types.d.ts' } });
  }, 240_000);

  claim('configure/dts', 'pitfalls', ['No tsconfig, no types', 'A missing or misplaced file silently disables the feature'], async () => {
    const dir = tsProducer('dts_no_tsconfig', false);
    const outDir = join(dir, 'dist');
    const result = await buildRspack({ context: dir, entry: {}, resolve: { extensions: ['.ts', '.js'] }, module: { rules: [scriptRule] }, output: { path: outDir, publicPath: 'auto' }, plugins: [new ModuleFederationPlugin({ ...pluginOptions('dts_no_tsconfig'), filename: 'remoteEntry.js' })] });
    expect(result.errors).toEqual([]);
    const files = filesUnder(outDir);
    expect(files).toContain('remoteEntry.js');
    expect(files.filter((file) => file.startsWith('@mf-types'))).toEqual([]);
    expect(readJson(join(outDir, 'mf-manifest.json')).metaData.types).toEqual({ path: '', name: '', zip: '', api: '' });
  });

  claim('configure/dts', 'pitfalls', 'dts only turns itself on when it finds a TypeScript configuration at tsConfigPath or in the compiler\'s context', () => {
    const withConfig = tsProducer('dts_default_on', true);
    const without = tsProducer('dts_default_off', false);
    expect(normalizeDtsOptions({ name: 'x' }, withConfig)).toBeTypeOf('object');
    expect(normalizeDtsOptions({ name: 'x' }, without)).toBe(false);
    expect(normalizeDtsOptions({ name: 'x', dts: true }, without)).toBeTypeOf('object');
    expect(normalizeDtsOptions({ name: 'x', dts: { tsConfigPath: './tsconfig.json' } }, without)).toBeTypeOf('object');
    expect(normalizeDtsOptions({ name: 'x', dts: false }, withConfig)).toBe(false);
  });

  claim('configure/dts', 'generatetypes', 'DtsRemoteOptions, used by the producer', () => {
    const dir = tsProducer('dts_generate_defaults', true);
    const dtsOptions = normalizeDtsOptions({ name: 'x' }, dir) as Json;
    const options = normalizeGenerateTypesOptions({ context: dir, outputDir: 'dist', dtsOptions, pluginOptions: pluginOptions('dts_generate_defaults') } as never) as Json;
    const { remoteOptions } = retrieveRemoteConfig(options.remote) as unknown as { remoteOptions: Json };
    expect(remoteOptions).toMatchObject({
      tsConfigPath: './tsconfig.json',
      typesFolder: '@mf-types',
      compiledTypesFolder: 'compiled-types',
      outputDir: 'dist',
      // unset: incremental compilation keeps the folder
      deleteTypesFolder: false,
      additionalFilesToCompile: [],
      compilerInstance: 'tsc',
      compileInChildProcess: true,
      generateAPITypes: true,
      extractThirdParty: false,
      extractRemoteTypes: false,
      abortOnError: false,
      deleteTsConfig: true,
    });
    const info = retrieveTypesAssetsInfo(options.remote);
    expect(info).toMatchObject({ zipName: '@mf-types.zip', apiFileName: '@mf-types.d.ts' });
  });

  claim('configure/dts', 'what-does-it-do', 'A build without exposes generates nothing', () => {
    const dir = tsProducer('dts_no_exposes', true);
    const dtsOptions = normalizeDtsOptions({ name: 'x' }, dir) as Json;
    const options = normalizeGenerateTypesOptions({ context: dir, outputDir: 'dist', dtsOptions, pluginOptions: { name: 'dts_no_exposes' } } as never) as Json;
    expect(retrieveTypesAssetsInfo(options.remote)).toEqual({ apiTypesPath: '', zipTypesPath: '', zipName: '', apiFileName: '' });
  });

  claim('configure/dts', 'consumetypes', 'DtsHostOptions, used by the consumer', () => {
    const dir = tsProducer('dts_consume_defaults', true);
    const dtsOptions = normalizeDtsOptions({ name: 'x' }, dir) as Json;
    const options = normalizeConsumeTypesOptions({ context: dir, dtsOptions, pluginOptions: { name: 'dts_consume_defaults', remotes: {} } } as never) as Json;
    const { hostOptions } = retrieveHostConfig(options.host) as unknown as { hostOptions: Json };
    expect(hostOptions).toMatchObject({
      typesFolder: '@mf-types',
      remoteTypesFolder: '@mf-types',
      deleteTypesFolder: true,
      maxRetries: 3,
      timeout: 60000,
      family: 0,
      abortOnError: false,
      consumeAPITypes: true,
      runtimePkgs: [],
      remoteTypeUrls: {},
      typesOnBuild: false,
    });
  });
});

describe('configure/runtimeplugins', () => {
  /** A runtime plugin module that records the argument its factory gets, under `globalThis.__runtimePluginCalls`. */
  const recorder = (name: string) => `
export default function factory(params) {
  (globalThis.__runtimePluginCalls ??= []).push({ name: ${JSON.stringify(name)}, params: params === undefined ? 'undefined' : params });
  return { name: ${JSON.stringify(name)} };
}
`;
  type Call = { name: string; params: unknown };
  const calls = () => ((globalThis as { __runtimePluginCalls?: Call[] }).__runtimePluginCalls ??= []);

  /** Builds a Node (commonjs) app whose entry only logs, with the given runtimePlugins, then runs its entry in this process. */
  async function runApp(name: string, runtimePlugins: unknown[], files: Record<string, string>) {
    const dir = writeFiles(scratch(name), { 'src/index.js': 'module.exports = "started";\n', ...files });
    const result = await buildNodeApp(name, dir, { runtimePlugins: runtimePlugins as never });
    const { outDir } = result;
    if (result.errors.length === 0) {
      writeFileSync(join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
      await require(join(outDir, 'main.js'));
    }
    return result;
  }

  claim('configure/runtimeplugins', 'what-does-it-do', ['whose params object is passed to the factory', 'a plain string calls the factory with undefined'], async () => {
    const result = await runApp('rp_params', ['./src/plain.js', ['./src/tuple.js', { level: 'warn' }]], { 'src/plain.js': recorder('plain-plugin'), 'src/tuple.js': recorder('tuple-plugin') });
    expect(result.errors).toEqual([]);
    expect(calls()).toEqual(expect.arrayContaining([{ name: 'plain-plugin', params: 'undefined' }, { name: 'tuple-plugin', params: { level: 'warn' } }]));
  });

  claim('configure/runtimeplugins', 'passing-parameters', 'functions, regular expressions and class instances are lost', async () => {
    const result = await runApp('rp_json', [['./src/json.js', { keep: 1, fn: () => 1, pattern: /x/, when: new Date(0) }]], { 'src/json.js': recorder('json-plugin') });
    expect(result.errors).toEqual([]);
    expect(calls().find((call) => call.name === 'json-plugin')?.params).toEqual({ keep: 1, pattern: {}, when: '1970-01-01T00:00:00.000Z' });
  });

  claim('configure/runtimeplugins', 'how-entries-are-resolved', 'resolved like an import from the compiler\'s context', async () => {
    // the test process runs in the repository root, not in the app's folder
    const result = await runApp('rp_relative', ['./plugins/relative.js'], { 'plugins/relative.js': recorder('relative-plugin') });
    expect(result.errors).toEqual([]);
    expect(calls().some((call) => call.name === 'relative-plugin')).toBe(true);
  });

  claim('configure/runtimeplugins', 'published-plugins', ['so the build fails with "export \'default\' … was not found"', 'With Rspack the package resolves'], async () => {
    const dir = writeFiles(scratch('rp_package'), { 'src/index.js': 'console.log(1);\n' });
    const result = await buildRspack({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new ModuleFederationPlugin({ name: 'rp_package', dts: false, manifest: false, runtimePlugins: ['@module-federation/retry-plugin'] })] });
    expect(result.errors.join('\n')).toMatch(/export 'default' \(imported as '[^']+'\) was not found in '@module-federation\/retry-plugin'/);
  });

  claim('configure/runtimeplugins', 'pitfalls', 'The runtime keeps the first plugin registered under a name and ignores every later one with the same name', () => {
    const order: string[] = [];
    const host = nodeHost({
      name: 'rp_same_name_host',
      remotes: [],
      plugins: [
        { name: 'same-plugin', beforeRegisterRemote: (args) => (order.push('first'), args) },
        { name: 'same-plugin', beforeRegisterRemote: (args) => (order.push('second'), args) },
      ],
    });
    host.registerPlugins([{ name: 'same-plugin', beforeRegisterRemote: (args) => (order.push('third'), args) }]);
    host.registerRemotes([{ name: 'rp_any', entry: 'http://localhost:3001/remoteEntry.js' }]);
    expect(order).toEqual(['first']);
  });

  claim('configure/runtimeplugins', 'errorloadremote-return', ['from: \'runtime\'', 'Return the module itself: { default: Fallback }'], async () => {
    const producer = await buildProducer({ name: 'rp_fallback_producer', files: { 'src/answer.js': 'export const answer = 42;\n' }, federation: { exposes: { './answer': './src/answer.js' } } });
    expect(producer.errors).toEqual([]);
    const seen: { from?: string; lifecycle?: string }[] = [];
    const Fallback = () => null;
    const host = nodeHost({
      name: 'rp_fallback_host',
      remotes: [{ name: 'rp_fallback_producer', entry: producer.entry }],
      plugins: [{ name: 'fallback-plugin', errorLoadRemote: (args) => (seen.push({ from: args.from, lifecycle: args.lifecycle }), args.lifecycle === 'onLoad' ? { default: Fallback } : undefined) }],
    });
    await expect(host.loadRemote('rp_fallback_producer/missing')).resolves.toEqual({ default: Fallback });
    expect(seen).toEqual([{ from: 'runtime', lifecycle: 'onLoad' }]);
    // without the plugin the same load fails
    const plain = nodeHost({ name: 'rp_fallback_plain', remotes: [{ name: 'rp_fallback_producer', entry: producer.entry }] });
    expect(await rejection(plain.loadRemote('rp_fallback_producer/missing'))).toContain('does not exist in container');
  });
});
