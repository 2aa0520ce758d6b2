/**
 * Executed claims: what a page says an option, call or hook *does*, run against the installed packages.
 *
 * A claim names its page, the section (the heading's `{#id}`, the same in both languages) and a phrase
 * quoted from that section of the English page. Before it runs, the claim checks that the section
 * exists in both languages and still says the phrase: when a writer changes the sentence, the test
 * fails with the page's name and asks for the claim to be checked again. Then it runs a real build
 * (Rspack, in this process) or a real runtime call against containers built for Node.
 *
 * Builds go to `.tmp/claims/<pid>-<n>-<name>` and are removed after the tests of the file that made them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createInstance } from '@module-federation/runtime';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { afterAll, beforeAll, it, vi } from 'vitest';
import { claimMismatch } from './page-claims';

export { claimMismatch, prose, sectionOf } from './page-claims';

export const repoRoot = join(import.meta.dirname, '../..');
const scratchRoot = join(repoRoot, '.tmp/claims');
const requireFile = createRequire(import.meta.url);

type ModuleFederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
export type HostOptions = Parameters<typeof createInstance>[0];

/**
 * Declares one executed claim. `says` is quoted from the English section (markdown marks ignored);
 * the Chinese page states the same thing under the same anchor (the drift check keeps the two aligned).
 */
export function claim(page: string, anchor: string, says: string | readonly string[], run: () => unknown, timeout = 60_000): void {
  const phrases = typeof says === 'string' ? [says] : says;
  it(`${page} #${anchor}: ${phrases[0]}`, async () => {
    const mismatch = claimMismatch(page, anchor, phrases);
    if (mismatch) throw new Error(mismatch);
    await run();
  }, timeout);
}

let scratchCount = 0;
/** The folders this test file made; removed after its tests (vitest's workers do not run exit handlers). */
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder under .tmp/claims, removed when the test file's tests are done. */
export function scratch(name: string): string {
  const dir = join(scratchRoot, `${process.pid}-${scratchCount++}-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  made.push(dir);
  return dir;
}

/** Writes files (path relative to `dir` → text) and returns `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

export interface BuildResult {
  errors: string[];
  warnings: string[];
  outDir: string;
}

/** Runs one Rspack build in this process; resolves with its error and warning messages (a crash rejects). */
export function buildRspack(config: Configuration): Promise<BuildResult> {
  const outDir = config.output?.path ?? join(config.context ?? repoRoot, 'dist');
  return new Promise((resolve, reject) => {
    const compiler = rspack({ mode: 'production', devtool: false, ...config, infrastructureLogging: { level: 'none' } });
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || !stats) return reject(error ?? new Error('Rspack returned no stats'));
        const json = stats.toJson({ all: false, errors: true, warnings: true });
        resolve({ errors: (json.errors ?? []).map((entry) => entry.message), warnings: (json.warnings ?? []).map((entry) => entry.message), outDir });
      });
    });
  });
}

/** Compiles .ts/.tsx/.jsx with React's automatic runtime, as a TypeScript project's own Rspack config would. */
export const scriptRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  type: 'javascript/auto',
};

export interface ProducerSpec {
  /** Federation name. */
  name: string;
  /** Source files of the producer (path relative to its folder → text). */
  files?: Record<string, string>;
  /** A folder the caller already filled, instead of a fresh one with `files` (its dist is not cleaned first). */
  dir?: string;
  /** Output options over the defaults (`publicPath: 'auto'`, `uniqueName` = name, commonjs-module). */
  output?: { publicPath?: string };
  /** Federation options besides name (exposes, shared, ...). `filename` defaults to remoteEntry.js. */
  federation: Omit<ModuleFederationOptions, 'name'>;
  /** Other plugins of the build. */
  plugins?: RspackPluginInstance[];
}

export interface BuiltProducer extends BuildResult {
  dir: string;
  /** `file:` URL of the remote entry, as a host registers it. */
  entry: string;
  manifest?: Record<string, unknown>;
}

/**
 * Builds a producer with `@module-federation/enhanced/rspack` for Node (`async-node`, commonjs), so
 * that the runtime in this process loads it through {@link nodeHost}.
 */
