/**
 * Every complete bundler configuration a page prints is built, not only type-checked.
 *
 * A sample is a complete (non-fragment) code block of an English page whose title names a whole
 * configuration file: `rspack.config.*`, `webpack.config.*`, `rsbuild.config.*`, and the framework
 * configurations `next.config.*` and `modern.config.*` (only so that their pages are listed as skipped
 * below, never silently). Each sample is written into a scratch folder of its own with the page's other
 * complete titled blocks of the same app (`src/index.tsx`, a runtime plugin file, `index.html`...), as
 * the reader copies them, diff markers applied. The test then adds only what the reader's project has
 * and the page leaves out (see `readerFiles`) and builds the folder for real:
 *   - Rspack configurations in this process, all in one MultiCompiler run;
 *   - Rsbuild configurations with `createRsbuild` from `@rsbuild/core`;
 *   - webpack configurations in a Node process started in the app's folder, as `npx webpack` runs
 *     (see tests/tutorials/webpack-page.test.ts).
 * A build error fails the test with the page's path and the line of the configuration block.
 *
 * Which blocks form one app: the complete titled blocks under the configuration's folder
 * (`catalog/rspack.config.ts` takes `catalog/src/...`). When the folder has several configurations
 * (complete or fragments), a block goes to the one in its own section (innermost heading), and to the
 * complete ones when no configuration shares its section: the Rspack guide's `src/App.tsx` belongs to
 * its consumer fragment, the experiments page's `src/index.tsx` to the asyncStartup example. Blocks
 * outside every configuration's folder (a page whose configurations are all in sub-folders) go to every
 * app: the React walkthrough gives "both projects the same tsconfig.json and index.html".
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename, dirname, join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRsbuild, type RsbuildConfig } from '@rsbuild/core';
import { rspack, type Configuration, type MultiStats } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { extractHeadings, type CodeBlock } from '../docs/code-blocks';
import { pageFiles } from '../support/docs';
import { readerCode, TutorialPage } from '../tutorials/page';
import { scratch, writeFiles } from './harness';

const require = createRequire(import.meta.url);

/** A title that names a whole configuration file, and the tool it configures. */
const configTitle = /(?:^|\/)(rspack|webpack|rsbuild|next|modern)\.config\.[cm]?[jt]s$/;
type Tool = 'rspack' | 'webpack' | 'rsbuild' | 'next' | 'modern';

/**
 * Pages whose configuration samples this test does not build, and why. The test asserts that this is
 * exactly the set of pages with a configuration sample that is not built here, so a new page is never
 * skipped silently, and an entry whose page no longer has one is removed.
 *   - Built by another test already: the webpack page, the quick start, runtimePlugins and the retry
 *     plugin page.
 *   - Written for a framework or a tool that is not installed here: Next.js (`next`,
 *     `@module-federation/nextjs-mf`), Modern.js (`@modern-js/app-tools`, `@module-federation/modern-js`),
 *     Angular (`@angular-architects/module-federation` and the Angular CLI).
 */
const skipped: Record<string, string> = {
  'guide/basic/webpack.mdx': 'built by tests/tutorials/webpack-page.test.ts',
  'guide/start/quick-start.mdx': 'built by tests/tutorials/quick-start.ts (and its e2e spec)',
  'configure/runtimeplugins.mdx': 'built by tests/tutorials/runtime-apps.ts (pageConsumer)',
  'plugin/plugins/retry-plugin.mdx': 'built by tests/tutorials/runtime-apps.ts (pageConsumer)',
  'guide/framework/nextjs.mdx': 'Next.js is not installed',
  'practice/frameworks/next/dynamic-remotes.mdx': 'Next.js is not installed',
  'practice/frameworks/next/importing-components.mdx': 'Next.js is not installed',
  'practice/frameworks/next/importing-pages.mdx': 'Next.js is not installed',
  'practice/frameworks/next/index.mdx': 'Next.js is not installed',
  'practice/frameworks/next/presets.mdx': 'Next.js is not installed',
  'guide/framework/modernjs.mdx': 'Modern.js is not installed',
  'practice/frameworks/modern/dynamic-remote.mdx': 'Modern.js is not installed',
  'practice/frameworks/modern/index.mdx': 'Modern.js is not installed',
  'practice/frameworks/angular/angular-cli.mdx': 'Angular and @angular-architects/module-federation are not installed',
  'practice/frameworks/angular/angular-mfe.mdx': 'Angular and @angular-architects/module-federation are not installed',
  'practice/frameworks/angular/auth0.mdx': 'Angular and @angular-architects/module-federation are not installed',
  'practice/frameworks/angular/splitting-to-mf-part2.mdx': 'Angular and @angular-architects/module-federation are not installed',
};

