import { describe, expect, it, vi } from 'vitest';
import { APPEARANCE_KEY, appearanceConfig, modeForChoice, resolveTheme, safeStorage } from './appearance';
import { pageTitle } from '../head/title';
import { languageSwitchTarget, routeSet } from './lang-switch';
import { hasChildren, isNavActive, splitByPosition } from './nav';
import { isHiddenByQuery, overlaysHidden } from './query-flags';
import { hideNavbarMode, shouldHideNavbar, shouldShowScrollToTop, throttle } from './scroll';
import { splitSocialLinks } from './social';

describe('splitByPosition', () => {
  it('puts items without a position on the right and keeps their order', () => {
    const items = [
      { text: 'A', link: '/a' },
      { text: 'B', link: '/b', position: 'left' as const },
      { text: 'C', link: '/c', position: 'right' as const },
      { text: 'D', link: '/d' },
    ];
    const { left, right } = splitByPosition(items);
    expect(left.map((i) => i.text)).toEqual(['B']);
    expect(right.map((i) => i.text)).toEqual(['A', 'C', 'D']);
  });
});

describe('isNavActive', () => {
  const guide = { text: 'Guide', link: '/guide/start/', activeMatch: '^/(zh/)?guide/' };
  it('uses activeMatch as a regular expression on the route path', () => {
    expect(isNavActive(guide, '/guide/basic/runtime')).toBe(true);
    expect(isNavActive(guide, '/zh/guide/basic/runtime.html')).toBe(true);
    expect(isNavActive(guide, '/practice/overview')).toBe(false);
  });
  it('falls back to the link and its folder without activeMatch', () => {
    expect(isNavActive({ text: 'C', link: '/configure/' }, '/configure/shared')).toBe(true);
    expect(isNavActive({ text: 'C', link: '/configure/' }, '/guide/')).toBe(false);
    expect(isNavActive({ text: 'B', link: '/blog/announcement' }, '/blog/announcement')).toBe(true);
    expect(isNavActive({ text: 'B', link: '/blog/announcement' }, '/blog/other')).toBe(false);
  });
  it('never marks the home link active for every page, nor external links', () => {
    expect(isNavActive({ text: 'H', link: '/' }, '/guide/start/')).toBe(false);
    expect(isNavActive({ text: 'X', link: 'https://example.com/guide/' }, '/guide/')).toBe(false);
  });
  it('treats an invalid pattern as absent instead of throwing', () => {
    expect(isNavActive({ text: 'G', link: '/guide/', activeMatch: '(' }, '/guide/x')).toBe(true);
  });
  it('marks a dropdown active when a child is', () => {
    const menu = { text: 'More', items: [{ text: 'S', link: '/showcase/' }] };
    expect(hasChildren(menu)).toBe(true);
    expect(isNavActive(menu, '/showcase/')).toBe(true);
    expect(isNavActive(menu, '/guide/')).toBe(false);
  });
});

describe('splitSocialLinks', () => {
  it('shows up to three inline', () => {
    expect(splitSocialLinks(['github', 'discord'])).toEqual({ inline: ['github', 'discord'], more: [] });
    expect(splitSocialLinks(['a', 'b', 'c'])).toEqual({ inline: ['a', 'b', 'c'], more: [] });
  });
  it('moves the rest into the dropdown', () => {
    expect(splitSocialLinks(['a', 'b', 'c', 'd', 'e'])).toEqual({ inline: ['a', 'b', 'c'], more: ['d', 'e'] });
    expect(splitSocialLinks(['a', 'b'], 1)).toEqual({ inline: ['a'], more: ['b'] });
  });
});

