import { expect, test } from '@playwright/test';
import { waitForReady, watchConsole } from '../support/console';
import { docCases, expectAtAnchor, isDark, sidebar, topOf, type DocLang } from '../support/doc-layout';

const schemes = ['light', 'dark'] as const;

for (const lang of Object.keys(docCases) as DocLang[]) {
  const c = docCases[lang];
  for (const colorScheme of schemes) {
    test.describe(`${lang} ${colorScheme} 1440px`, () => {
      test.use({ locale: c.locale, colorScheme, viewport: { width: 1440, height: 900 } });

      test('landmarks, the active item and prev/next in sidebar order', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(c.page);
        await waitForReady(page);
        expect(await isDark(page)).toBe(colorScheme === 'dark');
        const aside = sidebar(page, lang);
        await expect(aside).toBeVisible();
        await expect(page.locator('main article h1')).toBeVisible();
        await expect(page.locator('main footer')).toBeVisible();

        const active = aside.locator('a[aria-current="page"]');
        await expect(active).toHaveCount(1);
        await expect(active).toHaveAttribute('href', c.page);

        // Prev/next are the sidebar links just before and after the active one.
        const hrefs = await aside.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        const index = hrefs.indexOf(c.page);
        expect(index).toBeGreaterThan(0);
        const pager = page.locator('.mf-pager');
        await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', hrefs[index - 1] ?? '');
        await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', hrefs[index + 1] ?? '');
        await expect(pager.locator('a[rel="prev"]')).toContainText(c.prevLabel);
        await expect(pager.locator('a[rel="next"]')).toContainText(c.nextLabel);
        if (c.prev && c.next) {
          await expect(pager.locator('a[rel="prev"]')).toContainText(c.prev.text);
          await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', c.prev.href);
          await expect(pager.locator('a[rel="next"]')).toContainText(c.next.text);
          await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', c.next.href);
        }
        await pager.locator('a[rel="next"]').click();
        await expect(page).toHaveURL(new RegExp(`${hrefs[index + 1]}$`));
        await expect(sidebar(page, lang).locator('a[aria-current="page"]')).toHaveAttribute('href', hrefs[index + 1] ?? '');
        expect(problems).toEqual([]);
      });

      test('a sidebar group toggles on a click and the active group opens by itself', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        const aside = sidebar(page, lang);
        // The first group (Getting Started) does not hold the current page.
        const toggle = aside.locator('button[aria-expanded]').first();
        const firstLink = aside.locator('.mf-sidebar-group').first().locator('.mf-sidebar-item').first();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(firstLink).toBeVisible();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(firstLink).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(firstLink).toBeVisible();

        // "Frameworks" is configured collapsed: closed elsewhere, open on one of its pages.
        await page.goto(`${c.prefix}/practice/overview`);
        await waitForReady(page);
        const frameworks = sidebar(page, lang).locator('.mf-sidebar-group--top').filter({ has: page.locator(`a[href="${c.prefix}/practice/frameworks/"]`) });
        await expect(frameworks.locator('> button')).toHaveAttribute('aria-expanded', 'false');
        await expect(frameworks.locator(`a[href="${c.prefix}/practice/frameworks/"]`)).toBeHidden();
        await page.goto(`${c.prefix}/practice/frameworks/react/`);
        await waitForReady(page);
        await expect(frameworks.locator('> button')).toHaveAttribute('aria-expanded', 'true');
        await expect(sidebar(page, lang).locator('a[aria-current="page"]')).toBeVisible();
      });

      test('the active item of a long sidebar is scrolled into view', async ({ page }) => {
        const path = `${c.prefix}/practice/frameworks/angular/splitting-to-mf-part2`;
        await page.goto(path);
        await waitForReady(page);
        const scroller = sidebar(page, lang).locator('.mf-sidebar');
        await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
        const box = await scroller.boundingBox();
        const item = await sidebar(page, lang).locator('a[aria-current="page"]').boundingBox();
        expect(box && item).toBeTruthy();
        expect(item!.y).toBeGreaterThanOrEqual(box!.y);
        expect(item!.y + item!.height).toBeLessThanOrEqual(box!.y + box!.height);
      });

      test('the outline: title, click sets the hash at 72 px, scroll-spy marks the heading', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(c.page);
        await waitForReady(page);
        const outline = page.getByRole('complementary', { name: c.outlineTitle });
        await expect(outline.getByText(c.outlineTitle, { exact: true })).toBeVisible();
        const links = outline.locator('a');
        expect(await links.count()).toBeGreaterThan(3);
        // Every entry is a heading of depth 2–4, indented 12 px per level beyond 2.
        for (const link of await links.all()) {
          const depth = Number(await link.getAttribute('data-depth'));
          expect([2, 3, 4]).toContain(depth);
          const pad = await link.evaluate((element) => parseFloat(getComputedStyle(element).paddingLeft));
          expect(pad).toBe(12 + (depth - 2) * 12);
        }
        const third = links.nth(2);
        const id = (await third.getAttribute('href'))!.slice(1);
        await third.click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expectAtAnchor(page, id);
        await expect(third).toHaveClass(/is-active/);

        // Scroll by hand to a later heading: the spy follows.
        const fifth = links.nth(4);
        const fifthId = (await fifth.getAttribute('href'))!.slice(1);
        await page.evaluate((target) => {
          const element = document.getElementById(target)!;
          window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 72);
        }, fifthId);
        await expect(fifth).toHaveAttribute('aria-current', 'location');
        await expect(outline.locator('a.is-active')).toHaveCount(1);
        expect(problems).toEqual([]);
      });

      test('a URL with a hash lands the heading at the anchor offset', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        const id = (await page.locator('.mf-outline a').nth(3).getAttribute('href'))!.slice(1);
        await page.goto(`${c.page}#${id}`);
        await waitForReady(page);
        await expectAtAnchor(page, id);
      });

      test('query flags hide the sidebar, the outline and the footer', async ({ page }) => {
        await page.goto(`${c.page}?sidebar=0&outline=0&footer=0`);
        await waitForReady(page);
        await expect(page.locator('main article h1')).toBeVisible();
        await expect(page.locator('aside')).toHaveCount(0);
        await expect(page.locator('main footer')).toHaveCount(0);
        await page.goto(`${c.page}?footer=0`);
        await waitForReady(page);
        await expect(sidebar(page, lang)).toBeVisible();
        await expect(page.getByRole('complementary', { name: c.outlineTitle })).toBeVisible();
        await expect(page.locator('main footer')).toHaveCount(0);
      });

      test('the footer has the edit link and the last updated date', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        const footer = page.locator('main footer');
        await expect(footer.locator('.mf-doc-footer__edit')).toHaveAttribute(
          'href',
          `https://github.com/module-federation/module-federation-docs/tree/main/docs/${c.source}`,
        );
        await expect(footer.locator('.mf-doc-footer__edit')).toHaveAttribute('target', '_blank');
        const updated = footer.locator('.mf-doc-footer__updated');
        await expect(updated).toHaveText(c.lastUpdated);
        await expect(updated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        await expect(updated.locator('time')).toHaveText(c.updatedDate);
        // The <time> shows the same day as its datetime attribute.
        const [year, month, day] = ((await updated.locator('time').getAttribute('datetime')) ?? '').split('-').map(Number);
        await expect(updated.locator('time')).toContainText(String(year));
        await expect(updated.locator('time')).toContainText(lang === 'zh' ? `${month} 月 ${day} 日` : `${day}, ${year}`);
      });

      test('a link to another site says, in the page language, that it opens a new tab', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        const github = page.getByRole('banner').locator('a.mf-social__link[href^="https://github.com/"]');
        await expect(github).toHaveAttribute('target', '_blank');
        await expect(github).toHaveAccessibleName(c.newTab);
      });

      test('containers take their default title from the page language', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        await expect(page.locator('main article .mf-callout--warning .mf-callout__title').first()).toHaveText(c.warning);
      });

      test('the configure overview lists the sidebar pages with their headings', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(`${c.prefix}/configure/`);
        await waitForReady(page);
        const overview = page.locator('.mf-overview');
        await expect(overview.getByRole('heading', { level: 2, name: c.others })).toBeVisible();
        const card = overview.locator('.mf-overview__card').filter({ has: page.locator(`h3 a[href="${c.prefix}/configure/name"]`) });
        await expect(card).toHaveCount(1);
        const headers = card.locator('.mf-overview__headers a');
        expect(await headers.count()).toBeGreaterThan(1);
        await expect(headers.first()).toHaveAttribute('href', new RegExp(`^${c.prefix}/configure/name#.+`));
        // The overview page itself is not listed; the intro content comes first.
        await expect(overview.locator(`a[href="${c.prefix}/configure/"]`)).toHaveCount(0);
        const introBottom = await page.locator('main article').evaluate((element) => element.getBoundingClientRect().bottom);
        expect(await topOf(page, '.mf-overview')).toBeGreaterThanOrEqual(introBottom);
        expect(problems).toEqual([]);
      });

      test('the frameworks overview lists one group per framework', async ({ page }) => {
        await page.goto(`${c.prefix}/practice/frameworks/`);
        await waitForReady(page);
        const titles = page.locator('.mf-overview__group-title');
        await expect(titles).toHaveText(['React', 'Modern.js', 'Next.js', 'Angular']);
        const react = page.locator('.mf-overview__group').first();
        await expect(react.locator(`h3 a[href="${c.prefix}/practice/frameworks/react/i18n-react"]`)).toBeVisible();
        await expect(react.locator('.mf-overview__headers a').first()).toHaveAttribute('href', /#.+/);
      });
    });

    test.describe(`${lang} ${colorScheme} 375px`, () => {
      test.use({ locale: c.locale, colorScheme, viewport: { width: 375, height: 740 }, hasTouch: true });

      test('the sidebar drawer opens, locks the body scroll and closes on Escape and the backdrop', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(c.page);
        await waitForReady(page);
        expect(await isDark(page)).toBe(colorScheme === 'dark');
        const drawer = page.locator('aside.mf-doc-sidebar');
        await expect(drawer).toBeHidden();
        const menu = page.getByRole('button', { name: c.menu, exact: true }).last();
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(sidebar(page, lang)).toBeVisible();
        await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');

        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');

        await menu.click();
        await expect(sidebar(page, lang)).toBeVisible();
        await page.mouse.click(360, 500);
        await expect(drawer).toBeHidden();
        expect(problems).toEqual([]);
      });

      test('the drawer closes on route change', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        await page.getByRole('button', { name: c.menu, exact: true }).last().click();
        const aside = sidebar(page, lang);
        await expect(aside).toBeVisible();
        const target = aside.locator('.mf-sidebar-item:not(.is-active)').first();
        const href = await target.getAttribute('href');
        await target.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.locator('aside.mf-doc-sidebar')).toBeHidden();
        await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
      });

      test('the outline is a dropdown that scrolls to the heading', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        await expect(page.getByRole('complementary', { name: c.outlineTitle })).toBeHidden();
        const button = page.locator('.mf-outline-dropdown__button');
        await expect(button).toContainText(c.outlineTitle);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator('.mf-outline-dropdown__panel');
        await expect(panel).toBeVisible();
        const second = panel.locator('a').nth(1);
        const id = (await second.getAttribute('href'))!.slice(1);
        await second.click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(panel).toBeHidden();
        await expectAtAnchor(page, id);
      });

      test('the navbar holds still while the outline dropdown is open', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        const button = page.locator('.mf-outline-dropdown__button');
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const barTop = await topOf(page, '.mf-local-nav');
        // Fake time from here, so the navbar's throttled scroll check (200 ms) runs when we say.
        await page.clock.install();
        const scrolled = page.evaluate(() => new Promise<void>((resolve) => addEventListener('scroll', () => resolve(), { once: true })));
        await page.evaluate(() => window.scrollBy(0, 600));
        await scrolled;
        await page.clock.runFor(500);
        // React commits through a message-channel task, which the fake clock leaves alone.
        await page.evaluate(() => new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }));
        expect(await page.evaluate(() => document.documentElement.dataset.mfNav)).toBeUndefined();
        expect(await topOf(page, '.mf-local-nav')).toBe(barTop);
        await page.clock.resume();
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await page.evaluate(() => window.scrollBy(0, 600));
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mfNav)).toBe('hidden');
      });

      test('the footer stacks prev/next and keeps the edit link', async ({ page }) => {
        await page.goto(c.page);
        await waitForReady(page);
        const prev = page.locator('.mf-pager a[rel="prev"]');
        const next = page.locator('.mf-pager a[rel="next"]');
        await expect(prev).toBeVisible();
        const prevBox = await prev.boundingBox();
        const nextBox = await next.boundingBox();
        expect(nextBox!.y).toBeGreaterThan(prevBox!.y + prevBox!.height - 1);
        await expect(page.locator('.mf-doc-footer__edit')).toBeVisible();
      });
    });
  }
}