/** Languages of blocks that are files of an app. */
const fileLangs = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json', 'html', 'css']);

interface Sample {
  /** `docs/en/configure/index.mdx` */
  file: string;
  /** `configure/index.mdx` */
  page: string;
  tool: Tool;
  block: CodeBlock & { title: string };
  /** The app's files as printed on the page, relative to the app's folder. */
  files: Map<string, string>;
  /** `docs/en/configure/index.mdx:48 (rspack.config.ts)`: the page and the line of the block's fence. */
  label: string;
}

const folderOf = (title: string) => (title.includes('/') ? `${posix.dirname(title)}/` : '');

/** The line of the innermost heading above `line`, 0 before the first. */
function sectionLine(source: string, line: number): number {
  return extractHeadings(source).filter((heading) => heading.line < line).pop()?.line ?? 0;
}

function samplesOf(file: string, page: string): Sample[] {
  const tutorial = new TutorialPage(file);
  const files = tutorial.blocks.filter((block): block is CodeBlock & { title: string } => !!block.title && fileLangs.has(block.lang));
  // Configurations printed whole or as fragments: a fragment's section holds the files of its app.
  const configs = files.filter((block) => configTitle.test(block.title));
  const folders = [...new Set(configs.map((block) => folderOf(block.title)))].sort((a, b) => b.length - a.length);
  const section = (block: CodeBlock) => sectionLine(tutorial.source, block.line);
  /** The complete configurations whose app a printed file belongs to. */
  const ownersOf = (block: CodeBlock & { title: string }) => {
    const folder = folders.find((candidate) => block.title.startsWith(candidate));
    // Outside every configuration's folder: a file every app has.
    if (folder === undefined) return configs.filter((config) => !config.fragment);
    const inFolder = configs.filter((config) => folderOf(config.title) === folder);
    const sameSection = inFolder.filter((config) => section(config) === section(block));
    return sameSection.length > 0 ? sameSection : inFolder.filter((config) => !config.fragment);
  };
  return configs
    .filter((config) => !config.fragment)
    .map((config) => {
      const folder = folderOf(config.title);
      const app = new Map<string, string>();
      for (const block of files) {
        if (block.fragment || (configTitle.test(block.title) && block !== config) || !ownersOf(block).includes(config)) continue;
        app.set(block.title.startsWith(folder) ? block.title.slice(folder.length) : block.title, readerCode(block.code));
      }
      const tool = configTitle.exec(config.title)![1] as Tool;
      return { file, page, tool, block: config, files: app, label: `${file}:${config.line - 1} (${config.title})` };
    });
}

const allSamples = pageFiles('en').flatMap((page) => samplesOf(`docs/en/${page}`, page));
const built = allSamples.filter((sample) => !(sample.page in skipped));

