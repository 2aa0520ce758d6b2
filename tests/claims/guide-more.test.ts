/**
 * Executed claims of the guide's plugin pages (guide/basic/rspack, webpack, type-prompt, error-catalog),
 * the getting-started pages (start/quick-start, glossary, setting-up-env), practice/bridge/index and the two
 * blog posts, run against `@module-federation/enhanced` 2.9.2 with Rspack 2.3.2 (in this process), webpack
 * 5.113.0 (one child process started in the apps' folder, because the webpack plugin writes its entry under
 * the working directory's node_modules) and `@module-federation/rsbuild-plugin` with `@rsbuild/core`.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRsbuild } from '@rsbuild/core';
import { rspack, type Configuration } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { buildNodeApp, buildProducer, buildRspack, claim, consoleOutput, type LocalServer, nodeHost, rejection, repoRoot, scratch, serveRoutes, writeFiles } from './harness';

const require = createRequire(import.meta.url);
const packageJson = (name: string) => JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as Record<string, Record<string, string> | string>;

/** Requires a built CommonJS file (the repository's package.json says "type": "module"). */
function requireBuilt(outDir: string, file: string): unknown {
  writeFileSync(join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
  return require(join(outDir, file));
}

// ---------------------------------------------------------------------------------------------------
// webpack: every build of this file in one child process, started before the first test and awaited
// by the claims that read it.
// ---------------------------------------------------------------------------------------------------

interface WebpackApp {
  errors: string[];
  files: string[];
  externals: string[];
  uniqueName?: string;
  publicPath?: string;
}
type WebpackResults = Record<'enhancedProducer' | 'builtinProducer' | 'builtinConsumer' | 'runtimeChunk' | 'syncRemote', WebpackApp>;

const webpackScript = `
const webpack = require(${JSON.stringify(require.resolve('webpack'))});
const { ModuleFederationPlugin } = require(${JSON.stringify(require.resolve('@module-federation/enhanced/webpack'))});
const fs = require('node:fs');
const path = require('node:path');
const root = process.cwd();
const commonjs = { type: 'commonjs-module' };
const remote = 'p@http://unreachable.example/remoteEntry.js';
function build(app, config) {
  const context = path.join(root, app);
  process.chdir(context);
  return new Promise((resolve, reject) => {
    const compiler = webpack({ context, mode: 'production', devtool: false, infrastructureLogging: { level: 'none' }, ...config, output: { path: path.join(context, 'dist'), ...config.output } });
    const { uniqueName, publicPath } = compiler.options.output;
    compiler.run((error, stats) => {
      if (error) return reject(error);
      const json = stats.toJson({ all: false, errors: true, modules: true, nestedModules: true, orphanModules: true });
      const externals = [];
      const walk = (modules) => (modules || []).forEach((m) => { if (/^external /.test(m.identifier)) externals.push(m.identifier); walk(m.modules); });
      walk(json.modules);
      fs.writeFileSync(path.join(context, 'dist/package.json'), '{ "type": "commonjs" }\\n');
      compiler.close(() => resolve({ errors: json.errors.map((e) => e.message), files: fs.readdirSync(path.join(context, 'dist')), externals, uniqueName, publicPath: String(publicPath) }));
    });
  });
}
(async () => {
  const results = {};
  // A producer built with the enhanced plugin, for Node, whose library type is commonjs-module; it also declares a remote.
  results.enhancedProducer = await build('enhanced-producer', { target: 'async-node', entry: {}, output: { publicPath: 'auto', library: { type: 'commonjs2' } },
    plugins: [new ModuleFederationPlugin({ name: 'gm_wp_enhanced', filename: 'remoteEntry.js', library: commonjs, exposes: { './Button': './src/Button.js', './lazy': './src/lazy.js' }, remotes: { p: remote }, dts: false })] });
  // A producer built with webpack's own plugin.
  results.builtinProducer = await build('builtin-producer', { target: 'async-node', entry: {}, output: { publicPath: 'auto' },
    plugins: [new webpack.container.ModuleFederationPlugin({ name: 'gm_wp_builtin', filename: 'remoteEntry.js', library: commonjs, exposes: { './Button': './src/Button.js' } })] });
  // A consumer built with webpack's own plugin that loads the enhanced producer.
  results.builtinConsumer = await build('builtin-consumer', { target: 'async-node', entry: { main: './src/index.js' }, output: { publicPath: 'auto', library: { type: 'commonjs2' } },
    plugins: [new webpack.container.ModuleFederationPlugin({ name: 'gm_wp_builtin_consumer', remoteType: 'commonjs-module', remotes: { enhanced: path.join(root, 'enhanced-producer/dist/remoteEntry.js') } })] });
  // A web app with a single runtime chunk, no publicPath and no uniqueName.
  results.runtimeChunk = await build('runtime-chunk', { entry: './src/index.js', optimization: { runtimeChunk: 'single' },
    plugins: [new ModuleFederationPlugin({ name: 'gm_wp_runtime_chunk', filename: 'remoteEntry.js', exposes: { './Card': './src/Card.js' }, remotes: { p: remote }, dts: false, manifest: false })] });
  // An entry that imports a remote module directly, without an async boundary.
  results.syncRemote = await build('sync-remote', { target: 'async-node', entry: { main: './src/index.js' }, output: { library: { type: 'commonjs2' } },
    plugins: [new ModuleFederationPlugin({ name: 'gm_wp_sync_remote', remotes: { p: remote }, dts: false, manifest: false })] });
  process.stdout.write(JSON.stringify(results));
})().catch((error) => { console.error(error); process.exit(1); });
`;

let webpackRoot = '';
let webpackBuilds: Promise<WebpackResults> | undefined;
function webpackApps(): Promise<WebpackResults> {
  webpackBuilds ??= (() => {
    webpackRoot = scratch('webpack-apps');
    const app = (name: string, files: Record<string, string>) => writeFiles(join(webpackRoot, name), { 'package.json': `${JSON.stringify({ name: `gm-${name}`, version: '1.0.0' })}\n`, ...files });
    app('enhanced-producer', { 'src/Button.js': 'export default "enhanced button";\n', 'src/lazy.js': 'export const load = () => import("p/Thing");\n' });
    app('builtin-producer', { 'src/Button.js': 'export default "built-in button";\n' });
    app('builtin-consumer', { 'src/index.js': 'export const button = import("enhanced/Button").then((module) => module.default);\n' });
    app('runtime-chunk', { 'src/index.js': 'import("./bootstrap");\n', 'src/bootstrap.js': 'import Button from "p/Button";\nconsole.log(Button);\n', 'src/Card.js': 'export default 1;\n' });
    app('sync-remote', { 'src/index.js': 'import Button from "p/Button";\nexport const button = Button;\n' });
    writeFileSync(join(webpackRoot, 'build.cjs'), webpackScript);
    return new Promise<WebpackResults>((resolve, reject) => {
      execFile(process.execPath, [join(webpackRoot, 'build.cjs')], { cwd: webpackRoot, maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
        if (error) reject(new Error(`webpack builds crashed: ${stderr}`));
        else resolve(JSON.parse(stdout) as WebpackResults);
      });
    });
  })();
  return webpackBuilds;
}
// Start the webpack builds at once; the Rspack claims run meanwhile.
beforeAll(() => void webpackApps().catch(() => undefined));

// ---------------------------------------------------------------------------------------------------
// Rspack apps built in this process.
// ---------------------------------------------------------------------------------------------------

/** A Node app whose entry and files are given, built with the enhanced Rspack plugin; resolves with the build and its folder. */
async function rspackNodeApp(name: string, files: Record<string, string>, federation: Omit<ConstructorParameters<typeof ModuleFederationPlugin>[0], 'name'>, config: Configuration = {}) {
  const dir = writeFiles(scratch(name), { 'package.json': `${JSON.stringify({ name, version: '1.0.0', dependencies: { 'tiny-lib': '^1.0.0' } })}\n`, ...files });
  return buildNodeApp(name, dir, federation, config);
}

/** A local package to share, installed in the app's own node_modules. */
const tinyLib = {
  'node_modules/tiny-lib/package.json': '{ "name": "tiny-lib", "version": "1.2.3", "main": "index.js" }\n',
  'node_modules/tiny-lib/index.js': 'exports.hello = () => "hi";\n',
};
const importsTinyLib = 'import { hello } from "tiny-lib";\nexport const greeting = hello();\n';

describe('guide/basic/rspack', () => {
  const page = 'guide/basic/rspack';

  claim(page, 'what-do-i-need', ['declares @rspack/core ^0.7.0 || ^1.0.0 || ^2.0.0-0 as its peer dependency', 'Node.js ^20.19.0 || >=22.12.0 for Rspack 2.x'], () => {
    // enhanced/rspack re-exports the plugin of @module-federation/rspack, the package that declares the peer dependency.
    expect(readFileSync(join(repoRoot, 'node_modules/@module-federation/enhanced/dist/src/rspack.js'), 'utf8')).toContain('require("@module-federation/rspack/plugin")');
    const plugin = packageJson('@module-federation/rspack');
    expect(plugin.version).toBe('2.9.2');
    expect((plugin.peerDependencies as Record<string, string>)['@rspack/core']).toBe('^0.7.0 || ^1.0.0 || ^2.0.0-0');
    expect((packageJson('@rspack/core').engines as Record<string, string>).node).toBe('^20.19.0 || >=22.12.0');
  });

  claim(page, 'what-do-i-need', ['after its own preparations it applies Rspack\'s plugin with your options', 'Rspack\'s own plugin already accepts runtime plugins, shareStrategy and an opt-in manifest'], () => {
    const applied: unknown[] = [];
    const original = rspack.container.ModuleFederationPlugin.prototype.apply;
    const spy = vi.spyOn(rspack.container.ModuleFederationPlugin.prototype, 'apply').mockImplementation(function (this: { _options: unknown }, compiler) {
      applied.push(this._options);
      return original.call(this, compiler);
    });
    try {
      const dir = writeFiles(scratch('rspack-core-plugin'), { 'src/Button.js': 'export default 1;\n' });
      const compiler = rspack({ context: dir, entry: {}, plugins: [new ModuleFederationPlugin({ name: 'gm_applies_core', exposes: { './Button': './src/Button.js' }, shareStrategy: 'loaded-first', dts: false })] });
      compiler.close(() => undefined);
    } finally {
      spy.mockRestore();
    }
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ name: 'gm_applies_core', shareStrategy: 'loaded-first' });
    // Rspack's own plugin applies its Manifest plugin only when manifest is set.
    const core = readFileSync(join(repoRoot, 'node_modules/@rspack/core/dist/index.js'), 'utf8');
    expect(core).toContain('this._options.manifest && new ModuleFederationManifestPlugin(this._options).apply(compiler)');
    const types = readFileSync(join(repoRoot, 'node_modules/@rspack/core/dist/container/ModuleFederationPlugin.d.ts'), 'utf8');
    for (const option of ['runtimePlugins?: RuntimePlugins', "shareStrategy?: 'version-first' | 'loaded-first'", 'manifest?: ModuleFederationManifestPluginOptions']) expect(types).toContain(option);
    for (const enhancedOnly of ['getPublicPath', 'dts', 'bridge']) expect(types).not.toContain(enhancedOnly);
  });

  /** A web compiler (created, not run) for a producer without output.publicPath and output.uniqueName. */
  function webCompiler(federation: ConstructorParameters<typeof ModuleFederationPlugin>[0], extra: ConstructorParameters<typeof ModuleFederationPlugin>[0][] = []) {
    const context = writeFiles(scratch('rspack-web'), { 'package.json': '{ "name": "my-app", "version": "1.0.0" }\n', 'src/Button.js': 'export default 1;\n' });
    return rspack({
      context,
      entry: {},
      optimization: { splitChunks: { chunks: 'all', cacheGroups: { vendors: { test: /node_modules/, chunks: 'all' }, initial: { test: /src/, chunks: 'initial' } } } },
      plugins: [new ModuleFederationPlugin(federation), ...extra.map((options) => new ModuleFederationPlugin(options))],
    });
  }

  claim(page, 'configure-a-producer', ["'auto' is already Rspack's default for web targets", 'It defaults to the name in package.json', 'rspackChunk<uniqueName>', 'the plugin does not set it for you'], () => {
    const compiler = webCompiler({ name: 'provider', exposes: { './Button': './src/Button.js' }, dts: false });
    expect(compiler.options.output.publicPath).toBe('auto');
    expect(compiler.options.output.uniqueName).toBe('my-app');
    expect(compiler.options.output.chunkLoadingGlobal).toBe('rspackChunkmy_app');
    compiler.close(() => undefined);
  });

  claim(page, 'what-does-the-plugin-change', ['[ ModuleFederationPlugin ]: name is required', 'a second ModuleFederationPlugin instance in the same compiler throws too'], () => {
    expect(() => webCompiler({ exposes: { './Button': './src/Button.js' }, dts: false } as never)).toThrow('[ ModuleFederationPlugin ]: name is required');
    expect(() => webCompiler({ name: 'first', dts: false }, [{ name: 'second', dts: false }])).toThrow('Detect duplicate register RspackModuleFederationPlugin,please ensure RspackModuleFederationPlugin is singleton!');
  });

  claim(page, 'what-does-the-plugin-change', ['it adjusts your optimization.splitChunks groups so that they never split the remote entry chunk', 'It aliases @module-federation/runtime to the runtime the build uses', 'It does not set output.publicPath or output.uniqueName'], () => {
    const compiler = webCompiler({ name: 'provider', exposes: { './Button': './src/Button.js' }, dts: false });
    const splitChunks = compiler.options.optimization.splitChunks as unknown as { chunks: (chunk: unknown) => boolean; cacheGroups: Record<string, { chunks: (chunk: unknown) => boolean }> };
    const container = { name: 'provider', isOnlyInitial: () => true };
    const other = { name: 'main', isOnlyInitial: () => true };
    for (const chunks of [splitChunks.chunks, splitChunks.cacheGroups.vendors.chunks, splitChunks.cacheGroups.initial.chunks]) {
      expect(chunks(container)).toBe(false);
      expect(chunks(other)).toBe(true);
    }
    const alias = compiler.options.resolve.alias as Record<string, string>;
    expect(alias['@module-federation/runtime$']).toBe(join(repoRoot, 'node_modules/@module-federation/runtime/dist/bundler.js'));
    compiler.close(() => undefined);
    // Without exposes the groups stay as they were.
    const consumer = webCompiler({ name: 'consumer', dts: false });
    expect((consumer.options.optimization.splitChunks as unknown as { chunks: unknown }).chunks).toBe('all');
    consumer.close(() => undefined);
  });

  claim(page, 'what-does-the-plugin-change', ['FEDERATION_BUILD_IDENTIFIER (the name plus a build version', 'the FEDERATION_OPTIMIZE_NO_* switches from experiments.optimization'], async () => {
    const app = await rspackNodeApp('gm_define', { 'src/index.js': 'module.exports = [FEDERATION_BUILD_IDENTIFIER, FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, FEDERATION_OPTIMIZE_NO_REMOTE];\n' }, { experiments: { optimization: { disableSnapshot: true } } });
    expect(app.errors).toEqual([]);
    // the build version is the version field of the app's package.json
    expect(requireBuilt(app.outDir, 'main.js')).toEqual(['gm_define:1.0.0', true, false]);
  });

  claim(page, 'configure-a-producer', ['There is no remoteEntry.js default', 'the entry is emitted under the output\'s file name pattern with the container\'s name, such as provider.js'], async () => {
    const app = await rspackNodeApp('gm_no_filename', { 'src/index.js': 'module.exports = 1;\n', 'src/Button.js': 'export default 1;\n' }, { exposes: { './Button': './src/Button.js' } });
    expect(app.errors).toEqual([]);
    expect(readdirSync(app.outDir)).toContain('gm_no_filename.js');
    expect(readdirSync(app.outDir)).not.toContain('remoteEntry.js');
  });

  // The three ways to start an app that imports a shared package, built once for the claims below.
  let starts: Promise<{ sync: string; syncLog: string; eager: unknown; asyncStartup: unknown }> | undefined;
  const startApps = () =>
    (starts ??= (async () => {
      const sync = await rspackNodeApp('gm_sync_entry', { ...tinyLib, 'src/index.js': importsTinyLib }, { shared: { 'tiny-lib': {} } });
      const eager = await rspackNodeApp('gm_eager_entry', { ...tinyLib, 'src/index.js': importsTinyLib }, { shared: { 'tiny-lib': { eager: true } } });
      const asyncStartup = await rspackNodeApp('gm_async_startup', { ...tinyLib, 'src/index.js': importsTinyLib }, { shared: { 'tiny-lib': {} }, experiments: { asyncStartup: true } });
      for (const app of [sync, eager, asyncStartup]) expect(app.errors).toEqual([]);
      let message = '';
      const syncLog = await consoleOutput(async () => {
        try {
          requireBuilt(sync.outDir, 'main.js');
        } catch (error) {
          message = (error as Error).message;
        }
      });
      return { sync: message, syncLog, eager: requireBuilt(eager.outDir, 'main.js'), asyncStartup: requireBuilt(asyncStartup.outDir, 'main.js') };
    })());

  claim(page, 'why-do-i-need-an-async-entry', ['If you skip this, the app fails with RUNTIME-006 ("Invalid loadShareSync function call from runtime")'], async () => {
    const { sync } = await startApps();
    expect(sync.split('\n')[0]).toBe('[ Federation Runtime ]: Invalid loadShareSync function call from runtime #RUNTIME-006');
    expect(sync).toContain('"sharedPkgName":"tiny-lib"');
  });

  claim(page, 'why-do-i-need-an-async-entry', ['experiments.asyncStartup: true makes the entry wait for remotes and shared packages before it runs, so the entry can import the application directly', 'eager: true on a shared package bundles it into the entry'], async () => {
    const { eager, asyncStartup } = await startApps();
    expect(eager).toMatchObject({ greeting: 'hi' });
    expect(asyncStartup).toBeInstanceOf(Promise);
    expect(await asyncStartup).toMatchObject({ greeting: 'hi' });
  });

  claim('guide/start/quick-start', 'step-5-add-an-async-bootstrap-file', ['the console reports Invalid loadShareSync function call from runtime #RUNTIME-006, after a hint that starts with loadShareSync failed!'], async () => {
    const { sync, syncLog } = await startApps();
    expect(sync).toContain('#RUNTIME-006');
    expect(syncLog).toMatch(/^loadShareSync failed!/m);
  });

  claim('blog/hoisted-runtime', 'what-should-i-use-today', ['the entry starts only after its shared dependencies and remotes are ready, and its exports become a promise'], async () => {
    const { asyncStartup } = await startApps();
    expect(asyncStartup).toBeInstanceOf(Promise);
    expect(await asyncStartup).toMatchObject({ greeting: 'hi' });
  });
});

