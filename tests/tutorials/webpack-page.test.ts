/**
 * docs/en/guide/basic/webpack.mdx, built as the page prints it with the webpack the page names: its
 * consumer config whole, its producer as that config with the page's producer fragment in place of the
 * consumer's dev server and plugins. The page does not print the app's own files; they are the ones its
 * prose describes (`src/index.js` only imports `./bootstrap`). Also what the page says about webpack
 * versions and about `"type": "commonjs"`, each with the error text it quotes.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, TutorialPage } from './page';

const PAGE = 'docs/en/guide/basic/webpack.mdx';
const page = new TutorialPage(PAGE);
const require = createRequire(import.meta.url);

// Inside the repository, so that the apps resolve the packages and loaders from its node_modules.
mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
const scratch = mkdtempSync(join(repoRoot, '.tmp', 'webpack-page-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const consumerConfig = page.code('webpack.config.js');
const producerConfig = (() => {
  const fragment = page.code('webpack.config.js', 'fragment');
  const start = consumerConfig.indexOf('  devServer: {');
  const end = consumerConfig.lastIndexOf('  ],\n};');
  if (start < 0 || end < 0) throw page.error('the consumer config has no devServer … plugins part for the producer fragment to replace');
  return `${consumerConfig.slice(0, start)}${fragment.trimEnd()}\n};\n`.replace("uniqueName: 'shell'", "uniqueName: 'provider'");
})();

/** Writes one app as the page describes it; `type` is the package.json field, when the test sets one. */
function writeApp(name: string, config: string, type?: string): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name, version: '1.0.0', private: true, ...(type ? { type } : {}) })}\n`);
  writeFileSync(join(dir, 'webpack.config.js'), config);
  writeFileSync(join(dir, 'src/index.js'), "import('./bootstrap');\n");
  writeFileSync(join(dir, 'src/bootstrap.jsx'), "import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.body.appendChild(document.createElement('div'))).render(<p>ready</p>);\n");
  writeFileSync(join(dir, 'src/Button.jsx'), 'export default function Button() {\n  return <button type="button">Button</button>;\n}\n');
  return dir;
}

/**
 * Builds an app the way a reader's `npx webpack` does: in a Node process started in the app's folder
 * (the plugin writes its generated entry under the working directory's node_modules, where the app's
 * package.json decides how it is parsed). `extraRule` is a module rule added to the page's config.
 * Resolves with the error messages webpack reports.
 */
function build(dir: string, extraRule?: string): Promise<string[]> {
  const script = `
    const webpack = require(${JSON.stringify(require.resolve('webpack'))});
    const config = require('./webpack.config.js');
    ${extraRule ? `config.module.rules.push(${extraRule});` : ''}
    webpack({ ...config, mode: 'production', infrastructureLogging: { level: 'error' } }, (error, stats) => {
      if (error) throw error;
      process.stdout.write(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message)));
    });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', script], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${PAGE}: the build in ${dir} stopped: ${stderr || error.message}`));
      resolve(JSON.parse(stdout) as string[]);
    });
  });
}

describe(`${PAGE}: the sample builds with the webpack the page names`, () => {
  it('names the installed webpack as the tested version', () => {
    const installed = (require('webpack/package.json') as { version: string }).version;
    expect(page.source).toContain(`tested with webpack ${installed}`);
  });

  it('"What if the build fails?": the plugin loads the file that webpack 5.112.x lacks, and the tested webpack has it', () => {
    const utils = readFileSync(join(repoRoot, 'node_modules/@module-federation/enhanced/dist/src/lib/container/runtime/utils.js'), 'utf8');
    expect(utils).toMatch(/require\([^;]*["']webpack\/lib\/util\/extractUrlAndGlobal["']\)/);
    expect(() => require.resolve('webpack/lib/util/extractUrlAndGlobal')).not.toThrow();
    expect(page.source).toContain("Cannot find module 'webpack/lib/util/extractUrlAndGlobal'");
  });

  it('"Configure a producer": the producer builds and its Manifest exposes ./Button', async () => {
    const dir = writeApp('provider', producerConfig);
    expect(await build(dir)).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(dir, 'dist/mf-manifest.json'), 'utf8')) as { exposes: Array<{ path: string }> };
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./Button']);
    expect(readFileSync(join(dir, 'dist/remoteEntry.js'), 'utf8').length).toBeGreaterThan(1000);
  }, 120_000);

  it('"Configure a consumer": the consumer builds', async () => {
    const dir = writeApp('shell', consumerConfig);
    expect(await build(dir)).toEqual([]);
    expect(readFileSync(join(dir, 'dist/index.html'), 'utf8')).toContain('<script');
  }, 120_000);

  it('"What if the build fails?": "type": "commonjs" fails as the page quotes, and the rule it gives fixes it', async () => {
    const dir = writeApp('commonjs-shell', consumerConfig, 'commonjs');
    const errors = await build(dir);
    expect(errors.join('\n')).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    expect(page.source).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    const rule = page.source.match(/\{ test: \/[^\n]*federation[^\n]*\/, type: 'javascript\/auto' \}/);
    if (!rule) throw page.error('the page gives no javascript/auto rule for the generated .federation entry');
    expect(await build(dir, rule[0])).toEqual([]);
  }, 120_000);
});
