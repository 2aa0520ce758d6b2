import { describe, expect, it } from 'vitest';
import { decodePostings, isIndexHead, isPageFile, isTermShard, type IndexHead, type PageFile, type TermShard } from '../../shared/search/format';
import { buildIndexFiles, frontmatterAbout, headingStrength, type PageInput } from './build';

const longText = Array.from({ length: 3000 }, (_, i) => `w${(i * 7919) % 10007}`).join(' ');
const pages: PageInput[] = [
  { routePath: '/b', title: 'Beta page', group: 'Guide', sections: [{ header: null, text: [`Intro. ${longText} lastword`], code: [] }, { header: { id: 'singleton', text: 'singleton', depth: 2 }, text: ['Only one copy.'], code: ['loadRemote'] }] },
  { routePath: '/a', title: 'Alpha', group: 'Guide', sections: [{ header: null, text: ['共享依赖的单例'], code: [] }] },
];

describe('index files', () => {
  const built = buildIndexFiles(pages, { prefix: 'search_index.en', shardChars: 2000 });
  const byName = new Map(built.files.map((file) => [file.name, JSON.parse(file.json) as unknown]));
  const head = byName.get(built.head) as IndexHead;

  it('names every file search_index.<lang>.…<hash>.json; the head has no kind', () => {
    expect(built.head).toMatch(/^search_index\.en\.[0-9a-f]{10}\.json$/);
    for (const file of built.files) expect(file.name).toMatch(/^search_index\.en\.(?:(?:t\d+|c\d+|p)\.)?[0-9a-f]{10}\.json$/);
    expect(new Set(built.files.map((f) => f.name)).size).toBe(built.files.length);
  });

  it('writes a head that lists pages in route order, section sizes, the vocabulary and every other file', () => {
    expect(isIndexHead(head)).toBe(true);
    expect(head.sections).toEqual([1, 2]);
    expect(head.headingWords).toEqual([0, 0, 1]);
    expect((byName.get(head.pages[0]) as PageFile).route).toBe('/a');
    const listed = new Set([built.head, ...head.pages, ...head.ranges.map((r) => r.file), ...head.cjk]);
    expect(listed).toEqual(new Set(built.files.map((f) => f.name)));
    expect(head.ranges[0].first).toBe('');
    expect(head.vocabulary.split('\n')).toEqual([...head.vocabulary.split('\n')].sort());
  });

  it('cuts nothing: the last word of a long section is in the postings and in the page file', () => {
    const shard = head.ranges.map((r) => byName.get(r.file) as TermShard).find((s) => isTermShard(s) && s.terms.lastword);
    expect(shard).toBeDefined();
    expect(decodePostings(shard!.terms.lastword)).toEqual([{ section: 1, tf: 2, heading: 0, title: false }]);
    const page = byName.get(head.pages[1]) as PageFile;
    expect(isPageFile(page)).toBe(true);
    expect(page.sections[0][3].endsWith('lastword')).toBe(true);
    expect(page.sections[1]).toEqual(['singleton', 2, 'singleton', 'Only one copy. loadRemote']);
  });

  it('records headings and titles on the postings, and hashes CJK terms into their own shards', () => {
    const all = Object.assign({}, ...[...head.ranges.map((r) => r.file), ...head.cjk].map((f) => (byName.get(f) as TermShard).terms)) as Record<string, string>;
    expect(decodePostings(all.singleton)).toEqual([{ section: 2, tf: 0, heading: 3, title: false }]);
    expect(decodePostings(all.beta)).toEqual([{ section: 1, tf: 0, heading: 0, title: true }]);
    expect(decodePostings(all.loadremote)[0].tf).toBe(2);
    expect(decodePostings(all.remote)[0].tf).toBe(1);
    for (const term of ['共享', '依赖', '单例', '共', '享依']) expect(all[term], term).toBeDefined();
    expect(head.cjk.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    expect(buildIndexFiles([...pages].reverse(), { prefix: 'search_index.en', shardChars: 2000 }).head).toBe(built.head);
  });
});

describe('heading strength', () => {
  it('is 3 when the word is the heading, less as the heading grows', () => {
    expect(headingStrength(2, 1)).toBe(3);
    expect(headingStrength(2, 2)).toBe(3);
    expect(headingStrength(2, 4)).toBe(2);
    expect(headingStrength(2, 9)).toBe(1);
  });
});

describe('the description', () => {
  const shardTerms = (input: PageInput[]) => {
    const built = buildIndexFiles(input, { prefix: 'search_index.en', shardChars: 2000 });
    const byName = new Map(built.files.map((file) => [file.name, JSON.parse(file.json) as unknown]));
    const head = byName.get(built.head) as IndexHead;
    return Object.assign({}, ...[...head.ranges.map((r) => r.file), ...head.cjk].map((f) => (byName.get(f) as TermShard).terms)) as Record<string, string>;
  };
  const page: PageInput = {
    routePath: '/guide/intro',
    title: 'Introduction',
    group: 'Guide',
    description: 'What federation is and when to use it',
    sections: [
      { header: null, text: ['Applications load code from each other.'], code: [] },
      { header: { id: 'roles', text: 'Roles', depth: 2 }, text: ['Each application has a federation name.'], code: [] },
    ],
  };

  it('counts for the opening section as a heading that is the word would', () => {
    const terms = shardTerms([page]);
    expect(decodePostings(terms.federation)).toEqual([
      { section: 0, tf: 0, heading: 3, title: false },
      { section: 1, tf: 2, heading: 0, title: false },
    ]);
    expect(decodePostings(terms.applications)[0]).toMatchObject({ section: 0, heading: 0 });
  });

  it('adds nothing when a page has none', () => {
    const terms = shardTerms([{ ...page, description: undefined }]);
    expect(decodePostings(terms.federation)).toEqual([{ section: 1, tf: 2, heading: 0, title: false }]);
  });

  it('counts the keywords as the description is counted, without one', () => {
    const terms = shardTerms([{ ...page, description: undefined, keywords: ['micro frontend', '微前端'] }]);
    expect(decodePostings(terms.micro)).toEqual([{ section: 0, tf: 0, heading: 3, title: false }]);
    expect(decodePostings(terms.frontend)).toEqual([{ section: 0, tf: 0, heading: 3, title: false }]);
    expect(decodePostings(terms.federation)).toEqual([{ section: 1, tf: 2, heading: 0, title: false }]);
  });
});

describe('frontmatterAbout', () => {
  it('reads the description and the keywords, as a list or as comma-separated text', () => {
    expect(frontmatterAbout({ description: 'About it', keywords: [' share react ', 'duplicate react', 18, '', null] })).toEqual({ description: 'About it', keywords: ['share react', 'duplicate react', '18'] });
    expect(frontmatterAbout({ keywords: 'share react, duplicate react,' })).toEqual({ keywords: ['share react', 'duplicate react'] });
  });
  it('leaves out what is missing or of another shape', () => {
    expect(frontmatterAbout(undefined)).toEqual({});
    expect(frontmatterAbout({ description: 7, keywords: { react: 1 } })).toEqual({});
  });
});