describe('guide/basic/webpack', () => {
  const page = 'guide/basic/webpack';

  claim(page, 'what-do-i-need', ['@module-federation/enhanced 2.9.2 declares webpack ^5.0.0 as an optional peer dependency'], () => {
    const enhanced = packageJson('@module-federation/enhanced');
    expect(enhanced.version).toBe('2.9.2');
    expect((enhanced.peerDependencies as Record<string, string>).webpack).toBe('^5.0.0');
    expect((enhanced.peerDependenciesMeta as unknown as Record<string, { optional: boolean }>).webpack.optional).toBe(true);
  });

  claim(page, 'configure-a-producer', ['The build emits remoteEntry.js', 'mf-manifest.json and mf-stats.json'], async () => {
    const { enhancedProducer } = await webpackApps();
    expect(enhancedProducer.errors).toEqual([]);
    expect(enhancedProducer.files).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']));
  }, 120_000);

  claim(page, 'configure-a-producer', ["'auto' is webpack's default for web targets", 'the plugin sets neither publicPath nor output.uniqueName', 'uniqueName otherwise defaults to the name in package.json'], async () => {
    const { runtimeChunk } = await webpackApps();
    expect(runtimeChunk.errors).toEqual([]);
    expect(runtimeChunk.publicPath).toBe('auto');
    expect(runtimeChunk.uniqueName).toBe('gm-runtime-chunk');
  }, 120_000);

  claim(page, 'configure-a-producer', ['loads remotes as script unless you set remoteType or give library a type that is also an externals type', 'which remotes then use as well'], async () => {
    const { runtimeChunk, enhancedProducer } = await webpackApps();
    expect(runtimeChunk.externals).toEqual(['external script "p@http://unreachable.example/remoteEntry.js"']);
    expect(enhancedProducer.externals).toEqual(['external commonjs-module "p@http://unreachable.example/remoteEntry.js"']);
  }, 120_000);

  claim(page, 'how-do-i-migrate-from-webpacks-built-in-plugin', ['an enhanced consumer can load a producer built with the built-in plugin through its remoteEntry.js', 'and the reverse also works'], async () => {
    const { builtinProducer, builtinConsumer } = await webpackApps();
    expect(builtinProducer.errors).toEqual([]);
    expect(builtinConsumer.errors).toEqual([]);
    // The enhanced runtime loads the built-in container.
    const host = nodeHost({ name: 'gm_wp_migrate_host', remotes: [{ name: 'gm_wp_builtin', entry: `file://${join(webpackRoot, 'builtin-producer/dist/remoteEntry.js')}` }] });
    expect(await host.loadRemote('gm_wp_builtin/Button')).toMatchObject({ default: 'built-in button' });
    // The built-in consumer loads the enhanced container.
    const consumer = require(join(webpackRoot, 'builtin-consumer/dist/main.js')) as { button: Promise<string> };
    expect(await consumer.button).toBe('enhanced button');
  }, 120_000);

  claim(page, 'what-if-i-use-a-single-runtime-chunk', ['the webpack plugin always embeds the federation runtime in the chunks that carry webpack\'s runtime and moves the container and remote references there too'], async () => {
    const { runtimeChunk } = await webpackApps();
    const text = (file: string) => readFileSync(join(webpackRoot, 'runtime-chunk/dist', file), 'utf8');
    expect(runtimeChunk.files).toEqual(expect.arrayContaining(['runtime.js', 'main.js', 'remoteEntry.js']));
    // the runtime, and the remote's address, appear in the runtime chunk and in no other file
    const holds = (marker: string) => runtimeChunk.files.filter((file) => file.endsWith('.js') && text(file).includes(marker));
    expect(holds('[ Federation Runtime ]')).toEqual(['runtime.js']);
    expect(holds('http://unreachable.example/remoteEntry.js')).toEqual(['runtime.js']);
  }, 120_000);

  claim('blog/hoisted-runtime', 'what-should-i-use-today', ['the webpack plugin through its built-in EmbedFederationRuntimePlugin'], () => {
    const runtimePlugin = readFileSync(join(repoRoot, 'node_modules/@module-federation/enhanced/dist/src/lib/container/runtime/FederationRuntimePlugin.js'), 'utf8');
    expect(runtimePlugin).toContain('new require_lib_container_runtime_EmbedFederationRuntimePlugin.default().apply(compiler)');
    expect(runtimePlugin).toContain('new require_lib_container_HoistContainerReferencesPlugin.default().apply(compiler)');
  });
});

