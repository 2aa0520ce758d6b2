import { type Page, expect, test } from '@playwright/test';
import { waitForReady, watchConsole } from '../support/console';

/** The head a page's own HTML carries, read straight from the server. */
async function headOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"') ?? null;
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    lang: pick(/<html[^>]* lang="([^"]+)"/),
  };
}

async function liveHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: Array.from(document.querySelectorAll('meta[name="description"]'), (meta) => meta.getAttribute('content')),
    ogTitles: Array.from(document.querySelectorAll('meta[property="og:title"]'), (meta) => meta.getAttribute('content')),
    lang: document.documentElement.getAttribute('lang'),
  }));
}

for (const [lang, locale, start] of [
  ['en', 'en-US', '/guide/basic/runtime'],
  ['zh', 'zh-CN', '/zh/guide/basic/runtime'],
] as const) {
  test.describe(lang, () => {
    // The browser speaks the page's language, so the first-visit language redirect stays out of it.
    test.use({ locale });
    test('the head follows a client-side navigation, one tag of each kind', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(start);
      await waitForReady(page);
      await expect(page).toHaveURL(start);
      const first = await headOf(page, start);
      expect(await liveHead(page)).toEqual({ title: first.title, descriptions: [first.description], ogTitles: [first.title], lang });

      const next = page.locator('.mf-pager a[rel="next"]');
      const target = (await next.getAttribute('href'))!;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      const expected = await headOf(page, target);
      expect(expected.title).not.toBe(first.title);
      await expect.poll(() => liveHead(page)).toEqual({
        title: expected.title,
        descriptions: [expected.description],
        ogTitles: [expected.title],
        lang: expected.lang,
      });

      await page.goBack();
      await expect.poll(() => page.evaluate(() => document.title)).toBe(first.title);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('language switch', () => {
  test.use({ locale: 'en-US' });
  test('the language switch moves <html lang> and the title to the other language', async ({ page }) => {
    await page.goto('/configure/shared');
    await waitForReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Languages: English' }).click();
    await page.getByRole('banner').getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL('/zh/configure/shared');
    const expected = await headOf(page, '/zh/configure/shared');
    await expect.poll(() => liveHead(page)).toEqual({
      title: expected.title,
      descriptions: [expected.description],
      ogTitles: [expected.title],
      lang: 'zh',
    });
    // The frame speaks the new language (its strings load with the page), and again the old one on the way back.
    const outline = page.getByRole('complementary', { name: '本页目录' });
    await expect(outline).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '语言：简体中文' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/configure/shared');
    await expect(page.getByRole('complementary', { name: 'On this page' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Languages: English' })).toBeVisible();
  });
});

test.describe('language switch from Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('a first load in Chinese switches to English with English strings, and back', async ({ page }) => {
    await page.goto('/zh/configure/shared');
    await waitForReady(page);
    await page.getByRole('banner').getByRole('button', { name: '语言：简体中文' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/configure/shared');
    await expect(page.getByRole('complementary', { name: 'On this page' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('complementary', { name: '本页目录' })).toBeVisible();
  });
});
