/**
 * Executed claims of the build-option pages: configure/index, configure/dev, configure/implementation and
 * configure/experiments. Rspack builds run in this process; webpack builds and the dev helpers (which only
 * act under NODE_ENV=development and fork a worker process) run in a Node process of their own, started in
 * the scratch app's folder. The manifest, dts and runtimePlugins pages are in configure-output.test.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { describe, expect } from 'vitest';
import { buildRspack, claim, filesUnder, repoRoot, runNodeJson, scratch, thrown, writeFiles } from './harness';

const require = createRequire(import.meta.url);

/** A small app folder: `src/index.js` logs, `src/answer.js` exports a number. */
function app(name: string, extra: Record<string, string> = {}): string {
  return writeFiles(scratch(name), {
    'package.json': `${JSON.stringify({ name, version: '1.0.0', private: true })}\n`,
    'src/index.js': 'console.log("ready");\n',
    'src/answer.js': 'export const answer = 42;\n',
    ...extra,
  });
}

interface WebpackResult {
  thrown?: string;
  run?: string;
  errors?: string[];
}

/** Builds `dir/src/index.js` with webpack and `@module-federation/enhanced/webpack`, in a Node process started in `dir`. */
function webpackBuild(dir: string, federation: Record<string, unknown>): Promise<WebpackResult> {
  const script = `
    const webpack = require(${JSON.stringify(require.resolve('webpack'))});
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const out = (value) => process.stdout.write(JSON.stringify(value));
    try {
      const plugin = new ModuleFederationPlugin(${JSON.stringify({ dts: false, ...federation })});
      webpack({ context: process.cwd(), mode: 'production', devtool: false, entry: './src/index.js', output: { path: process.cwd() + '/dist', publicPath: 'auto' }, plugins: [plugin], infrastructureLogging: { level: 'none' } }, (error, stats) => {
        out({ run: error ? error.message : undefined, errors: stats ? stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message) : undefined });
      });
    } catch (error) { out({ thrown: error.message }); }`;
  return runNodeJson<WebpackResult>(script, dir);
}

interface DevResult {
  errors: string[];
  /** `entry.main.import` after the build. */
  entryImports: string[];
  /** The federation options' `runtimePlugins` after the plugin applied. */
  runtimePlugins: string[];
  /** What the plugin sent to each worker process it forked (`child_process.fork` is replaced by a recorder). */
  worker: { file: string; args: unknown[] }[];
}

/**
 * Builds an app with the Rspack plugin in a Node process with the given NODE_ENV. The dev helpers fork
 * `fork-dev-worker.js` and talk to it over IPC; the script replaces `child_process.fork` by a recorder, so
 * that the test sees exactly the options the worker would get, without starting a broker on port 16322.
 */
function devBuild(dir: string, federation: Record<string, unknown>, nodeEnv = 'development'): Promise<DevResult> {
  const script = `
    const childProcess = require('child_process');
    const { EventEmitter } = require('events');
    const path = require('path');
    const sent = [];
    childProcess.fork = (modulePath) => {
      const child = new EventEmitter();
      child.connected = true;
      child.send = (message, callback) => { sent.push({ file: path.basename(modulePath), args: message.args }); if (typeof callback === 'function') callback(); return true; };
      child.kill = () => true;
      return child;
    };
    const { rspack } = require('@rspack/core');
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
    const options = ${JSON.stringify({ name: 'dev_app', ...federation })};
    const compiler = rspack({ context: process.cwd(), mode: 'development', devtool: false, entry: { main: './src/index.js' }, output: { path: path.join(process.cwd(), 'dist'), publicPath: 'auto' }, plugins: [new ModuleFederationPlugin(options)], infrastructureLogging: { level: 'none' } });
    compiler.run((error, stats) => {
      const result = {
        errors: error ? [error.message] : stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message),
        entryImports: compiler.options.entry.main.import,
        runtimePlugins: options.runtimePlugins || [],
        worker: sent,
      };
      setTimeout(() => { process.stdout.write(JSON.stringify(result)); process.exit(0); }, 100);
    });`;
  return runNodeJson<DevResult>(script, dir, { NODE_ENV: nodeEnv });
}

