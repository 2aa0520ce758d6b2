import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../shared/search/types';
import { hitSuggestions, mergeSuggestions, readMissingPath, sidebarPages, slugMatches } from './suggestions';

const pages = [
  { link: '/configure/', text: 'Overview' },
  { link: '/configure/shared', text: 'shared' },
  { link: '/configure/shareStrategy', text: 'shareStrategy' },
  { link: '/guide/basic/runtime', text: 'Runtime API' },
  { link: '/guide/basic/shared', text: 'A page that happens to share the slug' },
];

describe('reading a missing address', () => {
  it('takes its last part and its words, and its section, without file endings or index', () => {
    expect(readMissingPath('/Configure/sharedd')).toEqual({ path: '/configure/sharedd', slug: 'sharedd', section: 'configure', slugWords: ['sharedd'] });
    expect(readMissingPath('/guide/basic/runtime-api.html').slugWords).toEqual(['runtime', 'api']);
    expect(readMissingPath('/guide/start/index').slug).toBe('start');
    expect(readMissingPath('/%E5%85%B1%E4%BA%AB').slug).toBe('共享');
    expect(readMissingPath('/%E5%85%B1%E4%BA').slug).toBe('%e5%85%b1%e4%ba');
    expect(readMissingPath('/')).toEqual({ path: '/', slug: '', section: '', slugWords: [] });
  });
});

describe('pages by their address', () => {
  it('finds the page one typo away, in the missing address\'s own section first', () => {
    expect(slugMatches(readMissingPath('/configure/sharedd'), pages).map((s) => s.href)).toEqual(['/configure/shared', '/guide/basic/shared']);
    expect(slugMatches(readMissingPath('/guide/basic/shared'), pages).map((s) => s.href)).toEqual(['/guide/basic/shared', '/configure/shared']);
    expect(slugMatches(readMissingPath('/guide/basic/runtim'), pages)).toEqual([{ href: '/guide/basic/runtime', title: 'Runtime API' }]);
  });
  it('compares without case, and allows no typo in a short word', () => {
    expect(slugMatches(readMissingPath('/configure/sharestrategy'), pages).map((s) => s.href)).toEqual(['/configure/shareStrategy']);
    expect(slugMatches(readMissingPath('/configure/dtx'), [{ link: '/configure/dts', text: 'dts' }])).toEqual([]);
  });
  it('reads the section past a language prefix', () => {
    const zh = pages.map((page) => ({ ...page, link: `/zh${page.link}` }));
    expect(slugMatches(readMissingPath('/guide/basic/sharedd'), zh, '/zh').map((s) => s.href)).toEqual(['/zh/guide/basic/shared', '/zh/configure/shared']);
  });
});

describe('sidebar pages', () => {
  it('walks groups and links once each, skipping dividers and section headers', () => {
    expect(
      sidebarPages([
        [
          { text: 'Basics', link: '/guide/basic/', items: [{ text: 'Runtime', link: '/guide/basic/runtime' }, { dividerType: 'solid' }] },
          { sectionHeaderText: 'More' },
          { text: 'Runtime', link: '/guide/basic/runtime' },
        ],
      ]),
    ).toEqual([{ link: '/guide/basic/', text: 'Basics' }, { link: '/guide/basic/runtime', text: 'Runtime' }]);
  });
});

describe('suggestions from search hits', () => {
  const hit = (type: SearchHit['type'], link: string, title: string, header = ''): SearchHit => ({
    type, link, title, header, statement: '', group: 'Docs', query: 'q', highlightInfoList: [], renderType: 'default',
  });
  it('keeps title and heading hits, not passages, and merges lists one page each, five at most', () => {
    const fromHits = hitSuggestions([hit('title', '/configure/shared', 'shared'), hit('content', '/guide/a#x', 'A'), hit('header', '/guide/b#y', 'B', 'Why')]);
    expect(fromHits).toEqual([{ href: '/configure/shared', title: 'shared' }, { href: '/guide/b#y', title: 'B', heading: 'Why' }]);
    const many = Array.from({ length: 8 }, (_, i) => ({ href: `/p${i}`, title: `P${i}` }));
    const merged = mergeSuggestions([[{ href: '/configure/shared.html', title: 'shared' }], fromHits, many]);
    expect(merged.map((s) => s.href)).toEqual(['/configure/shared.html', '/guide/b#y', '/p0', '/p1', '/p2']);
  });
});
