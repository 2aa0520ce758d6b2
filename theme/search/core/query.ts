/**
 * Query planning: what a typed query asks the index for. The query is folded and cut into words (CJK by
 * the segmenter); phrases listed in the synonyms file become one clause with the other phrases of their
 * group as alternatives; every word is expanded into the index terms it may stand for:
 *
 * - the word itself (exact);
 * - other forms of the same English word found in the vocabulary (timeouts -> timeout);
 * - completions of the word in the vocabulary (prefix matching while typing);
 * - vocabulary words one or two typos away (fuzzy);
 * - for a CJK word of three characters or more that the index may have cut differently: its bigrams.
 *
 * Each expansion has a quality: exact 1, then forms, synonyms, completions, and typos last.
 */
import { bigrams, isCjk, queryWords, runs, segmentByDictionary, segmentCjk, type QueryWord } from '../../../shared/search/analyze';
import { foldQuery } from '../../../shared/search/fold';
import { typoCandidates } from './fuzzy';
import { stem } from './stem';

/** One way a word may match: all of `terms` in a page (usually one term). */
export interface Expansion {
  terms: string[];
  quality: number;
  typo: boolean;
  /** The word as typed (or its own characters, for the bigrams of a CJK word), not another form of it. */
  typed?: boolean;
  /** How much of a matched word to highlight: the typed prefix for completions, else all of it. */
  prefix?: number;
}

/** A query word and its expansions. */
export interface Atom {
  word: string;
  expansions: Expansion[];
}

/** One way a clause may match: all its atoms. */
export interface Alternative {
  atoms: Atom[];
  /** 1 for the words typed, below 1 for a synonym of them. */
  quality: number;
}

export interface Clause {
  alternatives: Alternative[];
  /** A word that frames the question rather than names its subject (see `isFramingWord`). */
  framing?: boolean;
}

export interface QueryPlan {
  clauses: Clause[];
  /** Words dropped as stopwords: they do not select pages, but count when a heading is the question. */
  stopwords: Atom[];
}

export const QUALITY = { exact: 1, form: 0.85, synonym: 0.8, prefix: 0.6, bigrams: 0.9, typo1: 0.5, typo2: 0.35 } as const;
const MAX_QUERY = 200;
const MAX_CLAUSES = 10;
const MAX_COMPLETIONS = 24;
const MAX_CJK_TYPOS = 6;

/** Words that carry no meaning of their own in a question; dropped when the query has other words. */
const STOPWORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'between', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i',
  'if', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'should', 'so', 'than', 'that', 'the',
  'their', 'them', 'then', 'there', 'these', 'they', 'this', 'to', 'was', 'we', 'what', 'when', 'where',
  'which', 'who', 'why', 'will', 'with', 'you', 'your', 'vs', 'versus', 'about', 'get', 'got', 'make',
  '的', '了', '是', '在', '和', '与', '及', '吗', '呢', '吧', '啊', '么', '什么', '怎么', '怎样', '如何', '为什么',
  '哪些', '哪个', '可以', '能', '能否', '我', '我们', '你', '要', '把', '被', '个', '一个', '这个', '那个', '有',
  '对', '让', '该', '会', '还', '都', '就', '也', '不', '没有', '之间', '时候', '呀', '得', '地', '着', '过',
]);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/**
 * Words that ask for a comparison (`difference between version-first and loaded-first`, A 和 B 的区别)
 * or for how to use a thing (`preloadRemote 用法`).
 * The subject is A and B: a page about them rarely says "difference", and a page that merely mentions all
 * three must not win on that rare word. Unlike a stopword, such a word still selects pages and counts in
 * headings ("Differences from webpack"); it only weighs little in how much of the query a section covers.
 */
const FRAMING_WORDS = new Set(['difference', 'differences', 'different', 'differ', 'differs', 'compare', 'compares', 'compared', 'comparison', 'comparing', '区别', '差异', '差别', '不同', '对比', '比较', '异同', 'usage', '用法']);

export function isFramingWord(word: string): boolean {
  return FRAMING_WORDS.has(word);
}

/** Stopwords and single Latin letters are too weak to select pages while the query has other words. */
const isMeaningful = (word: string) => !isStopword(word) && (isCjk(word) || !/^\p{L}$/u.test(word));

/** The vocabulary the planner expands against: sorted non-CJK terms, and their stems. */
export interface Vocabulary {
  terms: readonly string[];
  /** CJK words of the index, most frequent first. */
  cjkWords: readonly string[];
  hasCjkWord: (word: string) => boolean;
  has: (term: string) => boolean;
  /** Terms sharing a stem. */
  forms: (term: string) => readonly string[];
  /** What a CJK word of the pages costs in a query's segmentation: 1 for the commonest, up to 2 (undefined: not a word of the pages). */
  cjkCost: (word: string) => number | undefined;
}