describe('guide/basic/error-catalog', () => {
  const page = 'guide/basic/error-catalog';

  claim(page, 'module-does-not-exist-in-container', ['Containers built by webpack or Rspack answer an unknown key this way'], async () => {
    await webpackApps();
    const host = nodeHost({ name: 'gm_catalog_missing_host', remotes: [{ name: 'gm_wp_enhanced', entry: `file://${join(webpackRoot, 'enhanced-producer/dist/remoteEntry.js')}` }] });
    expect(await rejection(host.loadRemote('gm_wp_enhanced/Missing'))).toBe('Module "./Missing" does not exist in container.');
    expect(await host.loadRemote('gm_wp_enhanced/Button')).toMatchObject({ default: 'enhanced button' });
  }, 120_000);

  claim(page, 'cant-resolve-the-remote-module', ["Rspack prints Module not found: Can't resolve 'remote/component' in '/app/src'", 'The build never fetches the producer\'s Manifest or remote entry', 'a missing key only fails at run time'], async () => {
    const files = { 'src/index.js': 'import("remote/component");\n' };
    const without = await rspackNodeApp('gm_no_remote_key', files, {});
    // Rspack's wording has no "Error:" after "Module not found:"
    expect(without.errors.join('\n')).toContain(`Module not found: Can't resolve 'remote/component' in '${join(without.dir, 'src')}'`);
    // With the key, an unreachable producer and a key it may not expose do not stop the build.
    const withKey = await rspackNodeApp('gm_remote_key', files, { remotes: { remote: 'remote@http://127.0.0.1:1/mf-manifest.json' } });
    expect(withKey.errors).toEqual([]);
  });

  claim(page, 'cannot-read-properties-of-undefined-reading-call', ["TypeError: Cannot read properties of undefined (reading 'call') is thrown from the bundler runtime", 'An app built with Rspack 2 reports the same failure as TypeError: __webpack_modules__[moduleId] is not a function', 'the entry imports a remote module directly, with no async boundary'], async () => {
    const { syncRemote } = await webpackApps();
    expect(syncRemote.errors).toEqual([]);
    expect(() => require(join(webpackRoot, 'sync-remote/dist/main.js'))).toThrow("Cannot read properties of undefined (reading 'call')");
    const files = { 'src/index.js': 'import Button from "p/Button";\nexport const button = Button;\n' };
    for (const mode of ['development', 'production'] as const) {
      const app = await rspackNodeApp(`gm_sync_remote_${mode}`, files, { remotes: { p: 'p@http://127.0.0.1:1/remoteEntry.js' } }, { mode });
      expect(app.errors).toEqual([]);
      expect(() => requireBuilt(app.outDir, 'main.js')).toThrow(mode === 'development' ? '__webpack_modules__[moduleId] is not a function' : /__webpack_modules__\[\w+\] is not a function/);
    }
  }, 120_000);
});

