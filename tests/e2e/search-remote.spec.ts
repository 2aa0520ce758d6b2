/**
 * Remote mode against a mock search server that this test starts. The site is built once, in local
 * mode; rather than a second build, the test swaps the search manifest inside the lazily loaded search
 * chunk as the browser receives it for one in remote mode (the manifest the build plugin writes for
 * `pluginSearchIndex({ mode: 'remote', ... })`), so the real remote code path runs against the server.
 * The manifest is found by what it is (a string literal holding the manifest's JSON), not by how the
 * minifier happened to print it, and every test checks that the remote path really ran.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { expect, test, type Page } from '@playwright/test';

let server: Server;
let api = '';
let deadPort = 0;
const requests: URL[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requests.push(url);
    response.setHeader('access-control-allow-origin', '*');
    const keyword = url.searchParams.get('keyword') ?? '';
    if (keyword === 'status') {
      response.statusCode = 500;
      response.end('boom');
    } else if (keyword === 'malformed') {
      response.end('[{"index": ');
    } else if (keyword === 'slow') {
      setTimeout(() => response.end('[]'), 3000);
    } else {
      response.setHeader('content-type', 'application/json');
      setTimeout(() => response.end(JSON.stringify([
        { index: 'docs', hits: [{ type: 'title', title: `Docs about ${keyword}`, header: '', statement: '', link: '/guide/basic/runtime', group: 'Guide', highlightInfoList: [{ start: 11, length: keyword.length }] }] },
        { index: 'blog', hits: [{ type: 'content', title: 'A blog post', header: 'Intro', statement: `Text with ${keyword} <b>inside</b>`, link: '/blog/announcement', group: 'Blog', highlightInfoList: [{ start: 10, length: keyword.length }] }] },
      ])), 400);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

test.afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The origin the site is served from in these tests (playwright.config.ts). */
const siteOrigin = `http://127.0.0.1:${process.env.E2E_PORT || 4173}`;

async function remoteMode(page: Page, apiUrl: string) {
  // The modal calls a same-origin path that the test forwards to the mock server (or to a closed port).
  // A cross-origin call would need the site's Content Security Policy to list the API in connect-src,
  // and Chromium also guards requests from a page to loopback addresses; a published site in remote mode
  // names its real API host in its policy.
  const proxyPath = '/__mock-search/api/search';
  const remote = {
    mode: 'remote', versioned: true, searchLoading: true,
    searchIndexes: [{ value: 'docs', label: 'Docs index' }, { value: 'blog', label: 'Blog index' }],
    apiUrl: `${siteOrigin}${proxyPath}`, timeout: 1500, limit: 7,
  };
  let forwarded = 0;
  await page.route(`**${proxyPath}?*`, async (route) => {
    forwarded++;
    const target = `${apiUrl}${new URL(route.request().url()).search}`;
    try {
      const response = await route.fetch({ url: target });
      await route.fulfill({ response });
    } catch {
      await route.abort('connectionrefused');
    }
  });
  let swapped = 0;
  // Every script the site serves passes through; only the one holding the manifest changes.
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const patched = withSearchConfig(await response.text(), remote);
    swapped += patched.swapped;
    await route.fulfill({ response, body: patched.body });
  });
  return {
    /** How many search manifests were swapped (exactly one: the search chunk's). */
    swapped: () => swapped,
    /** Requests that reached the (forwarded) search API. */
    calls: () => forwarded,
  };
}

/**
 * Replaces the config of the search manifest found in a chunk: the JavaScript string literal whose value
 * is JSON with `config` and `files`, whatever quotes or key order the minifier chose.
 */
function withSearchConfig(body: string, config: Record<string, unknown>): { body: string; swapped: number } {
  for (let marker = body.indexOf('searchIndexes'); marker >= 0; marker = body.indexOf('searchIndexes', marker + 1)) {
    for (let start = marker; start >= Math.max(0, marker - 4000); start--) {
      const quote = body[start];
      if (quote !== "'" && quote !== '"' && quote !== '`') continue;
      let end = start + 1;
      while (end < body.length && body[end] !== quote) end += body[end] === '\\' ? 2 : 1;
      if (end <= marker) continue;
      let manifest: { config?: unknown; files?: unknown };
      try {
        manifest = JSON.parse(runInNewContext(body.slice(start, end + 1)) as string) as typeof manifest;
      } catch {
        continue;
      }
      if (!manifest || typeof manifest !== 'object' || !manifest.config || !manifest.files) continue;
      const literal = JSON.stringify(JSON.stringify({ ...manifest, config }));
      return { body: body.slice(0, start) + literal + body.slice(end + 1), swapped: 1 };
    }
  }
  return { body, swapped: 0 };
}

async function open(page: Page) {
  await page.goto('/guide/start/');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('dialog');
}

test('remote success: request shape, tabs from the configured indexes, loading icon, new tab for other tabs', async ({ page, context }) => {
  const remote = await remoteMode(page, api);
  const dialog = await open(page);
  const indexFiles: string[] = [];
  page.on('request', (request) => request.url().includes('/static/search_index.') && indexFiles.push(request.url()));
  await expect(dialog.getByRole('tab')).toHaveText(['Docs index', 'Blog index']);
  await dialog.getByRole('combobox').fill('loadRemote');
  await expect(dialog.getByRole('status')).toBeVisible();
  await expect(dialog.getByRole('option').first()).toContainText('Docs about loadRemote');
  await expect(dialog.getByRole('status')).toBeHidden();
  const last = requests[requests.length - 1];
  expect(Object.fromEntries(last.searchParams)).toEqual({ keyword: 'loadRemote', limit: '7', searchIndexes: 'docs,blog', lang: 'en' });
  expect(remote.swapped()).toBe(1);
  expect(remote.calls()).toBeGreaterThan(0);
  // Remote mode reads no local index.
  expect(indexFiles).toEqual([]);
  await dialog.getByRole('tab', { name: 'Blog index' }).click();
  await expect(dialog.getByRole('tab', { name: 'Blog index' })).toHaveAttribute('aria-selected', 'true');
  const hit = dialog.getByRole('option').first();
  await expect(hit).toContainText('Text with loadRemote <b>inside</b>');
  await expect(hit.locator('mark')).toHaveText('loadRemote');
  await expect(hit).toHaveAttribute('target', '_blank');
  const popup = context.waitForEvent('page');
  await dialog.getByRole('combobox').press('Enter');
  expect((await popup).url()).toContain('/blog/announcement');
});

for (const [name, keyword, apiUrl] of [
  ['a non-2xx answer', 'status', ''],
  ['malformed JSON', 'malformed', ''],
  ['a timeout', 'slow', ''],
  ['a network error', 'anything', 'dead'],
] as const) {
  test(`remote failure (${name}) is logged, shows no results and the modal keeps working`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const remote = await remoteMode(page, apiUrl === 'dead' ? `http://127.0.0.1:${deadPort}/api/search` : api);
    const dialog = await open(page);
    await expect(dialog.getByRole('tab')).toHaveText(['Docs index', 'Blog index']);
    const input = dialog.getByRole('combobox');
    await input.fill(keyword);
    await expect(dialog.getByText(`No results for "${keyword}"`)).toBeVisible({ timeout: 6000 });
    expect(remote.swapped()).toBe(1);
    expect(remote.calls()).toBeGreaterThan(0);
    expect(warnings.some((text) => text.includes('[search] remote search'))).toBe(true);
    await input.fill('');
    await dialog.getByRole('button', { name: 'Clear search' }).click();
    await expect(dialog).toBeHidden();
  });
}
