/**
 * The troubleshooting pages, run: each code is raised for real by the installed packages, its message is
 * the one the page quotes, and the link the message prints is the page and anchor that explain it.
 * RUNTIME-001 and RUNTIME-008 are raised by the browser's script loader; they run in Chromium
 * (tests/e2e/tutorial-runtime.spec.ts). BUILD-002 is raised by none of the installed packages (checked
 * below), and TYPE-001 by the type generation (configure-build tests cover dts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { getShortErrorMsg, errorDescMap } from '@module-federation/error-codes';
import { createInstance, init, loadRemote, getInstance } from '@module-federation/runtime';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createRsbuild } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { describe, expect } from 'vitest';
import { buildProducer, buildRspack, claim, claimMismatch, consoleOutput, localServer, nodeHost, rejection, repoRoot, runNode, scratch, thrown, writeFiles } from './harness';

const RUNTIME = 'guide/troubleshooting/runtime';
const require = createRequire(import.meta.url);

/** The link a coded message ends with, as the page and anchor of this site. */
function linkOf(message: string): string {
  const url = /View the docs to see how to solve: (https:\/\/\S+)/.exec(message)?.[1];
  if (!url) throw new Error(`no documentation link in: ${message}`);
  const address = new URL(url);
  return `${address.pathname.slice(1)}${address.hash}`;
}

/** Asserts a coded runtime message: its first line and the section its link names. */
function expectCoded(message: string, code: string, anchorPage = RUNTIME) {
  expect(message.split('\n')[0]).toBe(`[ Federation Runtime ]: ${errorDescMap[code as keyof typeof errorDescMap]} #${code}`);
  expect(linkOf(message)).toBe(`${anchorPage}#${code.toLowerCase()}`);
}

/** Manifests, JSON and scripts the runtime fetches (a missing path answers 404). */
const server = localServer();

/** A producer answered by a runtime plugin's loadEntry instead of a script: `entry` is what it returns. */
function hostWithEntry(name: string, entry: unknown) {
  return nodeHost({
    name: `${name}_host`,
    remotes: [{ name, entry: `https://cdn.example.com/${name}/remoteEntry.js` }],
    plugins: [{ name: 'hand-made-entry', loadEntry: () => entry as never }],
  });
}

