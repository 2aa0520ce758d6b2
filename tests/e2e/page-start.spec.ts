import { expect, test, type Page } from '@playwright/test';
import { SCRIPTS_ATTRIBUTE } from '../../shared/page-start';
import { holdAppStart } from '../support/hold-start';
import { settle, watchConsole } from '../support/console';

/** The app's scripts (under /static/js/, not lazy chunks) the page asked for, in the order asked. */
function appScriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/static\/js\/[^/]+\.js$/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

const painted = (page: Page) => page.evaluate(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'));

for (const { lang, path, heading, locale, search } of [
  { lang: 'en', path: '/configure/shared', heading: 'shared', locale: 'en-US', search: 'Search' },
  { lang: 'zh', path: '/zh/configure/shared', heading: 'shared', locale: 'zh-CN', search: '搜索' },
]) {
  test.describe(`page start (${lang})`, () => {
    test.use({ locale });

    test('the page is painted before it asks for the app, then asks for its scripts in order and starts', async ({ page }) => {
      const problems = watchConsole(page);
      const requested = appScriptRequests(page);
      const start = await holdAppStart(page);
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => painted(page)).toBe(true);
      // Painted, parsed and loaded, and not one app script asked for while the start waits for its frame.
      expect(requested).toEqual([]);
      expect(await page.locator(`head script[src]`).count()).toBe(0);
      const listed = (await page.locator(`body > script[${SCRIPTS_ATTRIBUTE}]`).getAttribute(SCRIPTS_ATTRIBUTE))!.split(' ');
      expect(listed.length).toBeGreaterThan(1);
      expect(listed.at(-1)).toMatch(/\/index\.[0-9a-f]+\.js$/);

      await start.release();
      await expect.poll(() => start.appRunning()).toBe(true);
      expect(requested.slice(0, listed.length)).toEqual(listed);
      await settle(page);
      expect(problems).toEqual([]);
    });

    test('a click on a button of the frame before the app runs is given to it once the app is ready', async ({ page }) => {
      const problems = watchConsole(page);
      const start = await holdAppStart(page);
      await page.goto(path, { waitUntil: 'load' });
      await page.getByRole('banner').getByRole('button', { name: search, exact: true }).click();
      expect(await start.appRunning()).toBe(false);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await start.release();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test('a click on a code block button inside a tab set before the app runs is given to it once the app is ready', async ({ page }) => {
      const start = await holdAppStart(page);
      await page.goto(`${lang === 'zh' ? '/zh' : ''}/guide/start/quick-start`, { waitUntil: 'load' });
      const wrap = page.locator('.mf-tabs [role="tabpanel"]:visible .mf-code__wrap').first();
      await expect(wrap).toHaveAttribute('aria-pressed', 'false');
      await wrap.click();
      expect(await start.appRunning()).toBe(false);
      await start.release();
      await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    });

    test('a page opened in a hidden tab starts its app without waiting for a frame', async ({ page }) => {
      const start = await holdAppStart(page);
      await page.addInitScript(() => Object.defineProperty(Document.prototype, 'hidden', { get: () => true }));
      await page.goto(path, { waitUntil: 'load' });
      await expect.poll(() => start.appRunning()).toBe(true);
    });
  });
}
