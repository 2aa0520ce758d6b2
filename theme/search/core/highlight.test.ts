import { describe, expect, it } from 'vitest';
import { matchRanges, mergeRanges, snippet, type Matcher } from './highlight';

const matcher = (latin: Record<string, number>, cjk: string[] = [], clauses: Record<string, number[]> = {}): Matcher => ({
  latin: new Map(Object.entries(latin)), cjk, clauses: new Map(Object.entries(clauses)),
});
const texts = (text: string, ranges: Array<{ start: number; length: number }>) => ranges.map((r) => text.slice(r.start, r.start + r.length));

describe('highlight ranges', () => {
  it('marks whole words, identifier parts and typed prefixes', () => {
    const text = 'Call loadRemote, then load the remotes.';
    expect(texts(text, matchRanges(text, matcher({ remote: 0 })))).toEqual(['Remote']);
    expect(texts(text, matchRanges(text, matcher({ loadremote: 0, remotes: 3 })))).toEqual(['loadRemote', 'rem']);
  });
  it('marks CJK terms and maps folded offsets back to the original', () => {
    expect(texts('把 React 设置为单例。', matchRanges('把 React 设置为单例。', matcher({ react: 0 }, ['单例'])))).toEqual(['React', '单例']);
    const text = 'ﬁle İstanbul';
    expect(texts(text, matchRanges(text, matcher({ istanbul: 0 })))).toEqual(['İstanbul']);
  });
  it('marks a one-character CJK term only where the text makes it a word of its own', () => {
    const text = '装好 npm 包和打包工具。';
    const ranges = matchRanges(text, matcher({}, ['包']));
    expect(ranges.map((r) => r.start)).toEqual([text.indexOf('包')]);
  });
  it('marks a CJK word of two characters or more wherever it occurs, inside longer words too', () => {
    const text = '版本号不同，版本冲突就来了。';
    expect(texts(text, matchRanges(text, matcher({}, ['版本冲突', '版本'])))).toEqual(['版本', '版本冲突', '版本']);
  });
  it('merges overlapping ranges', () => {
    expect(mergeRanges([{ start: 5, length: 3 }, { start: 0, length: 2 }, { start: 6, length: 4 }])).toEqual([{ start: 0, length: 2 }, { start: 5, length: 5 }]);
  });
});

describe('snippet', () => {
  it('cuts about 100 characters around the densest group of query words', () => {
    const text = `${'alpha '.repeat(10)}target ${'omega '.repeat(40)}target other ${'omega '.repeat(40)}`;
    const ranges = matchRanges(text, matcher({ target: 0, other: 0 }, [], { target: [0], other: [1] }));
    const cut = snippet(text, ranges);
    expect(cut.statement.length).toBeLessThanOrEqual(102);
    expect(cut.statement.startsWith('…')).toBe(true);
    expect(cut.statement.endsWith('…')).toBe(true);
    expect(texts(cut.statement, cut.ranges)).toEqual(['target', 'other']);
  });
  it('keeps a short text whole', () => {
    const cut = snippet('A short text.', []);
    expect(cut).toEqual({ statement: 'A short text.', ranges: [] });
  });
});
