/**
 * Child process that builds the runtime tutorials' apps in one Rspack multi-compiler run:
 *   node node_modules/jiti/lib/jiti-cli.mjs tests/tutorials/build-apps.ts <job.json>
 * The job lists AppSpecs (see rspack-configs.ts). A page's `rspack.config.ts` is loaded with its
 * folder as the working directory, as the reader's `rspack build` would (the samples call
 * `process.cwd()` and `__dirname`). Prints one JSON line: per compiler, its errors and time.
 */
import { readFileSync } from 'node:fs';
import { rspack, type Configuration } from '@rspack/core';
import { createJiti } from 'jiti';
import { completePageConfig, producerConfig, shellConfig, type AppSpec } from './rspack-configs';

export interface BuildReport {
  ok: boolean;
  ms: number;
  compilers: { name: string; errors: string[]; ms: number }[];
  /** A page configuration that could not be loaded, with the page. */
  loadError?: { page: string; message: string };
}

async function loadPageConfig(configFile: string, cwd: string): Promise<Configuration> {
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    const jiti = createJiti(configFile, { moduleCache: false });
    const loaded = await jiti.import<{ default?: Configuration } | Configuration>(configFile);
    return ('default' in loaded && loaded.default ? loaded.default : loaded) as Configuration;
  } finally {
    process.chdir(previous);
  }
}

async function main(): Promise<BuildReport> {
  const started = Date.now();
  const specs = JSON.parse(readFileSync(process.argv[2], 'utf8')) as AppSpec[];
  const configs: Configuration[] = [];
  for (const spec of specs) {
    if (spec.kind === 'producer') configs.push(producerConfig(spec));
    else if (spec.kind === 'shell') configs.push(shellConfig(spec));
    else {
      try {
        configs.push(completePageConfig(await loadPageConfig(spec.configFile, spec.cwd), spec));
      } catch (error) {
        return { ok: false, ms: Date.now() - started, compilers: [], loadError: { page: spec.page, message: (error as Error).stack ?? String(error) } };
      }
    }
  }
  const stats = await new Promise<import('@rspack/core').MultiStats | undefined>((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, result) => {
      compiler.close(() => (error ? reject(error) : resolve(result)));
    });
  });
  const compilers = (stats?.stats ?? []).map((item) => {
    const json = item.toJson({ all: false, errors: true, timings: true });
    return { name: item.compilation.name ?? '', errors: (json.errors ?? []).map((problem) => problem.message), ms: json.time ?? 0 };
  });
  return { ok: compilers.every((item) => item.errors.length === 0), ms: Date.now() - started, compilers };
}

main().then(
  (report) => console.log(JSON.stringify(report)),
  (error: unknown) => {
    console.log(JSON.stringify({ ok: false, ms: 0, compilers: [], loadError: { page: '(build)', message: (error as Error).stack ?? String(error) } }));
  },
);
