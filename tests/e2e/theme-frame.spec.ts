import { type Page, expect, test } from '@playwright/test';
import { nextFrames, settle, waitForReady, watchConsole } from '../support/console';

/** The frame's text in both languages, as a reader (and a screen reader) meets it. */
const ui = {
  en: {
    locale: 'en-US',
    doc: '/guide/start/',
    title: 'Introduction - Module Federation',
    long: '/configure/shared',
    mainNav: 'Main',
    menu: 'Menu',
    skip: 'Skip to main content',
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
    toTop: 'Back to top',
    languages: 'Languages: English',
    version: 'Version: 2.x',
    guide: 'Guide',
    practice: 'Practice',
    ecosystem: 'Ecosystem',
    other: { label: '简体中文', home: '/zh/' },
    prefix: '',
  },
  zh: {
    locale: 'zh-CN',
    doc: '/zh/guide/start/',
    title: '介绍 - Module Federation',
    long: '/zh/configure/shared',
    mainNav: '主导航',
    menu: '菜单',
    skip: '跳到正文',
    toDark: '切换到深色主题',
    toLight: '切换到浅色主题',
    toTop: '回到顶部',
    languages: '语言：简体中文',
    version: '版本：2.x',
    guide: '指南',
    practice: '实践',
    ecosystem: '生态',
    other: { label: 'English', home: '/' },
    prefix: '/zh',
  },
} as const;

type Lang = keyof typeof ui;
const langs = Object.keys(ui) as Lang[];
const header = (page: Page) => page.locator('header.mf-nav');
const hamburger = (page: Page, lang: Lang) => header(page).getByRole('button', { name: ui[lang].menu, exact: true });

