import { describe, expect, it } from 'vitest';
import { extractPage } from '../../../plugins/search-index/extract';
import { buildIndexJson, lead } from '../../../plugins/search-index/record';
import { buildIndex, search } from './engine';
import { fold, foldQuery } from './fold';
import { highlightRanges, mergeRanges, snippet } from './highlight';
import { LruCache } from './lru';
import { createSearcher, localBackend } from './searcher';
import { parseQuery, tokenize } from './tokenize';
import type { SearchHit, SearchRecord } from '../../../shared/search/types';

const rec = (routePath: string, title: string, content: string, toc: Array<[string, string, number]> = []): SearchRecord => ({
  routePath,
  title,
  group: 'Guide',
  content,
  toc: toc.map(([id, text, charIndex]) => ({ id, text, depth: 2, charIndex })),
});

const marked = (text: string, hit: Pick<SearchHit, 'highlightInfoList'>) =>
  hit.highlightInfoList.map((r) => text.slice(r.start, r.start + r.length));

describe('fold', () => {
  it('lowercases and strips accents, keeping offsets back to the original', () => {
    const folded = fold('Café Déjà-vu');
    expect(folded.text).toBe('cafe deja-vu');
    expect(foldQuery('ÉCOLE')).toBe('ecole');
  });
  it('keeps Hangul syllables whole and folds Cyrillic case (ё to е) without stripping й', () => {
    expect(fold('모듈 페더레이션').text).toBe('모듈 페더레이션');
    expect(fold('ЁЛКА Йогурт').text).toBe('елка йогурт');
  });
  it('maps highlights back across characters that change length when folded', () => {
    const text = 'ﬁle İstanbul';
    const ranges = highlightRanges(text, parseQuery(foldQuery('istanbul')));
    expect(ranges.map((r) => text.slice(r.start, r.start + r.length))).toEqual(['İstanbul']);
  });
});

describe('tokenize', () => {
  it('splits words on non-word characters and adds camelCase parts', () => {
    const terms = tokenize(fold('loadRemote(\'app/Button\')').text, 'loadRemote(\'app/Button\')').map((t) => t.term);
    expect(terms).toEqual(expect.arrayContaining(['loadremote', 'load', 'remote', 'app', 'button']));
  });
  it('turns CJK runs into single characters and overlapping pairs', () => {
    const terms = tokenize('共享依赖').map((t) => `${t.kind}:${t.term}`);
    expect(terms).toEqual(expect.arrayContaining(['cjk2:共享', 'cjk2:享依', 'cjk2:依赖', 'cjk1:共']));
  });
  it('separates Latin words from CJK text in mixed queries', () => {
    expect(parseQuery(foldQuery('Vue桥接 bridge'))).toEqual({ words: ['vue', 'bridge'], cjk: ['桥接'] });
  });
});

describe('search', () => {
  const index = buildIndex([
    rec('/configure/shared', 'shared', 'Intro text about sharing.\nWith singleton only one copy exists.\nA semver range in requiredVersion.', [
      ['singleton', 'singleton', 26],
      ['requiredversion', 'requiredVersion', 64],
    ]),
    rec('/guide/runtime', 'Runtime API', 'Call loadRemote to load a module; loadShare returns a shared dependency.'),
    rec('/guide/sharing', 'Sharing strategy', 'How singletons behave when shared.'),
    rec('/zh/configure/shared', '共享依赖', '把 React 设置为单例，整个页面只保留一份。', []),
    rec('/ru/guide', 'Руководство', 'Модули загружаются во время выполнения.'),
    rec('/ko/guide', '시작하기', '모듈 페더레이션은 런타임에 코드를 공유합니다.'),
  ]);

  it('ranks titles over headers over content, and exact words over prefixes', () => {
    const hits = search(index, 'shared');
    expect(hits[0]).toMatchObject({ type: 'title', link: '/configure/shared', title: 'shared' });
    expect(hits.findIndex((h) => h.type === 'content')).toBeGreaterThan(0);
    const singleton = search(index, 'singleton');
    expect(singleton[0]).toMatchObject({ type: 'header', link: '/configure/shared#singleton' });
    // "singletons" (prefix match) comes after the exact word.
    const links = singleton.map((h) => h.link);
    expect(links.indexOf('/guide/sharing')).toBeGreaterThan(links.indexOf('/configure/shared#singleton'));
  });

  it('finds identifiers in content with a snippet and highlight ranges', () => {
    const [hit] = search(index, 'loadremote');
    expect(hit).toMatchObject({ type: 'content', title: 'Runtime API', link: '/guide/runtime', group: 'Guide', query: 'loadremote', renderType: 'default' });
    expect(marked(hit.statement, hit)).toEqual(['loadRemote']);
  });

  it('finds a two-character Chinese word inside longer text, and mixed queries', () => {
    const hits = search(index, '单例');
    expect(hits[0].link).toBe('/zh/configure/shared');
    expect(marked(hits[0].statement, hits[0])).toEqual(['单例']);
    expect(search(index, 'React 单例')[0].link).toBe('/zh/configure/shared');
    expect(search(index, '共享')[0]).toMatchObject({ type: 'title', title: '共享依赖' });
  });

  it('handles Cyrillic and Korean words and prefixes', () => {
    expect(search(index, 'модули')[0].link).toBe('/ru/guide');
    expect(search(index, 'руковод')[0]).toMatchObject({ type: 'title', link: '/ru/guide' });
    expect(search(index, '모듈')[0].link).toBe('/ko/guide');
  });

  it('returns at most the limit (7 by default)', () => {
    const many = buildIndex(Array.from({ length: 20 }, (_, i) => rec(`/p${i}`, `Page ${i} remote`, 'remote text')));
    expect(search(many, 'remote')).toHaveLength(7);
    expect(search(many, 'remote', 3)).toHaveLength(3);
  });

  it('survives hostile queries', () => {
    for (const query of ['<script>alert(1)</script>', '.*+?^${}()|[]\\', 'x'.repeat(5000), '🙂🙂', 'مرحبا', '']) {
      expect(() => search(index, query)).not.toThrow();
    }
    expect(search(index, '(((')).toEqual([]);
  });
});

