/**
 * The local search engine: an inverted index over the titles, headings and section texts of one index
 * file, and a ranked query over it. Pure TypeScript; runs the same in the browser and in Node.
 */
import { DEFAULT_RESULT_LIMIT } from '../../../shared/search/config';
import { fold, foldQuery, type Folded } from './fold';
import { highlightRanges, snippet } from './highlight';
import { parseQuery, tokenize, type ParsedQuery } from './tokenize';
import type { SearchHit, SearchRecord } from '../../../shared/search/types';

const enum Kind {
  Title = 0,
  Header = 1,
  Content = 2,
}

interface Unit {
  kind: Kind;
  page: number;
  /** Index into the page's toc: the heading itself, or the heading whose section this text is; -1 for none. */
  toc: number;
  text: string;
  folded: Folded;
}

export interface LocalIndex {
  records: SearchRecord[];
  units: Unit[];
  postings: Map<string, number[]>;
  /** Every word term, sorted, for prefix lookups. */
  words: string[];
}

const TIER = [300, 200, 100];
const EXACT = 20;
const PART = 16;
const PREFIX = 10;
const MAX_PREFIX_TERMS = 400;

/** Builds the in-memory index of one language's records. */
export function buildIndex(records: readonly SearchRecord[]): LocalIndex {
  const units: Unit[] = [];
  const postings = new Map<string, number[]>();
  const add = (kind: Kind, page: number, toc: number, raw: string) => {
    const text = raw.trim();
    if (!text) return;
    const id = units.length;
    const folded = fold(text);
    units.push({ kind, page, toc, text, folded });
    for (const token of tokenize(folded.text, folded.map ? undefined : text)) {
      const list = postings.get(token.term);
      if (!list) postings.set(token.term, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
  };
  records.forEach((record, page) => {
    add(Kind.Title, page, -1, record.title);
    record.toc.forEach((header, i) => add(Kind.Header, page, i, header.text));
    const starts = record.toc.map((header) => header.charIndex);
    add(Kind.Content, page, -1, record.content.slice(0, starts[0] ?? record.content.length));
    starts.forEach((start, i) => add(Kind.Content, page, i, record.content.slice(start, starts[i + 1] ?? record.content.length)));
  });
  const words = [...postings.keys()].filter((term) => !/^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/.test(term)).sort();
  return { records: [...records], units, postings, words };
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

/** Units matching one query word, with the quality of their best match (exact over prefix). */
function matchWord(index: LocalIndex, word: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const id of index.postings.get(word) ?? []) found.set(id, EXACT);
  if (word.length < 2) return found;
  let scanned = 0;
  for (let i = lowerBound(index.words, word); i < index.words.length && scanned < MAX_PREFIX_TERMS; i++, scanned++) {
    const term = index.words[i];
    if (!term.startsWith(word)) break;
    if (term === word) continue;
    for (const id of index.postings.get(term)!) if (!found.has(id)) found.set(id, PREFIX);
  }
  return found;
}

/** Units containing a CJK phrase: all its two-character terms, then a check that they are adjacent. */
function matchPhrase(index: LocalIndex, phrase: string): Map<number, number> {
  const found = new Map<number, number>();
  if (phrase.length === 1) {
    for (const id of index.postings.get(phrase) ?? []) found.set(id, EXACT);
    return found;
  }
  let candidates: number[] | null = null;
  for (let i = 0; i + 1 < phrase.length; i++) {
    const list = index.postings.get(phrase.slice(i, i + 2)) ?? [];
    if (!candidates || list.length < candidates.length) candidates = list;
    if (!list.length) return found;
  }
  for (const id of candidates ?? []) if (index.units[id].folded.text.includes(phrase)) found.set(id, EXACT);
  return found;
}

/** Matches the word as a whole word; an exact hit that fails it matched only a camelCase/snake_case part. */
function wordBoundary(word: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}_])${word}([^\\p{L}\\p{N}_]|$)`, 'u');
}

function score(index: LocalIndex, id: number, quality: number, foldedQuery: string): number {
  const unit = index.units[id];
  let value = TIER[unit.kind] + quality;
  if (unit.kind !== Kind.Content) {
    const text = unit.folded.text;
    if (text === foldedQuery) value += 40;
    else if (text.startsWith(foldedQuery)) value += 15;
    // Among titles and headings, the one that is mostly the query wins.
    value += Math.round(10 * Math.min(1, foldedQuery.length / text.length));
  }
  return value;
}

function toHit(index: LocalIndex, id: number, query: string, parsed: ParsedQuery): SearchHit {
  const unit = index.units[id];
  const record = index.records[unit.page];
  const header = unit.toc >= 0 ? record.toc[unit.toc] : undefined;
  const link = header ? `${record.routePath}#${header.id}` : record.routePath;
  const base = { title: record.title, link, group: record.group, query, renderType: 'default' as const };
  const ranges = highlightRanges(unit.text, parsed, unit.folded);
  if (unit.kind === Kind.Title) return { ...base, type: 'title', header: record.title, statement: '', highlightInfoList: ranges };
  if (unit.kind === Kind.Header) return { ...base, type: 'header', header: unit.text, statement: '', highlightInfoList: ranges };
  const cut = snippet(unit.text, ranges);
  return { ...base, type: 'content', header: header?.text ?? record.title, statement: cut.statement, highlightInfoList: cut.ranges };
}

