import { describe, expect, it, vi } from 'vitest';
import { hideNavbarMode, shouldHideNavbar, shouldShowScrollToTop, throttle } from './scroll';

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