describe('languageSwitchTarget', () => {
  const routes = routeSet(['/', '/zh/', '/guide/start/', '/zh/guide/start/', '/configure/experiments', '/configure/shared', '/zh/configure/shared', '/zh/plugin/dev/hooks']);
  const base = { langs: ['en', 'zh'], defaultLang: 'en', routes };
  it('keeps the page when it exists in the other language', () => {
    expect(languageSwitchTarget({ ...base, routePath: '/configure/shared', targetLang: 'zh' })).toBe('/zh/configure/shared');
    expect(languageSwitchTarget({ ...base, routePath: '/zh/configure/shared', targetLang: 'en' })).toBe('/configure/shared');
    expect(languageSwitchTarget({ ...base, routePath: '/guide/start/', targetLang: 'zh' })).toBe('/zh/guide/start/');
    expect(languageSwitchTarget({ ...base, routePath: '/zh/', targetLang: 'en' })).toBe('/');
  });
  it('matches routes with or without trailing slash, .html or /index', () => {
    expect(languageSwitchTarget({ ...base, routePath: '/guide/start/index.html', targetLang: 'zh' })).toBe('/zh/guide/start/');
    expect(languageSwitchTarget({ ...base, routePath: '/guide/start', targetLang: 'zh' })).toBe('/zh/guide/start');
  });
  it("goes to the other language's home when the page does not exist there", () => {
    expect(languageSwitchTarget({ ...base, routePath: '/configure/experiments', targetLang: 'zh' })).toBe('/zh/');
    expect(languageSwitchTarget({ ...base, routePath: '/zh/plugin/dev/hooks', targetLang: 'en' })).toBe('/');
  });
});

describe('shouldHideNavbar', () => {
  const at = (previousY: number, currentY: number, hidden = false) => ({ previousY, currentY, hidden });
  it("never hides with 'never' and always hides with 'always'", () => {
    expect(shouldHideNavbar({ mode: 'never', ...at(100, 900) })).toBe(false);
    expect(shouldHideNavbar({ mode: 'always', ...at(0, 0) })).toBe(true);
  });
  it("in 'auto' hides on scroll down and shows on scroll up", () => {
    expect(shouldHideNavbar({ mode: 'auto', ...at(200, 400) })).toBe(true);
    expect(shouldHideNavbar({ mode: 'auto', ...at(400, 300, true) })).toBe(false);
    expect(shouldHideNavbar({ mode: 'auto', ...at(400, 400, true) })).toBe(true);
  });
  it('shows near the top and while a menu is open', () => {
    expect(shouldHideNavbar({ mode: 'auto', ...at(10, 40) })).toBe(false);
    expect(shouldHideNavbar({ mode: 'auto', ...at(200, 400), menuOpen: true })).toBe(false);
    expect(shouldHideNavbar({ mode: 'always', ...at(200, 400), menuOpen: true })).toBe(false);
  });
  it('keeps its state, hidden or shown, while pinned by an open panel', () => {
    expect(shouldHideNavbar({ mode: 'auto', ...at(200, 400), pinned: true })).toBe(false);
    expect(shouldHideNavbar({ mode: 'auto', ...at(400, 200, true), pinned: true })).toBe(true);
    expect(shouldHideNavbar({ mode: 'auto', ...at(400, 10, true), pinned: true })).toBe(true);
    expect(shouldHideNavbar({ mode: 'auto', ...at(400, 200, true), pinned: true, menuOpen: true })).toBe(false);
  });
  it('reads the config value defensively', () => {
    expect(hideNavbarMode('auto')).toBe('auto');
    expect(hideNavbarMode('always')).toBe('always');
    expect(hideNavbarMode(undefined)).toBe('never');
    expect(hideNavbarMode('sometimes')).toBe('never');
  });
});