export function createVocabulary(sorted: readonly string[], cjkWords: readonly string[] = []): Vocabulary {
  const set = new Set(sorted);
  let ranks: Map<string, number> | null = null;
  const rankOf = (word: string) => {
    ranks ??= new Map(cjkWords.map((w, i) => [w, i]));
    return ranks.get(word);
  };
  const scale = Math.log(2 + cjkWords.length);
  let stems: Map<string, string[]> | null = null;
  return {
    terms: sorted,
    cjkWords,
    hasCjkWord: (word) => rankOf(word) !== undefined,
    cjkCost: (word) => {
      const rank = rankOf(word);
      return rank === undefined ? undefined : 1 + Math.log(2 + rank) / scale;
    },
    has: (term) => set.has(term),
    forms: (term) => {
      if (!stems) {
        stems = new Map();
        for (const t of sorted) {
          const key = stem(t);
          const list = stems.get(key);
          if (list) list.push(t);
          else stems.set(key, [t]);
        }
      }
      return stems.get(stem(term)) ?? [];
    },
  };
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Vocabulary words that start with `word` (not itself), shortest first. */
export function completions(word: string, vocabulary: Vocabulary, max = MAX_COMPLETIONS): string[] {
  const found: string[] = [];
  for (let i = lowerBound(vocabulary.terms, word); i < vocabulary.terms.length; i++) {
    const term = vocabulary.terms[i];
    if (!term.startsWith(word)) break;
    if (term !== word) found.push(term);
  }
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, max);
}

/** The expansions of one folded query word. */
export function expandWord(word: string, vocabulary: Vocabulary, typing: boolean): Atom {
  const expansions: Expansion[] = [];
  if (isCjk(word)) {
    expansions.push({ terms: [word], quality: QUALITY.exact, typo: false, typed: true });
    if (word.length > 2) expansions.push({ terms: bigrams(word), quality: QUALITY.bigrams, typo: false, typed: true });
    return { word, expansions };
  }
  const seen = new Set<string>();
  const add = (term: string, quality: number, typo: boolean, prefix?: number) => {
    if (seen.has(term)) return;
    seen.add(term);
    expansions.push({ terms: [term], quality, typo, ...(term === word ? { typed: true } : {}), ...(prefix ? { prefix } : {}) });
  };
  add(word, QUALITY.exact, false);
  for (const form of vocabulary.forms(word)) add(form, QUALITY.form, false);
  // Completions: for the word being typed, and for any other word long enough to be a stem (config).
  if (word.length >= (typing ? 2 : 3)) {
    // A word the pages hold whole needs fewer completions than a fragment being typed.
    const max = vocabulary.has(word) ? MAX_COMPLETIONS / 3 : MAX_COMPLETIONS;
    for (const term of completions(word, vocabulary, max)) add(term, QUALITY.prefix * Math.sqrt(word.length / term.length), false, word.length);
  }
  if (!vocabulary.has(word)) {
    for (const { term, edits } of typoCandidates(word, vocabulary.terms)) {
      add(term, edits === 1 ? QUALITY.typo1 : QUALITY.typo2, true);
      for (const form of vocabulary.forms(term)) add(form, (edits === 1 ? QUALITY.typo1 : QUALITY.typo2) * QUALITY.form, true);
    }
  }
  return { word, expansions };
}

/** A synonyms file: per language, groups of equivalent words or phrases. */
export type SynonymGroups = ReadonlyArray<readonly string[]>;

interface Phrase {
  /** Folded words of the phrase as a query is cut, compared by stem for Latin words; a CJK run is one key. */
  keys: string[];
  group: number;
  /** The words a page must hold for this phrase: Latin words, and each CJK run whole (提前加载, matched
   * as a word or through its bigrams, so its characters stay together). */
  words: string[];
}

const keyOf = (word: string) => (isCjk(word) ? word : stem(word));

/** The phrases of the synonym groups, longest first, ready to be looked for in queries. */
export function compileSynonyms(groups: SynonymGroups): Phrase[] {
  const phrases: Phrase[] = [];
  groups.forEach((group, index) => {
    for (const entry of group) {
      const folded = foldQuery(entry);
      // A query loses its stopwords before phrases are looked up, so a phrase's own are left out of its
      // keys ("single sign-on" is found as "single sign"); a phrase of stopwords only keeps them all.
      // Single letters stay: "d.ts" keyed as "ts" alone would take every query that says "ts".
      const all = queryWords(folded, wholeRun).map((w) => w.text);
      const meaningful = all.filter((word) => !isStopword(word));
      const keys = (meaningful.length ? meaningful : all).map(keyOf);
      const words = runs(folded).map((run) => run.text);
      if (keys.length) phrases.push({ keys, group: index, words });
    }
  });
  return phrases.sort((a, b) => b.keys.length - a.keys.length);
}

