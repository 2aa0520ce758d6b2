import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForReady } from '../support/console';

const pages = [
  { name: 'home', path: '/', locale: 'en-US' },
  { name: 'English doc page', path: '/configure/shared', locale: 'en-US' },
  { name: 'Chinese doc page', path: '/zh/guide/start/quick-start', locale: 'zh-CN' },
  { name: '404 page', path: '/no/such/page', locale: 'en-US' },
];

for (const { name, path, locale } of pages) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${name}, ${scheme}`, () => {
      // The theme follows the system preference until the reader picks one.
      test.use({ locale, colorScheme: scheme });
      test(`axe finds no serious or critical WCAG 2 A/AA violation on the ${name} in ${scheme} mode`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'load' });
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .flatMap((violation) =>
            violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.html.slice(0, 120)}`),
          );
        expect(serious).toEqual([]);
      });
    });
  }
}


for (const { lang, path, locale, query } of [
  { lang: 'en', path: '/configure/shared', locale: 'en-US', query: 'singleton' },
  { lang: 'zh', path: '/zh/configure/shared', locale: 'zh-CN', query: '共享' },
]) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`search modal (${lang}), ${scheme}`, () => {
      test.use({ locale, colorScheme: scheme });
      test(`axe finds no serious or critical violation with the ${lang} search modal open and showing hits in ${scheme} mode`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'load' });
        await waitForReady(page);
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('combobox').fill(query);
        await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
        const results = await new AxeBuilder({ page })
          .include('#search-container')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
        expect(serious).toEqual([]);
      });
    });
  }
}
