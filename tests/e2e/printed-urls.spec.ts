import { expect, test } from '@playwright/test';
import { printedUrls } from '../support/printed-urls';

/**
 * Every documentation address the installed packages print (see tests/support/printed-urls.ts) leads to
 * a page of this site with a section whose anchor is exactly the printed one, in both languages: the
 * Chinese reader gets the same path under /zh.
 */
const urls = printedUrls();

test('the packages print the addresses this test expects to find', () => {
  // 18 error codes and the Rsbuild plugin's CORS warning when this was written; more is fine, none is not.
  expect(urls.length).toBeGreaterThanOrEqual(19);
  expect(urls.map((entry) => entry.anchor)).toContain('cors-warn');
});

for (const lang of ['en', 'zh'] as const) {
  test(`every printed address answers with its section (${lang})`, async ({ request }) => {
    const problems: string[] = [];
    for (const entry of urls) {
      const path = lang === 'zh' ? `/zh${entry.path}` : entry.path;
      const response = await request.get(path);
      if (response.status() !== 200) {
        problems.push(`${path} (printed by ${entry.source}) answers ${response.status()}`);
        continue;
      }
      const html = await response.text();
      if (!entry.anchor) continue;
      const heading = new RegExp(`<h[1-6][^>]*\\bid="${entry.anchor}"[^>]*>([\\s\\S]*?)</h[1-6]>`).exec(html);
      if (!heading) problems.push(`${path} has no heading with id="${entry.anchor}" (printed by ${entry.source})`);
      // A code's section names the code in its heading, so the reader lands on the right one.
      else if (/^[A-Z]+-\d+$/.test(entry.source) && !heading[1].includes(entry.source)) {
        problems.push(`${path}#${entry.anchor}: the heading does not name ${entry.source}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('a printed link opens its section in the browser', async ({ page }) => {
  const cors = urls.find((entry) => entry.anchor === 'cors-warn');
  expect(cors).toBeDefined();
  for (const target of [`${cors!.path}#${cors!.anchor}`, '/zh/guide/troubleshooting/runtime#runtime-006']) {
    await page.goto(target);
    const heading = page.locator(`[id="${target.split('#')[1]}"]`);
    await expect(heading).toBeInViewport();
  }
});
