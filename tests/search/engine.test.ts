/** The search engine over a small site built with the build's own code, read through an in-memory loader. */
import { describe, expect, it } from 'vitest';
import { buildIndexFiles, type PageInput } from '../../plugins/search-index/build';
import { withLoader } from '../support/search-sources';
import { LocalIndex, search } from '../../theme/search/core/engine';
import type { SearchHit } from '../../shared/search/types';

const page = (routePath: string, title: string, sections: Array<[string | null, string]>, group = 'Guide'): PageInput => ({
  routePath, title, group,
  sections: sections.map(([heading, text], i) => ({ header: heading === null ? null : { id: `h${i}`, text: heading, depth: 2 }, text: [text], code: [] })),
});

const filler = 'Words that are here to make the section long enough to read like a page of the documentation.';
const site: PageInput[] = [
  page('/configure/shared', 'shared', [[null, 'Share dependencies between a producer and its consumers.'], ['singleton', `${filler} Only one copy of a singleton is loaded.`], ['requiredVersion', `${filler} A semver range.`]]),
  page('/guide/runtime', 'Runtime API', [[null, 'Call loadRemote to load a module at run time; loadShare returns a shared dependency.'], ['Timeouts', `${filler} A request that hangs ends after the timeout; timeouts are retried with backoff.`]]),
  page('/guide/sharing', 'Sharing strategy', [[null, `How singletons behave when shared. ${filler} ${filler} Deep in the text sits the word interceptor.`]]),
  page('/guide/faq', 'FAQ', [['What is a singleton?', 'A shared dependency with one copy.'], ['Other', `${filler} singleton singleton singleton singleton singleton`]]),
  page('/zh/configure/shared', '共享依赖', [[null, '把 React 设置为单例，整个页面只保留一份单例。'], ['销毁', `${filler} 实例销毁之后，副作用会被清理。`]], '配置'),
];

async function open(pages = site, loadHook?: (name: string) => void) {
  const built = withLoader(buildIndexFiles(pages, { prefix: 'search_index.en', shardChars: 200 }));
  const load = async (name: string) => {
    loadHook?.(name);
    return built.load(name);
  };
  return { index: await LocalIndex.open(built.head, load, [['producer', 'remote app'], ['快速上手', '快速开始']]), built };
}

const marked = (hit: SearchHit) => hit.highlightInfoList.map((r) => (hit.type === 'content' ? hit.statement : hit.type === 'header' ? hit.header : hit.title).slice(r.start, r.start + r.length));
const routes = (hits: SearchHit[]) => [...new Set(hits.map((h) => h.link.split('#')[0]))];

