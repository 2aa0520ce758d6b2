/**
 * The local index on the wire: what the build writes under /static and the browser reads. Per language
 * (and version) there are three kinds of files, all named `search_index.<lang>.…` with a content hash:
 *
 * - the head, `search_index.<lang>.<hash>.json`, fetched when the modal first opens: the vocabulary of
 *   space-separated scripts (for prefixes and typos), the sizes of pages and sections, and where the
 *   other files are. Small at any site size;
 * - term shards, `search_index.<lang>.t<n>.<hash>.json` and `….c<n>.…`, fetched for the words of a query:
 *   each holds the postings of a slice of the vocabulary (a range of sorted words, or CJK terms by hash);
 * - page files, `search_index.<lang>.p.<hash>.json`, fetched for the pages a query displays: the full
 *   text of the page's sections, from which hits, anchors and snippets are cut.
 *
 * Postings are per section: for each section holding the term, how often it occurs in the body (in halves,
 * see `indexTerms`), how much its heading is about the term (0 to 3) and whether the page title holds it.
 */

export const FORMAT_VERSION = 1;

export interface IndexHead {
  v: number;
  /**
   * Number of sections of each page, by page number (pages are numbered in route order). Sections are
   * numbered across the whole index in page order: page 0's sections first.
   */
  sections: number[];
  /** Word count of each section's body. */
  lengths: number[];
  /** Word count of each section's heading (0: the part above the first heading). */
  headingWords: number[];
  /** Word count of each page's title. */
  titleLengths: number[];
  /** Sorted non-CJK terms, joined by "\n". */
  vocabulary: string;
  /** CJK words the segmentation found more than once, most frequent first, joined by "\n" (for typos). */
  cjkWords: string;
  /** Range shards over the sorted vocabulary: the first term of each ('' for the first) and its file. */
  ranges: Array<{ first: string; file: string }>;
  /** Files of the CJK terms, by `cjkShard(term, count)`. */
  cjk: string[];
  /** The page files, by page number. */
  pages: string[];
}

/** A term shard: term -> encoded postings (see `encodePostings`). */
export interface TermShard {
  terms: Record<string, string>;
}

/** One section of a page file: [anchor id ('' for the part above the first heading), depth, heading, text]. */
export type PageSection = [id: string, depth: number, heading: string, text: string];

export interface PageFile {
  route: string;
  title: string;
  group: string;
  sections: PageSection[];
}

export interface Posting {
  section: number;
  /** Body frequency in halves (a whole word 2, an identifier part or loose CJK sequence 1). */
  tf: number;
  /** How much the section's heading is about the term: 0 (not in it) to 3 (the heading is the term). */
  heading: number;
  /** Whether the page's title holds the term (on every posting of the page). */
  title: boolean;
}

/** 64 characters that need no escaping in JSON; values are written 5 bits a character, low bits first. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;

function readVarints(encoded: string): number[] {
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (let at = 0; at < encoded.length; at++) {
    const digit = VALUE[encoded.charCodeAt(at)];
    if (digit === undefined || digit < 0) throw new Error('malformed postings');
    if (digit < 32) {
      values.push(value + digit * scale);
      value = 0;
      scale = 1;
    } else {
      value += (digit - 32) * scale;
      scale *= 32;
    }
  }
  if (scale !== 1) throw new Error('malformed postings');
  return values;
}

function writeVarint(out: string[], value: number): void {
  let rest = value;
  while (rest >= 32) {
    out.push(DIGITS[32 + (rest & 31)]);
    rest = Math.floor(rest / 32);
  }
  out.push(DIGITS[rest]);
}

/** Postings (sorted by section) as a string: section gaps and packed values, each a varint. */
export function encodePostings(postings: readonly Posting[]): string {
  const out: string[] = [];
  let last = -1;
  for (const posting of postings) {
    writeVarint(out, posting.section - last - 1);
    last = posting.section;
    writeVarint(out, posting.tf * 8 + Math.min(3, posting.heading) * 2 + (posting.title ? 1 : 0));
  }
  return out.join('');
}

export function decodePostings(encoded: string): Posting[] {
  const values = readVarints(encoded);
  const postings: Posting[] = [];
  let section = -1;
  for (let i = 0; i + 1 < values.length; i += 2) {
    section += values[i] + 1;
    const packed = values[i + 1];
    postings.push({ section, tf: Math.floor(packed / 8), heading: (packed >> 1) & 3, title: (packed & 1) === 1 });
  }
  return postings;
}

/** The CJK shard of a term: FNV-1a over its UTF-16 code units. */
export function cjkShard(term: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

/** The range shard of a non-CJK term: the last shard whose first term is not after it. */
export function rangeShard(term: string, ranges: ReadonlyArray<{ first: string }>): number {
  let low = 0;
  let high = ranges.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (ranges[mid].first <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Light checks on a parsed head: the browser trusts nothing it fetched blindly. */
export function isIndexHead(value: unknown): value is IndexHead {
  const head = value as IndexHead;
  if (!head || typeof head !== 'object' || head.v !== FORMAT_VERSION || typeof head.vocabulary !== 'string' || typeof head.cjkWords !== 'string') return false;
  if (![head.sections, head.lengths, head.headingWords, head.titleLengths, head.ranges, head.cjk, head.pages].every(Array.isArray)) return false;
  const sections = head.sections.reduce((sum: number, count: unknown) => sum + (Number.isInteger(count) ? (count as number) : NaN), 0);
  return head.pages.length === head.sections.length && head.titleLengths.length === head.sections.length
    && head.lengths.length === sections && head.headingWords.length === sections;
}

export function isTermShard(value: unknown): value is TermShard {
  const shard = value as TermShard;
  return !!shard && typeof shard === 'object' && !!shard.terms && typeof shard.terms === 'object';
}

export function isPageFile(value: unknown): value is PageFile {
  const page = value as PageFile;
  return !!page && typeof page === 'object' && typeof page.route === 'string' && typeof page.title === 'string'
    && typeof page.group === 'string' && Array.isArray(page.sections)
    && page.sections.every((s) => Array.isArray(s) && typeof s[0] === 'string' && typeof s[2] === 'string' && typeof s[3] === 'string');
}
