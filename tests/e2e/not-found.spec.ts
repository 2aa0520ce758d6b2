import { expect, test } from '@playwright/test';
import { settle, watchConsole } from '../support/console';

test('an unknown English URL answers 404 with the English 404 page', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Take me home' });
  await expect(home).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(/^404/);
  await settle(page);
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('an unknown Chinese URL answers 404 with the Chinese 404 page', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/zh/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  await settle(page);
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
  });
});

test('a URL with the default language prefix leads to the path without it', async ({ page }) => {
  await page.goto('/en/configure/shared');
  await expect(page).toHaveURL(/\/configure\/shared$/);
  await expect(page.locator('h1').first()).toHaveText(/shared/);
});

const helpCases = [
  {
    lang: 'en', locale: 'en-US', missing: '/configure/sharedd', expected: '/configure/shared', search: 'Search', home: 'Take me home',
    suggestions: 'Were you looking for one of these pages?', noMatch: '/configure/qqqzzzxx', fallback: 'Nothing close to this address. Start from one of these pages:',
    landing: '/configure/', homeHref: '/', languages: /^Languages/, theme: /dark|light/i,
  },
  {
    lang: 'zh', locale: 'zh-CN', missing: '/zh/configure/sharedd', expected: '/zh/configure/shared', search: '搜索', home: '返回首页',
    suggestions: '你要找的是不是下面这些页面？', noMatch: '/zh/configure/qqqzzzxx', fallback: '没有找到与这个地址相近的页面，可以从这里开始：',
    landing: '/zh/configure/', homeHref: '/zh/', languages: /^语言/, theme: /深色|浅色/,
  },
] as const;

for (const c of helpCases) {
  test.describe(`a 404 that helps (${c.lang})`, () => {
    test.use({ locale: c.locale });

    test('keeps the frame and suggests the page a mistyped address meant', async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(c.missing);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: c.search, exact: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: c.languages })).toBeVisible();
      await expect(banner.getByRole('button', { name: c.theme }).first()).toBeVisible();
      const suggestions = page.getByRole('navigation', { name: c.suggestions });
      await expect(suggestions).toBeVisible();
      const links = suggestions.getByRole('link');
      expect(await links.count()).toBeLessThanOrEqual(5);
      await expect(links.first()).toHaveAttribute('href', c.expected);
      // Nothing on the page points at the other language's pages.
      for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
        expect(href.startsWith('/zh/'), href).toBe(c.lang === 'zh');
      }
      // The language switch leads to each language's home: the same 404 file answers every address.
      await banner.getByRole('button', { name: c.languages }).click();
      expect(await banner.locator('.mf-lang-menu a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(['/', '/zh/']);
      await page.keyboard.press('Escape');
      await settle(page);
      expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`${c.expected}$`));
    });

    test('offers the section and the home page when nothing is close', async ({ page }) => {
      const response = await page.goto(c.noMatch);
      expect(response?.status()).toBe(404);
      const fallback = page.getByRole('navigation', { name: c.fallback });
      await expect(fallback).toBeVisible();
      expect(await fallback.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([c.landing, c.homeHref]);
    });

    test('shows the frame and the way home without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: c.locale });
      const page = await context.newPage();
      const response = await page.goto(c.missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      expect(await page.getByRole('banner').getByRole('navigation').getByRole('link').count()).toBeGreaterThan(3);
      await expect(page.getByRole('link', { name: c.home })).toHaveAttribute('href', c.homeHref);
      // Nothing is being looked for without scripts, so the searching line is not shown.
      await expect(page.locator('.mf-not-found__searching')).toBeHidden();
      await context.close();
    });
  });
}

test('.html and /index URLs still resolve to their pages', async ({ page }) => {
  for (const [url, heading] of [
    ['/configure/shared.html', /shared/],
    ['/guide/start/index.html', /Introduction/],
    ['/guide/start/index', /Introduction/],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.locator('h1').first(), url).toHaveText(heading);
  }
});