export async function buildProducer(spec: ProducerSpec): Promise<BuiltProducer> {
  const dir = spec.dir ?? writeFiles(scratch(spec.name), spec.files ?? {});
  const outDir = join(dir, 'dist');
  const filename = spec.federation.filename ?? 'remoteEntry.js';
  const result = await buildRspack({
    context: dir,
    target: 'async-node',
    entry: {},
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: { rules: [scriptRule] },
    // A caller's own folder keeps what is in its dist; a fresh one starts clean.
    output: { path: outDir, publicPath: 'auto', uniqueName: spec.name, clean: !spec.dir, library: { type: 'commonjs-module' }, ...spec.output },
    plugins: [
      new ModuleFederationPlugin({ name: spec.name, filename, library: { type: 'commonjs-module' }, dts: false, ...spec.federation }),
      ...(spec.plugins ?? []),
    ],
  });
  // The repository's package.json says "type": "module"; the built files are CommonJS.
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
  let manifest: Record<string, unknown> | undefined;
  try {
    manifest = JSON.parse(readFileSync(join(outDir, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    manifest = undefined;
  }
  return { ...result, dir, entry: pathToFileURL(join(outDir, filename)).href, manifest };
}

/**
 * An app with an entry (`src/index.js` in `dir`) built for Node as CommonJS (`commonjs2`) with
 * `@module-federation/enhanced/rspack`, without a Manifest or types; `config` overrides the build options.
 */
export async function buildNodeApp(name: string, dir: string, federation: Omit<ModuleFederationOptions, 'name'>, config: Configuration = {}) {
  const outDir = join(dir, 'dist');
  const result = await buildRspack({
    context: dir,
    target: 'async-node',
    entry: { main: './src/index.js' },
    output: { path: outDir, publicPath: 'auto', library: { type: 'commonjs2' } },
    ...config,
    plugins: [new ModuleFederationPlugin({ name, dts: false, manifest: false, ...federation })],
  });
  return { ...result, dir, outDir };
}

/** A runtime plugin that loads `file:` remote entries with Node's require (the runtime's own loader fetches over HTTP). */
export const nodeFileEntries = {
  name: 'claims-node-file-entries',
  loadEntry({ remoteInfo }: { remoteInfo: { entry: string } }) {
    return remoteInfo.entry.startsWith('file:') ? requireFile(fileURLToPath(remoteInfo.entry)) : undefined;
  },
};

/** `createInstance` of `@module-federation/runtime`, able to load producers built by {@link buildProducer}. */
export function nodeHost(options: HostOptions): ReturnType<typeof createInstance> {
  return createInstance({ ...options, plugins: [nodeFileEntries, ...(options.plugins ?? [])] });
}

/** What a promise rejects with, as a message (fails when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected the call to fail, and it succeeded');
}

/** What a call throws, as a message (fails when it returns). */
export function thrown(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected the call to throw, and it returned');
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Path (with query) → body. A path that is not here answers 404. */
  routes: Map<string, string>;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP server for Manifests, JSON and scripts: a body is served as JSON when its path ends in
 * `.json`, as JavaScript otherwise. `answer` can compute a body for a path that `routes` does not hold.
 */
export async function serveRoutes(answer: (path: string) => string | undefined = () => undefined): Promise<LocalServer> {
  const routes = new Map<string, string>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const body = routes.get(path) ?? answer(path);
    const type = path.split('?')[0].endsWith('.json') ? 'application/json' : 'text/javascript';
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': type });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A {@link serveRoutes} server for the tests of one file: started before them, closed after; its fields are filled once it listens. */
export function localServer(answer?: (path: string) => string | undefined): LocalServer {
  const server = {} as LocalServer;
  beforeAll(async () => void Object.assign(server, await serveRoutes(answer)));
  afterAll(() => server.close());
  return server;
}

/** Everything written to the console while `run` runs, one line per call (nothing reaches the terminal). */
export async function consoleOutput(run: () => unknown): Promise<string> {
  const lines: string[] = [];
  const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

/**
 * Runs a CommonJS script with Node in `cwd` (a scratch folder), as a reader's `node`, `npx webpack` or
 * `rspack build` runs in the app's folder: what the packages write under the working directory
 * (`.mf/diagnostics`, `node_modules/.federation`) stays there. Resolves with everything it printed and its
 * exit code. Require packages by absolute path (`require.resolve` in the test).
 */
export function runNode(script: string, cwd: string, env: Record<string, string> = {}): Promise<{ output: string; stdout: string; code: number }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['-e', script], { cwd, env: { ...process.env, ...env }, maxBuffer: 1 << 25 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ output: `${stdout}${stderr}`, stdout, code });
    });
  });
}

/** {@link runNode} for a script that prints its result as JSON on its last line; a crash or no JSON rejects with what it printed. */
export async function runNodeJson<T>(script: string, cwd: string, env: Record<string, string> = {}): Promise<T> {
  const { output, stdout, code } = await runNode(script, cwd, env);
  if (code !== 0) throw new Error(`node -e in ${cwd} stopped:\n${output}`);
  try {
    return JSON.parse(stdout.trim().split('\n').pop() ?? '') as T;
  } catch {
    throw new Error(`node -e in ${cwd} printed no JSON:\n${output}`);
  }
}

/** Every file under `dir` (none when it does not exist), relative to it, with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1).replace(/\\/g, '/'))
    .sort();
}