/** dts on without generating or downloading anything, so the dev helpers run without TypeScript. */
const quietDts = { generateTypes: false, consumeTypes: false };
const isLiveReloadClient = (file: string) => /node_modules[\\/]\.federation[\\/]live-reload\.js$/.test(file);
const isTypeHintsPlugin = (file: string) => file.endsWith('dynamic-remote-type-hints-plugin.js');
const workerOptions = (result: DevResult) => result.worker.find((call) => call.file === 'fork-dev-worker.js' && typeof call.args[0] === 'object' && call.args[0] !== null)?.args[0] as Record<string, unknown> | undefined;

describe('configure/dev', () => {
  claim('configure/dev', 'disablelivereload', ['Live reload is off by default', 'the plugin then adds a small client to every entry of the build'], async () => {
    const dir = app('dev-live-reload');
    const byDefault = await devBuild(dir, { dts: quietDts });
    expect(byDefault.errors).toEqual([]);
    expect(byDefault.entryImports.some(isLiveReloadClient)).toBe(false);
    const on = await devBuild(dir, { dts: quietDts, dev: { disableLiveReload: false } });
    expect(on.errors).toEqual([]);
    expect(isLiveReloadClient(on.entryImports[0])).toBe(true);
    expect(on.entryImports.slice(1)).toEqual(['./src/index.js']);
  }, 120_000);

  claim('configure/dev', 'disablehottypesreload', ['also turns live reload off', 'the build passes this one flag to the dev worker as both its live reload switch and its type reload switch'], async () => {
    const dir = app('dev-hot-types');
    const liveOnly = await devBuild(dir, { dts: quietDts, dev: { disableLiveReload: false } });
    expect(workerOptions(liveOnly)).toMatchObject({ disableLiveReload: false, disableHotTypesReload: false });
    const both = await devBuild(dir, { dts: quietDts, dev: { disableLiveReload: false, disableHotTypesReload: true } });
    // the client is still in the page, but the worker that would tell it to reload is told not to
    expect(both.entryImports.some(isLiveReloadClient)).toBe(true);
    expect(workerOptions(both)).toMatchObject({ disableLiveReload: true, disableHotTypesReload: true });
  }, 120_000);

  claim('configure/dev', 'disabledynamicremotetypehints', 'the plugin adds a runtime plugin to runtimePlugins', async () => {
    const dir = app('dev-type-hints');
    const byDefault = await devBuild(dir, { dts: quietDts });
    expect(byDefault.runtimePlugins.filter(isTypeHintsPlugin)).toHaveLength(1);
    const off = await devBuild(dir, { dts: quietDts, dev: { disableDynamicRemoteTypeHints: true } });
    expect(off.runtimePlugins.filter(isTypeHintsPlugin)).toHaveLength(0);
  }, 120_000);

  let hostCount = 0;
  /** Polls `done` every 50 ms, running `step` before each wait; fails with `what` after 10 seconds. */
  async function until(done: () => boolean, what: string, step: (attempt: number) => void = () => {}): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (let attempt = 0; !done(); attempt++) {
      if (Date.now() > deadline) throw new Error(what);
      step(attempt);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** Registers one remote by entry and one by version through a host with the dynamic type hints plugin; returns what reached the broker. */
  async function reportedRemotes(): Promise<string[]> {
    // the runtime plugin connects to ws://127.0.0.1:16322; a stand-in broker records what it sends
    // ws has no type declarations here: the little of it this test uses, typed by hand
    interface Socket { on(event: 'message', listener: (data: unknown) => void): void; terminate(): void }
    interface Server { clients: Set<Socket>; on(event: 'connection', listener: (socket: Socket) => void): void; once(event: 'listening' | 'error', listener: (error?: Error) => void): void; close(callback: () => void): void }
    const { WebSocketServer } = require('ws') as { WebSocketServer: new (options: { host: string; port: number }) => Server };
    const server = new WebSocketServer({ host: '127.0.0.1', port: 16322 });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', () => resolve());
      server.once('error', (error) => reject(new Error(`port 16322, where the plugin looks for the dts broker, is taken (a dev server with dts running?): ${error?.message}`)));
    });
    const received: Record<string, unknown>[] = [];
    let connected = false;
    server.on('connection', (socket) => {
      connected = true;
      socket.on('message', (data) => received.push(JSON.parse(String(data)) as Record<string, unknown>));
    });
    try {
      const { createInstance } = await import('@module-federation/runtime');
      const typeHints = require('@module-federation/dts-plugin/dynamic-remote-type-hints-plugin') as () => { name: string };
      const host = createInstance({ name: `dev_hints_host_${hostCount++}`, remotes: [], plugins: [typeHints() as never] });
      await until(() => connected, 'the type hints plugin never connected to the broker');
      const arrived = (name: string) => received.some((message) => JSON.stringify(message).includes(`"name":"${name}"`));
      const entry = (name: string, alias: string) => ({ name, alias, entry: 'http://localhost:3001/mf-manifest.json' });
      // The plugin drops registrations until its socket has opened, which the broker cannot see: register
      // (again, with force) until the first report arrives.
      await until(() => arrived('by_entry'), 'the broker never received the remote registered by entry', (attempt) =>
        host.registerRemotes([entry('by_entry', 'catalog')], { force: attempt > 0 }),
      );
      // Now connected: a remote by version, then one more by entry. On the one socket, anything sent for
      // the first arrives before the second's report.
      host.registerRemotes([{ name: 'by_version', version: '1.0.0' }]);
      host.registerRemotes([entry('by_entry_after', 'after')]);
      await until(() => arrived('by_entry_after'), 'the broker never received the second remote registered by entry');
      return received.map((message) => JSON.stringify(message));
    } finally {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  claim('configure/dev', 'disabledynamicremotetypehints', "it sends the remote's name, alias and URL to the broker", async () => {
    const messages = await reportedRemotes();
    expect(messages.some((text) => text.includes('"name":"by_entry"') && text.includes('"alias":"catalog"') && text.includes('"url":"http://localhost:3001/mf-manifest.json"'))).toBe(true);
  });

  claim('configure/dev', 'pitfalls', 'A remote registered by version instead of an entry URL is not reported', async () => {
    const messages = await reportedRemotes();
    expect(messages.some((text) => text.includes('by_entry'))).toBe(true);
    expect(messages.some((text) => text.includes('by_version'))).toBe(false);
  });

  claim('configure/dev', 'pitfalls', ['The helpers need NODE_ENV=development in the build process and an active dts', 'With dts: false, or without a tsconfig, dev has no effect'], async () => {
    const dir = app('dev-off');
    const production = await devBuild(dir, { dts: quietDts, dev: { disableLiveReload: false } }, 'production');
    expect(production.entryImports.some(isLiveReloadClient)).toBe(false);
    expect(production.runtimePlugins).toEqual([]);
    expect(production.worker).toEqual([]);
    const noDts = await devBuild(dir, { dts: false, dev: { disableLiveReload: false } });
    expect(noDts.entryImports.some(isLiveReloadClient)).toBe(false);
    expect(noDts.runtimePlugins).toEqual([]);
    // no tsconfig.json in the app and dts left unset: dts stays off, and dev with it
    const noTsconfig = await devBuild(dir, { dev: { disableLiveReload: false } });
    expect(noTsconfig.entryImports.some(isLiveReloadClient)).toBe(false);
    expect(noTsconfig.runtimePlugins).toEqual([]);
  }, 180_000);
});

describe('configure/implementation', () => {
  const badPath = '/nonexistent/runtime-tools';

  claim('configure/implementation', 'what-does-it-do', 'Cannot find module \'@module-federation/webpack-bundler-runtime\'', () => {
    const dir = app('impl-rspack-bad');
    const message = thrown(() => rspack({ context: dir, entry: './src/index.js', plugins: [new ModuleFederationPlugin({ name: 'impl_bad', dts: false, implementation: badPath })] }));
    expect(message).toMatch(/^Cannot find module '@module-federation\/webpack-bundler-runtime'/);
  });

  claim('configure/implementation', 'what-does-it-do', 'Cannot find module \'@module-federation/webpack-bundler-runtime/dist/index.cjs\'', async () => {
    const result = await webpackBuild(app('impl-webpack-bad'), { name: 'impl_bad_wp', implementation: badPath });
    expect(result.run).toMatch(/^Cannot find module '@module-federation\/webpack-bundler-runtime\/dist\/index\.cjs'/);
  }, 120_000);

  claim('configure/implementation', 'what-does-it-do', ['@module-federation/runtime-tools to your path (unless you set that alias yourself)', 'creating the compiler already fails'], () => {
    const dir = app('impl-rspack-alias');
    const implementation = require.resolve('@module-federation/runtime-tools');
    const compiler = rspack({ context: dir, entry: './src/index.js', plugins: [new ModuleFederationPlugin({ name: 'impl_alias', dts: false, implementation })] });
    const alias = compiler.options.resolve.alias as Record<string, string>;
    expect(alias['@module-federation/runtime-tools']).toBe(implementation);
    expect(alias['@module-federation/runtime']).toBe(require.resolve('@module-federation/runtime', { paths: [implementation] }));
    const own = rspack({ context: dir, entry: './src/index.js', resolve: { alias: { '@module-federation/runtime-tools': '/my/runtime-tools' } }, plugins: [new ModuleFederationPlugin({ name: 'impl_alias_own', dts: false, implementation })] });
    expect((own.options.resolve.alias as Record<string, string>)['@module-federation/runtime-tools']).toBe('/my/runtime-tools');
  });

  claim('configure/implementation', 'pitfalls', 'a path that misses the package can silently fall back to another copy further up', async () => {
    // a path inside @module-federation/runtime, not runtime-tools: resolution walks up to the root node_modules and the build succeeds
    const dir = app('impl-fallback');
    const result = await buildRspack({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new ModuleFederationPlugin({ name: 'impl_fallback', dts: false, implementation: join(repoRoot, 'node_modules/@module-federation/runtime') })] });
    expect(result.errors).toEqual([]);
  });
});