describe('the runtime codes', () => {
  claim(RUNTIME, 'runtime-002', ['The remote entry interface does not contain "init" #RUNTIME-002', 'from a runtime plugin answering loadEntry'], async () => {
    const message = await rejection(hostWithEntry('no_init', { get: () => () => ({}) }).loadRemote('no_init/Button'));
    expectCoded(message, 'RUNTIME-002');
    expect(message).toContain('"remoteName":"no_init"');
  });

  claim(RUNTIME, 'runtime-003', ['Failed to get manifest. #RUNTIME-003', 'the runtime calls the errorLoadRemote hook with lifecycle: \'afterResolve\''], async () => {
    const lifecycles: string[] = [];
    const host = nodeHost({
      name: 'manifest_404_host',
      remotes: [{ name: 'manifest_404', entry: `${server.origin}/missing/mf-manifest.json` }],
      plugins: [{ name: 'record', errorLoadRemote: ({ lifecycle }: { lifecycle: string }) => void lifecycles.push(lifecycle) }],
    });
    const message = await rejection(host.loadRemote('manifest_404/Button'));
    expectCoded(message, 'RUNTIME-003');
    expect(message).toContain(`"manifestUrl":"${server.origin}/missing/mf-manifest.json"`);
    expect(message).toContain('Original Error Message:');
    expect(lifecycles[0]).toBe('afterResolve');
  });

  claim(RUNTIME, 'runtime-004', ['Failed to locate remote. #RUNTIME-004', 'provder/Button'], async () => {
    const host = nodeHost({ name: 'shell', remotes: [{ name: 'provider', entry: `${server.origin}/provider/mf-manifest.json` }] });
    const message = await rejection(host.loadRemote('provder/Button'));
    expectCoded(message, 'RUNTIME-004');
    expect(message.split('\n')[1]).toBe('args: {"hostName":"shell","requestId":"provder/Button"}');
  });

  claim(RUNTIME, 'runtime-005', ['Invalid loadShareSync function call from bundler runtime #RUNTIME-005', 'its getter returned a promise'], () => {
    const host = nodeHost({
      name: 'sync_build_host',
      remotes: [],
      shared: { 'late-lib': { version: '1.0.0', get: () => Promise.resolve(() => ({})), shareConfig: { singleton: false, requiredVersion: '^1.0.0' } } },
    });
    expectCoded(thrown(() => host.loadShareSync('late-lib', { from: 'build' })), 'RUNTIME-005');
  });

  claim(RUNTIME, 'runtime-005', ['does not pass from (it passes a context with trigger: \'build\')'], () => {
    // The bundler runtime's two calls for shared modules, as installed.
    const bundlerRuntime = join(repoRoot, 'node_modules/@module-federation/webpack-bundler-runtime/dist');
    for (const file of ['consumes.js', 'installInitialConsumes.js']) {
      const source = readFileSync(join(bundlerRuntime, file), 'utf8');
      expect(source, file).toMatch(/trigger: "build"/);
      expect(source, file).not.toMatch(/from: "build"/);
    }
  });

  claim(RUNTIME, 'runtime-006', ['Invalid loadShareSync function call from runtime #RUNTIME-006', 'or this application never registered the package'], () => {
    const host = nodeHost({
      name: 'sync_runtime_host',
      remotes: [],
      shared: { 'late-lib': { version: '1.0.0', get: () => Promise.resolve(() => ({})), shareConfig: { singleton: false, requiredVersion: '^1.0.0' } } },
    });
    expectCoded(thrown(() => host.loadShareSync('late-lib')), 'RUNTIME-006');
    expectCoded(thrown(() => host.loadShareSync('never-registered')), 'RUNTIME-006');
  });

  claim(RUNTIME, 'runtime-007', ['Failed to get remote snapshot. #RUNTIME-007', 'registered with version instead of entry'], async () => {
    const host = nodeHost({ name: 'by_version_host', remotes: [{ name: 'by_version', version: '1.0.0' }] });
    const message = await rejection(host.loadRemote('by_version/Button'));
    expectCoded(message, 'RUNTIME-007');
    expect(message).toContain('"remoteVersion":"1.0.0"');
  });

  claim(RUNTIME, 'runtime-009', ['Please call createInstance first. #RUNTIME-009', 'ran before any init', 'Despite the message, createInstance does not help'], async () => {
    // Nothing in this file calls init before this test; an instance made with createInstance does not count.
    createInstance({ name: 'created_not_inited', remotes: [] });
    const message = thrown(() => loadRemote('provider/Button'));
    expectCoded(message, 'RUNTIME-009');
    expect.soft(claimMismatch('guide/troubleshooting/index', 'how-is-a-coded-message-built', ['the runtime core prints the line even when it is empty, args: {}'])).toBeUndefined();
    expect(message.split('\n')[1]).toBe('args: {}');
  });

  claim(RUNTIME, 'runtime-010', ['The name option cannot be changed after initialization.', 'in an app with a build plugin, the one the build created: they share a build id', 'Without a build plugin, init with a new name creates another instance instead of failing'], () => {
    const first = init({ name: 'first_app', remotes: [] });
    const second = init({ name: 'second_app', remotes: [] });
    expect(second).not.toBe(first);
    expect(getInstance()?.name).toBe('second_app');
    // An app with a build plugin: its bundle defines FEDERATION_BUILD_IDENTIFIER, the id of the instance
    // the build created, and init finds that instance whatever name it is given.
    const globals = globalThis as { FEDERATION_BUILD_IDENTIFIER?: string };
    const built = createInstance({ name: 'built_app', id: 'built_app:1.0.0', remotes: [] });
    globals.FEDERATION_BUILD_IDENTIFIER = 'built_app:1.0.0';
    try {
      expect(init({ name: 'built_app', remotes: [] })).toBe(built);
      expectCoded(thrown(() => init({ name: 'renamed_app', remotes: [] })), 'RUNTIME-010');
    } finally {
      delete globals.FEDERATION_BUILD_IDENTIFIER;
    }
  });

  claim(RUNTIME, 'runtime-011', ['The remoteEntry URL is missing from the remote snapshot. #RUNTIME-011', 'the Manifest of an app that exposes nothing'], async () => {
    const consumerOnly = await buildProducer({ name: 'exposes_nothing', files: { 'src/index.ts': 'export {};\n' }, federation: { manifest: true } });
    expect(consumerOnly.errors).toEqual([]);
    server.routes.set('/exposes-nothing/mf-manifest.json', JSON.stringify(consumerOnly.manifest));
    const host = nodeHost({ name: 'empty_manifest_host', remotes: [{ name: 'exposes_nothing', entry: `${server.origin}/exposes-nothing/mf-manifest.json` }] });
    const message = await rejection(host.loadRemote('exposes_nothing/Button'));
    expectCoded(message, 'RUNTIME-011');
  });

  claim(RUNTIME, 'runtime-012', ['The getter for the shared module is not a function.', 'Raised by the bundler runtime', 'shares the package with import: false'], async () => {
    const producer = await buildProducer({
      name: 'imports_nothing',
      files: {
        'node_modules/borrowed-lib/package.json': '{ "name": "borrowed-lib", "version": "1.0.0", "main": "index.js" }\n',
        'node_modules/borrowed-lib/index.js': 'exports.value = "own copy";\n',
        'src/Widget.ts': "import { value } from 'borrowed-lib';\nexport default value;\n",
      },
      federation: { exposes: { './Widget': './src/Widget.ts' }, shared: { 'borrowed-lib': { import: false, requiredVersion: '^1.0.0' } } },
    });
    expect(producer.errors).toEqual([]);
    const host = nodeHost({ name: 'provides_nothing_host', remotes: [{ name: 'imports_nothing', entry: producer.entry }] });
    const message = await rejection(host.loadRemote('imports_nothing/Widget'));
    // The bundler runtime throws it itself: no "[ Federation Runtime ]" prefix.
    expect(message.split('\n')[0]).toBe(`${errorDescMap['RUNTIME-012']} #RUNTIME-012`);
    expect(message).toContain('"shareKey":"borrowed-lib"');
    expect(linkOf(message)).toBe(`${RUNTIME}#runtime-012`);
  });

  claim(RUNTIME, 'runtime-013', ['The manifest is not a valid Module Federation manifest. #RUNTIME-013', 'missingFields says which', 'The runtime calls errorLoadRemote first', 'but ignores what the hook returns'], async () => {
    server.routes.set('/api/package.json', JSON.stringify({ name: 'not-a-manifest', version: '1.0.0' }));
    // A plugin that records the hook and answers it with a real Manifest: the answer is not used.
    const manifest = (await buildProducer({ name: 'real_manifest', files: { 'src/Card.ts': 'export default 1;\n' }, federation: { exposes: { './Card': './src/Card.ts' }, manifest: true } })).manifest;
    const lifecycles: string[] = [];
    const host = nodeHost({
      name: 'bad_manifest_host',
      remotes: [{ name: 'bad_manifest', entry: `${server.origin}/api/package.json` }],
      plugins: [{ name: 'record', errorLoadRemote: ({ lifecycle }: { lifecycle: string }) => (lifecycles.push(lifecycle), lifecycle === 'afterResolve' ? manifest : undefined) }],
    });
    const message = await rejection(host.loadRemote('bad_manifest/Button'));
    expectCoded(message, 'RUNTIME-013');
    expect(message).toContain('"missingFields":"metaData,exposes,shared"');
    expect(lifecycles[0]).toBe('afterResolve');
  });

  claim(RUNTIME, 'runtime-014', ['The remote does not expose the requested module. #RUNTIME-014', 'Module "./Button" does not exist in container.'], async () => {
    const handMade = await rejection(hostWithEntry('hand_made', { init: () => undefined, get: () => undefined }).loadRemote('hand_made/Button'));
    expectCoded(handMade, 'RUNTIME-014');
    const built = await buildProducer({ name: 'no_button', files: { 'src/Card.ts': 'export default "card";\n' }, federation: { exposes: { './Card': './src/Card.ts' } } });
    const host = nodeHost({ name: 'asks_for_button', remotes: [{ name: 'no_button', entry: built.entry }] });
    const message = await rejection(host.loadRemote('no_button/Button'));
    expect(message).toBe('Module "./Button" does not exist in container.');
  });

  claim(RUNTIME, 'runtime-015', ['Remote container initialization failed. #RUNTIME-015', 'init threw'], async () => {
    const entry = { init: () => { throw new Error('producer start-up failed'); }, get: () => () => ({}) };
    const message = await rejection(hostWithEntry('init_throws', entry).loadRemote('init_throws/Button'));
    expectCoded(message, 'RUNTIME-015');
    expect(message).toContain('Original Error Message:\n Error: producer start-up failed');
  });
});

