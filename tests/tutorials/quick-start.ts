/**
 * The quick start, assembled from its page and built the way the page says: the page's shell blocks
 * name the apps (`npm create rsbuild ... --dir <app> --template react-ts`), the renames (`mv`) and the
 * build and preview commands (`cd <app> && npm run build && npm run preview`); every file the page
 * prints is taken from its code blocks, and its two fragments are applied where its prose puts them.
 * Only what `npm create rsbuild` would write and the page does not print is scaffolded here.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TutorialPage } from './page';
import { freePort, reuseBuilds, runCommand, startServer, type ServerProcess } from './processes';

export const QUICK_START = 'docs/en/guide/start/quick-start.mdx';

/**
 * What the create-rsbuild `react-ts` template writes that the page does not print, trimmed to what a
 * build needs (the template's CSS files and README are left out). The page replaces rsbuild.config.ts
 * and renames src/index.tsx, so both must exist before its steps run.
 */
const reactTsTemplate: Record<string, (app: string) => string> = {
  'package.json': (app) =>
    `${JSON.stringify(
      {
        name: app,
        version: '1.0.0',
        private: true,
        type: 'module',
        scripts: { build: 'rsbuild build', dev: 'rsbuild dev --open', preview: 'rsbuild preview' },
        // The packages resolve from the repository's node_modules (these folders live inside it).
        dependencies: { react: '*', 'react-dom': '*' },
        devDependencies: { '@rsbuild/core': '*', '@rsbuild/plugin-react': '*', '@types/react': '*', '@types/react-dom': '*', typescript: '*' },
      },
      null,
      2,
    )}\n`,
  'tsconfig.json': () =>
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2020',
          lib: ['DOM', 'ES2020'],
          module: 'ESNext',
          jsx: 'react-jsx',
          noEmit: true,
          strict: true,
          skipLibCheck: true,
          isolatedModules: true,
          resolveJsonModule: true,
          moduleResolution: 'bundler',
          useDefineForClassFields: true,
          allowImportingTsExtensions: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
  'rsbuild.config.ts': () =>
    ["import { defineConfig } from '@rsbuild/core';", "import { pluginReact } from '@rsbuild/plugin-react';", '', 'export default defineConfig({', '  plugins: [pluginReact()],', '});', ''].join('\n'),
  'src/env.d.ts': () => '/// <reference types="@rsbuild/core/types" />\n',
  'src/index.tsx': () =>
    [
      "import React from 'react';",
      "import ReactDOM from 'react-dom/client';",
      "import App from './App';",
      '',
      "const root = ReactDOM.createRoot(document.getElementById('root')!);",
      'root.render(',
      '  <React.StrictMode>',
      '    <App />',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
  'src/App.tsx': () => ['export default function App() {', '  return <h1>Rsbuild with React</h1>;', '}', ''].join('\n'),
};

/** Packages the react-ts template already depends on; anything else a page file imports must be installed by a command on the page. */
const templatePackages = new Set(['react', 'react-dom', '@rsbuild/core', '@rsbuild/plugin-react']);

export interface QuickStartApp {
  name: string;
  dir: string;
  /** `server.port` of the app's rsbuild.config.ts as the page prints it. */
  pagePort: number;
}

export interface QuickStart {
  page: TutorialPage;
  root: string;
  apps: QuickStartApp[];
  producer: QuickStartApp;
  consumer: QuickStartApp;
  /** The commands the page runs in each app to build and serve it, in order (`npm run build`, `npm run preview`). */
  scripts: Map<string, string[]>;
}

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Bare module specifiers imported by a source file. */
function importedModules(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]).filter((spec) => !spec.startsWith('.'));
}

/** Deep-merges a JSON fragment into an object (objects merge, everything else replaces). */
export function mergeJson(target: Record<string, unknown>, fragment: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(fragment)) {
    const current = out[key];
    const bothObjects = [current, value].every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
    out[key] = bothObjects ? mergeJson(current as Record<string, unknown>, value as Record<string, unknown>) : value;
  }
  return out;
}

