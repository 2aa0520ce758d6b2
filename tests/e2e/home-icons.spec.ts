/**
 * The home page's feature cards carry drawn icons, not text: a machine without a colour emoji font (many
 * Linux desktops, CI screenshots) showed empty boxes where the emoji were. Checked in both languages and
 * both themes, in this Chromium, which has no emoji font: every icon is an SVG of at least 12 px with no
 * text, its symbol is found in the sprite and paints pixels, and the two colours it is drawn in stand
 * out from the card (3:1, the contrast WCAG asks of graphics).
 */
import { expect, test } from '@playwright/test';
import { waitForReady } from '../support/console';

function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

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
          // And it paints: the icon looks different once the reference is taken away.
          const drawn = await drawing.screenshot();
          await icon.locator('use').evaluate((use) => use.setAttribute('data-href', use.getAttribute('href') ?? ''));
          await icon.locator('use').evaluate((use) => use.setAttribute('href', '#none'));
          const blank = await drawing.screenshot();
          await icon.locator('use').evaluate((use) => use.setAttribute('href', use.getAttribute('data-href') ?? ''));
          expect(drawn.equals(blank)).toBe(false);
          // The colours the sprite draws with (passed down as custom properties) against the card.
          const colours = await icon.evaluate((element) => {
            const card = element.closest('.mf-feature__card') as HTMLElement;
            const svg = element.querySelector('svg') as SVGElement;
            const probe = (property: string) => {
              const span = document.createElement('span');
              span.style.color = `var(${property})`;
              svg.parentElement!.append(span);
              const colour = getComputedStyle(span).color;
              span.remove();
              return colour;
            };
            return { background: getComputedStyle(card).backgroundColor, strokes: [probe('--mf-icon-a'), probe('--mf-icon-b')] };
          });
          for (const stroke of colours.strokes) expect(contrast(stroke, colours.background), stroke).toBeGreaterThanOrEqual(3);
        }
      });
    });
  }
}