describe('the overview', () => {
  claim('guide/troubleshooting/index', 'how-is-a-coded-message-built', ['the page is the first part of the code in lower case, the anchor the whole code in lower case'], () => {
    for (const code of Object.keys(errorDescMap)) {
      const [kind] = code.split('-');
      expect(linkOf(getShortErrorMsg(code, errorDescMap))).toBe(`guide/troubleshooting/${kind.toLowerCase()}#${code.toLowerCase()}`);
    }
  });

  claim('guide/troubleshooting/index', 'where-is-the-last-build-error-kept', ['.mf/diagnostics/latest.json under the working directory', 'latestErrorEvent', "BUILD-001 adds the bundler's name and the producer's name and exposes", 'Runtime codes are not written there, not even when the runtime runs in Node'], async () => {
    const { diagnostics } = await lostExpose();
    expect(Object.keys(diagnostics.latestErrorEvent).sort()).toEqual(['args', 'code', 'message', 'timestamp']);
    expect(diagnostics.latestErrorEvent.code).toBe('BUILD-001');
    expect(diagnostics.bundler.name).toBe('webpack');
    expect(diagnostics.mfConfig).toEqual({ name: 'lost_expose', exposes: { './Button': './src/Buton.js' } });
    // A runtime code raised in a Node process of its own, in an empty folder.
    const dir = scratch('runtime-diagnostics');
    const script = `
      const { createInstance } = require(${JSON.stringify(require.resolve('@module-federation/runtime'))});
      createInstance({ name: 'diagnostics_host', remotes: [] }).loadRemote('nobody/Button').catch((error) => console.log(error.message.split('\\n')[0]));`;
    const { output } = await runNode(script, dir);
    expect(output).toContain('Failed to locate remote. #RUNTIME-004');
    expect(existsSync(join(dir, '.mf'))).toBe(false);
  }, 90_000);
});

