import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchEvents, isNavFile, isPageFile, planPageChanges, withPageChanges, type RouteRecord } from './dev-pages';

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
    expect(isPageFile(docs, path.join(docs, 'en/guide/env.d.ts'), extensions)).toBe(false);
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

  it('keeps the record a page had when it comes back after a removal', () => {
    const result = withPageChanges(pages, new Map([['/guide/a', route('/guide/a')]]), new Set());
    expect(result.filter((page) => page.routePath === '/guide/a')).toEqual([pages[0]]);
  });
});

describe('planPageChanges', () => {
  const page = (name: string) => path.join(docs, 'en/guide', name);
  const plan = (events: string[], routeFiles: string[], present: string[]) =>
    planPageChanges({ events, routeFiles, isPage: (file) => isPageFile(docs, file, extensions), exists: (file) => present.includes(file) });

  it('adds a new page file and nothing else', () => {
    expect(plan([page('new.mdx'), page('_part.mdx'), page('old.mdx')], [page('old.mdx')], [page('new.mdx'), page('_part.mdx'), page('old.mdx')])).toEqual({ removed: [], added: [page('new.mdx')], nav: false });
  });

  it('removes every route whose file is gone, even one no event named (a folder moved away)', () => {
    expect(plan([path.join(docs, 'en/guide')], [page('a.mdx'), page('b.mdx')], [])).toEqual({ removed: [page('a.mdx'), page('b.mdx')], added: [], nav: false });
  });

  it('treats a page renamed to another extension as a removal and an addition', () => {
    expect(plan([page('a.mdx'), page('a.md')], [page('a.md')], [page('a.mdx')])).toEqual({ removed: [page('a.md')], added: [page('a.mdx')], nav: false });
  });

  it('leaves routes outside the docs alone (pages a plugin adds from temporary files)', () => {
    expect(plan([], ['/tmp/fixture.mdx'], [])).toEqual({ removed: [], added: [], nav: false });
  });

  it('says when a sidebar file came or went', () => {
    expect(plan([path.join(docs, 'en/new/_meta.json')], [], [])).toMatchObject({ nav: true });
  });
});

describe('batchEvents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over the files of a burst once, after the delay', () => {
    const flush = vi.fn();
    const batch = batchEvents(50, flush);
    batch.push('/a.mdx');
    vi.advanceTimersByTime(30);
    batch.push('/b.mdx');
    batch.push('/a.mdx');
    vi.advanceTimersByTime(49);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    expect([...flush.mock.calls[0]![0]]).toEqual(['/a.mdx', '/b.mdx']);
    batch.push('/c.mdx');
    vi.advanceTimersByTime(50);
    expect([...flush.mock.calls[1]![0]]).toEqual(['/c.mdx']);
  });

  it('drops a waiting batch when cancelled', () => {
    const flush = vi.fn();
    const batch = batchEvents(50, flush);
    batch.push('/a.mdx');
    batch.cancel();
    vi.advanceTimersByTime(100);
    expect(flush).not.toHaveBeenCalled();
  });
});