describe('highlight and snippet', () => {
  it('merges overlapping ranges', () => {
    expect(mergeRanges([{ start: 5, length: 3 }, { start: 0, length: 2 }, { start: 6, length: 4 }])).toEqual([
      { start: 0, length: 2 },
      { start: 5, length: 5 },
    ]);
  });
  it('cuts about 100 characters around the first match and moves the ranges', () => {
    const text = `${'alpha '.repeat(40)}target ${'omega '.repeat(40)}`;
    const ranges = highlightRanges(text, parseQuery('target'));
    const cut = snippet(text, ranges);
    expect(cut.statement.length).toBeLessThanOrEqual(102);
    expect(cut.statement.startsWith('…')).toBe(true);
    expect(cut.statement.endsWith('…')).toBe(true);
    expect(marked(cut.statement, { highlightInfoList: cut.ranges })).toEqual(['target']);
  });
});

describe('cache and hooks', () => {
  it('keeps at most 100 entries, dropping the least recently used', () => {
    const cache = new LruCache<string, number>(100);
    for (let i = 0; i < 150; i++) cache.set(`q${i}`, i);
    expect(cache.size).toBe(100);
    expect(cache.get('q49')).toBeUndefined();
    cache.get('q50');
    cache.set('new', 1);
    expect(cache.get('q50')).toBeDefined();
    expect(cache.get('q51')).toBeUndefined();
  });

  it('runs the hooks before, during and after a search, and caches answers', async () => {
    const index = buildIndex([rec('/a', 'Alpha remote', 'text')]);
    const calls: string[] = [];
    let backendCalls = 0;
    const backend = localBackend(index, 'Docs', 7);
    const searcher = createSearcher(
      (q) => {
        backendCalls++;
        return backend(q);
      },
      {
        beforeSearch: (q) => {
          calls.push(`before:${q}`);
          return q.replace('remot', 'remote');
        },
        onSearch: (q, groups) => {
          calls.push(`on:${q}:${groups.length}`);
          return [{ group: 'Extra', result: { custom: true } }];
        },
        afterSearch: (q, groups) => {
          calls.push(`after:${q}:${groups.map((g) => `${g.group}/${g.renderType}`).join(',')}`);
        },
      },
    );
    const groups = await searcher.run('remot');
    expect(groups[0].result).toHaveLength(1);
    expect(calls).toEqual(['before:remot', 'on:remote:1', 'after:remote:Docs/default,Extra/custom']);
    await searcher.run('remot');
    expect(backendCalls).toBe(1);
    expect(searcher.cacheSize).toBe(1);
  });
});

describe('index extraction', () => {
  const source = [
    "import { Steps } from '@theme';",
    '',
    '# Shared things',
    '',
    'Intro with **bold** and a [link](/guide/start) and `inlineCode`.',
    '',
    '## singleton {#singleton}',
    '',
    ':::tip Good to know',
    'Only one copy.',
    ':::',
    '',
    '```ts',
    "const host = createInstance({ name: 'host' });",
    'host.loadRemote("app/Button");',
    '```',
    '',
    '| Field | Type |',
    '|---|---|',
    '| `eager` | `boolean` |',
  ].join('\n');

  it('keeps title, headers with ids, prose and code identifiers', () => {
    const page = extractPage(source, [{ id: 'singleton', text: 'singleton', depth: 2 }]);
    expect(page.title).toBe('Shared things');
    expect(page.sections[0].text.join(' ')).toBe('Intro with bold and a link and inlineCode.');
    expect(page.sections[1].header).toEqual({ id: 'singleton', text: 'singleton', depth: 2 });
    expect(page.sections[1].text.join(' ')).toContain('Good to know Only one copy.');
    expect(page.sections[1].text.join(' ')).toContain('eager boolean');
    expect(page.sections[1].code).toEqual(expect.arrayContaining(['host', 'createInstance', 'host.loadRemote', 'app/Button']));
    expect(page.sections[1].code).not.toContain('const');
  });

  it('cuts long sections at a sentence end to stay within the gzip budget, never the headers', () => {
    expect(lead('One two. Three four five six.', 12)).toBe('One two.');
    const page = extractPage(`# T\n\n## H {#h}\n\n${Array.from({ length: 3000 }, (_, i) => `w${(i * 7919) % 10007}${i % 9 ? '' : '.'}`).join(' ')}`, [{ id: 'h', text: 'H', depth: 2 }]);
    const { json, limit } = buildIndexJson([{ ...page, routePath: '/t', group: 'G' }], 2000);
    const [record] = JSON.parse(json) as SearchRecord[];
    expect(limit).toBeLessThan(Infinity);
    expect(record.toc).toEqual([{ id: 'h', text: 'H', depth: 2, charIndex: 0 }]);
  });
});