/** Runs webpack in a child process started in `dir` (where the plugin and the diagnostics file look). */
async function webpackBuild(dir: string): Promise<string[]> {
  const script = `
    const webpack = require(${JSON.stringify(require.resolve('webpack'))});
    const { ModuleFederationPlugin } = require(${JSON.stringify(require.resolve('@module-federation/enhanced/webpack'))});
    webpack({ context: process.cwd(), mode: 'production', entry: {}, output: { path: process.cwd() + '/dist', publicPath: 'auto' },
      infrastructureLogging: { level: 'none' },
      plugins: [new ModuleFederationPlugin({ name: 'lost_expose', filename: 'remoteEntry.js', exposes: { './Button': './src/Buton.js' }, dts: false })] },
      (error, stats) => { if (error) throw error; process.stdout.write(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message))); });`;
  const { output, code } = await runNode(script, dir);
  if (code !== 0) throw new Error(`webpack crashed:\n${output}`);
  return JSON.parse(output) as string[];
}

interface Diagnostics {
  bundler: { name: string };
  mfConfig: { name: string; exposes: Record<string, string> };
  latestErrorEvent: { code: string; message: string; timestamp: number; args: { exposeModules: Array<{ name: string; request: string }> } };
}

/** A webpack producer whose one expose points at a misspelt file, built once for the tests that read it. */
let lostExposeBuild: Promise<{ errors: string[]; diagnostics: Diagnostics }> | undefined;
function lostExpose() {
  lostExposeBuild ??= (async () => {
    const dir = writeFiles(scratch('build-001'), { 'src/Button.js': 'export default 1;\n' });
    const errors = await webpackBuild(dir);
    const diagnostics = JSON.parse(readFileSync(join(dir, '.mf/diagnostics/latest.json'), 'utf8')) as Diagnostics;
    return { errors, diagnostics };
  })();
  return lostExposeBuild;
}

