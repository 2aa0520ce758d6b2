import { fold, toOriginal, type Folded } from './fold';
import { tokenize, type ParsedQuery } from './tokenize';
import type { HighlightInfo } from '../../../shared/search/types';

/** Sorts ranges and merges the ones that overlap or touch. */
export function mergeRanges(ranges: readonly HighlightInfo[]): HighlightInfo[] {
  const sorted = ranges.filter((r) => r.length > 0).sort((a, b) => a.start - b.start);
  const merged: HighlightInfo[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.start + last.length) {
      last.length = Math.max(last.length, range.start + range.length - last.start);
    } else merged.push({ ...range });
  }
  return merged;
}

/**
 * Ranges of `text` (original, unfolded) that match the query: the matching beginning of each word that
 * starts with a query word, and every occurrence of each CJK phrase.
 */
export function highlightRanges(text: string, query: ParsedQuery, folded: Folded = fold(text)): HighlightInfo[] {
  const ranges: HighlightInfo[] = [];
  const add = (start: number, length: number) => ranges.push(toOriginal(folded, start, length, text));
  if (query.words.length) {
    for (const token of tokenize(folded.text, folded.map ? undefined : text)) {
      if (token.kind !== 'word' && token.kind !== 'part') continue;
      for (const word of query.words) {
        if (token.term.startsWith(word)) add(token.start, word.length);
      }
    }
  }
  for (const phrase of query.cjk) {
    for (let at = folded.text.indexOf(phrase); at !== -1; at = folded.text.indexOf(phrase, at + phrase.length)) {
      add(at, phrase.length);
    }
  }
  return mergeRanges(ranges);
}

export const SNIPPET_LENGTH = 100;

/**
 * A window of about 100 characters of `text` around its first highlight, with ranges moved into it.
 * An ellipsis marks each side that was cut.
 */
export function snippet(text: string, ranges: readonly HighlightInfo[], size = SNIPPET_LENGTH): { statement: string; ranges: HighlightInfo[] } {
  const first = ranges[0]?.start ?? 0;
  let start = Math.max(0, first - Math.floor(size / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first && space - start < 15) start = space + 1;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    const lastRange = ranges.find((r) => r.start >= first && r.start < end);
    const minimum = lastRange ? lastRange.start + lastRange.length : start + size / 2;
    if (space > Math.max(minimum, start + size * 0.6)) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const moved: HighlightInfo[] = [];
  for (const range of ranges) {
    const from = Math.max(range.start, start);
    const to = Math.min(range.start + range.length, end);
    if (to > from) moved.push({ start: from - start + prefix.length, length: to - from });
  }
  return { statement: prefix + text.slice(start, end) + suffix, ranges: moved };
}
