import { expect, test } from '@playwright/test';
import { waitForReady, watchConsole } from '../support/console';

/** The live ```tsx preview block on the React bridge page renders its component in both languages. */
for (const [lang, path, locale, hide, show] of [
  ['en', '/practice/bridge/react-bridge', 'en-US', 'Hide code', 'Show code'],
  ['zh', '/zh/practice/bridge/react-bridge', 'zh-CN', '隐藏代码', '显示代码'],
] as const) {
  test.describe(`live preview (${lang})`, () => {
    test.use({ locale });

    test('renders the result, reacts to clicks and shows its code with a localized toggle', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path, { waitUntil: 'load' });
      await waitForReady(page);
      const preview = page.locator('.mf-preview').first();
      await expect(preview).toContainText('Orders of customer c-1042');
      await expect(preview).toContainText('Consumer received: 0 selected');
      await preview.getByRole('button', { name: 'Select an order (0)' }).click();
      await expect(preview).toContainText('Consumer received: 1 selected');
      await expect(preview.getByRole('button', { name: 'Select an order (1)' })).toBeVisible();

      // The result and its code both show; the toggle hides and shows the code, saying which it does.
      const code = preview.locator('.mf-preview__code');
      await expect(code).toBeVisible();
      await expect(code).toContainText('export default function ConsumerPreview()');
      const toggle = preview.getByRole('button', { name: hide });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(code).toBeHidden();
      await expect(preview.getByRole('button', { name: show })).toHaveAttribute('aria-expanded', 'false');
      await preview.getByRole('button', { name: show }).click();
      await expect(code).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}

test('the preview follows dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
  await page.goto('/practice/bridge/react-bridge', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  const preview = page.locator('.mf-preview').first();
  await expect(preview).toContainText('Orders of customer c-1042');
  const color = await preview.locator('p').first().evaluate((element) => getComputedStyle(element).color);
  const channels = color.match(/\d+/g)?.slice(0, 3).map(Number) ?? [0, 0, 0];
  // Light text on the dark page.
  expect(Math.min(...channels)).toBeGreaterThan(150);
});