describe('the build codes', () => {
  claim('guide/troubleshooting/build', 'build-001', ['Failed to find expose module. #BUILD-001', 'webpack also reports Module not found', 'With Rspack there is no BUILD-001', 'FEDERATION_WEBPACK_PATH is the webpack the plugin used', "Did you mean './src/Button.js'?"], async () => {
    const { errors, diagnostics } = await lostExpose();
    expect(errors.join('\n')).toMatch(/Module not found: Error: Can't resolve '\.\/src\/Buton\.js'/);
    expect(errors.join('\n')).toContain("Did you mean './src/Button.js'?");
    expect(String((diagnostics.latestErrorEvent.args as unknown as Record<string, unknown>).FEDERATION_WEBPACK_PATH)).toBe(require.resolve('webpack'));
    expect(diagnostics.latestErrorEvent.code).toBe('BUILD-001');
    expect(diagnostics.latestErrorEvent.message.split('\n')[0]).toBe('Failed to find expose module. #BUILD-001');
    expect(linkOf(diagnostics.latestErrorEvent.message)).toBe('guide/troubleshooting/build#build-001');
    expect(diagnostics.latestErrorEvent.args.exposeModules.map(({ name, request }) => ({ name, request }))).toEqual([{ name: './Button', request: './src/Buton.js' }]);

    const rspackDir = writeFiles(scratch('build-001-rspack'), { 'src/Button.js': 'export default 1;\n' });
    const result = await buildRspack({
      context: rspackDir,
      entry: {},
      output: { path: join(rspackDir, 'dist'), publicPath: 'auto' },
      plugins: [new ModuleFederationPlugin({ name: 'lost_expose_rspack', filename: 'remoteEntry.js', exposes: { './Button': './src/Buton.js' }, dts: false })],
    });
    expect(result.errors.join('\n')).toMatch(/Module not found/);
    expect(result.errors.join('\n')).not.toContain('BUILD-001');
  }, 90_000);

  claim('guide/troubleshooting/build', 'build-002', ['none of the 2.9.2 packages this site is tested with raises it'], () => {
    // Every use of BUILD_002 in the installed packages' JavaScript, other than where error-codes defines it.
    const packages = join(repoRoot, 'node_modules/@module-federation');
    const users: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(c|m)?js$/.test(entry) && /BUILD_002|BUILD-002/.test(readFileSync(path, 'utf8'))) users.push(path.slice(packages.length + 1));
      }
    };
    walk(packages);
    const raisers = users.filter((file) => !file.startsWith('error-codes/') && !/\/error-codes\/dist\//.test(file));
    expect(raisers).toEqual([]);
  });
});

const OTHER = 'guide/troubleshooting/other';

/** The dev server headers an Rsbuild app with the Module Federation plugin ends up with, and what it printed. */
async function rsbuildProducer(server: Record<string, unknown>, exposes: Record<string, string> | undefined) {
  const cwd = writeFiles(scratch('rsbuild-cors'), { 'src/index.ts': 'export {};\n', 'src/Button.ts': 'export default 1;\n' });
  let headers: Record<string, unknown> = {};
  const output = await consoleOutput(async () => {
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { server, plugins: [pluginModuleFederation({ name: 'cors_producer', ...(exposes ? { exposes } : {}), dts: false })] } });
    await rsbuild.initConfigs();
    headers = (rsbuild.getNormalizedConfig().server.headers ?? {}) as Record<string, unknown>;
  });
  return { headers, output };
}

