/**
 * The type errors page, run: a producer whose exposed module has a type error, built with type
 * generation on (each build runs the TypeScript compiler, a few seconds). Every build runs in a Node
 * process of its own in the producer's folder, as a reader's build does: the type generation writes
 * `.mf/diagnostics` under the working directory, and its child compiler prints straight to the terminal.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { claim, runNode, scratch, writeFiles } from './harness';

const require = createRequire(import.meta.url);

const TYPE = 'guide/troubleshooting/type';

/** An exposed module with a type error, and a second broken file that no exposed module imports. */
const brokenProducer = {
  'package.json': '{ "type": "commonjs" }\n',
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2020', skipLibCheck: true }, include: ['src'] }),
  'src/Button.ts': "const label: number = 'not a number';\nexport default label;\n",
  'src/unused.ts': "export const unused: boolean = 'never imported';\n",
};

interface TypedBuild {
  dir: string;
  outDir: string;
  /** Everything the build printed; its last line is `errors: <count>`. */
  output: string;
}

/** Builds the broken producer with these `dts.generateTypes` options. */
async function buildTyped(name: string, generateTypes: Record<string, unknown>): Promise<TypedBuild> {
  const dir = writeFiles(scratch(name), brokenProducer);
  const script = `
    const { rspack } = require(${JSON.stringify(require.resolve('@rspack/core'))});
    const { ModuleFederationPlugin } = require(${JSON.stringify(require.resolve('@module-federation/enhanced/rspack'))});
    rspack({ context: process.cwd(), mode: 'production', target: 'async-node', entry: {}, resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [{ test: /\\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }] },
      output: { path: process.cwd() + '/dist', publicPath: 'auto', library: { type: 'commonjs-module' } },
      plugins: [new ModuleFederationPlugin({ name: ${JSON.stringify(name)}, filename: 'remoteEntry.js', library: { type: 'commonjs-module' },
        exposes: { './Button': './src/Button.ts' }, dts: { generateTypes: ${JSON.stringify(generateTypes)}, consumeTypes: false } })] },
      (error, stats) => { if (error) throw error; console.log('errors: ' + stats.toJson({ all: false, errors: true }).errors.length); });`;
  const { output, code } = await runNode(script, dir);
  if (code !== 0) throw new Error(`the build of ${name} crashed:\n${output}`);
  return { dir, outDir: join(dir, 'dist'), output };
}

/** The compiler command a TYPE-001 message prints in `args.cmd`. */
function commandOf(output: string): string {
  const args = /args: (\{.*\})/.exec(output)?.[1];
  if (!args) throw new Error(`no args line in:\n${output}`);
  return (JSON.parse(args) as { cmd: string }).cmd;
}

function run(command: string, cwd: string): Promise<string> {
  const [executable, ...args] = command.split(' ');
  return new Promise((resolve) => execFile(executable, args, { cwd }, (_error, stdout, stderr) => resolve(`${stdout}${stderr}`)));
}

/** One build shared by the claims that read it, started by the first of them. */
let printed: Promise<TypedBuild> | undefined;
const inProcessCompiler = () => (printed ??= buildTyped('typed_broken', { compileInChildProcess: false }));

describe('TYPE-001', () => {
  claim(TYPE, 'type-001', ['Failed to generate type declaration. Execute the below cmd to reproduce and fix the error. #TYPE-001', 'The message reports only the command, not the compiler\'s output', 'The build continues and emits no @mf-types.zip'], async () => {
    const { output, outDir } = await inProcessCompiler();
    expect(output).toContain('[ Module Federation DTS ] Error: Failed to generate type declaration. Execute the below cmd to reproduce and fix the error. #TYPE-001');
    expect(output).toContain('View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/type#type-001');
    expect(commandOf(output)).toMatch(/^\S*node \S+\/typescript\/bin\/tsc --project \S+\/node_modules\/\.federation\/tsconfig\.[0-9a-f]+\.json$/);
    expect(output).not.toContain('TS2322');
    expect(output).toContain('errors: 0');
    expect(existsSync(join(outDir, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(join(outDir, '@mf-types.zip'))).toBe(false);
  }, 120_000);

  claim(TYPE, 'how-do-i-see-the-compilers-errors', ['The temporary tsconfig stays in node_modules/.federation after a failure', 'an error in a file no exposed module reaches is not reported'], async () => {
    const { output, dir } = await inProcessCompiler();
    const cmd = commandOf(output);
    expect(existsSync(cmd.split(' --project ')[1])).toBe(true);
    const compiler = await run(cmd, dir);
    expect(compiler).toMatch(/src\/Button\.ts\(1,7\): error TS2322/);
    expect(compiler).not.toContain('unused.ts');
  }, 120_000);

  claim('guide/troubleshooting/index', 'where-is-the-last-build-error-kept', ['.mf/diagnostics/latest.json under the working directory', 'TYPE-001 adds nothing'], async () => {
    const { dir } = await inProcessCompiler();
    const written = JSON.parse(readFileSync(join(dir, '.mf/diagnostics/latest.json'), 'utf8')) as Record<string, { code: string }>;
    expect(Object.keys(written)).toEqual(['latestErrorEvent']);
    expect(written.latestErrorEvent.code).toBe('TYPE-001');
  }, 120_000);

  claim(TYPE, 'type-001', ['With dts.generateTypes.abortOnError: true the declaration step throws instead of logging, but the 2.9.2 build plugins still catch that error', 'print it with its stack trace and finish the build without an error'], async () => {
    // In the default child process, as most builds run it.
    const { output, outDir } = await buildTyped('typed_broken_abort', { abortOnError: true });
    expect(output).toContain('errors: 0');
    expect(output).toContain('Error: Failed to generate type declaration. Execute the below cmd to reproduce and fix the error. #TYPE-001');
    expect(output).toMatch(/\n\s+at .*dts-plugin/);
    expect(existsSync(join(outDir, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(join(outDir, '@mf-types.zip'))).toBe(false);
  }, 180_000);

  claim(TYPE, 'how-do-i-see-the-compilers-errors', ['it is printed whether the compiler runs in a child process (compileInChildProcess, the default) or not'], async () => {
    const [child, inProcess] = await Promise.all([buildTyped('typed_broken_default', {}), inProcessCompiler()]);
    expect(child.output).toContain('#TYPE-001');
    expect(inProcess.output).toContain('#TYPE-001');
  }, 180_000);
});
