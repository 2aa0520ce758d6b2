/**
 * The search modal in both languages: opening, closing, keys, results, empty state, the accessibility
 * contract and hostile input; and the index as readers meet it: only its head on first open, words deep
 * in a section found with the passage around them, typos and Chinese words.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { waitForReady, watchConsole } from '../support/console';

const cases = [
  {
    lang: 'en', path: '/configure/shared', other: '/guide/start/', locale: 'en-US', button: 'Search', placeholder: 'Search Docs',
    query: 'requiredVersion', expected: '/configure/shared#requiredversion', cancel: 'Cancel', clear: 'Clear search',
    none: 'No results for "qqqzzzxx"', hint: 'Please try again with a different keyword', content: 'loadremote',
    deep: 'interceptor', variant: 'singelton', variantPage: '/configure/shared',
  },
  {
    lang: 'zh', path: '/zh/configure/shared', other: '/zh/guide/start/', locale: 'zh-CN', button: '搜索', placeholder: '搜索文档',
    query: '运行时 API', expected: '/zh/guide/basic/runtime', cancel: '取消', clear: '清除搜索内容',
    none: '没有找到与“qqqzzzxx”相关的结果', hint: '请换一个关键词再试', content: '单例',
    deep: '副作用', variant: '快速开始', variantPage: '/zh/guide/start/quick-start',
  },
] as const;

function searchButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** Types a query and waits until the results shown answer it (the results area stops being busy). */
async function searchFor(page: Page, query: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill(query);
  await expect(dialog.locator('.mf-search-body')).toHaveAttribute('aria-busy', 'false');
  return dialog;
}

const indexFile = (lang: string) => new RegExp(`/static/search_index\\.${lang}\\.[^/]*json$`);

