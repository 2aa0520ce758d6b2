import { describe, expect, it } from 'vitest';
import { hasChildren, isNavActive, shouldCloseMenuOnResize, splitByPosition } from './nav';

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

describe('mobile menu', () => {
  it('closes the menu when the window grows to 768 px or leaves the mobile range', () => {
    expect(shouldCloseMenuOnResize(375, 767)).toBe(false);
    expect(shouldCloseMenuOnResize(375, 768)).toBe(true);
    expect(shouldCloseMenuOnResize(800, 900)).toBe(false);
    expect(shouldCloseMenuOnResize(900, 1024)).toBe(true);
    expect(shouldCloseMenuOnResize(900, 500)).toBe(false);
  });
});
