import { expect, type Locator, type Page } from '@playwright/test';

/** The language-dependent expectations of the doc layout tests. */
export const docCases = {
  en: {
    locale: 'en-US',
    prefix: '',
    page: '/guide/basic/runtime',
    source: 'en/guide/basic/runtime.mdx',
    prev: { text: 'npm packages', href: '/guide/start/npm-packages' },
    next: { text: 'Rspack plugin', href: '/guide/basic/rspack' },
    menu: 'Menu',
    // The footer's date line, whole: label, punctuation and date as the English strings write them.
    lastUpdated: /^Last Updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    updatedDate: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    // A link that opens a new tab says so after its name.
    newTab: 'GitHub (opens in a new tab)',
    others: 'Others',
    outlineTitle: 'ON THIS PAGE',
    prevLabel: 'Previous page',
    nextLabel: 'Next page',
    sidebarLabel: 'Section navigation',
    warning: 'Warning',
  },
  zh: {
    locale: 'zh-CN',
    prefix: '/zh',
    page: '/zh/guide/basic/runtime',
    source: 'zh/guide/basic/runtime.mdx',
    prev: null,
    next: null,
    menu: '菜单',
    // 最后更新于 2026 年 4 月 24 日: no half-width colon, digits spaced from Chinese as in the pages' prose.
    lastUpdated: /^最后更新于 \d{4} 年 \d{1,2} 月 \d{1,2} 日$/,
    updatedDate: /^\d{4} 年 \d{1,2} 月 \d{1,2} 日$/,
    newTab: 'GitHub（在新标签页中打开）',
    others: '其他',
    outlineTitle: '本页目录',
    prevLabel: '上一页',
    nextLabel: '下一页',
    sidebarLabel: '本节导航',
    warning: '注意',
  },
} as const;

export type DocLang = keyof typeof docCases;

/** The sidebar landmark. */
export function sidebar(page: Page, lang: DocLang): Locator {
  return page.getByRole('complementary', { name: docCases[lang].sidebarLabel });
}

/** Distance in px from the viewport top to an element's top edge. */
export async function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

/** Waits until smooth scrolling has put the heading at the 72 px anchor offset. */
export async function expectAtAnchor(page: Page, id: string): Promise<void> {
  await expect.poll(() => topOf(page, `[id="${id}"]`), { timeout: 5000 }).toBeGreaterThan(70);
  await expect.poll(() => topOf(page, `[id="${id}"]`), { timeout: 5000 }).toBeLessThan(74);
}

/** True when `<html>` carries the dark class (ours or the stock one). */
export async function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => ['dark', 'rp-dark'].some((name) => document.documentElement.classList.contains(name)));
}
