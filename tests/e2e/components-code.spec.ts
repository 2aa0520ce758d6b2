import { expect, test, type Page } from '@playwright/test';
import { extractCodeBlocks } from '../docs/code-blocks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForReady, watchConsole } from '../support/console';

/** The source of a fence on the quick-start page, by its title, as the writer typed it. */
function sourceOf(lang: 'en' | 'zh', title: string): string {
  // The last fence with that title (the page shows a full file first, then a fragment of it).
  const block = extractCodeBlocks(readFileSync(join(process.cwd(), 'docs', lang, 'guide/start/quick-start.mdx'), 'utf8'))
    .filter((b) => b.title === title)
    .pop();
  if (!block) throw new Error(`no block titled ${title}`);
  return block.code.replace(/\n$/, '');
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('code blocks', () => {
  for (const [lang, prefix, label] of [
    ['en', '', 'Excerpt'],
    ['zh', '/zh', '片段'],
  ] as const) {
    test.describe(lang, () => {
      // A reader whose browser speaks the page's language, so the first-visit redirect stays out of the way.
      test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      test(`an excerpt (a fragment fence) is labelled as one, a whole file is not (${lang})`, async ({ page }) => {
        await page.goto(`${prefix}/guide/basic/error-catalog`);
        const excerpt = page.locator('[id="invalid-hook-call"] ~ .mf-code').first();
        await expect(excerpt.locator('.mf-code__excerpt')).toHaveText(label);
        await page.goto(`${prefix}/guide/troubleshooting/other`);
        const whole = page.locator('.mf-code').filter({ has: page.locator('.mf-code__title', { hasText: 'rsbuild.config.ts' }) });
        await expect(whole).toHaveCount(1);
        await expect(whole.locator('.mf-code__excerpt')).toHaveCount(0);
      });
    });
  }


  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy puts exactly the code on the clipboard, without line numbers, then shows the copied state for 2 s', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/guide/start/quick-start');
    const block = page.locator('.mf-code').filter({ has: page.locator('.mf-code__title', { hasText: 'consumer/rsbuild.config.ts' }) });
    await expect(block).toHaveClass(/mf-code--numbered/);
    await expect(block.locator('.mf-code__lang')).toHaveText('TypeScript');
    // {12-15}: the name and remotes lines are highlighted.
    await expect(block.locator('.line.highlighted')).toHaveCount(4);
    await expect(block.locator('.line.highlighted').first()).toContainText("name: 'consumer'");

    await block.hover();
    const copy = block.locator('.mf-code__copy');
    await expect(copy).toHaveAttribute('aria-label', 'Copy code');
    // Fake, paused time, so the copied state's 2000 ms are measured exactly.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await copy.click();
    expect(await clipboard(page)).toBe(sourceOf('en', 'consumer/rsbuild.config.ts'));
    await expect(copy).toHaveAttribute('aria-label', 'Copied');
    await page.clock.runFor(1900);
    await expect(copy).toHaveAttribute('aria-label', 'Copied');
    await page.clock.runFor(200);
    await expect(copy).toHaveAttribute('aria-label', 'Copy code');
    expect(problems).toEqual([]);
  });

  test('diff markers are shown but not copied', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const block = page.locator('.mf-code').filter({ has: page.locator('.mf-code__title', { hasText: 'provider/rsbuild.config.ts' }) }).last();
    const added = block.locator('.line.diff.add');
    await expect(added).toHaveCount(1);
    await expect(added).toContainText('assetPrefix');
    await expect(block).not.toContainText('[!code');
    await block.hover();
    await block.locator('.mf-code__copy').click();
    const text = await clipboard(page);
    expect(sourceOf('en', 'provider/rsbuild.config.ts')).toContain('// [!code ++]');
    expect(text).toBe(sourceOf('en', 'provider/rsbuild.config.ts').replace(' // [!code ++]', ''));
    expect(text).not.toMatch(/\[!code|^\+/m);
  });

  test('the wrap toggle wraps long lines and says so', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 800 });
    await page.goto('/guide/start/quick-start');
    // A click before the app runs is held and given back (tested with the early clicks), unless the app
    // takes longer than APP_CLICK_MAX_AGE_MS, when it is dropped on purpose; a busy machine can get there.
    await waitForReady(page);
    const block = page.locator('.mf-code').filter({ has: page.locator('.mf-code__title', { hasText: 'consumer/rsbuild.config.ts' }) });
    const scroller = block.locator('.mf-code__scroll');
    const overflow = () => scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow()).toBeGreaterThan(0);
    const wrap = block.locator('.mf-code__wrap');
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    await expect(block.locator('pre')).toHaveCSS('white-space', 'pre-wrap');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    expect(await overflow()).toBeGreaterThan(0);
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test('buttons are labelled in Chinese and copy works the same', async ({ page }) => {
      await page.goto('/zh/guide/start/quick-start');
      // As in the wrap test: a click the app takes too long to receive is dropped on purpose.
      await waitForReady(page);
      const block = page.locator('.mf-code').filter({ has: page.locator('.mf-code__title', { hasText: 'consumer/rsbuild.config.ts' }) });
      await block.hover();
      const copy = block.locator('.mf-code__copy');
      await expect(copy).toHaveAttribute('aria-label', '复制代码');
      await expect(block.locator('.mf-code__wrap')).toHaveAttribute('aria-label', '切换自动换行');
      await copy.click();
      await expect(copy).toHaveAttribute('aria-label', '已复制');
      expect(await clipboard(page)).toBe(sourceOf('zh', 'consumer/rsbuild.config.ts'));
    });
  });
});
