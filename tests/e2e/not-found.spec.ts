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
