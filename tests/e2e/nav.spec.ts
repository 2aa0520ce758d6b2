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
  });
}
