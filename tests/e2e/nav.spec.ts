import { expect, test } from '@playwright/test';

const navItems = {
  en: {
    path: '/guide/start/',
    links: [
      ['Guide', '/guide/start/'],
      ['Practice', '/practice/overview'],
      ['Configuration', '/configure/'],
      ['Plugins', '/plugin/dev/'],
      ['Showcase', '/showcase/'],
      ['Blog', '/blog/announcement'],
    ],
    ecosystem: 'Ecosystem',
  },
  zh: {
    path: '/zh/guide/start/',
    links: [
      ['指南', '/zh/guide/start/'],
      ['实践', '/zh/practice/overview'],
      ['配置', '/zh/configure/'],
      ['插件', '/zh/plugin/dev/'],
      ['案例', '/zh/showcase/'],
      ['博客', '/zh/blog/announcement'],
    ],
    ecosystem: '生态',
  },
} as const;

for (const [lang, expected] of Object.entries(navItems)) {
  test.describe(lang, () => {
  test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  test(`the ${lang} top navigation has every section and the Ecosystem links`, async ({ page }) => {
    await page.goto(expected.path);
    const header = page.locator('header').first();
    for (const [text, href] of expected.links) {
      await expect(header.getByRole('link', { name: text, exact: true }).first()).toHaveAttribute('href', href);
    }
    await expect(header.getByText(expected.ecosystem, { exact: true }).first()).toBeVisible();
    const external = header.locator('a[href="https://github.com/module-federation/module-federation-examples"]');
    await expect(external).toHaveCount(1);
  });

  test(`every ${lang} nav section opens a page with a sidebar`, async ({ page }) => {
    for (const [, href] of expected.links) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.locator('aside a').first(), href).toBeVisible();
    }
  });

  test(`the ${lang} navbar items fit between the brand and the search at every desktop width`, async ({ page }) => {
    await page.goto(expected.path);
    for (const width of [1024, 1180, 1280, 1366, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const gaps = await page.evaluate(() => {
        const right = (element: Element | null) => element?.getBoundingClientRect().right ?? Number.NaN;
        const items = [...document.querySelectorAll('.mf-nav__main li')];
        const search = document.querySelector('.mf-nav__search')!.getBoundingClientRect();
        return {
          beforeSearch: search.left - Math.max(...items.map((item) => right(item))),
          afterBrand: items[0]!.getBoundingClientRect().left - right(document.querySelector('.mf-nav__brand')),
        };
      });
      expect(gaps.beforeSearch, `${width} px: items to search`).toBeGreaterThanOrEqual(8);
      expect(gaps.afterBrand, `${width} px: brand to items`).toBeGreaterThanOrEqual(8);
    }
  });
  });
}
