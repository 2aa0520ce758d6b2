/**
 * The home page's feature cards carry drawn icons, not text: a machine without a colour emoji font (many
 * Linux desktops, CI screenshots) showed empty boxes where the emoji were. Checked in both languages and
 * both themes, in this Chromium, which has no emoji font: every icon is an SVG of at least 12 px with no
 * text, its symbol is found in the sprite and paints pixels, and the two colours it is drawn in stand
 * out from the card (3:1, the contrast WCAG asks of graphics).
 */
import { expect, test } from '@playwright/test';
import { waitForReady } from '../support/console';
import { decodePng } from '../support/png';

function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
const contrastOf = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
const distance = (a: number[], b: number[]) => Math.max(...a.map((value, i) => Math.abs(value - b[i])));

for (const path of ['/', '/zh/']) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`home feature icons (${path}, ${colorScheme})`, () => {
      test.use({ colorScheme });

      test('are drawn, not text, and visible against their card', async ({ page }) => {
        await page.goto(path);
        await waitForReady(page);
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const icons = page.locator('.mf-feature__icon');
        await expect(icons).toHaveCount(6);
        for (const icon of await icons.all()) {
          expect(await icon.evaluate((element) => element.textContent?.trim() ?? '')).toBe('');
          const drawing = icon.locator('svg, img');
          await expect(drawing).toHaveCount(1);
          const box = await drawing.boundingBox();
          expect(box?.width ?? 0).toBeGreaterThanOrEqual(12);
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(12);
          // The symbol was found in the sprite: the <use> has the drawing's extent (0 × 0 when missing).
          const extent = await icon.locator('use').evaluate((use) => {
            const box = (use as SVGGraphicsElement).getBBox();
            return box.width * box.height;
          });
          expect(extent).toBeGreaterThan(100);
          // What it paints, read from a screenshot: the corner is the tile; the strokes are the pixels
          // that stand out from it by 3:1 (the contrast WCAG asks of graphics), in the palette's two
          // brand colours (which the sprite only knows through the properties the page passes down).
          const image = decodePng(await drawing.screenshot());
          const tile = image.at(0, 0);
          const ink: number[][] = [];
          for (let y = 0; y < image.height; y++) {
            for (let x = 0; x < image.width; x++) if (contrastOf(image.at(x, y), tile) >= 3) ink.push(image.at(x, y));
          }
          expect(ink.length).toBeGreaterThan(20);
          const palette = await icon.evaluate((element) => {
            const probe = (property: string) => {
              const span = document.createElement('span');
              span.style.color = `var(${property})`;
              element.append(span);
              const colour = getComputedStyle(span).color;
              span.remove();
              return colour;
            };
            return [probe('--mf-icon-a'), probe('--mf-icon-b')];
          });
          for (const colour of palette) expect(ink.some((pixel) => distance(pixel, rgb(colour)) <= 24), `${colour} is painted`).toBe(true);
        }
      });
    });
  }
}
