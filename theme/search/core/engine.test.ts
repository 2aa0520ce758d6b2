/** The ranking's pure parts over hand-made postings (the whole engine over built files: tests/search). */
import { describe, expect, it } from 'vitest';
import type { IndexHead, Posting } from '../../../shared/search/format';
import { headingLikeness, idf, indexStats, rankPages, sectionField, titleField } from './engine';
import { createVocabulary, planQuery } from './query';

// Three pages of two sections each: sections 0-1 page 0, 2-3 page 1, 4-5 page 2.
const head: IndexHead = {
  v: 1, sections: [2, 2, 2], lengths: [50, 50, 50, 50, 50, 50], headingWords: [0, 1, 0, 4, 0, 2], titleLengths: [1, 2, 3],
  vocabulary: '', cjkWords: '', ranges: [], cjk: [], pages: ['a', 'b', 'c'],
};
const stats = indexStats(head);
const posting = (section: number, tf: number, heading = 0, title = false): Posting => ({ section, tf, heading, title });

describe('scores', () => {
  it('weighs rarity, body frequency, headings and short titles', () => {
    expect(idf(1, 100)).toBeGreaterThan(idf(50, 100));
    expect(idf(100, 100)).toBeGreaterThan(0);
    expect(sectionField(posting(0, 8), stats)).toBeGreaterThan(sectionField(posting(0, 2), stats));
    expect(sectionField(posting(1, 0, 3), stats)).toBeGreaterThan(sectionField(posting(1, 0, 1), stats));
    expect(titleField(0, stats)).toBeGreaterThan(titleField(2, stats));
    expect(stats.pageOf[3]).toBe(1);
    expect(stats.firstSection[2]).toBe(4);
  });
});

describe('rankPages', () => {
  const vocabulary = createVocabulary(['singleton', 'singletons', 'what', 'is']);
  it('puts a page whose title is the word before pages that mention it often', () => {
    const plan = planQuery('singleton', vocabulary, [], false);
    const postings = new Map([['singleton', [posting(0, 0, 0, true), posting(2, 12), posting(4, 6)]]]);
    expect(rankPages(plan, postings, stats).map((r) => r.page)).toEqual([0, 1, 2]);
  });
  it('ranks the word as typed over its other forms, and exact matches over typos', () => {
    const forms = planQuery('singletons', vocabulary, [], false);
    const postings = new Map([['singletons', [posting(4, 2)]], ['singleton', [posting(0, 10, 3, true)]]]);
    expect(rankPages(forms, postings, stats)[0].page).toBe(2);
    const typo = planQuery('singelton', vocabulary, [], false);
    const typoPostings = new Map([['singelton', [posting(4, 2)]], ['singleton', [posting(0, 10, 3, true)]], ['singletons', []]]);
    expect(rankPages(typo, typoPostings, stats).map((r) => r.page)).toEqual([2, 0]);
  });
  it('credits a heading that is the whole question', () => {
    const plan = planQuery('what is singleton', vocabulary, [], false);
    const postings = new Map([
      ['singleton', [posting(3, 1, 2), posting(1, 1, 3)]],
      ['what', [posting(3, 0, 1)]],
      ['is', [posting(3, 0, 1)]],
    ]);
    const likeness = headingLikeness(plan, postings, stats);
    expect(likeness[3]).toBeGreaterThan(likeness[1]);
    expect(rankPages(plan, postings, stats)[0].page).toBe(1);
  });
  it('lets a word that frames a comparison weigh little, so the page about both subjects wins', () => {
    const words = createVocabulary(['difference', 'eager', 'singleton']);
    const plan = planQuery('difference between eager and singleton', words, [], false);
    expect(plan.clauses.map((clause) => clause.framing ?? false)).toEqual([true, false, false]);
    // Page 0 is about both (each in a heading, often in its body) and never says "difference"; page 2
    // mentions all three words once in passing.
    const postings = new Map([
      ['difference', [posting(4, 2)]],
      ['eager', [posting(1, 8, 3), posting(4, 2)]],
      ['singleton', [posting(1, 8, 3), posting(4, 2)]],
    ]);
    expect(rankPages(plan, postings, stats)[0].page).toBe(0);
    // The same question with the framing word weighed in full puts the passing mention first.
    const unframed = { ...plan, clauses: plan.clauses.map(({ alternatives }) => ({ alternatives })) };
    expect(rankPages(unframed, postings, stats)[0].page).toBe(2);
  });
});