/** A relative path named in the code of an app file: `'./src/Cart.tsx'`, `'./tsconfig.app.json'`. */
const namedPath = /['"](\.\/[\w./-]+\.(?:[cm]?[jt]sx?|json|html|css))['"]/g;
/** A relative import without extension in an app file: `import App from './App'`, `import('./bootstrap')`. */
const relativeImport = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[\w./-]+)['"]/g;
const scriptExtensions = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * What the reader's project has and the page leaves out, added to the page's files (relative path →
 * text). Each is the least a reader's project holds at that place:
 *   - `package.json`: every project has one. It has no "type" field, as `npm init` writes it, so the
 *     app does not inherit this repository's `"type": "module"`.
 *   - The entry module, when the page does not print it: the configuration's `entry`, or Rspack's and
 *     webpack's default `./src/index` when it names none. It holds only `import('./bootstrap')`, the
 *     async boundary the configure overview and the quick start ask for.
 *   - `src/bootstrap`, when the entry imports it and the page does not print it: it renders the page's `src/App` when the page
 *     prints one (the remotes page's `App.tsx`, otherwise built by nothing), else a paragraph.
 *   - Every file the configuration names by a `./` path (`exposes`, `runtimePlugins`, `dts` options)
 *     and every module a page's file imports, that the page does not print: the page's subject is the
 *     option, the exposed component or the plugin is the reader's code. A `.tsx`/`.jsx` module is a
 *     component, any other script a default-exported function (a runtime plugin factory, a hook), a
 *     `.d.ts` file empty, a JSON file the tsconfig a TypeScript project has.
 * The app is TypeScript when the configuration or the page's files name a `.ts`/`.tsx` file, plain
 * JavaScript (no JSX, which needs a loader) otherwise: a configuration without a TypeScript rule that
 * names no TypeScript file is one for a JavaScript project.
 */
function readerFiles(sample: Sample): Record<string, string> {
  const printed = sample.files;
  const config = printed.get(basename(sample.block.title))!;
  const sources = [...printed.entries()].filter(([path]) => /\.[cm]?[jt]sx?$/.test(path) && path !== basename(sample.block.title));
  const typescript = /['"]\.\/[\w./-]+\.tsx?['"]/.test(config) || sources.some(([path]) => /\.tsx?$/.test(path));
  const added: Record<string, string> = {};
  const has = (path: string) => printed.has(path) || path in added;
  const hasModule = (path: string) => ['', ...scriptExtensions, '.d.ts'].some((ext) => has(`${path}${ext}`));

  // A tsconfig.json only when the page prints one or the configuration sets `dts` itself (the plugin
  // then reads it). Rspack does not read it, and without it the dts plugin stays off: it generates types
  // only in a folder with a tsconfig. Type generation never fails a build (the plugin catches and logs
  // its errors), and running it for every sample would take about 35 of this file's seconds.
  if (typescript && /^\s*dts:/m.test(config) && !has('tsconfig.json')) added['tsconfig.json'] = stub('tsconfig.json');
  added['package.json'] = `${JSON.stringify({ name: sample.page.replace(/\W+/g, '-'), version: '1.0.0', private: true }, null, 2)}\n`;

  const entryMatch = /\bentry:\s*['"]\.\/([\w./-]+)['"]/.exec(config);
  const entry = entryMatch ? entryMatch[1] : `src/index.${typescript ? 'ts' : 'js'}`;
  if (!hasModule(entry.replace(/\.[cm]?[jt]sx?$/, ''))) added[entry] = "import('./bootstrap');\n";

  const app = [...printed.keys()].find((path) => /^src\/App\.[jt]sx$/.test(path));
  const importsBootstrap = [...sources, ...Object.entries(added)].some(([path, code]) => posix.dirname(path) === 'src' && /['"]\.\/bootstrap['"]/.test(code));
  if (importsBootstrap && !hasModule('src/bootstrap')) {
    added[`src/bootstrap.${typescript ? 'tsx' : 'js'}`] = typescript
      ? `import { createRoot } from 'react-dom/client';\n${app ? "import App from './App';\n" : ''}\ncreateRoot(document.getElementById('root')!).render(${app ? '<App />' : '<p>ready</p>'});\n`
      : "document.body.append('ready');\n";
  }

  for (const [, path] of config.matchAll(namedPath)) {
    const relative = posix.normalize(path);
    if (!has(relative)) added[relative] = stub(relative);
  }
  // Modules imported by the page's files and by the ones added above, until nothing is missing.
  for (let round = 0; round < 3; round++) {
    const scripts = [...sources, ...Object.entries(added).filter(([path]) => /\.[cm]?[jt]sx?$/.test(path))];
    for (const [path, code] of scripts) {
      for (const [, request] of code.matchAll(relativeImport)) {
        const target = posix.join(posix.dirname(path), request);
        if (!hasModule(target)) added[`${target}${typescript ? '.tsx' : '.js'}`] = stub(`${target}${typescript ? '.tsx' : '.js'}`);
      }
    }
  }
  return { ...added, ...packagesOf(sample) };
}

/** A minimal file of the reader's at `path`, by its kind (see readerFiles). */
function stub(path: string): string {
  const name = basename(path).replace(/\..*$/, '').replace(/\W/g, '_');
  if (path.endsWith('.d.ts')) return 'export {};\n';
  if (/\.[jt]sx$/.test(path)) return `export default function ${name.charAt(0).toUpperCase()}${name.slice(1)}() {\n  return <p>${name}</p>;\n}\n`;
  if (path.endsWith('.json')) return `${JSON.stringify({ compilerOptions: { jsx: 'react-jsx', strict: true, skipLibCheck: true, moduleResolution: 'bundler', module: 'ESNext' }, include: ['src'] }, null, 2)}\n`;
  if (path.endsWith('.html')) return '<!doctype html><html><body><div id="root"></div></body></html>\n';
  return `export default function ${name}() {\n  return { name: '${name}' };\n}\n`;
}

/**
 * Packages a page's configuration shares that a reader sharing them has installed and this repository
 * does not: a package folder with a version, which is all the sharing plugin reads of it.
 */
function packagesOf(sample: Sample): Record<string, string> {
  const missing: Record<string, Record<string, string>> = {
    // The shared page shares date-fns and a design-tokens package of the reader's organisation.
    'configure/shared.mdx': { 'date-fns': '4.1.0', 'design-tokens': '1.0.0' },
  };
  const files: Record<string, string> = {};
  for (const [name, version] of Object.entries(missing[sample.page] ?? {})) {
    files[`node_modules/${name}/package.json`] = `${JSON.stringify({ name, version, main: 'index.js' })}\n`;
    files[`node_modules/${name}/index.js`] = 'module.exports = {};\n';
  }
  return files;
}

/** Writes the app of a sample into a scratch folder; returns the folder. */
function writeApp(sample: Sample): string {
  const dir = scratch(`${sample.page.replace(/\W+/g, '-')}-${sample.block.line}`);
  writeFiles(dir, { ...Object.fromEntries(sample.files), ...readerFiles(sample) });
  return dir;
}

/** The configuration a module exports, as `rspack build` reads it (default export, or the module). */
async function loadConfig<T>(file: string): Promise<T> {
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default?: T };
  return (loaded.default ?? loaded) as T;
}

function report(failures: { label: string; errors: string[] }[]): string {
  return failures.map(({ label, errors }) => `${label} does not build:\n${errors.join('\n').slice(0, 3000)}`).join('\n\n');
}

/** Builds the Rspack samples in one MultiCompiler run; resolves with the errors of each. */
async function buildRspackSamples(samples: Sample[]): Promise<{ label: string; errors: string[] }[]> {
  const results: { label: string; errors: string[] }[] = [];
  const configs: Configuration[] = [];
  for (const sample of samples) {
    const dir = writeApp(sample);
    try {
      const config = await loadConfig<Configuration>(join(dir, basename(sample.block.title)));
      // `rspack build` runs in the app's folder, which is the default context; the default output folder
      // is `dist` under the working directory, which for the reader is the app's folder too.
      const output = { ...config.output, path: resolve(dir, config.output?.path ?? 'dist') };
      configs.push({ ...config, name: sample.label, context: config.context ?? dir, output, infrastructureLogging: { level: 'none' } });
    } catch (error) {
      results.push({ label: sample.label, errors: [`the configuration does not load: ${(error as Error).stack ?? String(error)}`] });
    }
  }
  if (configs.length === 0) return results;
  return [...results, ...(await runRspackNamingStops(configs))];
}

/**
 * Runs the configurations in one MultiCompiler. When a compiler stops the whole run (a plugin throws,
 * as Rspack does on an entry that cannot be resolved in some setups), the halves run again, down to the
 * configuration that stops, which is then reported with the error it throws.
 */
async function runRspackNamingStops(configs: Configuration[]): Promise<{ label: string; errors: string[] }[]> {
  try {
    return await runRspack(configs);
  } catch (error) {
    if (configs.length === 1) return [{ label: configs[0].name ?? '(unnamed)', errors: [`the build stopped: ${(error as Error).message}`] }];
    const half = Math.ceil(configs.length / 2);
    return [...(await runRspackNamingStops(configs.slice(0, half))), ...(await runRspackNamingStops(configs.slice(half)))];
  }
}

/** One MultiCompiler run; resolves with each compiler's errors, rejects when a compiler stops the run. */
async function runRspack(configs: Configuration[]): Promise<{ label: string; errors: string[] }[]> {
  const stats = await new Promise<MultiStats | undefined>((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
  });
  return (stats?.stats ?? []).map((item) => ({
    label: item.compilation.name ?? '(unnamed)',
    errors: (item.toJson({ all: false, errors: true }).errors ?? []).map((entry) => entry.message),
  }));
}

async function buildRsbuildSample(sample: Sample): Promise<string[]> {
  const dir = writeApp(sample);
  const errors: string[] = [];
  try {
    const config = await loadConfig<RsbuildConfig>(join(dir, basename(sample.block.title)));
    // `rsbuild build` runs in the app's folder: `cwd` is that folder.
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'silent' } });
    rsbuild.onAfterBuild(({ stats }) => {
      // One Stats per environment: a MultiStats when the configuration has several.
      const each = !stats ? [] : 'stats' in stats ? stats.stats : [stats];
      errors.push(...each.flatMap((item) => item.toJson({ all: false, errors: true }).errors ?? []).map((entry) => entry.message));
    });
    const result = await rsbuild.build();
    await result.close();
  } catch (error) {
    if (errors.length === 0) errors.push((error as Error).stack ?? String(error));
  }
  return errors;
}

/** Builds a webpack sample in a Node process started in its folder; resolves with webpack's errors. */
function buildWebpackSample(sample: Sample): Promise<string[]> {
  const dir = writeApp(sample);
  const script = `
    const webpack = require(${JSON.stringify(require.resolve('webpack'))});
    const config = require(${JSON.stringify(join(dir, basename(sample.block.title)))});
    webpack({ ...config, infrastructureLogging: { level: 'error' } }, (error, stats) => {
      if (error) throw error;
      process.stdout.write(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message)));
    });`;
  return new Promise((resolve) => {
    execFile(process.execPath, ['-e', script], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return resolve([`the build stopped: ${stderr || error.message}`]);
      resolve(JSON.parse(stdout) as string[]);
    });
  });
}

describe('the sample builder', () => {
  // A page of our own with one broken sample per tool: each build must fail and name the page and line.
  const probe = join(scratch('probe-page'), 'probe.mdx');
  const fence = '```';
  writeFiles(dirname(probe), {
    'probe.mdx': [
      '# Probe',
      '',
      `${fence}ts title="rspack/rspack.config.ts"`,
      "export default { entry: './src/index.js' };",
      fence,
      '',
      `${fence}ts title="rsbuild/rsbuild.config.ts"`,
      'export default {};',
      fence,
      '',
      `${fence}js title="webpack/webpack.config.js"`,
      "module.exports = { mode: 'production', entry: './src/index.js' };",
      fence,
      '',
      ...['rspack/src/index.js', 'rsbuild/src/index.js', 'webpack/src/index.js'].flatMap((title) => [`${fence}js title="${title}"`, "import 'no-such-package';", fence, '']),
    ].join('\n'),
  });
  const [rspackProbe, rsbuildProbe, webpackProbe] = samplesOf(probe, 'probe.mdx');

  it('reads a page into one app per configuration, with the files of its folder', () => {
    expect([rspackProbe, rsbuildProbe, webpackProbe].map((sample) => [sample.tool, sample.label.replace(/^.*probe\.mdx/, 'probe.mdx'), [...sample.files.keys()]])).toEqual([
      ['rspack', 'probe.mdx:3 (rspack/rspack.config.ts)', ['rspack.config.ts', 'src/index.js']],
      ['rsbuild', 'probe.mdx:7 (rsbuild/rsbuild.config.ts)', ['rsbuild.config.ts', 'src/index.js']],
      ['webpack', 'probe.mdx:11 (webpack/webpack.config.js)', ['webpack.config.js', 'src/index.js']],
    ]);
  });

  it('reports a broken build of each tool with the page and the line', async () => {
    const [rspackResult] = await buildRspackSamples([rspackProbe]);
    expect(rspackResult.label).toBe(rspackProbe.label);
    expect(rspackResult.errors.join('\n')).toContain("Can't resolve 'no-such-package'");
    expect((await buildRsbuildSample(rsbuildProbe)).join('\n')).toContain("Can't resolve 'no-such-package'");
    expect((await buildWebpackSample(webpackProbe)).join('\n')).toContain("Can't resolve 'no-such-package'");
  }, 60_000);
});

describe('complete configuration samples build as printed', () => {
  it('skips exactly the listed pages', () => {
    const withSamples = new Set(allSamples.map((sample) => sample.page));
    // Every listed page still has a configuration sample: remove an entry whose page no longer does.
    expect(Object.keys(skipped).filter((page) => !withSamples.has(page))).toEqual([]);
    // A framework configuration is never built here: its page must be listed.
    expect(built.filter((sample) => sample.tool === 'next' || sample.tool === 'modern').map((sample) => sample.label)).toEqual([]);
    expect(built.length).toBeGreaterThan(10);
  });

  it('the Rspack samples build', async () => {
    const results = await buildRspackSamples(built.filter((sample) => sample.tool === 'rspack'));
    expect(report(results.filter((result) => result.errors.length > 0))).toBe('');
  }, 120_000);

  it('the Rsbuild and webpack samples build', async () => {
    const failures: { label: string; errors: string[] }[] = [];
    for (const sample of built.filter((item) => item.tool === 'rsbuild' || item.tool === 'webpack')) {
      const errors = sample.tool === 'rsbuild' ? await buildRsbuildSample(sample) : await buildWebpackSample(sample);
      if (errors.length > 0) failures.push({ label: sample.label, errors });
    }
    expect(report(failures)).toBe('');
  }, 120_000);
});

