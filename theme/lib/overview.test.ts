import { describe, expect, it } from 'vitest';
import { buildOverviewGroups, overviewDepths } from './overview';
import type { SidebarNode } from '../../shared/sidebar';

const pages = [
  {
    routePath: '/practice/frameworks/react/',
    toc: [
      { id: 'setup', text: 'Setup', depth: 2 },
      { id: 'details', text: 'Details', depth: 3 },
    ],
  },
  { routePath: '/practice/frameworks/react/i18n-react', toc: [{ id: 'i18n', text: 'Translations', depth: 2 }] },
  { routePath: '/configure/name', toc: [{ id: 'type', text: 'Type', depth: 2 }] },
];

const practice: SidebarNode[] = [
  { text: 'Overview', link: '/practice/overview.html' },
  {
    text: 'Frameworks',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Framework Overview', link: '/practice/frameworks/index.html' },
      {
        text: 'React',
        collapsible: true,
        collapsed: false,
        items: [
          { text: 'React', link: '/practice/frameworks/react/index.html' },
          { text: 'i18n', link: '/practice/frameworks/react/i18n-react.html' },
        ],
      },
      { dividerType: 'solid' },
      { text: 'Glossary', link: '/practice/frameworks/glossary.html' },
    ],
  },
];

describe('buildOverviewGroups', () => {
  it('covers the section that lists the overview page, without the page itself', () => {
    const groups = buildOverviewGroups(practice, '/practice/frameworks/', pages);
    expect(groups.map((group) => group.name)).toEqual(['React', null]);
    expect(groups[0].items.map((item) => item.text)).toEqual(['React', 'i18n']);
    expect(groups[0].items[0].headers.map((header) => header.id)).toEqual(['setup']);
    expect(groups[1].items.map((item) => item.text)).toEqual(['Glossary']);
    expect(groups[1].items[0].headers).toEqual([]);
  });
  it('lists deeper headings when asked', () => {
    const groups = buildOverviewGroups(practice, '/practice/frameworks/', pages, [2, 3]);
    expect(groups[0].items[0].headers.map((header) => header.id)).toEqual(['setup', 'details']);
  });
  it('puts the loose pages of a flat sidebar in one unnamed group', () => {
    const flat: SidebarNode[] = [
      { text: 'Overview', link: '/configure/index.html' },
      { text: 'name', link: '/configure/name.html' },
    ];
    const groups = buildOverviewGroups(flat, '/configure/', pages);
    expect(groups).toEqual([
      { name: null, items: [{ text: 'name', link: '/configure/name.html', headers: [{ id: 'type', text: 'Type', depth: 2 }] }] },
    ]);
  });
});

describe('overviewDepths', () => {
  it('defaults to depth 2 and keeps valid depths', () => {
    expect(overviewDepths(undefined)).toEqual([2]);
    expect(overviewDepths([2, 3])).toEqual([2, 3]);
    expect(overviewDepths(['x', 9])).toEqual([2]);
  });
});
