/**
 * The webpack page, run: its producer and consumer (tests/tutorials/webpack-apps.ts) built with the
 * webpack the page names, served at the addresses the page gives (http://localhost:3001 for the
 * producer, http://localhost:3000 for the consumer) and opened in Chromium, as the page's "How do I
 * check that it works?" does. Every failure names the page.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { countReactRenderers } from '../tutorials/browser';
import { repoRoot } from '../tutorials/page';
import { routeAddresses } from '../tutorials/routing';
import { serveApps, type AppServer } from '../tutorials/static-server';
import { BUTTON_TEXT, buildWebpackApp, consumerConfig, producerConfig, WEBPACK_PAGE, webpackPage, writeWebpackApp } from '../tutorials/webpack-apps';

const say = (what: string) => `${WEBPACK_PAGE}: ${what}`;
let scratch = '';
let server: AppServer | undefined;
let dirs: { provider: string; shell: string };

test.describe.configure({ mode: 'default' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  scratch = mkdtempSync(join(repoRoot, '.tmp', 'webpack-run-'));
  dirs = { provider: writeWebpackApp(scratch, 'provider', producerConfig, 'producer'), shell: writeWebpackApp(scratch, 'shell', consumerConfig, 'consumer') };
  const started = Date.now();
  const [providerErrors, shellErrors] = await Promise.all([buildWebpackApp(dirs.provider), buildWebpackApp(dirs.shell)]);
  expect(providerErrors, say('"Configure a producer": the producer builds')).toEqual([]);
  expect(shellErrors, say('"Configure a consumer": the consumer builds')).toEqual([]);
  console.log(`[tutorials] ${WEBPACK_PAGE}: producer and consumer built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  server = await serveApps({ '/provider/': join(dirs.provider, 'dist'), '/shell/': join(dirs.shell, 'dist') });
});

test.afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test(`${WEBPACK_PAGE}: the producer's Manifest lists ./Button, and the consumer shows it on one copy of React`, async ({ browser }) => {
  // "Run npx webpack --mode production in the producer and open dist/mf-manifest.json: exposes lists ./Button."
  const manifest = JSON.parse(readFileSync(join(dirs.provider, 'dist/mf-manifest.json'), 'utf8')) as { exposes: Array<{ path: string }> };
  expect(webpackPage.source, say('the check still names ./Button')).toContain('`exposes` lists `./Button`');
  expect(manifest.exposes.map((expose) => expose.path), say('the Manifest exposes ./Button')).toEqual(['./Button']);

  // "Start both apps … and open http://localhost:3000."
  const context = await browser.newContext();
  await countReactRenderers(context);
  await routeAddresses(context, { 'http://localhost:3000/': `${server!.origin}/shell/`, 'http://localhost:3001/': `${server!.origin}/provider/` });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto('http://localhost:3000/');
  await expect(page.getByRole('button', { name: BUTTON_TEXT }), say("the consumer renders the producer's button")).toBeVisible({ timeout: 20_000 });
  const renderers = await page.evaluate(() => window.__tutorialReactRenderers ?? []);
  expect(renderers.length, say('react-dom is shared as a singleton: one renderer on the page')).toBe(1);
  expect(server!.count('/provider/remoteEntry.js'), say('the consumer loaded the producer through its Manifest')).toBe(1);
  expect(problems, say('no console error')).toEqual([]);
  await context.close();
});
