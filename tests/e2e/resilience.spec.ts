import { expect, test } from '@playwright/test';
import { settle, watchConsole } from '../support/console';

test.describe('with localStorage unavailable', () => {
  test.beforeEach(async ({ page }) => {
    // As in some private modes and locked-down browsers: every use of localStorage throws.
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('localStorage is disabled', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
    });
  });

  for (const [path, locale, heading] of [
    ['/', 'en-US', undefined],
    ['/configure/shared', 'en-US', /shared/],
    ['/zh/guide/start/quick-start', 'zh-CN', /快速上手/],
  ] as const) {
    test.describe(path, () => {
      test.use({ locale, colorScheme: 'dark' });
      test(`${path} renders and its theme falls back to the default (the system's, here dark)`, async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(path, { waitUntil: 'load' });
        const h1 = page.locator('h1').first();
        await expect(h1).toBeVisible();
        if (heading) await expect(h1).toHaveText(heading);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        // Navigation still works client-side.
        await page.locator('header a[href*="/configure/"]').first().click({ timeout: 5_000 });
        await expect(page).toHaveURL(/\/configure\//);
        await expect(page.locator('h1').first()).toBeVisible();
        await settle(page);
        expect(problems.filter((problem) => !/localStorage|SecurityError/.test(problem))).toEqual([]);
        // Rspress's two inline first-paint scripts (theme, first-visit language) read localStorage without
        // a guard; they stop there and the page goes on. Any other uncaught error fails.
        const uncaught = problems.filter((problem) => /pageerror/.test(problem));
        expect(uncaught.filter((problem) => problem !== 'pageerror: localStorage is disabled')).toEqual([]);
        expect(uncaught.length).toBeLessThanOrEqual(2);
      });
    });
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, heading, text, nav] of [
    ['/configure/shared', /shared/, /singleton/, ['/guide/start/', '/configure/']],
    ['/zh/guide/start/quick-start', /快速上手/, /Rsbuild/, ['/zh/guide/start/', '/zh/configure/']],
    ['/', /.+/, /Module Federation/, ['/guide/start/']],
  ] as const) {
    test(`${path} is readable: heading, text and navigation links are in the HTML`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.locator('h1').first();
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(heading);
      await expect(page.locator('main, .rp-doc, body').first()).toContainText(text);
      for (const href of nav) await expect(page.locator(`header a[href="${href}"]`).first()).toBeAttached();
    });
  }
});
