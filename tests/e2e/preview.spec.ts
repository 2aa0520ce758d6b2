import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';

/** The live ```tsx preview block on the React bridge page renders its component in both languages. */
for (const [lang, path, locale] of [
  ['en', '/practice/bridge/react-bridge', 'en-US'],
  ['zh', '/zh/practice/bridge/react-bridge', 'zh-CN'],
] as const) {
  test.describe(`live preview (${lang})`, () => {
    test.use({ locale });

    test('renders the result, reacts to clicks and shows its code', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path, { waitUntil: 'load' });
      const preview = page.locator('.rp-preview').first();
      await expect(preview).toContainText('Orders of customer c-1042');
      await expect(preview).toContainText('Consumer received: 0 selected');
      await preview.getByRole('button', { name: 'Select an order (0)' }).click();
      await expect(preview).toContainText('Consumer received: 1 selected');
      await expect(preview.getByRole('button', { name: 'Select an order (1)' })).toBeVisible();

      const code = preview.locator('.rp-preview--internal__code-wrapper');
      await preview.locator('.rp-preview-operations__button').click();
      await expect(code).toHaveClass(/--visible/);
      await expect(code).toContainText('export default function ConsumerPreview()');
      expect(problems).toEqual([]);
    });
  });
}

test('the preview follows dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
  await page.goto('/practice/bridge/react-bridge', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  const preview = page.locator('.rp-preview').first();
  await expect(preview).toContainText('Orders of customer c-1042');
  const color = await preview.locator('p').first().evaluate((element) => getComputedStyle(element).color);
  const channels = color.match(/\d+/g)?.slice(0, 3).map(Number) ?? [0, 0, 0];
  // Light text on the dark page.
  expect(Math.min(...channels)).toBeGreaterThan(150);
});
