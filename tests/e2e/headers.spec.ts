import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { settle, watchConsole } from '../support/console';

const buildDir = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.E2E_DIR || 'doc_build');

/** Records every Content Security Policy violation the page reports, from before its first script. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      log.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const pageTypes = [
  { name: 'home', path: '/', locale: 'en-US', status: 200 },
  { name: 'English doc page', path: '/configure/shared', locale: 'en-US', status: 200 },
  { name: 'Chinese doc page', path: '/zh/guide/start/quick-start', locale: 'zh-CN', status: 200 },
  { name: 'Chinese home', path: '/zh/', locale: 'zh-CN', status: 200 },
  { name: 'blog post', path: '/blog/announcement', locale: 'en-US', status: 200 },
  { name: 'English 404', path: '/no/such/page', locale: 'en-US', status: 404 },
  { name: 'Chinese 404', path: '/zh/no/such/page', locale: 'zh-CN', status: 404 },
];

for (const { name, path, locale, status } of pageTypes) {
  test.describe(name, () => {
    test.use({ locale });
    test(`the ${name} runs under the Content Security Policy without a violation`, async ({ page }) => {
      const problems = watchConsole(page);
      const violations = await watchCsp(page);
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status()).toBe(status);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      await expect(page.locator('h1').first()).toBeVisible();
      // Use the page a little: the theme switch and the other language load code and styles later.
      await page.mouse.wheel(0, 1500);
      await settle(page);
      expect(await violations()).toEqual([]);
      expect(problems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual([]);
    });
  });
}

test('a first visit whose browser language differs is redirected without a CSP violation', async ({ browser }) => {
  // The first-visit language redirect is one of the two inline scripts the policy allows by hash.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const violations = await watchCsp(page);
  await page.goto('/guide/start/quick-start');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  expect(await violations()).toEqual([]);
  await context.close();
});

test('pages carry nosniff, a referrer policy and no long-lived caching', async ({ request }) => {
  for (const path of ['/', '/configure/shared', '/zh/', '/no/such/page', '/favicon.ico', '/sitemap.xml']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['cache-control'], path).not.toMatch(/immutable|max-age=[1-9]/);
  }
});

test('hashed assets under /static/ are cached for a year, and every file there is hashed', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/static/js/"]').first().getAttribute('src');
  const headers = (await request.get(script as string)).headers();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // "immutable" is only true of files whose address changes with their content: a content hash in the
  // name, or (lazy chunks) a folder named by the build's hash, which every change to the build renews.
  const unhashed: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      const path = relative(buildDir, file);
      if (statSync(file).isDirectory()) walk(file);
      else if (!/[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(map|LICENSE\.txt))?$/.test(name) && !/^static\/js\/async\/[0-9a-f]{10}\/[^/]+\.js(\.(map|LICENSE\.txt))?$/.test(path)) unhashed.push(path);
    }
  };
  walk(join(buildDir, 'static'));
  expect(unhashed).toEqual([]);
});

test('the host configuration file is not served', async ({ request }) => {
  expect((await request.get('/_headers')).status()).toBe(404);
});