describe('guide/basic/type-prompt', () => {
  const page = 'guide/basic/type-prompt';
  // Answers every request with 404 and records what was asked for.
  let server: LocalServer;
  let origin = '';
  let requests: string[] = [];
  beforeAll(async () => {
    server = await serveRoutes();
    ({ origin, requests } = server);
  });
  afterAll(() => server.close());

  /** Builds a consumer whose one remote points at the local server, with NODE_ENV set for the build process; returns the paths requested and what was printed. */
  async function consumerBuild(name: string, nodeEnv: string, mode: 'development' | 'production', consumeTypes: Record<string, unknown>) {
    const dir = writeFiles(scratch(name), { 'src/index.js': 'export {};\n' });
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    requests.length = 0;
    try {
      const output = await consoleOutput(() =>
        buildRspack({
          context: dir,
          mode,
          entry: './src/index.js',
          output: { path: join(dir, 'dist') },
          plugins: [new ModuleFederationPlugin({ name, remotes: { provider: `provider@${origin}/mf-manifest.json` }, dts: { generateTypes: false, consumeTypes: { maxRetries: 1, timeout: 2000, ...consumeTypes } } })],
        }),
      );
      return { requested: [...requests], output };
    } finally {
      process.env.NODE_ENV = previous;
    }
  }

  claim(page, 'when-are-types-downloaded', ['The consumer\'s download step is skipped when the build process runs with NODE_ENV=production, unless consumeTypes.typesOnBuild is true', 'what counts is the environment variable of the build process, not the configuration\'s mode'], async () => {
    expect((await consumerBuild('gm_types_prod', 'production', 'development', {})).requested).toEqual([]);
    expect((await consumerBuild('gm_types_on_build', 'production', 'production', { typesOnBuild: true })).requested).toEqual(['/mf-manifest.json']);
    expect((await consumerBuild('gm_types_other_env', 'none', 'production', {})).requested).toEqual(['/mf-manifest.json']);
  });

  claim('guide/start/quick-start', 'step-7-run-both-apps', ['prints Federated types extraction completed when its type download step ends', 'The message appears even when a download failed'], async () => {
    const { requested, output } = await consumerBuild('gm_types_failed', 'none', 'production', {});
    expect(requested).toEqual(['/mf-manifest.json']);
    expect(output).toContain('Federated types extraction completed');
  });

  claim(page, 'what-if-something-goes-wrong', ['the server answers HTML instead of the zip, which the consumer rejects', 'Set FEDERATION_DEBUG=true to get the details logged'], () => {
    const core = readFileSync(join(repoRoot, 'node_modules/@module-federation/dts-plugin/dist/expose-rpc-jaGpsAVL.js'), 'utf8');
    expect(core).toContain('response.headers["content-type"].includes("text/html")) throw new Error(`${url} receives invalid content-type');
    expect(core).toContain('Set FEDERATION_DEBUG=true for details.');
    expect(core).toContain('return Boolean(process.env["FEDERATION_DEBUG"])');
  });
});

