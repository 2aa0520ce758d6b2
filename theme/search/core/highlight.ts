/**
 * Highlight ranges and snippets: where the terms a query matched occur in a text the reader sees, and
 * the passage of about 100 characters around the densest group of them.
 */
import { joinSingles, runs, segmentCjk, wordParts } from '../../../shared/search/analyze';
import { fold, toOriginal, type Folded } from '../../../shared/search/fold';
import type { HighlightInfo } from '../../../shared/search/types';

/** The terms a page matched, each with the clauses (query words) it answers. */
export interface Matcher {
  /** Non-CJK term -> characters to mark (0: the whole word; n: a typed prefix of n characters). */
  latin: Map<string, number>;
  /**
   * CJK words to mark wherever they occur whole: a word of the query, a synonym's phrase, a corrected
   * typo. Never the bigrams a long word was found by (个版 of 多个版本 would mark 个 in 一个版本). A
   * single character is marked only where the text's own segmentation makes it a word (not 包 in 打包).
   */
  cjk: string[];
  clauses: Map<string, number[]>;
}

export interface MatchRange extends HighlightInfo {
  clauses: number[];
}

/** Sorts ranges and merges the ones that overlap or touch. */
export function mergeRanges<T extends HighlightInfo>(ranges: readonly T[]): HighlightInfo[] {
  const sorted = ranges.filter((r) => r.length > 0).map((r) => ({ start: r.start, length: r.length })).sort((a, b) => a.start - b.start);
  const merged: HighlightInfo[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.start + last.length) {
      last.length = Math.max(last.length, range.start + range.length - last.start);
    } else merged.push(range);
  }
  return merged;
}

/** A text cut once into what matching needs: its words and identifier parts, and its CJK runs. */
export interface Prepared {
  text: string;
  folded: Folded;
  /** Words and parts: folded term and range in the folded text. */
  words: Array<{ term: string; start: number; length: number }>;
  /** CJK runs of the folded text, with the offsets of the one-character words of each (computed when asked). */
  cjk: Array<{ run: string; start: number; singles?: Set<number> }>;
}

/** Where a CJK run has words of one character, by the segmentation the index uses. */
function singleCharacterWords(entry: { run: string; singles?: Set<number> }): Set<number> {
  entry.singles ??= new Set(joinSingles(segmentCjk(entry.run)).filter((piece) => piece.word.length === 1).map((piece) => piece.start));
  return entry.singles;
}

const prepared = new Map<string, Prepared>();
const PREPARED_CACHE = 2000;

/** Prepares a text for matching; the last texts prepared are kept, so a page shown again costs nothing. */
export function prepare(text: string): Prepared {
  const cached = prepared.get(text);
  if (cached) return cached;
  const folded = fold(text);
  const original = folded.map ? folded.text : text;
  const result: Prepared = { text, folded, words: [], cjk: [] };
  for (const run of runs(folded.text)) {
    if (run.cjk) {
      result.cjk.push({ run: run.text, start: run.start });
      continue;
    }
    result.words.push({ term: run.text, start: run.start, length: run.text.length });
    for (const { part, start } of wordParts(original.slice(run.start, run.start + run.text.length))) {
      result.words.push({ term: part, start: run.start + start, length: part.length });
    }
  }
  if (prepared.size >= PREPARED_CACHE) prepared.delete(prepared.keys().next().value as string);
  prepared.set(text, result);
  return result;
}

/** Every occurrence of a matched term in a text, in offsets of the original text, sorted. */
export function matchRanges(input: string | Prepared, matcher: Matcher): MatchRange[] {
  const { text, folded, words, cjk } = typeof input === 'string' ? prepare(input) : input;
  const found: MatchRange[] = [];
  const add = (term: string, start: number, length: number) => {
    const range = toOriginal(folded, start, length, text);
    found.push({ ...range, clauses: matcher.clauses.get(term) ?? [] });
  };
  if (matcher.latin.size) {
    let wholeEnd = -1;
    for (const word of words) {
      // A part inside a word that already matched whole is not marked again.
      if (word.start < wholeEnd) continue;
      const mark = matcher.latin.get(word.term);
      if (mark === undefined) continue;
      add(word.term, word.start, mark || word.length);
      wholeEnd = word.start + word.length;
    }
  }
  for (const entry of cjk) {
    const { run, start } = entry;
    for (const term of matcher.cjk) {
      for (let at = run.indexOf(term); at !== -1; at = run.indexOf(term, at + term.length)) {
        if (term.length === 1 && !singleCharacterWords(entry).has(at)) continue;
        add(term, start + at, term.length);
      }
    }
  }
  return found.sort((a, b) => a.start - b.start || b.length - a.length);
}

/** The distinct clauses a set of ranges answers. */
export function clausesOf(ranges: readonly MatchRange[]): Set<number> {
  const clauses = new Set<number>();
  for (const range of ranges) for (const clause of range.clauses) clauses.add(clause);
  return clauses;
}

export const SNIPPET_LENGTH = 100;

/**
 * A passage of about `size` characters of `text`: the window holding the most distinct query words (then
 * the most matches), starting a little before its first match, cut at spaces where the text has them,
 * with the ranges moved into it. An ellipsis marks each side that was cut.
 */
export function snippet(text: string, ranges: readonly MatchRange[], size = SNIPPET_LENGTH): { statement: string; ranges: HighlightInfo[] } {
  let focus = 0;
  let bestScore = -1;
  for (let i = 0; i < ranges.length; i++) {
    const end = ranges[i].start + size * 0.75;
    const inside = ranges.filter((r) => r.start >= ranges[i].start && r.start + r.length <= end);
    const score = clausesOf(inside).size * 100 + inside.length;
    if (score > bestScore) {
      bestScore = score;
      focus = i;
    }
  }
  const first = ranges[focus]?.start ?? 0;
  let start = Math.max(0, first - Math.floor(size / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first && space - start < 15) start = space + 1;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    const minimum = ranges[focus] ? ranges[focus].start + ranges[focus].length : start + size / 2;
    if (space > Math.max(minimum, start + size * 0.6)) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const moved: HighlightInfo[] = [];
  for (const range of mergeRanges(ranges)) {
    const from = Math.max(range.start, start);
    const to = Math.min(range.start + range.length, end);
    if (to > from) moved.push({ start: from - start + prefix.length, length: to - from });
  }
  return { statement: prefix + text.slice(start, end) + suffix, ranges: moved };
}