describe('configure/experiments', () => {
  /** Builds an app exposing `./answer` with Rspack and returns the text of every emitted .js file. */
  async function rspackBundle(name: string, experiments: Record<string, unknown>, exposes = true): Promise<{ errors: string[]; code: string }> {
    const dir = app(name);
    const result = await buildRspack({
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist'), publicPath: 'auto' },
      optimization: { minimize: false },
      plugins: [new ModuleFederationPlugin({ name, dts: false, manifest: false, ...(exposes ? { exposes: { './answer': './src/answer.js' } } : {}), experiments: experiments as never })],
    });
    const code = filesUnder(result.outDir).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(result.outDir, file), 'utf8')).join('\n');
    return { errors: result.errors, code };
  }
  // a string of the runtime's Node.js script loader (sdk createScriptNode), left out when ENV_TARGET is 'web'
  const nodeLoader = 'Error constructing URL:';

  claim('configure/experiments', 'optimization', ['\'web\' keeps only the browser loaders (script tags) and drops the Node.js loading code', 'Rspack ignores any other value and builds as if target were unset'], async () => {
    const web = await rspackBundle('exp_target_web', { optimization: { target: 'web' } });
    expect(web.errors).toEqual([]);
    expect(web.code).not.toContain(nodeLoader);
    const unset = await rspackBundle('exp_target_unset', {});
    expect(unset.code).toContain(nodeLoader);
    const other = await rspackBundle('exp_target_other', { optimization: { target: 'browser' } });
    expect(other.errors).toEqual([]);
    expect(other.code).toContain(nodeLoader);
  }, 120_000);

  claim('configure/experiments', 'optimization', ['webpack\'s option schema rejects them', 'options.experiments.optimization.target should be one of these'], async () => {
    const result = await webpackBuild(app('exp-target-webpack'), { name: 'exp_target_wp', experiments: { optimization: { target: 'browser' } } });
    expect(result.run).toContain('options.experiments.optimization.target should be one of these:\n   "web" | "node"');
  }, 120_000);

  claim('configure/experiments', 'externalruntime', 'read at run time from the global variable _FEDERATION_RUNTIME_CORE', async () => {
    const external = await rspackBundle('exp_external', { externalRuntime: true });
    expect(external.errors).toEqual([]);
    expect(external.code).toMatch(/module\.exports = self\._FEDERATION_RUNTIME_CORE;/);
    const bundled = await rspackBundle('exp_bundled', {});
    expect(bundled.code).not.toContain('_FEDERATION_RUNTIME_CORE');
  }, 120_000);

  claim('configure/experiments', 'provideexternalruntime', ['appends @module-federation/inject-external-runtime-core-plugin to runtimePlugins', 'You can only set provideExternalRuntime: true in pure consumer which not expose modules.'], () => {
    const dir = app('exp-provide');
    const options = { name: 'exp_provide', dts: false as const, remotes: { catalog: 'catalog@http://localhost:3001/remoteEntry.js' }, experiments: { provideExternalRuntime: true } };
    rspack({ context: dir, entry: './src/index.js', plugins: [new ModuleFederationPlugin(options)] });
    expect((options as { runtimePlugins?: string[] }).runtimePlugins).toEqual([require.resolve('@module-federation/inject-external-runtime-core-plugin')]);
    const message = thrown(() => rspack({ context: dir, entry: './src/index.js', plugins: [new ModuleFederationPlugin({ name: 'exp_provide_exposes', dts: false, exposes: { './answer': './src/answer.js' }, experiments: { provideExternalRuntime: true } })] }));
    expect(message).toBe('You can only set provideExternalRuntime: true in pure consumer which not expose modules.');
  });

  claim('configure/experiments', 'federationruntime-history', 'a leftover federationRuntime: \'hoisted\' is silently ignored by the build', async () => {
    const rspackResult = await rspackBundle('exp_hoisted', { federationRuntime: 'hoisted' });
    expect(rspackResult.errors).toEqual([]);
    const webpackResult = await webpackBuild(app('exp-hoisted-webpack'), { name: 'exp_hoisted_wp', experiments: { federationRuntime: 'hoisted' } });
    expect(webpackResult).toMatchObject({ errors: [] });
    expect(webpackResult.run).toBeUndefined();
  }, 120_000);
});

