import { expect, test } from '@playwright/test';
import { settle, watchConsole } from '../support/console';
import { chineseRoutes, englishRoutes } from '../support/routes';

for (const [lang, routes] of [
  ['en', englishRoutes],
  ['zh', chineseRoutes],
] as const) {
  test.describe(`${lang} routes`, () => {
    // A reader whose browser speaks the page's language, so the first-visit redirect stays out of the way.
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    for (const route of routes) {
      test(`${route} answers 200 with its h1 and a clean console`, async ({ page }) => {
        const problems = watchConsole(page);
        const response = await page.goto(route, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const heading = page.locator('h1').first();
        await expect(heading).toBeVisible();
        expect((await heading.innerText()).trim().length).toBeGreaterThan(0);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.trim().length ?? 0).toBeGreaterThan(10);
        // Hydration and lazy effects report before the page settles.
        await settle(page);
        expect(problems).toEqual([]);
      });
    }
  });
}
