/**
 * The type errors page, run: a producer whose exposed module has a type error, built with type
 * generation on (each build runs the TypeScript compiler, a few seconds).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, vi } from 'vitest';
import { buildProducer, claim, scratch, writeFiles } from './harness';

const require = createRequire(import.meta.url);

const TYPE = 'guide/troubleshooting/type';

/** An exposed module with a type error, and a second broken file that no exposed module imports. */
const brokenProducer = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2020', skipLibCheck: true }, include: ['src'] }),
  'src/Button.ts': "const label: number = 'not a number';\nexport default label;\n",
  'src/unused.ts': "export const unused: boolean = 'never imported';\n",
};

/** Builds the broken producer with these generateTypes options; returns the build and what it printed. */
async function buildTyped(name: string, generateTypes: Record<string, unknown>, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const spies = (['log', 'info', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))));
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const producer = await buildProducer({ name, files: brokenProducer, federation: { exposes: { './Button': './src/Button.ts' }, dts: { generateTypes, consumeTypes: false } } });
    return { producer, output: lines.join('\n') };
  } finally {
    for (const spy of spies) spy.mockRestore();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** The broken producer built with the default child process in a Node process of its own; everything it printed. */
function buildInProcess(name: string, abortOnError = true): Promise<string> {
  const dir = writeFiles(scratch(name), { ...brokenProducer, 'package.json': '{ "type": "commonjs" }\n' });
  const script = `
    const { rspack } = require(${JSON.stringify(require.resolve('@rspack/core'))});
    const { ModuleFederationPlugin } = require(${JSON.stringify(require.resolve('@module-federation/enhanced/rspack'))});
    rspack({ context: process.cwd(), mode: 'production', target: 'async-node', entry: {}, resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [{ test: /\\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }] },
      output: { path: process.cwd() + '/dist', publicPath: 'auto', library: { type: 'commonjs-module' } },
      plugins: [new ModuleFederationPlugin({ name: ${JSON.stringify(name)}, filename: 'remoteEntry.js', library: { type: 'commonjs-module' }, exposes: { './Button': './src/Button.ts' }, dts: { generateTypes: { abortOnError: ${abortOnError} }, consumeTypes: false } })] },
      (error, stats) => { if (error) throw error; console.log('errors:', stats.toJson({ all: false, errors: true }).errors.length); });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', script], { cwd: dir, maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`the build crashed: ${stderr}`));
      else resolve(`${stdout}${stderr}`);
    });
  });
}

function run(command: string, cwd: string): Promise<string> {
  const [executable, ...args] = command.split(' ');
  return new Promise((resolve) => execFile(executable, args, { cwd }, (_error, stdout, stderr) => resolve(`${stdout}${stderr}`)));
}

describe('TYPE-001', () => {
  const printed = buildTyped('typed_broken', { compileInChildProcess: false });

  claim(TYPE, 'type-001', ['Failed to generate type declaration. Execute the below cmd to reproduce and fix the error. #TYPE-001', 'The message reports only the command, not the compiler\'s output', 'The build continues and emits no @mf-types.zip'], async () => {
    const { producer, output } = await printed;
    expect(output).toContain('[ Module Federation DTS ] Error: Failed to generate type declaration. Execute the below cmd to reproduce and fix the error. #TYPE-001');
    expect(output).toContain('View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/type#type-001');
    const cmd = JSON.parse(/args: (\{.*\})/.exec(output)?.[1] ?? '{}').cmd as string;
    expect(cmd).toMatch(/^\S*node \S+\/typescript\/bin\/tsc --project \S+\/node_modules\/\.federation\/tsconfig\.[0-9a-f]+\.json$/);
    expect(output).not.toContain('TS2322');
    expect(producer.errors).toEqual([]);
    expect(existsSync(join(producer.outDir, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(join(producer.outDir, '@mf-types.zip'))).toBe(false);
  }, 120_000);

  claim(TYPE, 'how-do-i-see-the-compilers-errors', ['The temporary tsconfig stays in node_modules/.federation after a failure', 'an error in a file no exposed module reaches is not reported'], async () => {
    const { producer, output } = await printed;
    const cmd = JSON.parse(/args: (\{.*\})/.exec(output)?.[1] ?? '{}').cmd as string;
    const tsconfig = cmd.split(' --project ')[1];
    expect(existsSync(tsconfig)).toBe(true);
    const compiler = await run(cmd, producer.dir);
    expect(compiler).toMatch(/src\/Button\.ts\(1,7\): error TS2322/);
    expect(compiler).not.toContain('unused.ts');
  }, 120_000);

  claim('guide/troubleshooting/index', 'where-is-the-last-build-error-kept', ['TYPE-001 adds nothing'], async () => {
    await printed;
    const written = JSON.parse(readFileSync(join(process.cwd(), '.mf/diagnostics/latest.json'), 'utf8')) as Record<string, { code: string }>;
    expect(Object.keys(written)).toEqual(['latestErrorEvent']);
    expect(written.latestErrorEvent.code).toBe('TYPE-001');
  }, 120_000);

  claim(TYPE, 'type-001', ['With dts.generateTypes.abortOnError: true the declaration step throws instead of logging, but the 2.9.2 build plugins still catch that error'], async () => {
    const { producer } = await buildTyped('typed_broken_abort', { compileInChildProcess: false, abortOnError: true });
    expect(producer.errors).toEqual([]);
    expect(existsSync(join(producer.outDir, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(join(producer.outDir, '@mf-types.zip'))).toBe(false);
  }, 120_000);

  claim(TYPE, 'type-001', ['print it with its stack trace and finish the build without an error'], async () => {
    // The child compiler writes straight to the terminal: build in a process of our own and read its output.
    const output = await buildInProcess('typed_broken_child');
    expect(output).toContain('errors: 0');
    expect(output).toContain('Error: Failed to generate type declaration. Execute the below cmd to reproduce and fix the error. #TYPE-001');
    expect(output).toMatch(/\n\s+at .*dts-plugin/);
  }, 180_000);

  claim(TYPE, 'how-do-i-see-the-compilers-errors', ['it is printed whether the compiler runs in a child process (compileInChildProcess, the default) or not'], async () => {
    const output = await buildInProcess('typed_broken_default', false);
    expect(output).toContain('#TYPE-001');
  }, 180_000);
});
