/**
 * Executed claims of the configure pages left over by the first round (configure-build, configure-shared,
 * configure-output): the keys without a page of their own on configure/index, tree shaking and the
 * webpack-only fields of configure/shared, the runtime switches of configure/experiments, the type
 * download of configure/dts and the webpack column of configure/runtimeplugins.
 *
 * Rspack builds run in this process and their Node bundles are required here; webpack builds run in a
 * Node process of their own, started in the scratch app's folder (webpack's plugin reads process.cwd()).
 * One build runs the TypeScript compiler (through npx and a local bin, offline), served over HTTP to the
 * consumers of configure/dts.
 */
import { existsSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { afterAll, describe, expect } from 'vitest';
import { buildProducer, buildRspack, type BuiltProducer, claim, filesUnder, nodeHost, runNode, runNodeJson, scratch, thrown, writeFiles } from './harness';

const require = createRequire(import.meta.url);
type Json = Record<string, any>;

/** The lines every webpack script starts with: webpack, the enhanced plugin and `build(config)` → `{ errors, warnings, modules }`. */
const webpackPrelude = `
  const webpack = require(${JSON.stringify(require.resolve('webpack'))});
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const fs = require('fs');
  const path = require('path');
  const out = (value) => process.stdout.write('\\n' + JSON.stringify(value) + '\\n');
  const build = (config) => new Promise((resolve) => {
    let compiler;
    try {
      compiler = webpack({ context: process.cwd(), mode: 'production', devtool: false, optimization: { minimize: false }, infrastructureLogging: { level: 'none' }, ...config });
    } catch (error) { return resolve({ thrown: error.message, errors: [], warnings: [], modules: [] }); }
    compiler.run((error, stats) => compiler.close(() => {
      if (error) return resolve({ thrown: error.message, errors: [], warnings: [], modules: [] });
      const json = stats.toJson({ all: false, errors: true, warnings: true, modules: true, nestedModules: true });
      const modules = [];
      const walk = (list) => (list || []).forEach((m) => { modules.push(String(m.identifier), String(m.name)); walk(m.modules); });
      walk(json.modules);
      resolve({ errors: json.errors.map((e) => e.message), warnings: json.warnings.map((e) => e.message), modules: [...new Set(modules)] });
    }));
  });`;

interface WebpackBuild {
  thrown?: string;
  errors: string[];
  warnings: string[];
  modules: string[];
}

const read = (path: string) => readFileSync(path, 'utf8');
const readJson = (path: string): Json => JSON.parse(read(path)) as Json;
/** The text of every .js file under `dir` whose path does not start with one of `skip`. */
const jsText = (dir: string, skip: string[] = []) =>
  filesUnder(dir)
    .filter((file) => file.endsWith('.js') && !skip.some((prefix) => file.startsWith(prefix)))
    .map((file) => read(join(dir, file)))
    .join('\n');

/** A package of the app's own node_modules. */
function fakePackage(name: string, version: string, source: string, extra: Record<string, unknown> = {}): Record<string, string> {
  return {
    [`node_modules/${name}/package.json`]: `${JSON.stringify({ name, version, main: 'index.js', ...extra })}\n`,
    [`node_modules/${name}/index.js`]: source,
  };
}

/** An ES module package whose three exports each return a marker string (and a default export, which webpack's separate build imports). */
const markedPackage = (name: string, version: string, mark: string, extra: Record<string, unknown> = {}) =>
  fakePackage(name, version, `export const a = () => '${mark}_A';\nexport const b = () => '${mark}_B';\nexport const c = () => '${mark}_C';\nexport default { a, b, c };\n`, extra);

/** The node (commonjs2) build of an app with one entry, in this process; the bundle is required by the caller. */
async function rspackNodeApp(name: string, files: Record<string, string>, federation: Record<string, unknown>, config: Configuration = {}) {
  const dir = writeFiles(scratch(name), files);
  const outDir = join(dir, 'dist');
  const result = await buildRspack({
    context: dir,
    target: 'async-node',
    entry: './src/index.js',
    output: { path: outDir, publicPath: 'auto', library: { type: 'commonjs2' } },
    ...config,
    plugins: [new ModuleFederationPlugin({ name, dts: false, manifest: false, ...federation } as never)],
  });
  writeFileSync(join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
  return { ...result, dir, main: join(outDir, 'main.js') };
}

/**
 * The same app built for the browser (Rspack's default target), minified: the runtime packages resolve to their ES
 * module files there, so the minifier can drop what the optimization constants switch off. Returns the bundle's text.
 */
async function webBundle(name: string, files: Record<string, string>, federation: Record<string, unknown>): Promise<string> {
  const dir = writeFiles(scratch(name), files);
  const result = await buildRspack({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist'), publicPath: 'auto' }, plugins: [new ModuleFederationPlugin({ name, dts: false, manifest: false, ...federation } as never)] });
  expect(result.errors).toEqual([]);
  return jsText(result.outDir);
}

/** A runtime plugin file for Rspack consumers in Node: loads `file:` remote entries with require, records beforeRequest ids. */
const nodeEntriesPlugin = `
const { fileURLToPath } = require('url');
export default function () {
  return {
    name: 'claims-node-entries',
    beforeRequest(args) { (globalThis.__claimsRequests ||= []).push(args.id); return args; },
    loadEntry({ remoteInfo }) { return remoteInfo.entry.startsWith('file:') ? __non_webpack_require__(fileURLToPath(remoteInfo.entry)) : undefined; },
  };
}
`;

/** A tiny HTTP server for folders: `serve(dir)` returns the base URL (127.0.0.1) under which `dir` is served. */
let server: Server | undefined;
let port = 0;
const served = new Map<string, string>();
async function serve(dir: string): Promise<string> {
  if (!server) {
    server = createServer((request, response) => {
      const [, key, ...rest] = (request.url ?? '').split('?')[0].split('/');
      const root = served.get(key);
      const file = root && join(root, ...rest.map(decodeURIComponent));
      if (!file || !existsSync(file)) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        return response.end('not found');
      }
      const type = file.endsWith('.json') ? 'application/json' : file.endsWith('.zip') ? 'application/zip' : 'application/javascript';
      response.writeHead(200, { 'content-type': type });
      response.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }
  const key = `s${served.size}`;
  served.set(key, dir);
  return `http://127.0.0.1:${port}/${key}`;
}
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** One tiny producer for Node, shared by the routing and start-up claims. */
let answerProducer: Promise<BuiltProducer> | undefined;
const answer = () =>
  (answerProducer ??= buildProducer({ name: 'more_answer', files: { 'src/answer.js': 'export const answer = 42;\n' }, federation: { exposes: { './answer': './src/answer.js' } } }));

describe('configure/index', () => {
  const page = 'configure/index';

  /** Builds a Node consumer whose entry loads more_answer/answer through `remotes`; returns the value, the runtime's beforeRequest ids and any <script> the bundler tried. */
  async function consume(name: string, federation: Record<string, unknown>) {
    const built = await rspackNodeApp(name, { 'src/index.js': 'globalThis.__claimsAnswer = import("prod/answer").then((m) => m.answer);\n', 'src/entries.js': nodeEntriesPlugin }, { runtimePlugins: ['./src/entries.js'], ...federation });
    expect(built.errors).toEqual([]);
    const scripts: string[] = [];
    const global = globalThis as Record<string, unknown>;
    global.__claimsRequests = [];
    // the bundler's script loader needs a document: a stand-in that records the script and fails it
    global.document = { defaultView: globalThis, getElementsByTagName: () => [], createElement: () => ({ setAttribute() {} }), head: { appendChild: (script: { src: string; onerror: (event: unknown) => void }) => (scripts.push(script.src), setTimeout(() => script.onerror({ type: 'error', target: script }))) } };
    try {
      require(built.main);
      const value = await (global.__claimsAnswer as Promise<number>).catch((error: Error) => error.message);
      return { value, requests: global.__claimsRequests as string[], scripts };
    } finally {
      delete global.document;
    }
  }

  claim(page, 'remotetype', ["With 'script', a value such as 'catalog@https://…/mf-manifest.json' is read as a container name and a URL, and the federation runtime loads it through loadRemote", 'Only a remote with exactly one script location goes through the runtime\'s loadRemote; other types and lists of fallback locations are loaded through the bundler\'s own externals code'], async () => {
    const producer = await answer();
    const one = await consume('idx_rt_script', { remotes: { prod: `more_answer@${producer.entry}` } });
    expect(one).toMatchObject({ value: 42, scripts: [] });
    expect(one.requests).toContain('more_answer/answer');
    // two locations of the same container: the bundler's own script external, no loadRemote
    const list = await consume('idx_rt_list', { remotes: { prod: [`more_answer@${producer.entry}`, `more_answer@${producer.entry}`] } });
    expect(list.requests).toEqual([]);
    expect(list.scripts).toEqual([producer.entry]);
    expect(String(list.value)).toContain('Loading script failed.');
  });

  claim(page, 'remotetype', ["It defaults to 'script', or to library.type when library is set", "A single location can override the type with a prefix, as in 'promise new Promise(…)'"], async () => {
    const producer = await answer();
    const file = join(producer.outDir, 'remoteEntry.js');
    // library { type: 'commonjs2' }: the location is required as a commonjs external, not loaded by the runtime
    const byLibrary = await consume('idx_rt_library', { library: { type: 'commonjs2' }, remotes: { prod: file } });
    expect(byLibrary).toMatchObject({ value: 42, requests: [], scripts: [] });
    const byPrefix = await consume('idx_rt_prefix', { remotes: { prod: `commonjs ${file}` } });
    expect(byPrefix).toMatchObject({ value: 42, requests: [], scripts: [] });
  });

  claim(page, 'library', "the manifest records library.name as the container's global name", async () => {
    const producer = await buildProducer({ name: 'idx_library_name', files: { 'src/answer.js': 'export const answer = 42;\n' }, federation: { exposes: { './answer': './src/answer.js' }, library: { type: 'var', name: 'other_global' } } });
    expect(producer.errors).toEqual([]);
    expect((producer.manifest?.metaData as Json).globalName).toBe('other_global');
    expect(read(join(producer.outDir, 'remoteEntry.js'))).toMatch(/\bother_global\b/);
  });

  claim(page, 'runtime', ['Unset, the remote entry carries its own bundler runtime', 'A string moves that runtime into a chunk with this name', 'false keeps the runtime inside the remote entry even when optimization.runtimeChunk would otherwise split it out'], async () => {
    const build = async (name: string, runtime: unknown, runtimeChunk?: 'single') => {
      const dir = writeFiles(scratch(name), { 'src/answer.js': 'export const answer = 42;\n' });
      const result = await buildRspack({ context: dir, entry: {}, optimization: { minimize: false, ...(runtimeChunk ? { runtimeChunk } : {}) }, output: { path: join(dir, 'dist'), publicPath: 'auto' }, plugins: [new ModuleFederationPlugin({ name, filename: 'remoteEntry.js', dts: false, manifest: false, exposes: { './answer': './src/answer.js' }, ...(runtime === undefined ? {} : { runtime: runtime as string }) })] });
      expect(result.errors).toEqual([]);
      const files = filesUnder(result.outDir);
      const carriesRuntime = read(join(result.outDir, 'remoteEntry.js')).includes('__webpack_require__.m = __webpack_modules__');
      return { files, carriesRuntime };
    };
    expect(await build('idx_runtime_unset', undefined)).toMatchObject({ carriesRuntime: true });
    const named = await build('idx_runtime_named', 'mf-runtime');
    expect(named.files).toContain('mf-runtime.js');
    expect(named.carriesRuntime).toBe(false);
    const split = await build('idx_runtime_single', undefined, 'single');
    expect(split).toMatchObject({ carriesRuntime: false });
    expect(split.files).toContain('runtime.js');
    const kept = await build('idx_runtime_false', false, 'single');
    expect(kept.carriesRuntime).toBe(true);
    expect(kept.files).not.toContain('runtime.js');
  });

  claim(page, 'sharescope', ['the container of exposes, every entry of remotes without its own shareScope, and every entry of shared without its own shareScope', "It defaults to 'default'"], async () => {
    const files = { ...fakePackage('scope-lib', '1.0.0', 'module.exports = { version: "1.0.0" };\n'), 'src/version.js': 'import lib from "scope-lib";\nexport const version = lib.version;\n' };
    const shared = { 'scope-lib': { singleton: true, requiredVersion: false as const } };
    const legacy = await buildProducer({ name: 'idx_scope_legacy', files, federation: { exposes: { './version': './src/version.js' }, shared, shareScope: 'legacy' } });
    // the same producer whose shared entry names its own scope: it no longer sees the host's copy
    const own = await buildProducer({ name: 'idx_scope_own', files, federation: { exposes: { './version': './src/version.js' }, shared: { 'scope-lib': { ...shared['scope-lib'], shareScope: 'default' } }, shareScope: 'legacy' } });
    // the host puts a loaded 2.0.0 into the 'legacy' scope only
    const hostCopy = { version: '2.0.0', lib: () => ({ version: '2.0.0' }), scope: ['legacy'], shareConfig: { singleton: true, requiredVersion: false as const } };
    const host = nodeHost({ name: 'idx_scope_host', remotes: [{ name: 'idx_scope_legacy', entry: legacy.entry, shareScope: 'legacy' }], shared: { 'scope-lib': hostCopy } });
    expect(await host.loadRemote('idx_scope_legacy/version')).toMatchObject({ version: '2.0.0' });
    const host2 = nodeHost({ name: 'idx_scope_host2', remotes: [{ name: 'idx_scope_own', entry: own.entry, shareScope: 'legacy' }], shared: { 'scope-lib': hostCopy } });
    expect(await host2.loadRemote('idx_scope_own/version')).toMatchObject({ version: '1.0.0' });
    // remotes: an entry without its own shareScope takes the top-level one
    const consumer = await rspackNodeApp('idx_scope_remotes', { 'src/index.js': 'import("prod/answer");\n' }, { shareScope: 'legacy', remotes: { prod: 'more_answer@http://127.0.0.1:9/remoteEntry.js', other: { external: 'other@http://127.0.0.1:9/remoteEntry.js', shareScope: 'mine' } } });
    const bundle = jsText(join(consumer.dir, 'dist'));
    expect(/alias:"prod",name:"more_answer",[^}]*shareScope:"legacy"/.test(bundle)).toBe(true);
    expect(/alias:"other",name:"other",[^}]*shareScope:"mine"/.test(bundle)).toBe(true);
  });

  /** The module identifiers of an Rspack build. */
  async function rspackModules(name: string, files: Record<string, string>, federation: Record<string, unknown>) {
    const dir = writeFiles(scratch(name), files);
    const compiler = rspack({ context: dir, mode: 'production', devtool: false, entry: './src/index.js', output: { path: join(dir, 'dist'), publicPath: 'auto' }, infrastructureLogging: { level: 'none' }, plugins: [new ModuleFederationPlugin({ name, dts: false, manifest: false, ...federation } as never)] });
    const modules = await new Promise<string[]>((resolve, reject) =>
      compiler.run((error, stats) => compiler.close(() => (error || !stats ? reject(error) : resolve((stats.toJson({ all: false, modules: true }).modules ?? []).flatMap((module) => [String(module.identifier), String(module.name)]))))),
    );
    return { dir, modules };
  }

  claim(page, 'what-is-virtualruntimeentry-for', ['The Rspack plugin does not read the option, because it never writes that file: it hands the runtime entry to Rspack as a data: URI, or as an in-memory virtual module when a shared dependency uses treeShaking'], async () => {
    const plain = await rspackModules('idx_virtual_rspack', { 'src/index.js': 'console.log(1);\n' }, {});
    expect(plain.modules.some((id) => id.includes('@module-federation/runtime/rspack.js!=!data:text/javascript,'))).toBe(true);
    const shaken = await rspackModules('idx_virtual_rspack_ts', { ...markedPackage('vr-lib', '1.0.0', 'VR', { sideEffects: false }), 'src/index.js': 'import("vr-lib").then((m) => console.log(m.a()));\n' }, { shared: { 'vr-lib': { requiredVersion: false, treeShaking: true } } });
    const virtual = join(shaken.dir, 'node_modules/.rspack-mf-runtime/idx_virtual_rspack_ts.js');
    expect(shaken.modules.some((id) => id.includes(virtual))).toBe(true);
    // nothing of it on disk, and no node_modules/.federation in the app
    expect(existsSync(virtual)).toBe(false);
    expect(existsSync(join(plain.dir, 'node_modules/.federation'))).toBe(false);
  });

  /** webpack builds of configure/index, in one Node process started in the app's folder. */
  let indexWebpack: Promise<Json> | undefined;
  const webpackIndex = () =>
    (indexWebpack ??= (async () => {
      const dir = writeFiles(scratch('idx_webpack'), { 'package.json': '{ "name": "idx-webpack", "version": "1.0.0" }\n', 'src/index.js': 'console.log("ready");\n', 'src/answer.js': 'export const answer = 42;\n' });
      const script = `${webpackPrelude}
        const federationDir = path.join(process.cwd(), 'node_modules/.federation');
        const listing = () => (fs.existsSync(federationDir) ? fs.readdirSync(federationDir) : []);
        const app = (name, extra, outDir = name) => build({ entry: './src/index.js', output: { path: path.join(process.cwd(), outDir), publicPath: 'auto' }, plugins: [new ModuleFederationPlugin({ name, filename: 'remoteEntry.js', dts: false, manifest: false, exposes: { './answer': './src/answer.js' }, ...extra })] });
        const text = (dir) => fs.readdirSync(dir).sort().map((file) => file + '\\n' + fs.readFileSync(path.join(dir, file), 'utf8')).join('\\n');
        (async () => {
          const result = {};
          result.byDefault = await app('idx_wp_file', {});
          result.afterDefault = listing();
          fs.rmSync(federationDir, { recursive: true, force: true });
          result.virtual = await app('idx_wp_virtual', { virtualRuntimeEntry: true });
          result.afterVirtual = listing();
          await app('idx_wp_async', {}, 'plain');
          await app('idx_wp_async', { async: true }, 'async');
          await app('idx_wp_async', { async: { eager: /answer/ } }, 'async-object');
          result.asyncSame = text('plain') === text('async') && text('plain') === text('async-object');
          out(result);
        })();`;
      return runNodeJson<Json>(script, dir);
    })());

  claim(page, 'what-is-virtualruntimeentry-for', ['node_modules/.federation/entry.<hash>.js under the current working directory', 'With virtualRuntimeEntry: true it writes nothing'], async () => {
    const result = await webpackIndex();
    expect(result.byDefault.errors).toEqual([]);
    expect(result.afterDefault).toEqual([expect.stringMatching(/^entry\.[0-9a-f]+\.js$/)]);
    expect(result.virtual.errors).toEqual([]);
    expect(result.afterVirtual).toEqual([]);
    expect(result.virtual.modules.some((name: string) => name.startsWith('data:text/javascript;charset=utf-8;base64,'))).toBe(true);
  }, 120_000);

  claim(page, 'async', ['in 2.9.2 neither ModuleFederationPlugin reads it: setting async: true changes nothing in the output'], async () => {
    expect((await webpackIndex()).asyncSame).toBe(true);
    const build = async (out: string, extra: Record<string, unknown>) => {
      const dir = writeFiles(scratch(`idx-async-${out}`), { 'src/answer.js': 'export const answer = 42;\n' });
      const result = await buildRspack({ context: dir, entry: {}, optimization: { minimize: false }, output: { path: join(dir, 'dist'), publicPath: 'auto' }, plugins: [new ModuleFederationPlugin({ name: 'idx_async', filename: 'remoteEntry.js', dts: false, manifest: false, exposes: { './answer': './src/answer.js' }, ...extra } as never)] });
      expect(result.errors).toEqual([]);
      return filesUnder(result.outDir).map((file) => `${file}\n${read(join(result.outDir, file))}`).join('\n');
    };
    expect(await build('on', { async: true })).toBe(await build('off', {}));
  }, 120_000);

  /** Captures the infrastructure log of an Rspack compiler created with `plugins` (a plugin listed first taps the hook). */
  function createWithLog(dir: string, plugins: RspackPluginInstance[], alias: Record<string, string> = {}) {
    const lines: string[] = [];
    const logTap = { apply: (compiler: { hooks: { infrastructureLog: { tap: (name: string, fn: (origin: string, type: string, args: unknown[]) => boolean) => void } } }) => compiler.hooks.infrastructureLog.tap('claims-log', (_origin, _type, args) => (lines.push(args.map(String).join(' ')), true)) };
    const compiler = rspack({ context: dir, entry: './src/index.js', resolve: { alias }, infrastructureLogging: { level: 'verbose' }, plugins: [logTap as never, ...plugins] });
    return { alias: compiler.options.resolve.alias as Record<string, string>, log: lines.join('\n') };
  }

  claim(page, 'bridge', ['it picks the wrapper from the installed React Router major version (5, 6 or 7), keeps any alias you set yourself, and stops the build if react-router-dom is listed in shared', 'router support is switched on automatically if @module-federation/bridge-react appears in the dependencies or devDependencies of your package.json, and the build prints a hint to set the option explicitly'], () => {
    // a stand-in for @module-federation/bridge-react (the alias is only set when its router build exists) and a React Router 5
    const dir = writeFiles(scratch('idx_bridge'), {
      'package.json': `${JSON.stringify({ name: 'idx-bridge', dependencies: { '@module-federation/bridge-react': '2.9.2' } })}\n`,
      'src/index.js': 'console.log(1);\n',
      'node_modules/@module-federation/bridge-react/dist/router.es.js': 'export {};\n',
      'node_modules/@module-federation/bridge-react/dist/base.es.js': 'export {};\n',
      'router5/package.json': '{ "name": "react-router-dom", "version": "5.3.4" }\n',
    });
    const router5 = join(dir, 'router5');
    const log = console.log;
    console.log = () => undefined; // the bridge plugin prints its alias table with console.log
    try {
      const auto = createWithLog(dir, [new ModuleFederationPlugin({ name: 'idx_bridge_auto', dts: false })], { 'react-router-dom': router5 });
      expect(auto.log).toContain('Detected @module-federation/bridge-react in your dependencies.');
      expect(auto.alias['react-router-dom$']).toBe('@module-federation/bridge-react/dist/router-v5.es.js');
      expect(auto.alias['react-router-dom']).toBe(router5);
      expect(thrown(() => createWithLog(dir, [new ModuleFederationPlugin({ name: 'idx_bridge_shared', dts: false, bridge: { enableBridgeRouter: true }, shared: { 'react-router-dom': { singleton: true } } })]))).toBe('React-router-dom cannot be set to shared after react bridge is used');
    } finally {
      console.log = log;
    }
  });

  claim(page, 'bridge', ['When false (while bridge-react is installed), @module-federation/bridge-react is aliased to its base build', 'disableAlias: true works like enableBridgeRouter: false and prints a deprecation warning'], () => {
    const dir = writeFiles(scratch('idx_bridge_off'), {
      'package.json': `${JSON.stringify({ name: 'idx-bridge-off', devDependencies: { '@module-federation/bridge-react': '2.9.2' } })}\n`,
      'src/index.js': 'console.log(1);\n',
      'node_modules/@module-federation/bridge-react/dist/base.es.js': 'export {};\n',
    });
    const off = createWithLog(dir, [new ModuleFederationPlugin({ name: 'idx_bridge_false', dts: false, bridge: { enableBridgeRouter: false } })]);
    expect(off.alias['@module-federation/bridge-react$']).toBe(join(dir, 'node_modules/@module-federation/bridge-react/dist/base.es.js'));
    expect(off.alias['react-router-dom$']).toBeUndefined();
    const deprecated = createWithLog(dir, [new ModuleFederationPlugin({ name: 'idx_bridge_alias', dts: false, bridge: { disableAlias: true } })]);
    expect(deprecated.log).toContain('The `disableAlias` option is deprecated');
    expect(deprecated.alias['@module-federation/bridge-react$']).toBe(off.alias['@module-federation/bridge-react$']);
  });
});

/** A producer whose exposed module uses `a` of three tree-shaken packages, built for Node with Rspack. */
const treeShakingFiles = {
  ...markedPackage('ts-lib', '1.2.0', 'TS', { sideEffects: false }),
  ...markedPackage('se-lib', '1.0.0', 'SE'),
  ...markedPackage('ue-lib', '1.0.0', 'UE', { sideEffects: false }),
  ...markedPackage('nf-lib', '1.0.0', 'NF', { sideEffects: false }),
  'src/use.js': 'import { a } from "ts-lib";\nimport { a as se } from "se-lib";\nimport { a as ue } from "ue-lib";\nimport { a as nf } from "nf-lib";\nexport const value = [a(), se(), ue(), nf()].join();\n',
};
const treeShakingShared = {
  'ts-lib': { requiredVersion: false as const, treeShaking: { mode: 'runtime-infer' as const } },
  'se-lib': { requiredVersion: false as const, treeShaking: { filename: 'full.js' } },
  'ue-lib': { requiredVersion: false as const, treeShaking: { usedExports: ['b'] } },
  'nf-lib': { requiredVersion: false as const, import: false as const, treeShaking: true },
};
let rspackShaken: Promise<Json> | undefined;
/** Two Rspack builds: defaults (treeShakingDir set, which Rspack ignores), and manifest: true with injectTreeShakingUsedExports: false. */
const rspackTreeShaking = () =>
  (rspackShaken ??= (async () => {
    const dir = writeFiles(scratch('ts_rspack'), treeShakingFiles);
    const build = async (out: string, extra: Record<string, unknown>) => {
      const outDir = join(dir, out);
      const result = await buildRspack({ context: dir, target: 'async-node', entry: {}, output: { path: outDir, publicPath: 'auto', library: { type: 'commonjs-module' } }, plugins: [new ModuleFederationPlugin({ name: `ts_rspack_${out}`, filename: 'remoteEntry.js', library: { type: 'commonjs-module' }, dts: false, exposes: { './use': './src/use.js' }, shared: treeShakingShared, ...extra } as never)] });
      return { ...result, files: filesUnder(outDir), app: jsText(outDir, ['independent-packages']), remoteEntry: read(join(outDir, 'remoteEntry.js')), manifest: readJson(join(outDir, 'mf-manifest.json')), stats: readJson(join(outDir, 'mf-stats.json')) };
    };
    return { dir, plain: await build('dist', { treeShakingDir: 'custom-dir' }), tuned: await build('tuned', { manifest: true, injectTreeShakingUsedExports: false }) };
  })());

let webpackShaken: Promise<Json> | undefined;
/** The same producer built with webpack (and virtualRuntimeEntry), with treeShakingDir, the two plugin lists and manifest: true. */
const webpackTreeShaking = () =>
  (webpackShaken ??= (async () => {
    const dir = writeFiles(scratch('ts_webpack'), {
      ...treeShakingFiles,
      'extra-plugin.cjs': "module.exports = class ExtraPlugin { apply(compiler) { compiler.hooks.thisCompilation.tap('ExtraPlugin', (c) => c.hooks.processAssets.tap('ExtraPlugin', () => c.emitAsset('extra.txt', new compiler.webpack.sources.RawSource('x')))); } };\n",
    });
    const script = `${webpackPrelude}
      class Marker { constructor(file) { this.file = file; } apply(compiler) { compiler.hooks.thisCompilation.tap('Marker', (c) => c.hooks.processAssets.tap('Marker', () => c.emitAsset(this.file, new compiler.webpack.sources.RawSource('x')))); } }
      class ByName extends Marker { constructor(file, name) { super(file); this.name = name; } }
      class NamedByClass extends Marker { constructor() { super('class-named.txt'); this.name = 'own-name'; } }
      const outDir = path.join(process.cwd(), 'dist');
      const list = (dir) => fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : [];
      build({ target: 'async-node', entry: {}, output: { path: outDir, publicPath: 'auto', library: { type: 'commonjs-module' } }, plugins: [
        new Marker('kept.txt'), new ByName('dropped.txt', 'drop-me'), new NamedByClass(),
        new ModuleFederationPlugin({ name: 'ts_webpack', filename: 'remoteEntry.js', library: { type: 'commonjs-module' }, dts: false, manifest: true, virtualRuntimeEntry: true, exposes: { './use': './src/use.js' },
          treeShakingDir: 'custom-dir', treeShakingSharedExcludePlugins: ['drop-me', 'NamedByClass'], treeShakingSharedPlugins: [path.join(process.cwd(), 'extra-plugin.cjs')],
          shared: ${JSON.stringify(treeShakingShared)} })] }).then((result) => out({ ...result, files: list(outDir), federationDir: list(path.join(process.cwd(), 'node_modules/.federation')) }));`;
    const result = await runNodeJson<Json>(script, dir);
    const outDir = join(dir, 'dist');
    if (!existsSync(join(outDir, 'mf-manifest.json'))) throw new Error(`the webpack build failed: ${JSON.stringify(result).slice(0, 3000)}`);
    return { ...result, dir, outDir, app: jsText(outDir, ['custom-dir']), manifest: readJson(join(outDir, 'mf-manifest.json')), stats: readJson(join(outDir, 'mf-stats.json')) } as Json;
  })());

/** A host whose scope holds one version of tree-lib with a full and a trimmed copy (as a tree-shaking build registers it). */
async function chosenCopy(name: string, treeShaking: Record<string, unknown>, request?: Record<string, unknown>) {
  const host = nodeHost({ name, remotes: [], shared: { 'tree-lib': { version: '1.0.0', get: async () => () => 'full', treeShaking: { get: async () => () => 'trimmed', ...treeShaking } as never, shareConfig: { requiredVersion: false } } } });
  const factory = await host.loadShare<string>('tree-lib', request ? { customShareInfo: request as never } : undefined);
  return factory ? factory() : undefined;
}

describe('configure/index tree shaking keys', () => {
  const page = 'configure/index';

  claim(page, 'tree-shaking-options', ["treeShakingDir (string): the folder, inside output.path, where the webpack plugin writes those separate builds, one sub-folder per package", 'with Rspack treeShakingDir has no effect and the folder stays independent-packages'], async () => {
    const { plain } = await rspackTreeShaking();
    expect(plain.errors).toEqual([]);
    expect(plain.files).toContain('independent-packages/ts_lib/1.2.0/share-entry.js');
    expect(plain.files.some((file: string) => file.startsWith('custom-dir'))).toBe(false);
    const webpackBuild = await webpackTreeShaking();
    expect(webpackBuild.errors).toEqual([]);
    expect(webpackBuild.files).toEqual(expect.arrayContaining(['custom-dir/ts_lib/1.2.0/share-entry.js', 'custom-dir/se_lib/full.js']));
    expect(webpackBuild.files.some((file: string) => file.startsWith('independent-packages'))).toBe(false);
  }, 120_000);

  claim(page, 'tree-shaking-options', ['adds a runtime module that tells the federation runtime which exports of each tree-shaken package this build uses', '2.9.2 does not use the list to turn a trimmed copy down', 'With false the list is left out of the bundle; the stats file (mf-stats.json) still records it as usedExports'], async () => {
    const { plain, tuned } = await rspackTreeShaking();
    expect(plain.remoteEntry).toMatch(/federation\.usedExports\s*=\s*\{[^}]*"ts-lib":\s*\[\s*"a"\s*\]/);
    expect(tuned.errors).toEqual([]);
    expect(tuned.remoteEntry).not.toMatch(/federation\.usedExports\s*=/);
    // the list travels with the request, and a trimmed copy is used even when the request lists more
    expect(await chosenCopy('idx_ts_list', { mode: 'runtime-infer', usedExports: ['a'] }, { treeShaking: { usedExports: ['a', 'c'], mode: 'runtime-infer' } })).toBe('trimmed');
    expect(tuned.stats.shared.find((entry: Json) => entry.name === 'ts-lib').usedExports).toEqual(['a']);
  }, 120_000);

  claim(page, 'tree-shaking-options', ['records the path of that fallback only when manifest is set explicitly', 'the stats file records that fallback; with Rspack, mf-manifest.json records it too'], async () => {
    const fallbackOf = (data: Json) => data.shared.find((entry: Json) => entry.name === 'ts-lib').fallback;
    const { plain, tuned } = await rspackTreeShaking();
    expect(fallbackOf(plain.manifest)).toBe('');
    expect(fallbackOf(tuned.manifest)).toBe('independent-packages/ts_lib/1.2.0/share-entry.js');
    expect(fallbackOf(tuned.stats)).toBe('independent-packages/ts_lib/1.2.0/share-entry.js');
    const webpackBuild = await webpackTreeShaking();
    expect(fallbackOf(webpackBuild.stats)).toBe('custom-dir/ts_lib/1.2.0/share-entry.js');
    expect(fallbackOf(webpackBuild.manifest)).toBe('');
  }, 120_000);

  claim(page, 'tree-shaking-options', ['names of plugins (their name property, or the class name of a plugin without one; Rspack checks both) to leave out of the separate builds', 'Each path is loaded with require and instantiated with new and no arguments'], async () => {
    const { files } = await webpackTreeShaking();
    const inSeparate = (file: string) => files.includes(`custom-dir/ts_lib/${file}`);
    expect(files).toEqual(expect.arrayContaining(['kept.txt', 'dropped.txt', 'class-named.txt']));
    expect(inSeparate('kept.txt')).toBe(true);
    expect(inSeparate('dropped.txt')).toBe(false);
    // NamedByClass has a name of its own, so its class name in the list does not match it
    expect(inSeparate('class-named.txt')).toBe(true);
    expect(inSeparate('extra.txt')).toBe(true);
    expect(files).not.toContain('extra.txt');
  }, 120_000);

  claim(page, 'what-is-virtualruntimeentry-for', 'The option does not cover the helper entry that webpack writes for tree-shaken shared dependencies (node_modules/.federation/shared-entry.js)', async () => {
    const { federationDir } = await webpackTreeShaking();
    expect(federationDir).toEqual(['shared-entry.js']);
  }, 120_000);
});

describe('configure/shared', () => {
  const page = 'configure/shared';

  claim(page, 'what-does-it-do', 'a relative path is resolved first, and an absolute path matches the resolved file', async () => {
    const dir = writeFiles(scratch('sh_paths'), { 'src/util.js': 'export const who = "own util";\n', 'src/deep/other.js': 'export const who = "own other";\n', 'src/x.js': 'import { who } from "./util.js";\nimport { who as other } from "./deep/other.js";\nexport const seen = [who, other];\n' });
    const absolute = join(dir, 'src/deep/other.js');
    const producer = await buildProducer({ dir, name: 'sh_paths', federation: { exposes: { './x': './src/x.js' }, shared: { './src/util.js': { version: '1.0.0', requiredVersion: false }, [absolute]: { version: '1.0.0', requiredVersion: false } } } });
    expect(producer.errors).toEqual([]);
    // a host that provides loaded copies under both keys: the relative imports in src/x.js receive them
    const copy = (who: string) => ({ version: '2.0.0', lib: () => ({ who }), shareConfig: { requiredVersion: false as const } });
    const host = nodeHost({ name: 'sh_paths_host', remotes: [{ name: 'sh_paths', entry: producer.entry }], shared: { './src/util.js': copy('host util'), [absolute]: copy('host other') } });
    expect(await host.loadRemote('sh_paths/x')).toMatchObject({ seen: ['host util', 'host other'] });
  });
});

describe('configure/shared tree shaking', () => {
  const page = 'configure/shared';

  claim(page, 'treeshaking', ['makes the build trim this app\'s copy of the package to the exports the app uses, and compile the full package a second time on its own', 'for other packages the app keeps the full exports', 'It works with webpack and Rspack; entries with import: false are skipped'], async () => {
    const { dir, plain } = await rspackTreeShaking();
    // Rspack minifies: the app's copy of ts-lib keeps only the used export a, the separate build keeps c
    expect(plain.app).toContain('TS_A');
    expect(plain.app).not.toContain('TS_C');
    expect(read(join(dir, 'dist/independent-packages/ts_lib/1.2.0/share-entry.js'))).toContain('TS_C');
    // no "sideEffects": false: the app keeps every export
    expect(plain.app).toContain('SE_C');
    // import: false: nothing is built separately
    expect(plain.files.some((file: string) => file.startsWith('independent-packages/nf_lib'))).toBe(false);
    // webpack (not minified here) marks what it drops in the app's copy
    const webpackBuild = await webpackTreeShaking();
    const chunkWith = (marker: string) => filesUnder(webpackBuild.outDir).filter((file) => file.endsWith('.js') && !file.startsWith('custom-dir')).map((file) => read(join(webpackBuild.outDir, file))).find((text) => text.includes(marker)) ?? '';
    expect(chunkWith('TS_A')).toContain('/* unused harmony exports b, c */');
    expect(chunkWith('SE_A')).not.toContain('unused harmony');
    expect(read(join(webpackBuild.outDir, 'custom-dir/ts_lib/1.2.0/share-entry.js'))).toContain('TS_C');
    expect(webpackBuild.files.some((file: string) => file.startsWith('custom-dir/nf_lib'))).toBe(false);
  }, 120_000);

  claim(page, 'treeshaking', ['usedExports (string[]): export names to keep in addition to the ones the build finds in your imports', 'filename (string): the file name of the separate build, inside <treeShakingDir>/<package>/', 'Default <version>/share-entry.js'], async () => {
    const { plain } = await rspackTreeShaking();
    expect(plain.app).toContain('UE_B');
    expect(plain.app).not.toContain('UE_C');
    expect(plain.files).toEqual(expect.arrayContaining(['independent-packages/ts_lib/1.2.0/share-entry.js', 'independent-packages/se_lib/full.js']));
  }, 120_000);

  claim(page, 'treeshaking', ["With 'server-calc', the runtime's default when mode is unset, the decision comes from a tree-shaking status that a deployment service writes into the producer's snapshot; without such a service the full copy is used"], async () => {
    expect(await chosenCopy('sh_ts_unset', { usedExports: ['a'] })).toBe('full');
    expect(await chosenCopy('sh_ts_server', { mode: 'server-calc', usedExports: ['a'] })).toBe('full');
    // the status a deployment service would write (TreeShakingStatus.CALCULATED = 2, NO_USE = 0)
    expect(await chosenCopy('sh_ts_calculated', { mode: 'server-calc', status: 2 })).toBe('trimmed');
    expect(await chosenCopy('sh_ts_no_use', { mode: 'runtime-infer', status: 0 })).toBe('full');
  });

  claim(page, 'treeshaking', ["With 'runtime-infer' the runtime takes the trimmed copy whenever the chosen version has one", 'it does not check that this copy contains the exports the requesting app uses'], async () => {
    expect(await chosenCopy('sh_ts_infer', { mode: 'runtime-infer', usedExports: ['a'] })).toBe('trimmed');
    expect(await chosenCopy('sh_ts_infer_more', { mode: 'runtime-infer', usedExports: ['a'] }, { treeShaking: { usedExports: ['a', 'c'], mode: 'runtime-infer' } })).toBe('trimmed');
  });

  claim(page, 'treeshaking', ["With webpack the separate build imports the package's default export, so an ES module package without one fails to build", 'Rspack builds it'], async () => {
    const dir = writeFiles(scratch('sh_ts_nodefault'), { ...fakePackage('nd-lib', '1.0.0', "export const a = () => 'ND_A';\n", { sideEffects: false }), 'src/use.js': 'import { a } from "nd-lib";\nexport const v = a();\n' });
    const script = `${webpackPrelude}
      build({ target: 'async-node', entry: {}, output: { path: path.join(process.cwd(), 'dist'), publicPath: 'auto', library: { type: 'commonjs-module' } }, plugins: [new ModuleFederationPlugin({ name: 'sh_ts_nodefault', filename: 'remoteEntry.js', library: { type: 'commonjs-module' }, dts: false, exposes: { './use': './src/use.js' }, shared: { 'nd-lib': { requiredVersion: false, treeShaking: true } } })] }).then(out);`;
    const { output: result } = await runNode(script, dir);
    expect(result).toContain("export 'default' (imported as 'shared_0') was not found in 'nd-lib'");
    const rspackBuild = await buildProducer({ dir, name: 'sh_ts_nodefault_rspack', federation: { exposes: { './use': './src/use.js' }, shared: { 'nd-lib': { requiredVersion: false, treeShaking: true } } } });
    expect(rspackBuild.errors).toEqual([]);
    expect(existsSync(join(dir, 'dist/independent-packages/nd_lib/1.0.0/share-entry.js'))).toBe(true);
  }, 120_000);
});

describe('configure/shared webpack-only fields', () => {
  const page = 'configure/shared';

  /** Small webpack apps that import wp-lib 1.2.3 in different ways; each build returns its errors, warnings and the consume/provide modules. */
  let fields: Promise<Record<string, WebpackBuild>> | undefined;
  const webpackFields = () =>
    (fields ??= (async () => {
      const dir = writeFiles(scratch('sh_fields_webpack'), {
        'package.json': '{ "name": "sh-fields", "version": "1.0.0", "dependencies": { "wp-lib": "^1.0.0" } }\n',
        ...fakePackage('wp-lib', '1.2.3', 'module.exports = "lib";\n'),
        'node_modules/wp-lib/get.js': 'module.exports = "get";\n',
        'node_modules/wp-lib/set.js': 'module.exports = "set";\n',
        'src/plain.js': 'import a from "wp-lib";\nconsole.log(a);\n',
        'src/prefix.js': 'import g from "wp-lib/get";\nimport s from "wp-lib/set";\nconsole.log(g, s);\n',
        'src/relative.js': 'import a from "../node_modules/wp-lib/index.js";\nconsole.log(a);\n',
        'src/layers.js': 'import a from "wp-lib";\nimport b from "./ssr/index.js";\nconsole.log(a, b);\n',
        'src/ssr/index.js': 'import a from "wp-lib";\nexport default a;\n',
      });
      const script = `${webpackPrelude}
        const app = (name, entry, shared, extra = {}) => build({ entry, output: { path: path.join(process.cwd(), 'dist-' + name), publicPath: 'auto' }, ...extra, plugins: [new ModuleFederationPlugin({ name, dts: false, manifest: false, shared })] })
          .then((result) => ({ ...result, modules: result.modules.filter((m) => /^(consume shared module|provide shared module)/.test(m)) }));
        (async () => {
          const r = {};
          r.includeOut = await app('inc_out', './src/plain.js', { 'wp-lib': { include: { version: '^2.0.0' } } });
          r.includeFallback = await app('inc_fallback', './src/plain.js', { 'wp-lib': { include: { version: '^2.0.0', fallbackVersion: '2.1.0' } } });
          r.excludeIn = await app('exc_in', './src/plain.js', { 'wp-lib': { exclude: { version: '^1.0.0' } } });
          r.excludeOut = await app('exc_out', './src/plain.js', { 'wp-lib': { exclude: { version: '^2.0.0' } } });
          r.singletonVersion = await app('single_version', './src/plain.js', { 'wp-lib': { singleton: true, include: { version: '^1.0.0' } } });
          r.prefixRequest = await app('prefix', './src/prefix.js', { 'wp-lib/': { include: { request: /^get/ } } });
          r.singletonRequest = await app('single_request', './src/prefix.js', { 'wp-lib/': { singleton: true, exclude: { request: 'set' } } });
          r.suffixBare = await app('suffix_bare', './src/relative.js', { 'wp-lib': { allowNodeModulesSuffixMatch: true } });
          r.suffixPrefix = await app('suffix_prefix', './src/relative.js', { 'wp-lib/': { allowNodeModulesSuffixMatch: true } });
          r.suffixOff = await app('suffix_off', './src/relative.js', { 'wp-lib/': {} });
          r.layers = await app('layers', './src/layers.js', { 'wp-lib': { issuerLayer: 'ssr', layer: 'ssr' } }, { experiments: { layers: true }, module: { rules: [{ test: /src[\\\\/]ssr/, layer: 'ssr' }] } });
          out(r);
        })();`;
      return runNodeJson<Record<string, WebpackBuild>>(script, dir);
    })());
  const consumes = (build: WebpackBuild) => build.modules.filter((name) => name.startsWith('consume shared module'));

  claim(page, 'layer-and-issuerlayer', ['issuerLayer limits the entry to imports made from modules in that layer', 'layer is the layer the shared module and its fallback are placed in, and only modules in that layer are provided'], async () => {
    const { layers } = await webpackFields();
    expect(layers.errors).toEqual([]);
    // src/layers.js (no layer) and src/ssr/index.js (layer ssr) both import wp-lib: only the second import is shared
    expect(consumes(layers)).toEqual([expect.stringMatching(/^consume shared module \(default\) wp-lib@.* \(ssr\)$/)]);
    expect(layers.modules.filter((name) => name.startsWith('provide shared module'))).toEqual([expect.stringMatching(/^provide shared module \(default\) \(ssr\) wp-lib@1\.2\.3/)]);
  }, 120_000);

  claim(page, 'include-and-exclude', ['With include, a package outside the range is not shared and is bundled like any other import; with exclude, a package inside the range is not shared', 'or to try when the installed version does not match (with include)'], async () => {
    const { includeOut, includeFallback, excludeIn, excludeOut } = await webpackFields();
    expect(consumes(includeOut)).toEqual([]);
    expect(includeOut.warnings).toContain('Provided module "wp-lib" version "1.2.3" does not satisfy include filter "^2.0.0"');
    expect(consumes(includeFallback)).toHaveLength(1);
    expect(consumes(excludeIn)).toEqual([]);
    expect(excludeIn.warnings).toContain('Provided module "wp-lib" version "1.2.3" matches exclude filter "^1.0.0"');
    expect(consumes(excludeOut)).toHaveLength(1);
  }, 120_000);

  claim(page, 'include-and-exclude', ["It is most useful with a key ending in /, where it is tested against the rest of the request after the prefix", 'The build warns when a version or request filter is combined with singleton: true'], async () => {
    const { prefixRequest, singletonVersion, singletonRequest } = await webpackFields();
    expect(consumes(prefixRequest)).toEqual([expect.stringMatching(/^consume shared module \(default\) wp-lib\/get@/)]);
    expect(singletonVersion.warnings).toContain('"singleton: true" is used together with "include.version: "^1.0.0"". This might lead to multiple instances of the shared module "wp-lib" in the shared scope.');
    expect(singletonRequest.warnings).toContain('"singleton: true" is used together with "exclude.request: "set"". This might lead to multiple instances of the shared module "wp-lib/get" in the shared scope.');
    expect(consumes(singletonRequest)).toEqual([expect.stringMatching(/^consume shared module \(default\) wp-lib\/get@/)]);
  }, 120_000);

  claim(page, 'allownodemodulessuffixmatch', ['compares the part of such a path after the last node_modules/ with the key, as a whole or, for a key ending in /, as a prefix', 'a bare react still does not match it'], async () => {
    const { suffixBare, suffixPrefix, suffixOff } = await webpackFields();
    expect(consumes(suffixBare)).toEqual([]);
    expect(consumes(suffixPrefix)).toEqual([expect.stringMatching(/^consume shared module \(default\) wp-lib\/index\.js@/)]);
    expect(consumes(suffixOff)).toEqual([]);
  }, 120_000);
});

describe('configure/experiments', () => {
  const page = 'configure/experiments';

  claim(page, 'asyncstartup', ['Your entry can import remotes and shared packages directly', 'the value an entry exports becomes a promise'], async () => {
    const producer = await answer();
    const files = { 'src/index.js': 'import { answer } from "prod/answer";\nexport const doubled = answer * 2;\n', 'src/entries.js': nodeEntriesPlugin };
    const federation = { runtimePlugins: ['./src/entries.js'], remotes: { prod: `more_answer@${producer.entry}` } };
    const on = await rspackNodeApp('exp_async_on', files, { ...federation, experiments: { asyncStartup: true } });
    expect(on.errors).toEqual([]);
    const exported = require(on.main) as Promise<{ doubled: number }>;
    expect(exported).toBeInstanceOf(Promise);
    expect(await exported).toMatchObject({ doubled: 84 });
    // without it, the same entry cannot run: the remote module is not loaded when the entry executes
    const off = await rspackNodeApp('exp_async_off', files, federation);
    expect(off.errors).toEqual([]);
    expect(() => require(off.main)).toThrow();
  });

  claim(page, 'asyncstartup', 'The remote entry itself (the container built from filename) is left alone', async () => {
    const producer = await buildProducer({ name: 'exp_async_container', files: { 'src/answer.js': 'export const answer = 42;\n' }, federation: { exposes: { './answer': './src/answer.js' }, experiments: { asyncStartup: true } } });
    expect(producer.errors).toEqual([]);
    const container = require(join(producer.outDir, 'remoteEntry.js')) as { get?: unknown; init?: unknown };
    expect(typeof container.get).toBe('function');
    expect(typeof container.init).toBe('function');
    const host = nodeHost({ name: 'exp_async_container_host', remotes: [{ name: 'exp_async_container', entry: producer.entry }] });
    expect(await host.loadRemote('exp_async_container/answer')).toMatchObject({ answer: 42 });
  });

  /** An app whose entry calls the runtime API and records each call's result or error message. */
  const probe = `
import { createInstance } from '@module-federation/enhanced/runtime';
const attempt = async (call) => { try { await call(); return 'ok'; } catch (error) { return error.message; } };
const mf = createInstance({ name: globalThis.__claimsProbeName, remotes: [] });
globalThis.__claimsProbe = (async () => ({
  loadRemote: await attempt(() => mf.loadRemote('somewhere/thing')),
  preloadRemote: await attempt(() => mf.preloadRemote([{ nameOrAlias: 'somewhere' }])),
  registerRemotes: await attempt(() => mf.registerRemotes([{ name: 'somewhere', entry: 'http://127.0.0.1:9/remoteEntry.js' }])),
  loadShare: await attempt(() => mf.loadShare('anything')),
  loadShareSync: await attempt(() => mf.loadShareSync('anything')),
  plugins: mf.options.plugins.map((plugin) => plugin.name).join(),
}))();
`;
  async function probeWith(name: string, optimization: Record<string, unknown>) {
    const built = await rspackNodeApp(name, { 'src/index.js': probe }, { experiments: { optimization } });
    expect(built.errors).toEqual([]);
    (globalThis as Record<string, unknown>).__claimsProbeName = `${name}_instance`;
    require(built.main);
    const results = await (globalThis as { __claimsProbe?: Promise<Record<string, string>> }).__claimsProbe!;
    return { results };
  }

  claim(page, 'optimization', ['loadRemote, preloadRemote and registerRemotes then throw "Remote loading is disabled by experiments.optimization.disableRemote."', 'It also switches the snapshot plugins off'], async () => {
    const { results } = await probeWith('exp_no_remote', { disableRemote: true });
    const message = 'Remote loading is disabled by experiments.optimization.disableRemote.';
    expect(results).toMatchObject({ loadRemote: message, preloadRemote: message, registerRemotes: message, plugins: '' });
    const { results: plain } = await probeWith('exp_remote_on', {});
    expect(plain.plugins).toBe('snapshot-plugin,generate-preload-assets-plugin');
    expect(plain.loadRemote).not.toBe(message);
  });

  claim(page, 'optimization', ['loadShare and loadShareSync throw "Shared dependency loading is disabled by experiments.optimization.disableShared."'], async () => {
    const { results } = await probeWith('exp_no_shared', { disableShared: true });
    const message = 'Shared dependency loading is disabled by experiments.optimization.disableShared.';
    expect(results).toMatchObject({ loadShare: message, loadShareSync: message });
    expect(results.loadRemote).not.toBe('Remote loading is disabled by experiments.optimization.disableRemote.');
  });

  claim(page, 'optimization', ['with @module-federation/enhanced/rspack the runtime is bundled from its CommonJS files, and the switched-off code stays in the bundle'], async () => {
    const plain = await webBundle('exp_size_plain', { 'src/index.js': probe }, {});
    const lean = await webBundle('exp_size_lean', { 'src/index.js': probe }, { experiments: { optimization: { disableRemote: true, disableShared: true, disableSnapshot: true } } });
    // the stubs' messages are in, and so is the code they replace
    expect(lean).toContain('Remote loading is disabled by experiments.optimization.disableRemote.');
    for (const kept of ['snapshot-plugin', 'generate-preload-assets-plugin', 'loadShareSync failed!']) expect(lean).toContain(kept);
    expect(lean.length).toBeGreaterThan(plain.length * 0.97);
  });

  claim(page, 'optimization', ['Leaves out the snapshot plugin and the preload-assets plugin that the runtime normally registers', 'without them a remote must point at its remote entry file, manifest URLs no longer resolve'], async () => {
    const producer = await answer();
    const base = await serve(producer.outDir);
    // the entry registers the producer by its manifest URL; a loadEntry plugin records the entry the runtime asks for
    // and answers it from disk (the producer is a Node build)
    const entry = `
import { createInstance } from '@module-federation/enhanced/runtime';
const asked = [];
const fromDisk = { name: 'claims-from-disk', loadEntry({ remoteInfo }) {
  asked.push(remoteInfo.entry);
  if (remoteInfo.entry === '${base}/remoteEntry.js') return __non_webpack_require__(${JSON.stringify(join(producer.outDir, 'remoteEntry.js'))});
  return undefined;
} };
const mf = createInstance({ name: globalThis.__claimsSnapshotName, remotes: [{ name: 'more_answer', alias: 'by_manifest', entry: '${base}/mf-manifest.json' }], plugins: [fromDisk] });
globalThis.__claimsSnapshot = mf.loadRemote('by_manifest/answer').then((m) => m.answer, (error) => error.message.split('\\n')[0]).then((value) => ({ value, asked }));
`;
    const run = async (name: string, optimization: Record<string, unknown>) => {
      const built = await rspackNodeApp(name, { 'src/index.js': entry }, { experiments: { optimization } });
      expect(built.errors).toEqual([]);
      (globalThis as Record<string, unknown>).__claimsSnapshotName = `${name}_instance`;
      require(built.main);
      const result = await (globalThis as { __claimsSnapshot?: Promise<{ value: unknown; asked: string[] }> }).__claimsSnapshot!;
      return result;
    };
    const on = await run('exp_snapshot_on', {});
    expect(on).toMatchObject({ value: 42, asked: [`${base}/remoteEntry.js`] });
    const off = await run('exp_snapshot_off', { disableSnapshot: true });
    // the manifest URL is taken as the remote entry itself
    expect(off.asked).toEqual([`${base}/mf-manifest.json`]);
    expect(off.value).not.toBe(42);
  });
});

describe('configure/dts', () => {
  const page = 'configure/dts';
  const tsconfig = `${JSON.stringify({ compilerOptions: { target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', strict: true, skipLibCheck: true }, include: ['src'] })}\n`;

  /**
   * The one type-generation build of this file: compilerInstance 'my-tsc', a bin of the app's own node_modules that
   * records its arguments and runs the installed tsc. npx finds it there without the network.
   */
  let typed: Promise<{ producer: BuiltProducer; args: string[]; base: string }> | undefined;
  const typedProducer = () =>
    (typed ??= (async () => {
      const dir = writeFiles(scratch('dts_typed_http'), {
        'package.json': '{ "name": "dts-typed-http", "version": "1.0.0", "type": "commonjs" }\n',
        'tsconfig.json': tsconfig,
        'src/answer.ts': 'export const answer: number = 42;\nexport interface Answer { value: number }\n',
        'node_modules/.bin/my-tsc': `#!/usr/bin/env node\nrequire('fs').writeFileSync(require('path').join(__dirname, '../../my-tsc-args.json'), JSON.stringify(process.argv.slice(2)));\nrequire('child_process').execFileSync(process.execPath, [${JSON.stringify(require.resolve('typescript/bin/tsc'))}, ...process.argv.slice(2)], { stdio: 'inherit' });\n`,
      });
      chmodSync(join(dir, 'node_modules/.bin/my-tsc'), 0o755);
      const producer = await buildProducer({ dir, name: 'dts_types', federation: { exposes: { './answer': './src/answer.ts' }, dts: { generateTypes: { compilerInstance: 'my-tsc' }, consumeTypes: false } } });
      return { producer, args: JSON.parse(read(join(dir, 'my-tsc-args.json'))) as string[], base: await serve(producer.outDir) };
    })());

  /** A consumer of dts_types (no exposes, so no compiler run): builds in this process with `env` set, returns the files under its @mf-types. */
  async function consumer(name: string, remotes: Record<string, string>, consumeTypes: Record<string, unknown>, env: Record<string, string | undefined> = {}) {
    const dir = writeFiles(scratch(name), { 'src/index.js': 'console.log(1);\n' });
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    for (const [key, value] of Object.entries(env)) (value === undefined ? delete process.env[key] : (process.env[key] = value));
    try {
      const result = await buildRspack({ context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, plugins: [new ModuleFederationPlugin({ name, dts: { generateTypes: false, consumeTypes }, manifest: false, remotes })] });
      return { ...result, dir, types: filesUnder(join(dir, '@mf-types')) };
    } finally {
      for (const [key, value] of Object.entries(saved)) (value === undefined ? delete process.env[key] : (process.env[key] = value));
    }
  }

  claim(page, 'generatetypes', "any other value is run as a command through npx (or yarn), with --project <temporary tsconfig> appended", async () => {
    const { producer, args } = await typedProducer();
    expect(producer.errors).toEqual([]);
    expect(args).toEqual(['--project', expect.stringMatching(/node_modules\/\.federation\/tsconfig\.[0-9a-f]+\.json$/)]);
    expect(existsSync(join(producer.outDir, '@mf-types.zip'))).toBe(true);
  }, 120_000);

  claim(page, 'what-does-it-do', ['a remote that points at a remote entry (catalog@https://…/remoteEntry.js) is looked up by convention', 'a remote that points at mf-manifest.json is looked up through the manifest', 'Each archive is unpacked into @mf-types/<alias>/ in the consumer\'s project', 'it also downloads each API file and writes @mf-types/index.d.ts'], async () => {
    const { base } = await typedProducer();
    const built = await consumer('dts_consumer', { byEntry: `dts_types@${base}/remoteEntry.js`, byManifest: `dts_types@${base}/mf-manifest.json` }, {});
    expect(built.errors).toEqual([]);
    expect(built.types, JSON.stringify(built.types)).toEqual(expect.arrayContaining(['byEntry/answer.d.ts', 'byManifest/answer.d.ts', 'index.d.ts']));
    expect(read(join(built.dir, '@mf-types/byEntry/answer.d.ts'))).toContain("export * from './compiled-types/answer'");
    expect(read(join(built.dir, '@mf-types/byEntry/compiled-types/answer.d.ts'))).toContain('export declare const answer: number;');
  }, 120_000);

  claim(page, 'consumetypes', ['IP family for those requests: 4 forces IPv4, 6 IPv6'], async () => {
    const { base } = await typedProducer();
    // the server listens on 127.0.0.1 only
    const byName = base.replace('127.0.0.1', 'localhost');
    const v4 = await consumer('dts_family4', { catalog: `dts_types@${byName}/remoteEntry.js` }, { family: 4, maxRetries: 1 });
    expect(v4.types).toContain('catalog/answer.d.ts');
    const v6 = await consumer('dts_family6', { catalog: `dts_types@${byName}/remoteEntry.js` }, { family: 6, maxRetries: 1 });
    expect(v6.types).not.toContain('catalog/answer.d.ts');
  }, 120_000);

  claim(page, 'consumetypes', 'Failed downloads are collected without throwing, and the build plugin catches other errors, so in 2.9.2 the build does not fail either way', async () => {
    const built = await consumer('dts_abort', { catalog: 'dts_types@http://127.0.0.1:9/remoteEntry.js' }, { abortOnError: true, maxRetries: 1 });
    expect(built.errors).toEqual([]);
    expect(built.types.filter((file) => file.startsWith('catalog/'))).toEqual([]);
  }, 120_000);

  claim(page, 'what-does-it-do', ['Consumption is skipped when NODE_ENV is production', 'unless consumeTypes.typesOnBuild is true'], async () => {
    const { base } = await typedProducer();
    const skipped = await consumer('dts_production', { catalog: `dts_types@${base}/remoteEntry.js` }, {}, { NODE_ENV: 'production' });
    expect(skipped.errors).toEqual([]);
    expect(skipped.types).toEqual([]);
    const onBuild = await consumer('dts_types_on_build', { catalog: `dts_types@${base}/remoteEntry.js` }, { typesOnBuild: true }, { NODE_ENV: 'production' });
    expect(onBuild.types).toContain('catalog/answer.d.ts');
  }, 120_000);
});

describe('configure/runtimeplugins', () => {
  const page = 'configure/runtimeplugins';

  /** webpack builds started in a folder that holds the app in app/ (the compiler's context), run in that Node process. */
  let built: Promise<{ root: string; builds: Record<string, WebpackBuild & { calls?: unknown[] }> }> | undefined;
  const webpackPlugins = () =>
    (built ??= (async () => {
      const root = writeFiles(scratch('rp_webpack'), {
        'package.json': '{ "name": "rp-webpack", "version": "1.0.0" }\n',
        'app/src/index.js': 'module.exports = "started";\n',
        // no default export: webpack calls the module itself
        'app/src/cjs-plugin.js': 'module.exports = function (params) {\n  (globalThis.__rpCalls ||= []).push({ name: "cjs-plugin", params: params === undefined ? "undefined" : params });\n  return { name: "cjs-plugin" };\n};\n',
      });
      const script = `${webpackPrelude}
        const context = path.join(process.cwd(), 'app');
        const app = (name, runtimePlugins) => build({ context, target: 'async-node', entry: './src/index.js', output: { path: path.join(context, 'dist-' + name), publicPath: 'auto', library: { type: 'commonjs2' } }, plugins: [new ModuleFederationPlugin({ name, dts: false, manifest: false, remotes: { other: 'other@http://127.0.0.1:9/remoteEntry.js' }, runtimePlugins })] });
        (async () => {
          const r = {};
          r.fromCwd = await app('rp_cwd', [['./app/src/cjs-plugin.js', { level: 'warn' }], './app/src/cjs-plugin.js']);
          if (r.fromCwd.errors.length === 0) { globalThis.__rpCalls = []; require(path.join(context, 'dist-rp_cwd/main.js')); r.fromCwd.calls = globalThis.__rpCalls; }
          r.fromContext = await app('rp_context', ['./src/cjs-plugin.js']);
          r.packageName = await app('rp_package', ['@module-federation/retry-plugin']);
          out(r);
        })();`;
      return { root, builds: await runNodeJson<Record<string, WebpackBuild & { calls?: unknown[] }>>(script, root) };
    })());

  claim(page, 'how-entries-are-resolved', ["joined to process.cwd(), the directory you started the build from", 'also joined to process.cwd() (<cwd>/@scope/name), so it is not found'], async () => {
    const { root, builds: result } = await webpackPlugins();
    expect(result.fromCwd.errors, result.fromCwd.errors.join('\n').slice(0, 2000)).toEqual([]);
    // relative to the context (app/) it is not found: webpack looked under the working directory
    expect(result.fromContext.errors.join('\n')).toContain(`Can't resolve '${join(root, 'src/cjs-plugin.js')}'`);
    expect(result.packageName.errors.join('\n')).toContain(`Can't resolve '${join(root, '@module-federation/retry-plugin')}'`);
  }, 120_000);

  claim(page, 'how-entries-are-resolved', ['Calling the factory', '(mod.default \\|\\| mod)(params)'], async () => {
    const { fromCwd } = (await webpackPlugins()).builds;
    // one module listed twice: the tuple's params, then undefined for the plain string; the runtime keeps one plugin per name
    expect(fromCwd.calls).toEqual([{ name: 'cjs-plugin', params: { level: 'warn' } }, { name: 'cjs-plugin', params: 'undefined' }]);
  }, 120_000);
});