for (const lang of langs) {
  const t = ui[lang];
  for (const width of [375, 1440]) {
    for (const scheme of ['light', 'dark'] as const) {
      test.describe(`${lang} at ${width}px, ${scheme}`, () => {
        test.use({ locale: t.locale, colorScheme: scheme, viewport: { width, height: 800 } });

        test('the frame has its landmarks, title, skip link and a persistent theme toggle', async ({ page }) => {
          const problems = watchConsole(page);
          await page.goto(t.doc);
          await expect(page).toHaveTitle(t.title);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(header(page)).toBeVisible();
          if (width >= 1024) {
            await expect(page.getByRole('navigation', { name: t.mainNav })).toBeVisible();
            await expect(header(page).getByRole('link', { name: t.guide, exact: true })).toHaveAttribute('aria-current', 'true');
            await expect(hamburger(page, lang)).toBeHidden();
          } else {
            await expect(page.getByRole('navigation', { name: t.mainNav })).toBeHidden();
            await expect(hamburger(page, lang)).toHaveAttribute('aria-expanded', 'false');
          }

          // The first Tab reaches the skip link, which moves focus to the main content.
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', { name: t.skip });
          await expect(skip).toBeFocused();
          await expect(skip).toBeInViewport();
          // A click, not Enter: the stock search panel (replaced later) throws on any Enter it did not expect.
          await skip.click();
          await expect(page.locator('main').first()).toBeFocused();

          // Auto follows the system; the toggle switches to the other theme and is remembered.
          const html = page.locator('html');
          const dark = scheme === 'dark';
          await expect(html).toHaveClass(dark ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b).*$/);
          await header(page).getByRole('button', { name: dark ? t.toLight : t.toDark }).click();
          await expect(html).toHaveClass(dark ? /^(?!.*\bdark\b).*$/ : /(^|\s)dark(\s|$)/);
          expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe(dark ? 'light' : 'dark');
          await page.reload();
          await expect(html).toHaveClass(dark ? /^(?!.*\bdark\b).*$/ : /(^|\s)dark(\s|$)/);
          await expect(header(page).getByRole('button', { name: dark ? t.toDark : t.toLight })).toBeVisible();
          // Back to the system's theme: stored as auto again.
          await header(page).getByRole('button', { name: dark ? t.toDark : t.toLight }).click();
          await expect(html).toHaveClass(dark ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b).*$/);
          expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe('auto');
          expect(problems).toEqual([]);
        });

        test('the scroll-to-top button appears once scrolled and brings the page back up', async ({ page }) => {
          await page.goto(t.long);
          await waitForReady(page);
          const button = page.locator('button.mf-scroll-top');
          await expect(button).toHaveCount(0);
          await page.evaluate(() => window.scrollTo(0, 1500));
          await expect(button).toBeVisible();
          await expect(button).toHaveAccessibleName(t.toTop);
          await button.click();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
          await expect(button).toHaveCount(0);
        });
      });
    }
  }

  test.describe(`${lang} theme on first paint`, () => {
    test.use({ locale: t.locale, colorScheme: 'light' });

    test('a stored dark theme is on <html> before any bundle runs', async ({ page, request }) => {
      const html = await (await request.get(t.doc)).text();
      expect(html).toContain('rspress-theme-appearance');
      await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
      // Without the JavaScript bundles only the inline head script can set the class.
      await page.route('**/static/js/**', (route) => route.abort());
      await page.goto(t.doc, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    });

    test('the theme falls back to auto when storage throws', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.addInitScript(() => {
        const deny = () => {
          throw new DOMException('denied', 'SecurityError');
        };
        Storage.prototype.getItem = deny;
        Storage.prototype.setItem = deny;
      });
      await page.goto(t.doc);
      const html = page.locator('html');
      await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
      await header(page).getByRole('button', { name: t.toLight }).click();
      await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  });

  test.describe(`${lang} navbar at 1440px`, () => {
    test.use({ locale: t.locale, viewport: { width: 1440, height: 900 } });

    test('menus open by keyboard, close with Escape, and name their buttons', async ({ page }) => {
      await page.goto(t.doc);
      const eco = header(page).getByRole('button', { name: t.ecosystem });
      await eco.focus();
      await page.keyboard.press('Enter');
      await expect(eco).toHaveAttribute('aria-expanded', 'true');
      const examples = header(page).locator('a[href="https://github.com/module-federation/module-federation-examples"]');
      await expect(examples).toBeVisible();
      await expect(examples).toHaveAttribute('target', '_blank');
      await page.keyboard.press('Escape');
      await expect(eco).toHaveAttribute('aria-expanded', 'false');
      await expect(eco).toBeFocused();
      await expect(header(page).getByRole('button', { name: t.languages })).toBeVisible();
      await expect(header(page).getByRole('button', { name: t.version })).toBeVisible();
      await expect(header(page).getByRole('link', { name: /^GitHub/ })).toHaveAttribute('href', 'https://github.com/module-federation/core');
      await expect(header(page).getByRole('link', { name: /^Discord/ })).toHaveAttribute('href', /discord\.gg/);
    });

    test('the language switch keeps the page, and goes home when the page does not exist there', async ({ page }) => {
      const other = lang === 'en' ? 'zh' : 'en';
      await page.goto(`${t.prefix}/configure/shared`);
      await header(page).getByRole('button', { name: t.languages }).click();
      await header(page).getByRole('link', { name: t.other.label }).click();
      await expect(page).toHaveURL(`${ui[other].prefix}/configure/shared`);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');

      // A page only one language has (a fixture: every documentation page has its twin): the switch
      // leads to the other language's home.
      const onlyHere = lang === 'en' ? '/__fixtures__/english-only' : '/zh/__fixtures__/chinese-only';
      await page.goto(onlyHere);
      await header(page).getByRole('button', { name: t.languages }).click();
      const link = header(page).getByRole('link', { name: t.other.label });
      await expect(link).toHaveAttribute('href', t.other.home);
      await link.click();
      await expect(page).toHaveURL(t.other.home);
      await expect(page.locator('h1').first()).toBeVisible();
    });

    test("hideNavbar 'auto' hides the navbar on scroll down and shows it on scroll up", async ({ page }) => {
      await page.goto(t.long);
      // The hiding follows scroll events, which the frame listens to once it is interactive.
      await waitForReady(page);
      await expect(header(page)).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(header(page)).toHaveAttribute('data-hidden', 'true');
      await page.evaluate(() => window.scrollTo(0, 1400));
      await expect(header(page)).toHaveAttribute('data-hidden', 'true');
      await expect(header(page)).not.toBeInViewport();
      await page.evaluate(() => window.scrollBy(0, -300));
      await expect(header(page)).not.toHaveAttribute('data-hidden');
      await expect(header(page)).toBeInViewport();
    });

    test('a slow page load shows the progress bar until the page arrives', async ({ page }) => {
      await page.goto(t.doc);
      // A click before the frame is interactive is a full page load (no progress bar of ours).
      await waitForReady(page);
      // The page's code is held until the bar has shown (a fixed delay raced the bar's own timer on a
      // busy machine), then let through.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/static/js/async/**', async (route) => {
        await held;
        await route.continue();
      });
      await header(page).getByRole('link', { name: t.practice, exact: true }).click();
      await expect(page.locator('#nprogress .bar, .mf-progress')).toBeVisible();
      release();
      await expect(page).toHaveURL(`${t.prefix}/practice/overview`);
      await expect(page.locator('#nprogress .bar, .mf-progress')).toHaveCount(0, { timeout: 5000 });
    });

    test('?navbar=0 hides the navbar', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${t.doc}?navbar=0`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(header(page)).toHaveCount(0);
      await settle(page);
      expect(problems).toEqual([]);
    });
  });

  test.describe(`${lang} hamburger menu at 375px`, () => {
    test.use({ locale: t.locale, viewport: { width: 375, height: 740 } });

    test('opens with nav, language and version menus, and closes on route change', async ({ page }) => {
      await page.goto(t.doc);
      await waitForReady(page);
      const button = hamburger(page, lang);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: t.practice, exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: t.other.label })).toBeVisible();
      await expect(panel.getByRole('link', { name: /2\.x/ })).toBeVisible();
      await panel.getByRole('link', { name: t.practice, exact: true }).click();
      await expect(page).toHaveURL(`${t.prefix}/practice/overview`);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toHaveCount(0);
    });

    test('closes when the window reaches 768 px and on Escape', async ({ page }) => {
      await page.goto(t.doc);
      const button = hamburger(page, lang);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.setViewportSize({ width: 767, height: 740 });
      // The resize event has been handled once a frame is painted at the new size.
      await nextFrames(page);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.setViewportSize({ width: 768, height: 740 });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('the language list in the menu keeps the page', async ({ page }) => {
      await page.goto(t.doc);
      await hamburger(page, lang).click();
      await page.locator('.mf-mobile-menu').getByRole('link', { name: t.other.label }).click();
      await expect(page).toHaveURL(ui[lang === 'en' ? 'zh' : 'en'].doc);
    });
  });

  test.describe(`${lang} page-type fixtures`, () => {
    test.use({ locale: t.locale });

    test('custom: navbar and our content wrapper, no sidebar or outline', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${t.prefix}/__fixtures__/custom`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(header(page)).toBeVisible();
      await expect(page.locator('main#main-content h1')).toBeVisible();
      await expect(page.locator('aside')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await settle(page);
      expect(problems).toEqual([]);
    });

    test('blank: the content alone', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${t.prefix}/__fixtures__/blank`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('aside')).toHaveCount(0);
      await expect(page.locator('.mf-skip-link')).toHaveCount(0);
      await settle(page);
      expect(problems).toEqual([]);
    });

    test('frontmatter navbar: false hides the navbar and keeps the rest of the frame', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${t.prefix}/__fixtures__/no-navbar`);
      await waitForReady(page);
      await expect(page.locator('main#main-content h1')).toBeVisible();
      await expect(page.locator('header.mf-nav')).toHaveCount(0);
      await expect(page.locator('.mf-skip-link')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('data-mf-nav', 'off');
      // Leaving for a page with the navbar brings it back.
      await page.goto(t.doc);
      await waitForReady(page);
      await expect(header(page)).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}

test.describe('first-visit language redirect', () => {
  test.use({ locale: 'zh-CN' });

  test("redirects a Chinese browser once, and never overrides the reader's own choice", async ({ page }) => {
    await page.goto('/guide/start/');
    await expect(page).toHaveURL('/zh/guide/start/');
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');
    // The reader picks English: they stay in English from now on.
    await header(page).getByRole('button', { name: ui.zh.languages }).click();
    await header(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/guide/start/');
    await page.reload();
    await expect(page).toHaveURL('/guide/start/');
    await page.goto('/configure/shared');
    await expect(page).toHaveURL('/configure/shared');
  });
});