describe('guide/start', () => {
  claim('guide/start/setting-up-env', 'which-nodejs-version-do-i-need', ['the range that @rsbuild/core and @rspack/core 2.x declare in the engines field of their package.json (^20.19.0 || >=22.12.0)'], () => {
    for (const name of ['@rsbuild/core', '@rspack/core']) {
      const manifest = packageJson(name);
      expect(manifest.version).toMatch(/^2\./);
      expect((manifest.engines as Record<string, string>).node).toBe('^20.19.0 || >=22.12.0');
    }
  });

  claim('guide/start/glossary', 'rspack', ['Module Federation 2 supports Rspack 0.7, 1.x and 2.x through @module-federation/enhanced/rspack'], () => {
    expect((packageJson('@module-federation/rspack').peerDependencies as Record<string, string>)['@rspack/core']).toBe('^0.7.0 || ^1.0.0 || ^2.0.0-0');
  });

  /** A producer built once for the runtime claims below. */
  let stocks: ReturnType<typeof buildProducer> | undefined;
  const stocksProducer = () => (stocks ??= buildProducer({ name: 'gm_stocks', files: { 'src/ticker.ts': 'export default (symbol: string) => `${symbol}: 42`;\n' }, federation: { exposes: { './ticker': './src/ticker.ts' } } }));

  claim('guide/start/glossary', 'remote-entry', ['It offers an init function for shared dependencies and a get function for exposed modules'], async () => {
    const producer = await stocksProducer();
    expect(producer.errors).toEqual([]);
    const container = require(fileURLToPath(producer.entry)) as Record<string, unknown>;
    expect(typeof container.init).toBe('function');
    expect(typeof container.get).toBe('function');
    const factory = await (container.get as (key: string) => Promise<() => { default: (symbol: string) => string }>)('./ticker');
    expect(factory().default('ACME')).toBe('ACME: 42');
  });

  claim('blog/announcement', 'a-runtime-decoupled-from-the-bundler', ["loadRemote<{ default: (symbol: string) => string }>('markets/ticker')", "alias: 'markets'"], async () => {
    const producer = await stocksProducer();
    const host = nodeHost({ name: 'gm_dashboard', remotes: [{ name: 'gm_stocks', alias: 'markets', entry: producer.entry }] });
    const module = await host.loadRemote<{ default: (symbol: string) => string }>('markets/ticker');
    expect(module?.default('ACME')).toBe('ACME: 42');
  });

  claim('blog/announcement', 'first-class-rspack-support', ["Rspack's own Module Federation implementation is built on the same runtime"], () => {
    const core = readFileSync(join(repoRoot, 'node_modules/@rspack/core/dist/index.js'), 'utf8');
    expect(core).toContain("resolve('@module-federation/runtime-tools'");
    expect(core).toContain("resolve('@module-federation/webpack-bundler-runtime'");
  });

  claim('guide/start/quick-start', 'how-do-i-build-for-production', ["it sets Rsbuild's dev.assetPrefix to true", "A production build has no such default: the Manifest records publicPath: '/'"], async () => {
    const cwd = writeFiles(scratch('quick-start-provider'), { 'src/index.ts': 'export {};\n', 'src/Button.ts': 'export default 1;\n' });
    const configs: Record<string, { publicPath: unknown; assetPrefix: unknown; clientPort: unknown }> = {};
    await consoleOutput(async () => {
      for (const mode of ['development', 'production'] as const) {
        const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode, server: { port: 3001 }, plugins: [pluginModuleFederation({ name: 'provider', exposes: { './Button': './src/Button.ts' }, dts: false })] } });
        const [bundler] = await rsbuild.initConfigs();
        const normalized = rsbuild.getNormalizedConfig();
        configs[mode] = { publicPath: bundler.output?.publicPath, assetPrefix: normalized.dev.assetPrefix, clientPort: normalized.dev.client.port };
      }
    });
    expect(configs.development).toEqual({ publicPath: 'http://localhost:3001/', assetPrefix: true, clientPort: 3001 });
    expect(configs.production.publicPath).toBe('/');
  });

  claim('guide/start/quick-start', 'step-7-run-both-apps', ["The plugin points the producer's dev client at the producer's own dev server (port 3001)"], async () => {
    const cwd = writeFiles(scratch('quick-start-client'), { 'src/index.ts': 'export {};\n', 'src/Button.ts': 'export default 1;\n' });
    let ports: unknown[] = [];
    await consoleOutput(async () => {
      const producer = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', server: { port: 3001 }, plugins: [pluginModuleFederation({ name: 'provider', exposes: { './Button': './src/Button.ts' }, dts: false })] } });
      const consumer = await createRsbuild({ cwd, rsbuildConfig: { mode: 'development', server: { port: 3000 }, plugins: [pluginModuleFederation({ name: 'consumer', remotes: { provider: 'provider@http://localhost:3001/mf-manifest.json' }, dts: false })] } });
      await producer.initConfigs();
      await consumer.initConfigs();
      ports = [producer.getNormalizedConfig().dev.client.port, consumer.getNormalizedConfig().dev.client.port];
    });
    // Only the producer's client is pinned; the consumer's keeps Rsbuild's default (the page's own port).
    expect(ports[0]).toBe(3001);
    expect(ports[1]).not.toBe(3001);
  });
});

