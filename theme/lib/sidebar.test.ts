import { describe, expect, it } from 'vitest';
import { containsRoute, flattenSidebar, isGroupInitiallyOpen, prevNextPages, revealScrollTop, sidebarIndent } from './sidebar';
import { type SidebarGroupNode, type SidebarNode } from '../../shared/sidebar';

const frameworks: SidebarGroupNode = {
  text: 'Frameworks',
  collapsible: true,
  collapsed: true,
  items: [
    { text: 'Framework Overview', link: '/practice/frameworks/index.html' },
    {
      text: 'React',
      link: '/practice/frameworks/react/index.html',
      collapsible: true,
      collapsed: false,
      items: [{ text: 'i18n', link: '/practice/frameworks/react/i18n-react.html' }],
    },
  ],
};

const sidebar: SidebarNode[] = [
  { text: 'Overview', link: '/practice/overview.html' },
  { dividerType: 'dashed' },
  { sectionHeaderText: 'Guides' },
  { text: 'Bridge', collapsible: false, collapsed: false, items: [{ text: 'React Bridge', link: '/practice/bridge/react-bridge.html' }] },
  frameworks,
];

describe('flattenSidebar', () => {
  it('lists pages in reading order, group links before their children, skipping separators', () => {
    expect(flattenSidebar(sidebar).map((page) => page.link)).toEqual([
      '/practice/overview.html',
      '/practice/bridge/react-bridge.html',
      '/practice/frameworks/index.html',
      '/practice/frameworks/react/index.html',
      '/practice/frameworks/react/i18n-react.html',
    ]);
  });
});

describe('prevNextPages', () => {
  it('gives the neighbours in sidebar order across groups', () => {
    const { prev, next } = prevNextPages(sidebar, '/practice/frameworks/');
    expect(prev?.text).toBe('React Bridge');
    expect(next?.text).toBe('React');
  });
  it('has no previous page at the start and no next page at the end', () => {
    expect(prevNextPages(sidebar, '/practice/overview').prev).toBeNull();
    expect(prevNextPages(sidebar, '/practice/frameworks/react/i18n-react').next).toBeNull();
  });
  it('gives nothing for a page outside the sidebar', () => {
    expect(prevNextPages(sidebar, '/blog/')).toEqual({ prev: null, next: null });
  });
});

describe('group state', () => {
  it('finds the current page at any depth', () => {
    expect(containsRoute(frameworks, '/practice/frameworks/react/i18n-react')).toBe(true);
    expect(containsRoute(frameworks, '/practice/bridge/react-bridge')).toBe(false);
  });
  it('opens a collapsed group that holds the active page', () => {
    expect(isGroupInitiallyOpen(frameworks, '/practice/frameworks/react/i18n-react')).toBe(true);
    expect(isGroupInitiallyOpen(frameworks, '/practice/overview')).toBe(false);
  });
  it('keeps non-collapsible groups open and honours collapsed: false', () => {
    expect(isGroupInitiallyOpen({ text: 'x', items: [], collapsible: false, collapsed: true }, '/')).toBe(true);
    expect(isGroupInitiallyOpen({ text: 'x', items: [], collapsible: true, collapsed: false }, '/')).toBe(true);
  });
});

describe('sidebarIndent', () => {
  it('is 0 at the top, 12 px for group children at depth 0, then 18 px per level', () => {
    expect(sidebarIndent(0)).toBe(0);
    expect(sidebarIndent(1)).toBe(12);
    expect(sidebarIndent(2)).toBe(30);
    expect(sidebarIndent(3)).toBe(48);
  });
});

describe('revealScrollTop', () => {
  it('leaves a visible item alone', () => {
    expect(revealScrollTop(200, 30, 0, 600)).toBeNull();
  });
  it('centres an item below or above the visible part', () => {
    expect(revealScrollTop(1200, 30, 0, 600)).toBe(915);
    expect(revealScrollTop(100, 30, 800, 600)).toBe(0);
  });
});
