import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// `npm run dev` as a writer uses it: the dev server compiles the docs with every plugin (the data
// trimming of plugins/lean-page-data runs there too) and a page renders in the browser.
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_DEV_PORT || 4610);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  server = spawn(process.execPath, [`${root}node_modules/@rspress/core/bin/rspress.js`, 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the dev server did not answer within 90 s');
});

test.afterAll(() => {
  server?.kill();
});

test('the dev server renders pages of both languages, with the overview and the footer data', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/configure/`);
  await expect(page.locator('h1').first()).toContainText('Configuration overview', { timeout: 60_000 });
  await expect(page.locator('.mf-overview__card').first()).toBeVisible();
  await page.locator('.mf-pager a[rel="next"]').click();
  await expect(page).toHaveURL(`${origin}/configure/name`);
  await expect(page.locator('.mf-doc-footer time')).toBeVisible();
  await page.goto(`${origin}/zh/guide/basic/runtime`);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  expect(errors).toEqual([]);
});
