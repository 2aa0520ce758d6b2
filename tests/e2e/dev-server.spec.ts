import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// `npm run dev` as a writer uses it: the dev server compiles the docs with every plugin (the data
// trimming of plugins/lean-page-data runs there too) and a page renders in the browser.
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_DEV_PORT || 4610);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
// The e2e suite serves doc_build while this runs: the dev server's compiles must not touch its files.
const built = path.join(root, 'doc_build/static');
const indexFiles = () => (existsSync(built) ? readdirSync(built).filter((name) => name.startsWith('search_index.')).sort() : []);
let indexFilesBefore: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  indexFilesBefore = indexFiles();
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

test('the dev server search answers from an index it builds on first open, and leaves the built site alone', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto(`${origin}/zh/configure/shared`);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('singleton');
  await expect(dialog.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
  expect(requested.some((url) => url.endsWith('/static/search_index.zh.dev.json'))).toBe(true);
  expect(indexFiles()).toEqual(indexFilesBefore);
});

test.describe('pages added while the dev server runs', () => {
  const devPort = port + 1;
  const devOrigin = `http://127.0.0.1:${devPort}`;
  let docs = '';
  let copyServer: ChildProcess | undefined;
  const output: string[] = [];

  test.beforeAll(async () => {
    // A copy of the docs, so that the pages this test adds never reach the real ones.
    docs = path.join(mkdtempSync(path.join(tmpdir(), 'mf-dev-pages-')), 'docs');
    cpSync(path.join(root, 'docs'), docs, { recursive: true });
    copyServer = spawn(process.execPath, [`${root}node_modules/@rspress/core/bin/rspress.js`, 'dev', '-c', `${root}bench/scale/config.ts`, '--port', String(devPort), '--host', '127.0.0.1'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BENCH_SCALE_ROOT: docs, FORCE_COLOR: '0' },
    });
    for (const stream of [copyServer.stdout, copyServer.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await expect.poll(async () => (await fetch(`${devOrigin}/`).catch(() => null))?.ok ?? false, { timeout: 90_000 }).toBe(true);
  });

  test.afterAll(() => {
    copyServer?.kill();
    if (docs) rmSync(path.dirname(docs), { recursive: true, force: true });
  });

  test('a new page opens, a renamed one moves and a removed one is gone, with no restart', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const heading = (route: string) => async () => {
      await page.goto(`${devOrigin}${route}`);
      return (await page.locator('h1').first().textContent({ timeout: 5000 }).catch(() => '')) ?? '';
    };
    const added = path.join(docs, 'zh/guide/start/dev-added.mdx');
    writeFileSync(added, '---\ndescription: 开发服务器运行时新增的页面。\n---\n\n# 新增页面\n\n正文。\n');
    await expect.poll(heading('/zh/guide/start/dev-added'), { timeout: 30_000 }).toContain('新增页面');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

    renameSync(added, path.join(docs, 'zh/guide/start/dev-moved.mdx'));
    await expect.poll(heading('/zh/guide/start/dev-moved'), { timeout: 30_000 }).toContain('新增页面');
    // The Chinese 404 page's heading: the old route is gone, not merely failing.
    await expect.poll(heading('/zh/guide/start/dev-added'), { timeout: 30_000 }).toContain('页面未找到');

    rmSync(path.join(docs, 'zh/guide/start/dev-moved.mdx'));
    await expect.poll(heading('/zh/guide/start/dev-moved'), { timeout: 30_000 }).toContain('页面未找到');
    expect(output.join('')).not.toMatch(/restarting/i);
  });
});