/**
 * Puts a fragment of object properties next to the property `sibling` of a config file, with the
 * same indentation: what "add X next to `server`" asks of the reader.
 */
export function insertNextTo(config: string, sibling: string, fragment: string): string | undefined {
  const lines = config.split('\n');
  const index = lines.findIndex((line) => new RegExp(`^\\s*${sibling}\\s*:`).test(line));
  if (index === -1) return undefined;
  const block = fragment.replace(/\s+$/, '').split('\n');
  lines.splice(index, 0, ...block);
  return lines.join('\n');
}

/** Writes the two apps under `root` from the page, in the order the page's steps give. */
export function assembleQuickStart(root: string, pageFile = QUICK_START): QuickStart {
  const page = new TutorialPage(pageFile);
  if (!reuseBuilds) rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };

  // Step 1: `npm create rsbuild@latest -- --dir <app> --template <template>`.
  const shell = page.shellLines();
  const appNames: string[] = [];
  for (const line of shell) {
    const create = /^npm create rsbuild@\S+\s+--\s+(.*)$/.exec(line);
    if (!create) continue;
    const dir = /--dir\s+(\S+)/.exec(create[1])?.[1];
    const template = /--template\s+(\S+)/.exec(create[1])?.[1];
    if (!dir || template !== 'react-ts') throw page.error(`the runner scaffolds \`--dir <app> --template react-ts\`; the page runs \`${line}\``);
    appNames.push(dir);
    for (const [file, content] of Object.entries(reactTsTemplate)) write(`${dir}/${file}`, content(dir));
  }
  if (appNames.length !== 2) throw page.error(`expected two \`npm create rsbuild\` commands (producer and consumer), found ${appNames.length}`);

  // Steps 2 and later: every complete file the page prints for an app.
  const pageFiles = new Map<string, string>();
  for (const app of appNames) for (const [title, code] of page.completeBlocksUnder(`${app}/`)) pageFiles.set(title, code);
  for (const [title, code] of pageFiles) write(title, code);

  // The packages the page's files import must come from the template or an install command on the page.
  const installed = new Set(templatePackages);
  for (const command of page.packageManagerCommands()) {
    const add = /^add\s+(.*)$/.exec(command.trim());
    if (add) for (const word of add[1].split(/\s+/)) if (!word.startsWith('-')) installed.add(packageOf(word));
  }
  for (const [title, code] of pageFiles) {
    for (const specifier of importedModules(code)) {
      const pkg = packageOf(specifier);
      if (appNames.includes(pkg)) continue; // a federated module such as provider/Button
      if (!installed.has(pkg)) throw page.error(`${title} imports ${specifier}, but neither the react-ts template nor an install command on the page adds ${pkg}`);
    }
  }

  // Step 5: the renames (`mv provider/src/index.tsx provider/src/bootstrap.tsx`), then the one-line entry in each app.
  for (const line of shell) {
    const mv = /^mv\s+(\S+)\s+(\S+)$/.exec(line);
    if (!mv) continue;
    try {
      renameSync(join(root, mv[1]), join(root, mv[2]));
    } catch (error) {
      throw page.error(`\`${line}\` failed: ${(error as Error).message}`);
    }
  }
  const entry = page.code('src/index.tsx');
  for (const app of appNames) write(`${app}/src/index.tsx`, entry);

  // Fragments, applied as the prose says: the tsconfig `paths` merged into the generated tsconfig...
  for (const app of appNames) {
    const title = `${app}/tsconfig.json`;
    if (!page.blocks.some((block) => block.title === title && block.fragment)) continue;
    const file = join(root, title);
    let fragment: Record<string, unknown>;
    try {
      fragment = JSON.parse(page.code(title, 'fragment')) as Record<string, unknown>;
    } catch (error) {
      throw page.error(`the ${title} fragment is not valid JSON: ${(error as Error).message}`);
    }
    writeFileSync(file, `${JSON.stringify(mergeJson(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, fragment), null, 2)}\n`);
  }
  // ...and the production `output.assetPrefix` "next to `server`" in the producer's configuration.
  for (const app of appNames) {
    const title = `${app}/rsbuild.config.ts`;
    if (!page.blocks.some((block) => block.title === title && block.fragment)) continue;
    const file = join(root, title);
    const merged = insertNextTo(readFileSync(file, 'utf8'), 'server', page.code(title, 'fragment'));
    if (!merged) throw page.error(`cannot place the ${title} fragment: the configuration has no \`server\` property to put it next to`);
    writeFileSync(file, merged);
  }

  // Ports and roles, read from the configurations the page prints.
  const apps = appNames.map((name): QuickStartApp => {
    const config = readFileSync(join(root, name, 'rsbuild.config.ts'), 'utf8');
    const port = /\bport\s*:\s*(\d+)/.exec(config)?.[1];
    if (!port) throw page.error(`${name}/rsbuild.config.ts sets no server.port`);
    return { name, dir: join(root, name), pagePort: Number(port) };
  });
  const configOf = (app: QuickStartApp) => readFileSync(join(app.dir, 'rsbuild.config.ts'), 'utf8');
  const producer = apps.find((app) => /\bexposes\s*:/.test(configOf(app)));
  const consumer = apps.find((app) => /\bremotes\s*:/.test(configOf(app)));
  if (!producer || !consumer) throw page.error('expected one app whose configuration has `exposes` and one with `remotes`');

  // The production commands: `cd <app> && npm run build && npm run preview`.
  const scripts = new Map<string, string[]>();
  for (const line of shell) {
    const parts = line.split('&&').map((part) => part.trim());
    const cd = /^cd\s+(\S+)$/.exec(parts[0] ?? '');
    if (!cd || !appNames.includes(cd[1]) || !parts.includes('npm run build')) continue;
    scripts.set(
      cd[1],
      parts.slice(1).map((part) => {
        const run = /^npm run (\S+)$/.exec(part);
        if (!run) throw page.error(`the runner runs \`npm run <script>\` commands; the page runs \`${part}\``);
        return run[1];
      }),
    );
  }
  for (const app of appNames) {
    const steps = scripts.get(app);
    if (!steps || steps[steps.length - 1] !== 'preview' || !steps.includes('build')) {
      throw page.error(`expected a \`cd ${app} && npm run build && npm run preview\` command for the production run`);
    }
  }
  return { page, root, apps, producer, consumer, scripts };
}

