import { describe, expect, it } from 'vitest';
import { cjkShard, decodePostings, encodePostings, isIndexHead, isPageFile, isTermShard, rangeShard } from './format';

describe('postings codec', () => {
  it('round-trips postings, large values included, in JSON-safe characters', () => {
    const postings = [
      { section: 0, tf: 2, heading: 0, title: false },
      { section: 3, tf: 0, heading: 3, title: true },
      { section: 15000, tf: 4000, heading: 1, title: false },
    ];
    const encoded = encodePostings(postings);
    expect(encoded).toMatch(/^[0-9A-Za-z_-]+$/);
    expect(decodePostings(encoded)).toEqual(postings);
  });
  it('rejects malformed postings', () => {
    expect(() => decodePostings('!!')).toThrow();
    expect(() => decodePostings('Z')).toThrow();
  });
});

describe('shards', () => {
  it('finds the range shard of a term by its first term', () => {
    const ranges = [{ first: '' }, { first: 'load' }, { first: 'share' }];
    expect(rangeShard('alpha', ranges)).toBe(0);
    expect(rangeShard('load', ranges)).toBe(1);
    expect(rangeShard('remote', ranges)).toBe(1);
    expect(rangeShard('zzz', ranges)).toBe(2);
  });
  it('hashes CJK terms into a stable shard', () => {
    expect(cjkShard('共享', 7)).toBe(cjkShard('共享', 7));
    expect(cjkShard('共享', 7)).toBeGreaterThanOrEqual(0);
    expect(cjkShard('共享', 7)).toBeLessThan(7);
  });
  it('accepts only well-formed files', () => {
    const head = { v: 1, sections: [2], lengths: [1, 5], headingWords: [0, 1], titleLengths: [1], vocabulary: '', cjkWords: '', ranges: [], cjk: [], pages: ['p'] };
    expect(isIndexHead(head)).toBe(true);
    expect(isIndexHead({ ...head, v: 2 })).toBe(false);
    expect(isIndexHead({ ...head, lengths: [1] })).toBe(false);
    expect(isIndexHead([])).toBe(false);
    expect(isTermShard({ terms: {} })).toBe(true);
    expect(isTermShard({ terms: 'x' })).toBe(false);
    expect(isPageFile({ route: '/a', title: 'A', group: 'G', sections: [['', 1, '', 'text']] })).toBe(true);
    expect(isPageFile({ route: '/a', title: 'A', group: 'G', sections: [[1, 2]] })).toBe(false);
  });
});