describe('shouldShowScrollToTop', () => {
  it('shows only once the page is scrolled', () => {
    expect(shouldShowScrollToTop(0)).toBe(false);
    expect(shouldShowScrollToTop(1000)).toBe(true);
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per window with the latest arguments', () => {
    vi.useFakeTimers();
    try {
      const calls: number[] = [];
      const fn = throttle((y: number) => calls.push(y), 200);
      fn(1);
      fn(2);
      fn(3);
      expect(calls).toEqual([1]);
      vi.advanceTimersByTime(199);
      expect(calls).toEqual([1]);
      vi.advanceTimersByTime(1);
      expect(calls).toEqual([1, 3]);
      vi.advanceTimersByTime(500);
      fn(4);
      expect(calls).toEqual([1, 3, 4]);
      fn(5);
      fn.cancel();
      vi.advanceTimersByTime(500);
      expect(calls).toEqual([1, 3, 4]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('appearance', () => {
  it('defaults to auto and follows the system', () => {
    const config = appearanceConfig(true);
    expect(config).toEqual({ defaultMode: 'auto', switchable: true });
    expect(resolveTheme(config, null, true)).toBe('dark');
    expect(resolveTheme(config, null, false)).toBe('light');
    expect(resolveTheme(config, 'garbage', true)).toBe('dark');
  });
  it("keeps the reader's stored choice", () => {
    const config = appearanceConfig(true);
    expect(resolveTheme(config, 'dark', false)).toBe('dark');
    expect(resolveTheme(config, 'light', true)).toBe('light');
    expect(resolveTheme(config, 'auto', true)).toBe('dark');
  });
  it('darkMode: false fixes light whatever is stored or preferred', () => {
    const config = appearanceConfig(false);
    expect(config.switchable).toBe(false);
    expect(resolveTheme(config, 'dark', true)).toBe('light');
    expect(resolveTheme(appearanceConfig('force-dark'), 'light', false)).toBe('dark');
  });
  it('stores auto when the choice matches the system, the choice otherwise', () => {
    expect(modeForChoice('dark', false)).toBe('dark');
    expect(modeForChoice('light', false)).toBe('auto');
    expect(modeForChoice('light', true)).toBe('light');
  });
  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const storage = safeStorage(() => throwing);
    expect(storage.get(APPEARANCE_KEY)).toBeNull();
    expect(() => storage.set(APPEARANCE_KEY, 'dark')).not.toThrow();
    expect(safeStorage(() => undefined).get(APPEARANCE_KEY)).toBeNull();
  });
});

describe('query and frontmatter flags', () => {
  it('hides a part only for the value 0', () => {
    expect(isHiddenByQuery('?navbar=0', 'navbar')).toBe(true);
    expect(isHiddenByQuery('?navbar=1', 'navbar')).toBe(false);
    expect(isHiddenByQuery('?sidebar=0', 'navbar')).toBe(false);
    expect(isHiddenByQuery('', 'navbar')).toBe(false);
  });
  it('hides overlays only for an explicit false', () => {
    expect(overlaysHidden({ globalUIComponents: false })).toBe(true);
    expect(overlaysHidden({})).toBe(false);
    expect(overlaysHidden({ globalUIComponents: 'false' })).toBe(false);
  });
});

describe('pageTitle', () => {
  it('is "<page> - <site>" and the site alone at home', () => {
    expect(pageTitle('doc', 'Shared', 'Module Federation')).toBe('Shared - Module Federation');
    expect(pageTitle('home', 'Home', 'Module Federation')).toBe('Module Federation');
    expect(pageTitle('custom', '', 'Module Federation')).toBe('Module Federation');
    expect(pageTitle('404', '404', 'Module Federation')).toBe('404 - Module Federation');
  });
});

describe('mobile menu and tags', () => {
  it('closes the menu when the window grows to 768 px or leaves the mobile range', async () => {
    const { shouldCloseMenuOnResize } = await import('./nav');
    expect(shouldCloseMenuOnResize(375, 767)).toBe(false);
    expect(shouldCloseMenuOnResize(375, 768)).toBe(true);
    expect(shouldCloseMenuOnResize(800, 900)).toBe(false);
    expect(shouldCloseMenuOnResize(900, 1024)).toBe(true);
    expect(shouldCloseMenuOnResize(900, 500)).toBe(false);
  });
  it('tells svg markup, image URLs and text tags apart', async () => {
    const { tagKind } = await import('./nav');
    expect(tagKind('<svg viewBox="0 0 1 1"></svg>')).toBe('svg');
    expect(tagKind('https://example.com/new.png')).toBe('image');
    expect(tagKind('/badges/new.svg')).toBe('image');
    expect(tagKind('new')).toBe('text');
  });
});

describe('isSameRoute', () => {
  it('compares a page route with the address', async () => {
    const { isSameRoute } = await import('./progress');
    expect(isSameRoute('/guide/start/', '/guide/start')).toBe(true);
    expect(isSameRoute('/guide/start/', '/guide/start/index.html')).toBe(true);
    expect(isSameRoute('/guide/start/', '/practice/overview')).toBe(false);
    expect(isSameRoute(undefined, '/')).toBe(false);
  });
});