describe('local search', () => {
  it('puts the page about a word first: title, then a heading that is the word, over mere mentions', async () => {
    const { index } = await open();
    const shared = await search(index, 'shared');
    expect(shared[0]).toMatchObject({ type: 'title', link: '/configure/shared', title: 'shared' });
    const singleton = await search(index, 'singleton');
    expect(routes(singleton).slice(0, 2)).toEqual(expect.arrayContaining(['/configure/shared', '/guide/faq']));
    expect(singleton.find((h) => h.link.startsWith('/configure/shared'))).toMatchObject({ type: 'header', link: '/configure/shared#h1' });
  });

  it('finds a word deep in a section and shows the passage around it', async () => {
    const { index } = await open();
    const [hit] = await search(index, 'interceptor');
    expect(hit).toMatchObject({ type: 'content', link: '/guide/sharing', title: 'Sharing strategy' });
    expect(hit.statement.startsWith('…')).toBe(true);
    expect(marked(hit)).toEqual(['interceptor']);
  });

  it('ranks the word as typed over its other forms, and finds the other forms too', async () => {
    const { index } = await open();
    const hits = await search(index, 'timeouts');
    expect(hits[0].link).toBe('/guide/runtime#h1');
    expect(marked(hits.find((h) => h.type === 'content')!)).toEqual(expect.arrayContaining(['timeouts']));
  });

  it('tolerates typos, but an exact match always outranks a fuzzy one', async () => {
    const { index } = await open();
    expect(routes(await search(index, 'singelton'))).toContain('/configure/shared');
    const pages = [...site, page('/guide/single', 'Single page', [[null, 'A singletons page and a singlet.']])];
    const { index: withExact } = await open(pages);
    // "singlet" is in the pages: only the page holding it exactly comes before the fuzzy ones.
    expect(routes(await search(withExact, 'singlet'))[0]).toBe('/guide/single');
  });

  it('completes the word being typed', async () => {
    const { index } = await open();
    const hits = await search(index, 'loadRem');
    expect(hits[0].link).toBe('/guide/runtime');
    expect(marked(hits[0])).toEqual(['loadRem']);
  });

  it('uses synonyms, below the words typed', async () => {
    const { index } = await open();
    expect(routes(await search(index, 'remote app'))).toContain('/configure/shared');
  });

  it('finds Chinese words inside longer text, with highlights', async () => {
    const { index } = await open();
    const hits = await search(index, '单例');
    expect(hits[0].link).toBe('/zh/configure/shared');
    expect(marked(hits[0])).toEqual(['单例', '单例']);
    expect((await search(index, '副作用'))[0].link).toBe('/zh/configure/shared#h1');
    expect((await search(index, '单利'))[0]?.link).toBe('/zh/configure/shared');
  });

  it('returns at most the limit (7 by default) and at most two hits a page', async () => {
    const many = Array.from({ length: 20 }, (_, i) => page(`/p${i}`, `Page ${i} remote`, [[null, 'remote text'], ['remote heading', 'remote']]));
    const { index } = await open(many);
    const hits = await search(index, 'remote');
    expect(hits).toHaveLength(7);
    expect(await search(index, 'remote', 3)).toHaveLength(3);
    const perPage = new Map<string, number>();
    for (const hit of hits) perPage.set(hit.link.split('#')[0], (perPage.get(hit.link.split('#')[0]) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
  });

  it('reads the head on open, then only the shards and pages a query needs, once each', async () => {
    const loaded: string[] = [];
    const { index, built } = await open(site, (name) => loaded.push(name));
    expect(loaded).toEqual([built.head]);
    await search(index, 'interceptor');
    const afterFirst = loaded.length;
    expect(loaded.filter((name) => /\.p\./.test(name)).length).toBeLessThanOrEqual(7);
    expect(afterFirst).toBeLessThan(built.files.length);
    await search(index, 'interceptor');
    expect(loaded.length).toBe(afterFirst);
  });

  it('survives hostile queries and a page file that fails to load', async () => {
    const { index } = await open();
    for (const query of ['<script>alert(1)</script>', '.*+?^${}()|[]\\', 'x'.repeat(5000), '🙂🙂', 'مرحبا', '', '__proto__ constructor']) {
      await expect(search(index, query)).resolves.toBeInstanceOf(Array);
    }
    expect(await search(index, '(((')).toEqual([]);
    const built = withLoader(buildIndexFiles(site, { prefix: 'search_index.en' }));
    const broken = await LocalIndex.open(built.head, async (name) => {
      if (/\.p\./.test(name)) throw new Error('offline');
      return built.load(name);
    });
    expect(await search(broken, 'singleton')).toEqual([]);
  });

  it('rejects an index of another format', async () => {
    await expect(LocalIndex.open('x', async () => ({ v: 99 }))).rejects.toThrow(/unknown format/);
  });
});

describe('what a Chinese snippet marks', () => {
  // The bigrams that find a long word (个版 of 多个版本, 一致 of 版本不一致) must not mark text that only
  // shares characters with it: 个 in 一个, 一致 in 不一致.
  const zh = (routePath: string, title: string, text: string): PageInput => page(routePath, title, [[null, text]], '配置');
  const pages: PageInput[] = [
    zh('/zh/a', '共享依赖', '一个应用可能为同一个包注册了多个版本。多个应用的行为也可能不一致。'),
    zh('/zh/b', '版本', '两个应用的版本不一致时，要先统一共享依赖的配置。这一个问题很常见。'),
    zh('/zh/c', '运行时', '版本冲突会在启动时报出警告，每一个版本都会写明包名。'),
  ];
  const synonyms = [['版本冲突', '版本不一致', '多个版本'], ['共享依赖', '共享包']];
  async function marks(query: string) {
    const built = withLoader(buildIndexFiles(pages, { prefix: 'search_index.zh', shardChars: 200 }));
    const index = await LocalIndex.open(built.head, built.load, synonyms);
    return (await search(index, query)).flatMap(marked);
  }

  it('marks the query\'s words and the listed synonyms whole, never characters they share with other words', async () => {
    const found = await marks('共享依赖 版本冲突');
    expect(found).toEqual(expect.arrayContaining(['多个版本', '版本不一致', '版本冲突', '共享依赖']));
    for (const mark of found) expect(['多个版本', '版本不一致', '版本冲突', '共享依赖']).toContain(mark);
  });

  it('marks a synonym typed whole, not the bigrams it was found by', async () => {
    const found = await marks('版本不一致');
    expect(found).toEqual(expect.arrayContaining(['版本不一致', '多个版本']));
    for (const mark of found) expect(['版本不一致', '多个版本', '版本冲突']).toContain(mark);
  });

  it('marks the word a typo was corrected to', async () => {
    const found = await marks('共想依赖');
    expect(found).toContain('共享依赖');
    for (const mark of found) expect(['共享依赖', '依赖']).toContain(mark);
  });
});

