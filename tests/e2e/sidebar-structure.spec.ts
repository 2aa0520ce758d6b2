import { expect, test } from '@playwright/test';
import { waitForReady } from '../support/console';

// The practice sidebar carries a section header and a dashed divider (docs/*/practice/_meta.json), the
// configuration sidebar an svg tag on the experiments page (English only).
for (const { lang, path, header } of [
  { lang: 'en', path: '/practice/overview', header: 'By topic' },
  { lang: 'zh', path: '/zh/practice/overview', header: '按主题分类' },
]) {
  test.describe(`${lang} sidebar structure`, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1440, height: 900 } });
    test('shows the section header and the dashed divider from _meta.json, in order', async ({ page }) => {
      await page.goto(path);
      const sidebar = page.locator('aside').first();
      const heading = sidebar.getByText(header, { exact: true });
      await expect(heading).toBeVisible();
      const divider = sidebar.locator('[role="separator"].mf-sidebar-divider--dashed');
      await expect(divider).toHaveCount(1);
      const borderStyle = await divider.evaluate((element) => getComputedStyle(element).borderTopStyle);
      expect(borderStyle).toBe('dashed');
      // Header above the Bridge group, divider right before Scenarios.
      const order = await sidebar.locator('li').evaluateAll((items) =>
        items.map((item) => (item.getAttribute('role') === 'separator' ? '---' : (item.textContent ?? '').trim().slice(0, 12))),
      );
      const dividerAt = order.indexOf('---');
      expect(order.findIndex((text) => text.startsWith(header.slice(0, 5)))).toBeLessThan(dividerAt);
      expect(order[dividerAt + 1]).toMatch(lang === 'zh' ? /场景/ : /Scenarios/);
    });
  });
}

test('an svg tag from _meta.json shows next to its sidebar entry', async ({ page }) => {
  await page.goto('/configure/shared');
  await waitForReady(page);
  const entry = page.locator('aside').first().locator('a[href="/configure/experiments"]');
  await expect(entry).toBeVisible();
  const tag = entry.locator('..').locator('.mf-tag--markup svg');
  await expect(tag).toHaveCount(1);
  await expect(tag).toHaveAttribute('aria-hidden', 'true');
});

test('sidebar entries of pages whose h1 carries a badge read as plain text', async ({ page }) => {
  for (const [path, lang] of [
    ['/configure/shared', 'en-US'],
    ['/plugin/dev/', 'en-US'],
    ['/zh/plugin/dev/', 'zh-CN'],
  ] as const) {
    await page.goto(path);
    const text = await page.locator('aside').first().innerText();
    expect(text, `${path} (${lang})`).not.toContain('<Badge');
  }
});
