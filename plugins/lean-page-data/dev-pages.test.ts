import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { batchEvents, isNavFile, isPageFile, withPageChanges, type RouteRecord } from './dev-pages';

const docs = path.join('/site', 'docs');
const extensions = ['.js', '.jsx', '.ts', '.tsx', '.md', '.mdx'];

describe('isPageFile', () => {
  it('takes Markdown and MDX files under the docs', () => {
    expect(isPageFile(docs, path.join(docs, 'en/guide/new.mdx'), extensions)).toBe(true);
    expect(isPageFile(docs, path.join(docs, 'zh/index.md'), extensions)).toBe(true);
  });

  it('leaves out what the route scan leaves out', () => {
    expect(isPageFile(docs, path.join(docs, 'en/guide/_partial.mdx'), extensions)).toBe(false);
    expect(isPageFile(docs, path.join(docs, 'en/_drafts/page.mdx'), extensions)).toBe(false);
    expect(isPageFile(docs, path.join(docs, 'public/notes.md'), extensions)).toBe(false);
    expect(isPageFile(docs, path.join(docs, 'en/guide/.page.mdx.swp'), extensions)).toBe(false);
    expect(isPageFile(docs, path.join(docs, 'en/guide/diagram.png'), extensions)).toBe(false);
    expect(isPageFile(docs, path.join('/site', 'README.md'), extensions)).toBe(false);
    expect(isPageFile(docs, docs, extensions)).toBe(false);
  });

  it('keeps a double underscore, which the scan keeps too', () => {
    expect(isPageFile(docs, path.join(docs, 'en/__tests__.mdx'), extensions)).toBe(true);
  });
});

describe('isNavFile', () => {
  it('is true for the sidebar and nav files only', () => {
    expect(isNavFile(path.join(docs, 'en/guide/_meta.json'))).toBe(true);
    expect(isNavFile(path.join(docs, 'en/_nav.json'))).toBe(true);
    expect(isNavFile(path.join(docs, 'en/guide/meta.json'))).toBe(false);
  });
});

describe('withPageChanges', () => {
  const route = (routePath: string, lang = 'en'): RouteRecord => ({ routePath, lang, version: '', relativePath: `${lang}${routePath}.mdx` });
  const pages = [
    { routePath: '/guide/a', lang: 'en', title: 'A', toc: [{ id: 'x' }] },
    { routePath: '/guide/b', lang: 'en', title: 'B', toc: [] },
  ];

  it('is the list itself when nothing changed', () => {
    expect(withPageChanges(pages, new Map(), new Set())).toEqual(pages);
  });

  it('adds a bare record for a new page and drops a removed one', () => {
    const result = withPageChanges(pages, new Map([['/zh/guide/c', route('/zh/guide/c', 'zh')]]), new Set(['/guide/b']));
    expect(result.map((page) => page.routePath)).toEqual(['/guide/a', '/zh/guide/c']);
    expect(result[1]).toMatchObject({ lang: 'zh', version: '', title: '', toc: [], frontmatter: {} });
  });

  it('replaces the record of a page removed and added again', () => {
    const result = withPageChanges(pages, new Map([['/guide/a', route('/guide/a')]]), new Set());
    expect(result.filter((page) => page.routePath === '/guide/a')).toHaveLength(1);
    expect(result.find((page) => page.routePath === '/guide/a')?.title).toBe('');
  });
});

describe('batchEvents', () => {
  it('hands over the files of a burst once, after the delay', () => {
    vi.useFakeTimers();
    try {
      const flush = vi.fn();
      const onEvent = batchEvents(50, flush);
      onEvent('/a.mdx');
      vi.advanceTimersByTime(30);
      onEvent('/b.mdx');
      onEvent('/a.mdx');
      vi.advanceTimersByTime(49);
      expect(flush).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(flush).toHaveBeenCalledTimes(1);
      expect([...flush.mock.calls[0]![0]]).toEqual(['/a.mdx', '/b.mdx']);
      onEvent('/c.mdx');
      vi.advanceTimersByTime(50);
      expect([...flush.mock.calls[1]![0]]).toEqual(['/c.mdx']);
    } finally {
      vi.useRealTimers();
    }
  });
});
