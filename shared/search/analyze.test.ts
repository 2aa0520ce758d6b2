import { describe, expect, it } from 'vitest';
import { bigrams, indexTerms, isCjk, queryWords, runs, segmentCjk, wordParts } from './analyze';

describe('runs and parts', () => {
  it('splits on non-word characters and separates CJK from other scripts', () => {
    expect(runs('vue桥接 bridge-plugin').map((r) => [r.text, r.cjk])).toEqual([['vue', false], ['桥接', true], ['bridge', false], ['plugin', false]]);
  });
  it('finds camelCase and snake_case parts with their offsets', () => {
    expect(wordParts('loadRemote')).toEqual([{ part: 'load', start: 0 }, { part: 'remote', start: 4 }]);
    expect(wordParts('share_scope')).toEqual([{ part: 'share', start: 0 }, { part: 'scope', start: 6 }]);
    expect(wordParts('remote')).toEqual([]);
  });
});

describe('index terms', () => {
  it('indexes words and identifier parts (parts count half)', () => {
    const { terms, words } = indexTerms("loadRemote('app/Button') loads");
    expect(terms.get('loadremote')).toBe(2);
    expect(terms.get('remote')).toBe(1);
    expect(terms.get('button')).toBe(2);
    expect(words).toBe(4);
  });
  it('indexes every CJK bigram and character, and segmenter words of three or more characters', () => {
    const { terms } = indexTerms('副作用和共享依赖');
    for (const term of ['副作用', '副作', '作用', '共享', '享依', '依赖', '共', '享']) expect(terms.has(term)).toBe(true);
    // A bigram that is a word of its own counts whole; one that straddles two words counts half.
    expect(terms.get('共享')).toBe(2);
    expect(terms.get('享依')).toBe(1);
  });
});

describe('query words', () => {
  it('cuts CJK runs into words with the segmenter and keeps Latin words whole', () => {
    const words = queryWords('快速开始 shared');
    expect(words.map((w) => w.text)).toEqual(['快速', '开始', 'shared']);
    expect(words.map((w) => w.cjk)).toEqual([true, true, false]);
  });
  it('falls back to pairs of characters without a segmenter', () => {
    expect(segmentCjk('共享策略', false).map((w) => w.word)).toEqual(['共享', '策略']);
    expect(segmentCjk('运行时', false).map((w) => w.word)).toEqual(['运行', '行时']);
  });
  it('lists the bigrams of a CJK word', () => {
    expect(bigrams('副作用')).toEqual(['副作', '作用']);
    expect(bigrams('单例')).toEqual(['单例']);
    expect(isCjk('单例')).toBe(true);
    expect(isCjk('shared')).toBe(false);
  });
});