const wholeRun = (run: string) => [{ word: run, start: 0 }];
const SEGMENTER_WORD_COST = 2;

/**
 * How a query's CJK runs are cut: into the words of the pages (commonest first), the synonyms' phrases
 * and the stopwords, each known word costing less than the characters it spans (see `segmentByDictionary`).
 */
function cjkSegmenter(vocabulary: Vocabulary, synonyms: readonly Phrase[]): (run: string) => Array<{ word: string; start: number }> {
  const phrases = new Set(synonyms.flatMap((phrase) => phrase.keys.filter(isCjk)));
  const cost = (word: string) => (phrases.has(word) || STOPWORDS.has(word) ? 1 : vocabulary.cjkCost(word));
  return (run) => {
    // The segmenter's own words, where the site's words say nothing, cost a little less than their characters.
    const own = new Set(segmentCjk(run).map((piece) => piece.word).filter((word) => word.length > 1));
    return segmentByDictionary(run, (word) => cost(word) ?? (own.has(word) ? SEGMENTER_WORD_COST : undefined));
  };
}

/**
 * Plans a query. `typing` marks the last word as possibly unfinished (it gets completions even when
 * short). Returns no clauses for a query without words.
 */
export function planQuery(query: string, vocabulary: Vocabulary, synonyms: readonly Phrase[] = [], typing = true): QueryPlan {
  const folded = foldQuery(query.slice(0, MAX_QUERY));
  const all = queryWords(folded, cjkSegmenter(vocabulary, synonyms));
  const meaningful = all.filter((word) => isMeaningful(word.text));
  const stopwords = meaningful.length ? [...new Set(all.filter((word) => !isMeaningful(word.text)).map((word) => word.text))].slice(0, MAX_CLAUSES).map((word) => exactAtom(word, vocabulary)) : [];
  const kept = (meaningful.length ? meaningful : all).slice(0, MAX_CLAUSES * 2);
  const words = kept.map((word) => word.text);
  const keys = words.map(keyOf);
  const typoRuns = cjkTypoRuns(kept, vocabulary, synonyms);
  const clauses: Clause[] = [];
  const endsTyping = typing && !/[\s\p{P}]$/u.test(query);
  for (let i = 0; i < words.length && clauses.length < MAX_CLAUSES; ) {
    const phrase = synonyms.find((p) => p.keys.length <= keys.length - i && p.keys.every((key, k) => keys[i + k] === key));
    if (phrase) {
      const own = words.slice(i, i + phrase.keys.length);
      const last = i + phrase.keys.length === words.length;
      const alternatives: Alternative[] = [{ atoms: own.map((w, k) => expandWord(w, vocabulary, endsTyping && last && k === own.length - 1)), quality: 1 }];
      for (const other of synonyms) {
        if (other.group !== phrase.group || other.keys.join(' ') === phrase.keys.join(' ')) continue;
        alternatives.push({ atoms: other.words.map((w) => exactAtom(w, vocabulary)), quality: QUALITY.synonym });
      }
      clauses.push({ alternatives });
      i += phrase.keys.length;
      continue;
    }
    const typoRun = typoRuns.get(i);
    if (typoRun) {
      // Characters one off a phrase of the pages or of the synonyms (微前段 -> 微前端): the words as typed,
      // all of them, or the phrase (and its synonyms) as a typo.
      const alternatives: Alternative[] = [{ atoms: words.slice(i, i + typoRun.length).map((w) => expandWord(w, vocabulary, false)), quality: 1 }];
      const group = synonyms.find((p) => p.words.length === 1 && p.words[0] === typoRun.phrase)?.group;
      const phrases = group === undefined ? [[typoRun.phrase]] : synonyms.filter((p) => p.group === group).map((p) => p.words);
      for (const phrase of phrases) alternatives.push({ atoms: phrase.map((w) => asTypo(exactAtom(w, vocabulary))), quality: group === undefined ? 1 : QUALITY.synonym });
      clauses.push({ alternatives });
      i += typoRun.length;
      continue;
    }
    const last = i === words.length - 1;
    const framing = isFramingWord(words[i]) && words.length > 1;
    const alternatives: Alternative[] = [{ atoms: [expandWord(words[i], vocabulary, endsTyping && last)], quality: 1 }];
    // A word the pages never use may be a typo of a synonym (quikstart -> quickstart -> quick start).
    if (!isCjk(words[i]) && !vocabulary.has(words[i])) {
      const singles = synonyms.filter((p) => p.words.length === 1);
      const [near] = typoCandidates(words[i], singles.map((p) => p.words[0]));
      const group = near && singles.find((p) => p.words[0] === near.term)?.group;
      for (const other of group === undefined ? [] : synonyms.filter((p) => p.group === group)) {
        alternatives.push({ atoms: other.words.map((w) => asTypo(exactAtom(w, vocabulary))), quality: QUALITY.synonym });
      }
    }
    clauses.push(framing ? { alternatives, framing } : { alternatives });
    i++;
  }
  return { clauses, stopwords };
}