describe('configure/index', () => {
  claim('configure/index', 'which-options-are-there', 'webpack validates the object against a schema and rejects unknown keys', async () => {
    const result = await webpackBuild(app('index-unknown-webpack'), { name: 'index_unknown_wp', unknownKey: true });
    expect(result.run).toContain("options has an unknown property 'unknownKey'");
    const dir = app('index-unknown-rspack');
    const rspackResult = await buildRspack({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new ModuleFederationPlugin({ name: 'index_unknown', dts: false, unknownKey: true } as never)] });
    expect(rspackResult.errors).toEqual([]);
  }, 120_000);

  claim('configure/index', 'which-options-are-there', 'required: both plugins throw without it', async () => {
    const dir = app('index-no-name');
    expect(thrown(() => rspack({ context: dir, entry: './src/index.js', plugins: [new ModuleFederationPlugin({ dts: false } as never)] }))).toBe('[ ModuleFederationPlugin ]: name is required');
    const result = await webpackBuild(app('index-no-name-webpack'), {});
    expect(result.run ?? result.thrown).toBe('ModuleFederationPlugin name is required');
  }, 120_000);

  claim('configure/index', 'library', 'Both plugins default it to { type: \'var\', name: <name> }', async () => {
    const dir = app('index-library');
    const result = await buildRspack({ context: dir, entry: {}, output: { path: join(dir, 'dist'), publicPath: 'auto' }, optimization: { minimize: false }, plugins: [new ModuleFederationPlugin({ name: 'index_library', filename: 'remoteEntry.js', dts: false, manifest: false, exposes: { './answer': './src/answer.js' } })] });
    expect(result.errors).toEqual([]);
    expect(readFileSync(join(result.outDir, 'remoteEntry.js'), 'utf8')).toMatch(/^var index_library;/m);
  });
});
