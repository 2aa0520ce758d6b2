import { expect, test, type Page } from '@playwright/test';
import { nextFrames, settle } from '../support/console';

const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

/** Opens the zoom on the first showcase image and waits for the overlay. */
async function openZoom(page: Page) {
  const image = page.locator('.mf-doc img').first();
  await image.scrollIntoViewIfNeeded();
  // The zoom attaches 100 ms after the page renders.
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  await expect(overlay(page)).toHaveCount(1);
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  // Let the 0.3 s opening transitions finish, as a reader would, before closing: medium-zoom ignores a
  // close while it is still opening, and a loaded machine can take longer than the nominal 0.3 s.
  await page.waitForFunction(() =>
    ['.medium-zoom-image--opened', '.medium-zoom-overlay'].every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && element.getAnimations().length === 0;
    }),
  );
}

async function expectClosed(page: Page) {
  await expect(overlay(page)).toHaveCount(0, { timeout: 2000 });
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
}

test.describe('image zoom', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/showcase/');
  });

  test('opens on click with the theme background, and a click on the overlay closes it', async ({ page }) => {
    await openZoom(page);
    const background = await overlay(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    const pageBackground = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-c-bg').trim());
    expect(pageBackground).not.toBe('');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await page.mouse.click(5, 5);
    await expectClosed(page);
  });

  test('a click on the zoomed image closes it', async ({ page }) => {
    await openZoom(page);
    await page.locator('.medium-zoom-image--opened').click({ force: true });
    await expectClosed(page);
  });

  test('Escape closes it', async ({ page }) => {
    await openZoom(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);
  });

  test('a resize closes it', async ({ page }) => {
    await openZoom(page);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expectClosed(page);
  });

  test('a scroll of more than 40 px closes it, a smaller one does not', async ({ page }) => {
    await openZoom(page);
    const scrolled = page.evaluate(() => new Promise<void>((resolve) => addEventListener('scroll', () => resolve(), { once: true })));
    await page.evaluate(() => window.scrollBy(0, 20));
    // medium-zoom decides on the scroll event itself: a close would already be on its way.
    await scrolled;
    await nextFrames(page);
    await expect(overlay(page)).toHaveCount(1);
    await page.evaluate(() => window.scrollBy(0, 80));
    await expectClosed(page);
  });

  test('the video poster is not zoomable', async ({ page }) => {
    // On the home page the video is below the fold, so its poster stays until the reader scrolls.
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await settle(page);
    await expect(page.locator('.mf-video__poster img')).toHaveCount(1);
    await expect(page.locator('.mf-video__poster img')).not.toHaveClass(/medium-zoom-image/);
  });
});
