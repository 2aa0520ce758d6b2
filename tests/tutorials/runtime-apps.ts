/**
 * The apps of the runtime tutorials, assembled from three pages and built in one Rspack run (a child
 * process, see build-apps.ts):
 *   - the runtime API page's samples (every complete titled ts/tsx block), run by our shell harness
 *     (apps/shell) against real producers;
 *   - the runtimePlugins page's rspack.config.ts with its two plugin files (fallback and retry), a
 *     consumer whose remote is down;
 *   - the retry plugin page's rspack.config.ts with its plugin file, and the same configuration
 *     without `runtimePlugins` as the control; its run-time sample runs in the shell;
 *   - the producers those samples load (apps/producers, built with @module-federation/enhanced/rspack).
 * The consumers built from a page get only what the page leaves to the reader's project (entry,
 * output, TypeScript rule, HTML page; see rspack-configs.ts).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { repoRoot, TutorialPage, TutorialError } from './page';
import { reuseBuilds, runCommand } from './processes';
import type { BuildReport } from './build-apps';
import type { AppSpec, PageConfigSpec, ProducerSpec } from './rspack-configs';

export const RUNTIME = 'docs/en/guide/basic/runtime.mdx';
export const RUNTIME_PLUGINS = 'docs/en/configure/runtimeplugins.mdx';
export const RETRY_PLUGIN = 'docs/en/plugin/plugins/retry-plugin.mdx';

const appsDir = join(repoRoot, 'tests/tutorials/apps');
const sampleLangs = new Set(['ts', 'tsx', 'typescript']);

/** Every app of the run, by the path it is served under (`/provider/`, `/shell/`...), with its output folder. */
export interface RuntimeApps {
  root: string;
  mounts: Record<string, string>;
  /** Output folder of each app, by the same key. */
  dist: Record<string, string>;
  ms: number;
  report: BuildReport;
}

function writeSamples(page: TutorialPage, dir: string, filter: (title: string) => boolean = () => true): string[] {
  const written: string[] = [];
  for (const block of page.blocks) {
    if (!block.title || block.fragment || !sampleLangs.has(block.lang) || !filter(block.title)) continue;
    const file = join(dir, block.title);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.code(block.title));
    written.push(block.title);
  }
  return written;
}

/** A consumer built from a page's rspack.config.ts: the page's files, then our entry where the page prints none. */
function pageConsumer(page: TutorialPage, dir: string, outDir: string, withoutRuntimePlugins = false): PageConfigSpec {
  rmSync(dir, { recursive: true, force: true });
  const titles = writeSamples(page, dir);
  if (!titles.includes('rspack.config.ts')) throw page.error('expected a complete code block titled "rspack.config.ts"');
  for (const file of ['index.ts', 'bootstrap.tsx']) {
    if (!titles.includes(`src/${file}`)) copyFileSync(join(appsDir, 'build-consumer', file), join(dir, 'src', file));
  }
  return { kind: 'page', page: page.file, cwd: dir, configFile: join(dir, 'rspack.config.ts'), defaultEntry: join(dir, 'src/index.ts'), outDir, withoutRuntimePlugins };
}

/** Writes every app under `root` and describes the builds. */
export function assembleRuntimeApps(root: string): { specs: AppSpec[]; mounts: Record<string, string> } {
  if (!reuseBuilds) rmSync(root, { recursive: true, force: true });
  const runtime = new TutorialPage(RUNTIME);
  const runtimePlugins = new TutorialPage(RUNTIME_PLUGINS);
  const retry = new TutorialPage(RETRY_PLUGIN);
  const dist = (name: string) => join(root, 'dist', name);
  const producers = join(appsDir, 'producers');
  const producer = (name: string, release: string, exposes: Record<string, string>, shareReact = false): ProducerSpec => ({
    kind: 'producer',
    name,
    release,
    exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, join(producers, file)])),
    shareReact,
    outDir: dist(release === '1.0.0' ? name : `${name}-${release}`),
  });

  writeSamples(runtime, join(root, 'samples/runtime'));
  writeSamples(retry, join(root, 'samples/retry-plugin'), (title) => title.startsWith('src/'));
  const specs: AppSpec[] = [
    producer('provider', '1.0.0', { './Button': 'provider-Button.tsx', './theme': 'provider-theme.ts' }, true),
    producer('provider', '2.0.0', { './Button': 'provider-Button.tsx', './theme': 'provider-theme.ts' }, true),
    producer('dashboard', '1.0.0', { './Chart': 'dashboard-Chart.ts' }),
    producer('widgets', '1.0.0', { './Clock': 'widgets-Clock.ts' }),
    producer('catalog', '1.0.0', { './ProductList': 'catalog-ProductList.ts' }),
    { kind: 'shell', entry: join(appsDir, 'shell/harness.tsx'), samples: join(root, 'samples'), outDir: dist('shell') },
    pageConsumer(runtimePlugins, join(root, 'runtimeplugins'), dist('runtimeplugins-consumer')),
    pageConsumer(retry, join(root, 'retry-plugin'), dist('retry-consumer')),
    pageConsumer(retry, join(root, 'retry-plugin-control'), dist('retry-control'), true),
  ];
  const mounts: Record<string, string> = {};
  for (const spec of specs) mounts[`/${basename(spec.outDir)}/`] = spec.outDir;
  return { specs, mounts };
}

/** Builds the apps; a failure names the page whose code did not build. */
export async function buildRuntimeApps(root: string): Promise<RuntimeApps> {
  const { specs, mounts } = assembleRuntimeApps(root);
  const job = join(root, 'build-job.json');
  mkdirSync(root, { recursive: true });
  writeFileSync(job, JSON.stringify(specs, null, 2));
  const started = Date.now();
  const dist = Object.fromEntries(Object.entries(mounts).map(([path, dir]) => [path.replaceAll('/', ''), dir]));
  const built: RuntimeApps = { root, mounts, dist, ms: 0, report: { ok: true, ms: 0, compilers: [] } };
  if (reuseBuilds && specs.every((spec) => existsIn(spec.outDir))) return built;
  const { output } = await runCommand(process.execPath, [join(repoRoot, 'node_modules/jiti/lib/jiti-cli.mjs'), join(repoRoot, 'tests/tutorials/build-apps.ts'), job], {
    cwd: repoRoot,
    what: 'the Rspack build of the runtime tutorials',
  });
  const report = JSON.parse(output.trim().split('\n').pop() ?? '{}') as BuildReport;
  if (report.loadError) throw new TutorialError(report.loadError.page, `its rspack.config.ts does not load:\n${report.loadError.message}`);
  const failed = report.compilers.filter((compiler) => compiler.errors.length > 0);
  if (failed.length > 0) {
    const first = failed[0];
    const text = first.errors.join('\n');
    // A compile error names the page whose files failed: a page configuration names it in the
    // compiler's name, the shell's samples by their folder.
    const page = [RUNTIME_PLUGINS, RETRY_PLUGIN].find((file) => first.name.startsWith(file)) ?? (text.includes('samples/retry-plugin') ? RETRY_PLUGIN : text.includes('samples/runtime') ? RUNTIME : undefined);
    const message = `${failed.map((compiler) => compiler.name).join(', ')} failed to build:\n${text.slice(0, 6000)}`;
    throw page ? new TutorialError(page, message) : new Error(`the tutorial apps (not a page) failed to build: ${message}`);
  }
  return { ...built, ms: Date.now() - started, report };
}

function existsIn(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}