describe('practice/bridge/index', () => {
  claim('practice/bridge/index', 'what-does-the-bridge-do-for-routing', ['also when the option is left unset and @module-federation/bridge-react is a dependency in the app\'s package.json', 'the build stops with an error if it finds the package there'], async () => {
    const files = {
      'package.json': `${JSON.stringify({ name: 'gm-bridge-app', version: '1.0.0', dependencies: { '@module-federation/bridge-react': '^2.9.2' } })}\n`,
      'src/app.ts': 'export const app = 1;\n',
    };
    const shared = { 'react-router-dom': { singleton: true, import: false as const } };
    const message = await rejection(buildProducer({ name: 'gm_bridge_auto', files, federation: { exposes: { './export-app': './src/app.ts' }, shared } }));
    expect(message).toContain('React-router-dom cannot be set to shared after react bridge is used');
    // Turned off explicitly, the same package.json and shared entry build.
    const off = await buildProducer({ name: 'gm_bridge_off', files, federation: { exposes: { './export-app': './src/app.ts' }, shared, bridge: { enableBridgeRouter: false } } });
    expect(off.errors.join('\n')).not.toContain('React-router-dom cannot be set to shared');
  });
});

describe('blog/hoisted-runtime', () => {
  claim('blog/hoisted-runtime', 'what-should-i-use-today', ['Module Federation 2 the plugins embed the federation runtime', 'replace that line with asyncStartup: true'], () => {
    // The experiments the 2.9.2 options accept (the warning at the top of the post lists them).
    const types = readFileSync(join(repoRoot, 'node_modules/@module-federation/sdk/dist/types/plugins/ModuleFederationPlugin.d.ts'), 'utf8');
    const block = types.slice(types.indexOf('  experiments?: {'));
    const keys = [...block.slice(0, block.indexOf('\n  };')).matchAll(/^ {4}(\w+)\?:/gm)].map((match) => match[1]);
    expect(keys.sort()).toEqual(['asyncStartup', 'externalRuntime', 'optimization', 'provideExternalRuntime']);
    expect(types).not.toContain('federationRuntime');
  });
});
