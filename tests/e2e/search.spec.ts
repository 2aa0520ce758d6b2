import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../support/console';

/** Opens the modal with the navbar button and returns the dialog. */
async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^(Search|搜索)$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const cases = [
  { lang: 'en', path: '/configure/shared', locale: 'en-US', button: 'Search', placeholder: 'Search Docs', query: 'requiredVersion', expected: '/configure/shared#requiredversion', cancel: 'Cancel', none: 'No results for "qqqzzzxx"', hint: 'Please try again with a different keyword' },
  { lang: 'zh', path: '/zh/configure/shared', locale: 'zh-CN', button: '搜索', placeholder: '搜索文档', query: '单例', expected: '/zh/configure/shared', cancel: '取消', none: '没有找到与“qqqzzzxx”相关的结果', hint: '请换一个关键词再试' },
] as const;

for (const c of cases) {
  test.describe(`search modal (${c.lang})`, () => {
    test.use({ locale: c.locale });

    test('opens from the button, searches and shows highlighted hits', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(c.path);
      const button = page.getByRole('banner').getByRole('button', { name: c.button, exact: true });
      await expect(button).toBeVisible();
      const dialog = await openSearch(page);
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(page.locator('#search-container')).toContainText('');
      const input = dialog.getByRole('combobox');
      await expect(input).toHaveAttribute('placeholder', c.placeholder);
      await expect(input).toBeFocused();
      await input.fill(c.query);
      const options = dialog.getByRole('option');
      await expect(options.first()).toBeVisible();
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expect(options.first().locator('a')).toHaveAttribute('href', new RegExp(c.expected.replace(/[#/]/g, (m) => `\\${m}`)));
      await expect(options.first().locator('mark').first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
