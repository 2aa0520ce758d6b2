import { describe, expect, it } from 'vitest';
import siteSynonyms from '../../../shared/search/synonyms.json';
import { compileSynonyms, completions, createVocabulary, expandWord, planQuery, planTerms, QUALITY, withCjkTypos } from './query';

const vocabulary = createVocabulary(
  ['config', 'configuration', 'configure', 'load', 'loadremote', 'producer', 'remote', 'remotes', 'shared', 'singleton', 'timeout', 'what', 'is', 'module', 'federation', 'quick', 'start'],
  ['单例', '共享', '依赖', '微前端'],
);
const synonyms = compileSynonyms([
  ['producer', 'remote app'],
  ['mf', 'module federation'],
  ['quick start', 'quickstart'],
  ['快速上手', '快速开始'],
]);

describe('expanding a word', () => {
  it('keeps the word as typed first, then its other forms, completions and typos', () => {
    const atom = expandWord('timeouts', vocabulary, false);
    expect(atom.expansions[0]).toMatchObject({ terms: ['timeouts'], quality: 1, typo: false, typed: true });
    expect(atom.expansions.find((e) => e.terms[0] === 'timeout')).toMatchObject({ quality: QUALITY.form, typo: false });
    const typing = expandWord('conf', vocabulary, true);
    expect(typing.expansions.map((e) => e.terms[0])).toEqual(['conf', 'config', 'configure', 'configuration']);
    expect(typing.expansions[1].prefix).toBe(4);
    const typo = expandWord('singelton', vocabulary, false);
    expect(typo.expansions.find((e) => e.terms[0] === 'singleton')).toMatchObject({ typo: true, quality: QUALITY.typo1 });
  });
  it('gives no typos to words the vocabulary holds, and none to short words', () => {
    expect(expandWord('remote', vocabulary, false).expansions.some((e) => e.typo)).toBe(false);
    expect(expandWord('lod', vocabulary, false).expansions.some((e) => e.typo)).toBe(false);
  });
  it('matches a long CJK word whole or through its bigrams', () => {
    expect(expandWord('微前端', vocabulary, false).expansions.map((e) => e.terms)).toEqual([['微前端'], ['微前', '前端']]);
  });
  it('lists completions shortest first', () => {
    expect(completions('conf', vocabulary)).toEqual(['config', 'configure', 'configuration']);
  });
});