for (const c of cases) {
  test.describe(`search modal (${c.lang})`, () => {
    test.use({ locale: c.locale });

    test('loads no search code or index before it is wanted, then opens as an accessible dialog', async ({ page }) => {
      const problems = watchConsole(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(c.path);
      await expect(searchButton(page, c.button)).toBeVisible();
      expect(requested.filter((url) => /search_index/.test(url))).toEqual([]);
      const before = requested.length;
      await searchButton(page, c.button).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(page.locator('#search-container [role="dialog"]')).toBeVisible();
      const input = dialog.getByRole('combobox');
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('placeholder', c.placeholder);
      // The first open reads the head of this language's index, and nothing else of the index yet.
      await expect.poll(() => requested.slice(before).filter((url) => new RegExp(`/static/search_index\\.${c.lang}\\.[0-9a-f]+\\.json$`).test(url)).length).toBe(1);
      await expect(dialog.locator('.mf-search-body')).toHaveAttribute('aria-busy', 'false');
      expect(requested.filter((url) => url.includes('/static/search_index.'))).toHaveLength(1);
      await input.fill(c.query);
      const options = dialog.getByRole('listbox').getByRole('option');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      // The hit is itself the link (role option on an <a href>).
      await expect(options.first()).toHaveAttribute('href', c.expected);
      await expect(options.first().locator('mark').first()).toBeVisible();
      expect(await dialog.getByRole('listbox').getByRole('group').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });

    test('keyboard: Ctrl+K toggles, arrows wrap, Enter opens, Escape closes, Tab stays inside', async ({ page }) => {
      await page.goto(c.path);
      await waitForReady(page);
      await expect(searchButton(page, c.button)).toBeVisible();
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Control+k');
      await expect(dialog).toBeHidden();
      await page.keyboard.press('Meta+k');
      await expect(dialog).toBeVisible();
      const input = dialog.getByRole('combobox');
      await input.fill('remote');
      const options = dialog.getByRole('option');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      const count = await options.count();
      expect(count).toBeGreaterThan(1);
      await page.keyboard.press('ArrowUp');
      await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await input.focus();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(searchButton(page, c.button)).toBeFocused();
      // Closing reset the text; Enter opens the current hit in this window.
      await searchButton(page, c.button).click();
      await expect(dialog.getByRole('combobox')).toHaveValue('');
      await dialog.getByRole('combobox').fill(c.query);
      await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${c.expected.replace(/[#/]/g, (m) => `\\${m}`)}$`));
    });

    test('clear empties the text, then closes; the backdrop closes; empty state texts', async ({ page }) => {
      await page.goto(c.other);
      await searchButton(page, c.button).click();
      const dialog = page.getByRole('dialog');
      const input = dialog.getByRole('combobox');
      await input.fill('qqqzzzxx');
      await expect(dialog.getByText(c.none, { exact: true })).toBeVisible();
      await expect(dialog.getByText(c.hint, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: c.clear }).click();
      await expect(input).toHaveValue('');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: c.clear }).click();
      await expect(dialog).toBeHidden();
      await searchButton(page, c.button).click();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });

    test('content hits show the page title; the hint says Ctrl off Apple platforms', async ({ page }) => {
      await page.goto(c.path);
      await expect(page.locator('.mf-search-button__keys')).toBeVisible();
      await expect(page.locator('.mf-search-button__keys')).toContainText('Ctrl');
      await searchButton(page, c.button).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill(c.content);
      const content = dialog.locator('a[data-hit-type="content"]').first();
      await expect(content).toBeVisible();
      await expect(content.locator('.mf-search-hit__page')).not.toBeEmpty();
      await expect(content.locator('mark').first()).toBeVisible();
    });

    test('the index follows the language', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(c.path);
      await searchButton(page, c.button).click();
      const dialog = await searchFor(page, 'shared');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      const files = requested.filter((url) => url.includes('/static/search_index.'));
      // The head, then the shards and page files of this query: several files, all of this language.
      expect(files.length).toBeGreaterThan(1);
      expect(files.filter((url) => !indexFile(c.lang).test(url))).toEqual([]);
    });

    test('finds a word deep in a section with the passage around it, and a typo or another wording of a page', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(c.other);
      await searchButton(page, c.button).click();
      let dialog = await searchFor(page, c.deep);
      const hit = dialog.getByRole('option').first();
      await expect(hit).toBeVisible();
      await expect(hit.locator('mark').first()).toHaveText(new RegExp(c.deep, 'i'));
      const content = dialog.locator('a[data-hit-type="content"]').first();
      await expect(content.locator('.mf-search-hit__statement')).toContainText(new RegExp(c.deep, 'i'));
      dialog = await searchFor(page, c.variant);
      const links = await dialog.getByRole('option').evaluateAll((options) => options.slice(0, 3).map((option) => new URL((option as HTMLAnchorElement).href).pathname));
      expect(links).toContain(c.variantPage);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('search on a small screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, locale: 'en-US' });
  test('the icon button opens the modal and Cancel closes it', async ({ page }) => {
    await page.goto('/guide/start/');
    const button = searchButton(page, 'Search');
    await expect(button).toBeVisible();
    await expect(page.locator('.mf-search-button__text')).toBeHidden();
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('search on Apple platforms', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36' });
  test('the hint shows ⌘, in the room the page kept for it', async ({ page, browser }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
    await page.goto('/guide/start/');
    const keys = page.locator('.mf-search-button__keys');
    await expect(keys).toBeVisible();
    await expect(keys).toContainText('⌘');
    const width = await keys.evaluate((element) => element.getBoundingClientRect().width);
    // The server's page holds the hint hidden at the same width: deciding it moves nothing in the navbar.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const before = await noScript.newPage();
    await before.goto(page.url());
    const pending = before.locator('.mf-search-button__keys.is-pending');
    await expect(pending).toBeHidden();
    expect(await pending.evaluate((element) => element.getBoundingClientRect().width)).toBeCloseTo(width, 0);
    await noScript.close();
  });
});

test('hostile queries are shown as text and break nothing', async ({ page }) => {
  const problems = watchConsole(page);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.goto('/guide/start/');
  await searchButton(page, 'Search').click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('combobox');
  for (const query of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '.*+?^${}()|[]\\', 'x'.repeat(5000), '🙂 remote 🚀', 'مرحبا بالعالم', '‮remote', '__proto__ constructor']) {
    await input.fill(query);
    // Each query is answered (results or the empty state) before the next one.
    await expect(dialog.locator('.mf-search-body')).toHaveAttribute('aria-busy', 'false');
    await expect(dialog).toBeVisible();
  }
  await input.fill('<b>qqqzzz</b>');
  await expect(dialog.locator('.mf-search-empty__title')).toHaveText('No results for "<b>qqqzzz</b>"');
  expect(await dialog.locator('.mf-search-body b, .mf-search-body img, .mf-search-body script').count()).toBe(0);
  await input.fill('remote');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(dialogs).toBe(0);
  expect(problems).toEqual([]);
});

test.describe('Chinese snippets', () => {
  test.use({ locale: 'zh-CN' });
  /**
   * What a query may mark in Chinese: its words, whole or as the planner may cut them (any run of two
   * characters or more of a word), and the CJK runs of the synonyms listed with any of them in
   * shared/search/synonyms.json. 个 of 一个, 一致 of 不一致 and the like must not appear.
   */
  const synonyms = JSON.parse(readFileSync(new URL('../../shared/search/synonyms.json', import.meta.url), 'utf8')) as { zh: string[][] };
  function allowedMarks(query: string): string[] {
    const words = query.split(/\s+/);
    const pieces = words.flatMap((word) => Array.from({ length: word.length }, (_, i) => Array.from({ length: word.length - i - 1 }, (__, j) => word.slice(i, i + j + 2))).flat());
    const groups = synonyms.zh.filter((group) => group.some((entry) => pieces.includes(entry)));
    const runs = groups.flat().flatMap((entry) => entry.match(/[\u4e00-\u9fff]+/g) ?? []);
    return [...new Set([...pieces, ...runs])];
  }
  /** True when `mark` is a run of allowed words (neighbouring matches are merged into one mark). */
  const madeOf = (mark: string, words: readonly string[]): boolean =>
    mark === '' || words.some((word) => mark.startsWith(word) && madeOf(mark.slice(word.length), words));

  test('mark only the words typed and their listed synonyms, never characters they share with other words', async ({ page }) => {
    await page.goto('/zh/configure/shared');
    await waitForReady(page);
    await searchButton(page, '搜索').click();
    for (const query of ['共享依赖 版本冲突', '远程模块 预加载', '单例 重复加载']) {
      const allowed = allowedMarks(query);
      const dialog = await searchFor(page, query);
      await expect(dialog.getByRole('option').first()).toBeVisible();
      const marks = (await dialog.locator('.mf-search-body mark').allTextContents()).filter((mark) => /[\u4e00-\u9fff]/.test(mark));
      expect(marks.length, query).toBeGreaterThan(0);
      expect(marks.filter((mark) => !madeOf(mark, allowed)), query).toEqual([]);
    }
  });
});
