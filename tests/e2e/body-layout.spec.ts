/**
 * The page body's blocks below the first screen (marked by the build, plugins/far-blocks) skip their
 * layout on arrival and are laid out for real soon after, in idle slices (theme/lib/body-layout, doc.css):
 * a first load lays out one screen, yet once the page is up every block has its real height, the page its
 * real length, and End reaches the footer. No block that skips starts inside the first screen, whatever
 * the window. Without JavaScript the blocks render as usual from the start. In both languages, on a first
 * load and after a client-side navigation (whose body React renders whole).
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForReady, watchConsole } from '../support/console';

const BLOCKS = '[data-mf-content] > :not(h1, h2, h3, h4, h5, h6)';

/** How the body's blocks stand: how many, how many wait for their layout, and how many render as usual. */
function blockStates(page: Page) {
  return page.locator(BLOCKS).evaluateAll((blocks) => ({
    count: blocks.length,
    waiting: blocks.filter((block) => block.hasAttribute('data-mf-far') && !block.hasAttribute('data-mf-laid-out')).length,
    skipping: blocks.filter((block) => getComputedStyle(block).contentVisibility === 'auto').length,
  }));
}

/** After End, the pager at the foot of the page is in view and the page cannot scroll further. */
async function expectEndReachesFooter(page: Page) {
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
  await expect(page.locator('.mf-pager')).toBeInViewport();
}

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'en' ? '' : '/zh';
  test.describe(`${lang} body layout`, () => {
    test.use({ viewport: { width: 412, height: 800 } });

    test('blocks below the first screen skip their layout on arrival, and all are laid out soon after', async ({ page }) => {
      const problems = watchConsole(page);
      // Stop the page right after the body arrives (before any script) to see the arrival state.
      await page.route('**/static/js/**', (route) => route.abort());
      await page.goto(`${prefix}/guide/basic/runtime`);
      const arrival = await blockStates(page);
      expect(arrival.count).toBeGreaterThan(20);
      // Most of a long page is below the first screen.
      expect(arrival.skipping).toBeGreaterThan(arrival.count / 2);
      await page.unroute('**/static/js/**');

      await page.goto(`${prefix}/guide/basic/runtime`);
      await waitForReady(page);
      const settled = await blockStates(page);
      expect(settled).toEqual({ count: arrival.count, waiting: 0, skipping: 0 });
      await expectEndReachesFooter(page);
      expect(problems.filter((problem) => !problem.includes('ERR_FAILED'))).toEqual([]);
    });

    test('after a client-side navigation the new body renders whole, and End reaches the footer', async ({ page }) => {
      await page.goto(`${prefix}/configure/name`);
      await waitForReady(page);
      await page.locator('.mf-pager a[rel="next"]').click();
      await expect(page).not.toHaveURL(new RegExp(`${prefix}/configure/name$`));
      await expect(page.locator('main h1')).toBeVisible();
      await expect.poll(() => blockStates(page)).toMatchObject({ waiting: 0, skipping: 0 });
      // React renders this body: the build's marks are only in the built HTML.
      await expect(page.locator('[data-mf-content] > [data-mf-far]')).toHaveCount(0);
      expect((await blockStates(page)).count).toBeGreaterThan(3);
      await expect(page.locator('[data-mf-content][data-mf-laid-out]')).toHaveCount(1);
      await expectEndReachesFooter(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 800 } });

  // The real geometry (nothing skips without scripts) against the build's marks: a block that would skip
  // in a window starts below that window's first screen, so nothing in view moves when it is laid out.
  const windows = [
    { width: 360, height: 640 },
    { width: 412, height: 915 },
    { width: 480, height: 1000 },
    { width: 768, height: 1000 },
    { width: 1280, height: 720 },
    { width: 1920, height: 1000 },
    { width: 2560, height: 1600 },
  ];
  for (const path of ['/configure/shared', '/zh/configure/shared', '/guide/basic/runtime', '/zh/guide/start/', '/guide/basic/error-catalog']) {
    test(`${path}: no block that skips starts in the first screen, whatever the window`, async ({ page }) => {
      await page.goto(path);
      let skipping = 0;
      for (const size of windows) {
        await page.setViewportSize(size);
        const tops = await page.locator('[data-mf-content] > [data-mf-far]').evaluateAll((blocks, { width, height }) =>
          blocks
            .filter((block) => {
              const level = Number(block.getAttribute('data-mf-far'));
              return (level >= 1 && width <= 480 && height <= 1000) || (level >= 2 && height <= 1000) || (level >= 3 && height <= 1600);
            })
            .map((block) => block.getBoundingClientRect().top + window.scrollY), size);
        skipping += tops.length;
        for (const top of tops) expect(top, `${size.width}x${size.height}`).toBeGreaterThanOrEqual(size.height);
      }
      expect(skipping).toBeGreaterThan(0);
    });
  }

  test('the first paint waits until the first screen of the body is parsed', async ({ page }) => {
    for (const path of ['/configure/', '/zh/configure/shared', '/guide/start/quick-start']) {
      await page.goto(path);
      const target = await page.locator('head link[rel="expect"][blocking="render"]').getAttribute('href');
      expect(target, path).toMatch(/^#./);
      // The block it names is one of the body's, and every block that may be in a first screen comes before it.
      await expect(page.locator(`[data-mf-content] > ${target}`), path).toHaveCount(1);
      expect(await page.locator(`[data-mf-content] > ${target} ~ :not([data-mf-far="3"], h1, h2, h3, h4, h5, h6)`).count(), path).toBe(0);
    }
  });

  test('every block renders from the start', async ({ page }) => {
    await page.goto('/guide/basic/runtime');
    const states = await blockStates(page);
    expect(states.count).toBeGreaterThan(20);
    expect(states.skipping).toBe(0);
  });
});