describe('planning a query', () => {
  it('drops stopwords from the words that select pages, keeping them for headings', () => {
    const plan = planQuery('what is a singleton', vocabulary, synonyms);
    expect(plan.clauses).toHaveLength(1);
    expect(plan.stopwords.map((a) => a.word)).toEqual(['what', 'is', 'a']);
    expect(planQuery('what is', vocabulary, synonyms).clauses).toHaveLength(2);
  });
  it('marks the words that frame a comparison or ask for usage, unless the query is only that word', () => {
    const framed = (query: string) => planQuery(query, vocabulary, synonyms, false).clauses.map((clause) => clause.framing ?? false);
    expect(framed('difference between shared and singleton')).toEqual([true, false, false]);
    expect(framed('共享 和 单例 的区别')).toEqual([false, false, true]);
    expect(framed('comparison')).toEqual([false]);
    expect(framed('singleton timeout')).toEqual([false, false]);
    // "Usage" frames a question about its subject the same way (preloadRemote 用法).
    expect(framed('singleton usage')).toEqual([false, true]);
    expect(framed('单例 用法')).toEqual([false, true]);
  });
  it('turns a synonym phrase into one clause with the group as alternatives', () => {
    const [clause] = planQuery('module federation', vocabulary, synonyms).clauses;
    expect(clause.alternatives.map((a) => a.atoms.map((atom) => atom.word))).toEqual([['module', 'federation'], ['mf']]);
    expect(clause.alternatives[1].quality).toBe(QUALITY.synonym);
    const producers = planQuery('producers', vocabulary, synonyms).clauses[0];
    expect(producers.alternatives.map((a) => a.atoms.map((atom) => atom.word).join(' '))).toEqual(['producers', 'remote app']);
  });
  it('finds a synonym phrase that holds a stopword, which the query drops', () => {
    const withStopword = compileSynonyms([['sso', 'single sign-on'], ['quick start', 'get started']]);
    const [clause] = planQuery('single sign-on', vocabulary, withStopword).clauses;
    expect(clause.alternatives.map((a) => a.atoms.map((atom) => atom.word).join(' '))).toEqual(['single sign', 'sso']);
    const started = planQuery('how to get started', vocabulary, withStopword).clauses;
    expect(started.flatMap((c) => c.alternatives.map((a) => a.atoms.map((atom) => atom.word).join(' ')))).toContain('quick start');
    // Only stopwords are left out: a phrase with a single letter ("d.ts") is not taken by its other word.
    const types = compileSynonyms([['dts', 'd.ts']]);
    expect(planQuery('ts config', vocabulary, types).clauses.flatMap((c) => c.alternatives.map((a) => a.atoms.map((atom) => atom.word).join(' ')))).not.toContain('dts');
  });
  it('finds CJK synonym phrases however the segmenter cut them', () => {
    const [clause] = planQuery('快速开始', vocabulary, synonyms).clauses;
    expect(clause.alternatives.map((a) => a.atoms.map((atom) => atom.word).join(''))).toEqual(['快速开始', '快速上手']);
  });
  it('reads a typo of a one-word synonym as that synonym', () => {
    const [clause] = planQuery('quikstart', vocabulary, synonyms).clauses;
    const words = clause.alternatives.map((a) => a.atoms.map((atom) => atom.word).join(' '));
    expect(words).toContain('quick start');
    expect(clause.alternatives[1].atoms[0].expansions.every((e) => e.typo)).toBe(true);
  });
  it('bounds hostile input', () => {
    expect(planQuery('((( ))) <>', vocabulary, synonyms).clauses).toEqual([]);
    expect(planQuery('x '.repeat(5000), vocabulary, synonyms).clauses.length).toBeLessThanOrEqual(10);
    expect(planTerms(planQuery('remote 单例', vocabulary, synonyms))).toEqual(expect.arrayContaining(['remote', '单例']));
  });
  it('adds CJK typos only for words no page holds', () => {
    const plan = planQuery('单利', vocabulary, synonyms, false);
    const fixed = withCjkTypos(plan, vocabulary, () => false);
    expect(fixed.clauses[0].alternatives[0].atoms[0].expansions.map((e) => e.terms[0])).toContain('单例');
    expect(withCjkTypos(plan, vocabulary, () => true)).toBe(plan);
  });
});

describe("the site's synonyms file, as the engine reads it", () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`puts no phrase in two groups once words are compared by stem and stopwords dropped (${lang})`, () => {
      // The file's own test compares folded text; this compares the keys a query is matched on, where
      // "remote" and "remotes", or "sign-on" and "sign on", are one phrase and would join two groups.
      const groupOf = new Map<string, number>();
      for (const phrase of compileSynonyms(siteSynonyms[lang])) {
        const key = phrase.keys.join(' ');
        expect(groupOf.get(key) ?? phrase.group, `"${key}" is in groups ${groupOf.get(key)} and ${phrase.group}`).toBe(phrase.group);
        groupOf.set(key, phrase.group);
      }
    });
    it(`keys no phrase of several words on one word alone (${lang})`, () => {
      // A phrase loses its stopwords: "log in" would be keyed as "log" and take every query about logs.
      // "get started" keyed as "started" is the one kept: it means the quick start wherever it is typed.
      const kept = new Set(['get started']);
      const onOneKey = (entry: string) => entry.trim().split(/\s+/).length > 1 && compileSynonyms([[entry]])[0]?.keys.length === 1;
      expect(onOneKey('log in')).toBe(true);
      expect(siteSynonyms[lang].flat().filter((entry) => !kept.has(entry) && onOneKey(entry))).toEqual([]);
    });
  }
});
