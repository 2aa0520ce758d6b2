/**
 * docs/en/guide/basic/webpack.mdx, what the page says about webpack versions and about
 * `"type": "commonjs"`, each with the error text it quotes. The page's producer and consumer are built
 * and run in Chromium by tests/e2e/tutorial-webpack.spec.ts (the apps: ./webpack-apps.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './page';
import { buildWebpackApp, consumerConfig, WEBPACK_PAGE, webpackPage as page, writeWebpackApp } from './webpack-apps';

const require = createRequire(import.meta.url);

// Inside the repository, so that the apps resolve the packages and loaders from its node_modules.
mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
const scratch = mkdtempSync(join(repoRoot, '.tmp', 'webpack-page-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe(`${WEBPACK_PAGE}: the webpack the page names`, () => {
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

  it('"What if the build fails?": "type": "commonjs" fails as the page quotes, and the rule it gives fixes it', async () => {
    const dir = writeWebpackApp(scratch, 'commonjs-shell', consumerConfig, 'producer', 'commonjs');
    const errors = await buildWebpackApp(dir);
    expect(errors.join('\n')).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    expect(page.source).toContain("'import' and 'export' may appear only with 'sourceType: module'");
    const rule = page.source.match(/\{ test: \/[^\n]*federation[^\n]*\/, type: 'javascript\/auto' \}/);
    if (!rule) throw page.error('the page gives no javascript/auto rule for the generated .federation entry');
    expect(await buildWebpackApp(dir, rule[0])).toEqual([]);
  }, 120_000);
});