type Scored = Array<{ id: number; score: number }>;

function matchAll(index: LocalIndex, parts: Array<Map<number, number>>, parsed: ParsedQuery, foldedQuery: string): Scored {
  const sorted = [...parts].sort((a, b) => a.size - b.size);
  const partRules = parsed.words.map(wordBoundary);
  const scored: Scored = [];
  for (const [id, firstQuality] of sorted[0]) {
    let quality = firstQuality;
    let all = true;
    for (let i = 1; i < sorted.length && all; i++) {
      const q = sorted[i].get(id);
      if (q === undefined) all = false;
      else quality += q;
    }
    if (!all) continue;
    quality /= sorted.length;
    const text = index.units[id].folded.text;
    if (quality === EXACT && partRules.some((rule) => !rule.test(text))) quality = PART;
    scored.push({ id, score: score(index, id, quality, foldedQuery) });
  }
  return scored;
}

function matchMost(index: LocalIndex, parts: Array<Map<number, number>>, foldedQuery: string, total: number): Scored {
  const counts = new Map<number, { count: number; quality: number }>();
  for (const part of parts) {
    for (const [id, quality] of part) {
      const entry = counts.get(id) ?? { count: 0, quality: 0 };
      entry.count++;
      entry.quality += quality;
      counts.set(id, entry);
    }
  }
  const best = Math.max(0, ...[...counts.values()].map((entry) => entry.count));
  const scored: Scored = [];
  for (const [id, entry] of counts) {
    if (entry.count === best) scored.push({ id, score: score(index, id, entry.quality / total, foldedQuery) });
  }
  return scored;
}

/**
 * Searches the index. Every query word (exactly or as a prefix) and every CJK phrase must occur in the
 * same title, heading or section. Titles rank above headings above content, exact words above parts of
 * identifiers above prefixes; at most one content hit per page; `limit` hits at most.
 */
export function search(index: LocalIndex, query: string, limit = DEFAULT_RESULT_LIMIT): SearchHit[] {
  const foldedQuery = foldQuery(query).trim().replace(/\s+/g, ' ');
  const parsed = parseQuery(foldedQuery);
  const parts = [...parsed.words.map((word) => matchWord(index, word)), ...parsed.cjk.map((phrase) => matchPhrase(index, phrase))];
  if (!parts.length || limit <= 0) return [];
  let scored = matchAll(index, parts, parsed, foldedQuery);
  // Nothing holds every word (say a word the docs never use, as in `Vue 桥接`): fall back to the units
  // that hold the most of them, so a reader still gets the closest pages instead of nothing.
  if (!scored.length && parts.length > 1) {
    // Single letters and single characters are too weak to stand for the query on their own.
    const terms = [...parsed.words, ...parsed.cjk];
    const strong = parts.filter((_, i) => terms[i].length >= 2);
    if (strong.length) scored = matchMost(index, strong, foldedQuery, parts.length);
  }
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  const hits: SearchHit[] = [];
  const pagesWithContent = new Set<number>();
  for (const { id } of scored) {
    const unit = index.units[id];
    if (unit.kind === Kind.Content) {
      if (pagesWithContent.has(unit.page)) continue;
      pagesWithContent.add(unit.page);
    }
    hits.push(toHit(index, id, query, parsed));
    if (hits.length >= limit) break;
  }
  return hits;
}