/** A producer with a Manifest built by Rspack in a Node process of its own, with its build log; `publicPath` as given. */
async function manifestProducer(name: string, publicPath: string) {
  const dir = writeFiles(scratch(name), { 'src/Card.js': 'export default 1;\n' });
  const script = `
    const { rspack } = require(${JSON.stringify(require.resolve('@rspack/core'))});
    const { ModuleFederationPlugin } = require(${JSON.stringify(require.resolve('@module-federation/enhanced/rspack'))});
    rspack({ context: process.cwd(), mode: 'production', entry: {}, output: { path: process.cwd() + '/dist', publicPath: ${JSON.stringify(publicPath)} },
      plugins: [new ModuleFederationPlugin({ name: ${JSON.stringify(name)}, filename: 'remoteEntry.js', exposes: { './Card': './src/Card.js' }, manifest: true, dts: false })] },
      (error, stats) => { if (error) throw error; console.log(stats.toString({ all: false, errors: true, warnings: true, logging: 'warn' })); });`;
  const { output, code } = await runNode(script, dir);
  if (code !== 0) throw new Error(`the build of ${name} crashed:\n${output}`);
  const manifest = JSON.parse(readFileSync(join(dir, 'dist/mf-manifest.json'), 'utf8')) as { metaData: { publicPath: string } };
  return { output, manifest };
}

describe('the other warnings', () => {
  claim(OTHER, 'cors-warn', ['Detect that CORS options are not set, mf Rsbuild plugin will add default cors header', 'the header the plugin adds is Access-Control-Allow-Origin', 'The app has exposes'], async () => {
    const producer = await rsbuildProducer({ port: 3001 }, { './Button': './src/Button.ts' });
    expect(producer.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(producer.headers['Access-Control-Allow-Headers']).toBeUndefined();
    expect(producer.output).toContain('Detect that CORS options are not set, mf Rsbuild plugin will add default cors header: server.headers["Access-Control-Allow-Headers"] = "*".');
    expect(producer.output).toContain('View https://module-federation.io/guide/troubleshooting/other.html#cors-warn for more details.');
    // A consumer (no exposes) gets neither.
    const consumer = await rsbuildProducer({ port: 3000 }, undefined);
    expect(consumer.headers['Access-Control-Allow-Origin']).toBeUndefined();
    expect(consumer.output).not.toContain('cors-warn');
  });

  claim(OTHER, 'cors-warn', ['with origin in server.cors or with your own Access-Control-Allow-Origin in server.headers; either one removes the warning and the *'], async () => {
    const withCors = await rsbuildProducer({ port: 3001, cors: { origin: ['http://localhost:3000'] } }, { './Button': './src/Button.ts' });
    expect(withCors.headers['Access-Control-Allow-Origin']).toBeUndefined();
    expect(withCors.output).not.toContain('cors-warn');
    const withHeader = await rsbuildProducer({ port: 3001, headers: { 'Access-Control-Allow-Origin': 'http://localhost:3000' } }, { './Button': './src/Button.ts' });
    expect(withHeader.headers['Access-Control-Allow-Origin']).toBe('http://localhost:3000');
    expect(withHeader.output).not.toContain('cors-warn');
  });

  claim(OTHER, 'manifest-public-path', ["Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'", 'records no fixed address'], async () => {
    const auto = await manifestProducer('auto_public_path', 'auto');
    expect(auto.output).toContain("[ Module Federation Manifest Plugin ] Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'");
    expect(auto.manifest.metaData.publicPath).toBe('auto');
  });

  claim(OTHER, 'manifest-public-path', ["set output.publicPath to the chunks' address. The Manifest records that address as metaData.publicPath", 'the warning is not printed'], async () => {
    const cdn = await manifestProducer('cdn_public_path', 'https://cdn.example.com/provider/');
    expect(cdn.manifest.metaData.publicPath).toBe('https://cdn.example.com/provider/');
    expect(cdn.output).not.toContain('Manifest will use absolute path resolution');
  });
});