export interface BuiltQuickStart extends QuickStart {
  servers: Map<string, ServerProcess>;
  /** Local URL (`http://127.0.0.1:<free port>`) of each app's preview server, by app name. */
  localOrigin: Map<string, string>;
  timings: Record<string, number>;
  stop: () => Promise<void>;
}

/** Runs each app's commands from the page: the builds side by side, then the preview servers on free ports. */
export async function buildAndServeQuickStart(quickStart: QuickStart): Promise<BuiltQuickStart> {
  const { page, apps, scripts } = quickStart;
  const timings: Record<string, number> = {};
  await Promise.all(
    apps.map(async (app) => {
      if (reuseBuilds && existsSync(join(app.dir, 'dist/index.html'))) return;
      for (const script of scripts.get(app.name)!.slice(0, -1)) {
        try {
          const result = await runCommand('npm', ['run', script], { cwd: app.dir, what: `npm run ${script} in ${app.name}` });
          timings[`${app.name}: npm run ${script}`] = result.ms;
        } catch (error) {
          throw page.error((error as Error).message);
        }
      }
    }),
  );
  const servers = new Map<string, ServerProcess>();
  const localOrigin = new Map<string, string>();
  const stop = async () => {
    await Promise.all([...servers.values()].map((server) => server.stop()));
  };
  try {
    for (const app of apps) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      servers.set(
        app.name,
        await startServer('npm', ['run', 'preview', '--', '--port', String(port), '--host', '127.0.0.1'], {
          cwd: app.dir,
          url: `${origin}/`,
          what: `npm run preview in ${app.name}`,
        }),
      );
      localOrigin.set(app.name, origin);
    }
  } catch (error) {
    await stop();
    throw page.error((error as Error).message);
  }
  return { ...quickStart, servers, localOrigin, timings, stop };
}