/** An atom taken for a typo of what was typed. */
function asTypo(atom: Atom): Atom {
  return { ...atom, expansions: atom.expansions.map((e) => ({ ...e, typo: true, typed: false, quality: e.quality * QUALITY.typo1 })) };
}

/**
 * CJK runs of a query that look like a typo of a longer word: three to eight characters that are neither a
 * word of the pages nor a synonym's phrase, one character off one that is (微前段 -> 微前端, 共想依赖 ->
 * 共享依赖). By the index of the run's first word among `words`: how many words it spans and the phrase.
 */
function cjkTypoRuns(words: readonly QueryWord[], vocabulary: Vocabulary, synonyms: readonly Phrase[]): Map<number, { length: number; phrase: string }> {
  const found = new Map<number, { length: number; phrase: string }>();
  let known: string[] | null = null;
  for (let i = 0; i < words.length; ) {
    if (!words[i].cjk) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < words.length && words[end].cjk && words[end].start === words[end - 1].start + words[end - 1].text.length) end++;
    const run = words.slice(i, end).map((w) => w.text).join('');
    if (run.length >= 3 && run.length <= 8 && !vocabulary.hasCjkWord(run) && !synonyms.some((p) => p.keys.length === 1 && p.keys[0] === run)) {
      known ??= [...new Set([...synonyms.filter((p) => p.words.length === 1 && isCjk(p.words[0])).map((p) => p.words[0]), ...vocabulary.cjkWords.filter((w) => w.length >= 3)])];
      const [near] = typoCandidates(run, known.filter((w) => w.length === run.length), 1);
      if (near) found.set(i, { length: end - i, phrase: near.term });
    }
    i = end;
  }
  return found;
}

/** A synonym's word: itself and its forms (and bigrams for CJK), no completions or typos. */
function exactAtom(word: string, vocabulary: Vocabulary): Atom {
  if (isCjk(word)) return expandWord(word, vocabulary, false);
  const expansions: Expansion[] = [{ terms: [word], quality: 1, typo: false, typed: true }];
  for (const form of vocabulary.forms(word)) if (form !== word) expansions.push({ terms: [form], quality: QUALITY.form, typo: false });
  return { word, expansions };
}

/**
 * Typos in CJK words, added once the index has answered: a CJK word of two characters or more that no
 * page holds (neither whole nor as its bigrams) may be one character off a word the pages use
 * (单利 -> 单例, 微前段 -> 微前端). Returns the plan itself when no word needs it.
 */
export function withCjkTypos(plan: QueryPlan, vocabulary: Vocabulary, holds: (term: string) => boolean): QueryPlan {
  let changed = false;
  const clauses = plan.clauses.map((clause) => ({
    alternatives: clause.alternatives.map((alternative, a) => ({
      ...alternative,
      atoms: alternative.atoms.map((atom) => {
        if (a > 0 || !isCjk(atom.word) || atom.word.length < 2 || vocabulary.hasCjkWord(atom.word)) return atom;
        if (atom.expansions.some((expansion) => expansion.terms.every(holds))) return atom;
        const typos = typoCandidates(atom.word, vocabulary.cjkWords, 1).slice(0, MAX_CJK_TYPOS);
        if (!typos.length) return atom;
        changed = true;
        return { ...atom, expansions: [...atom.expansions, ...typos.map(({ term }) => ({ terms: [term], quality: QUALITY.typo1, typo: true }))] };
      }),
    })),
  }));
  return changed ? { ...plan, clauses } : plan;
}

/** Every index term a plan may read. */
export function planTerms(plan: QueryPlan): string[] {
  const terms = new Set<string>();
  for (const atom of plan.stopwords) for (const expansion of atom.expansions) for (const term of expansion.terms) terms.add(term);
  for (const clause of plan.clauses) {
    for (const alternative of clause.alternatives) {
      for (const atom of alternative.atoms) for (const expansion of atom.expansions) for (const term of expansion.terms) terms.add(term);
    }
  }
  return [...terms];
}
