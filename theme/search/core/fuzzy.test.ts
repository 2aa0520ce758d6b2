import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, typoCandidates } from './fuzzy';

describe('typo tolerance', () => {
  it('allows one edit from five letters and two from nine', () => {
    expect([4, 5, 8, 9, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('singelton', 'singleton', 2)).toBe(1);
    expect(editDistance('manifst', 'manifest', 1)).toBe(1);
    expect(editDistance('shared', 'shard', 1)).toBe(1);
    expect(editDistance('remote', 'remove', 1)).toBe(1);
    expect(editDistance('alpha', 'omega', 1)).toBe(2);
  });
  it('finds vocabulary words within the allowed edits, closest first, never the word itself', () => {
    const vocabulary = ['shared', 'singleton', 'single', 'singletons', 'strategy'];
    expect(typoCandidates('singelton', vocabulary).map((c) => c.term)).toEqual(['singleton', 'singletons']);
    expect(typoCandidates('shard', vocabulary).map((c) => c.term)).toEqual(['shared']);
    expect(typoCandidates('shre', vocabulary)).toEqual([]);
    expect(typoCandidates('shared', vocabulary)).toEqual([]);
  });
});
