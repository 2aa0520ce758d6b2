/**
 * The analyzer: how text becomes index terms (at build time) and how a query becomes words (in the
 * browser). Both sides call it, so a page and a query are cut the same way.
 *
 * - Latin, Cyrillic, Korean and other space-separated scripts: words split on anything that is not a
 *   letter or digit, plus the parts of camelCase and snake_case identifiers (`loadRemote` -> load, remote).
 * - Chinese and Japanese: a run of ideographs or kana is cut into words by `Intl.Segmenter` (in Node at
 *   build time, in the browser for the query). Because two ICU builds may cut the same run differently,
 *   the index also holds every two-character sequence and every single character of the run, so a query
 *   word that the page's segmentation did not produce is still found through its bigrams.
 */
import { fold } from './fold';

export const CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_RUN_SPLIT = /([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)/;
const WORDISH = /[\p{L}\p{N}_]+/gu;
/** Whether a word has parts worth indexing on their own (camelCase humps or underscores). */
const PARTED = /[a-z0-9][A-Z]|[A-Z][A-Z][a-z]|_/;

export function isCjk(term: string): boolean {
  return CJK_CHAR.test(term[0] ?? '');
}

/** A run of letters and digits in folded text: either all CJK or free of CJK. */
export interface Run {
  text: string;
  start: number;
  cjk: boolean;
}

/** Runs of letters and digits, with CJK and non-CJK stretches split apart (`vue桥接` -> vue, 桥接). */
export function runs(text: string): Run[] {
  const out: Run[] = [];
  for (const match of text.matchAll(WORDISH)) {
    let start = match.index!;
    if (!CJK_CHAR.test(match[0])) {
      out.push({ text: match[0], start, cjk: false });
      continue;
    }
    for (const piece of match[0].split(CJK_RUN_SPLIT)) {
      if (piece) out.push({ text: piece, start, cjk: CJK_CHAR.test(piece[0]) });
      start += piece.length;
    }
  }
  return out;
}

let segmenter: Intl.Segmenter | null | undefined;

/** The word segmenter for CJK runs, or null where the runtime has none (then bigrams stand in). */
function cjkSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** Words of one CJK run, with their offsets in the run. Without a segmenter: the run's bigrams. */
export function segmentCjk(run: string, useSegmenter = true): Array<{ word: string; start: number }> {
  const seg = useSegmenter ? cjkSegmenter() : null;
  if (!seg) {
    if (run.length <= 2) return [{ word: run, start: 0 }];
    const words: Array<{ word: string; start: number }> = [];
    for (let i = 0; i + 1 < run.length; i += 2) words.push({ word: run.slice(i, Math.min(run.length, i + 2)), start: i });
    if (run.length % 2) words.push({ word: run.slice(-2), start: run.length - 2 });
    return words;
  }
  return [...seg.segment(run)].map((piece) => ({ word: piece.segment, start: piece.index }));
}

/** Characters that are words of their own (particles, prepositions, pronouns): never joined to a neighbour. */
const FUNCTION_CHARS = new Set([...'的了是在和与及或也都就还把被给对从向到为以而之其吗呢吧啊么着过地得个这那有不会能要让我你他它们']);

/**
 * Joins lone characters into words (单|例 -> 单例, 模|块 -> 模块, 运行|时 -> 运行时): segmenters leave
 * characters alone that their dictionary lacks, which for this site's terms of art is most of them.
 * Neighbouring lone characters pair up (three together at the end of an odd run: 预|加|载 -> 预加载); a
 * single lone character joins the two-character word it follows (运行|时 -> 运行时). Function
 * characters (的, 和) stay apart.
 */
export function joinSingles<T extends { word: string; start: number }>(pieces: readonly T[]): T[] {
  const lone = (piece: T | undefined) => !!piece && piece.word.length === 1 && isCjk(piece.word) && !FUNCTION_CHARS.has(piece.word);
  const touches = (a: T | undefined, b: T | undefined) => !!a && !!b && a.start + a.word.length === b.start && isCjk(a.word) && isCjk(b.word);
  const joinable = (piece: T | undefined) => !!piece && piece.word.length === 2 && isCjk(piece.word) && !FUNCTION_CHARS.has(piece.word);
  const out: T[] = [];
  for (let i = 0; i < pieces.length; ) {
    const piece = pieces[i];
    if (!lone(piece)) {
      out.push({ ...piece });
      i++;
      continue;
    }
    let end = i + 1;
    while (end < pieces.length && lone(pieces[end]) && touches(pieces[end - 1], pieces[end])) end++;
    const count = end - i;
    if (count === 1) {
      const previous = out[out.length - 1];
      if (joinable(previous) && touches(previous, piece)) out[out.length - 1] = { ...previous, word: previous.word + piece.word };
      else out.push({ ...piece });
    } else {
      // Pairs, and three together at the end of an odd run (预|加|载 -> 预加载).
      const pairsEnd = count % 2 ? end - 3 : end;
      for (let k = i; k + 1 < pairsEnd; k += 2) out.push({ ...pieces[k], word: pieces[k].word + pieces[k + 1].word });
      if (count % 2) out.push({ ...pieces[end - 3], word: pieces[end - 3].word + pieces[end - 2].word + pieces[end - 1].word });
    }
    i = end;
  }
  return out;
}

/**
 * Where a heading divides into parts that each name a thing: `loadRemote: load an exposed module`,
 * `预加载（Preloading）`, `The Manifest cannot be used (RUNTIME-003, RUNTIME-011)`.
 */
export const HEADING_PARTS = /[:：;；,，、()（）[\]【】]|\s[-–—]\s/;

/** A heading and, when it has several, its parts (see `HEADING_PARTS`). */
export function headingParts(text: string): string[] {
  const parts = text.split(HEADING_PARTS).filter((part) => part.trim());
  return parts.length > 1 ? [text, ...parts] : [text];
}

/** What a piece of a CJK run costs when the dictionary does not know it (see `segmentByDictionary`). */
export const UNKNOWN_COST = { functionChar: 1, char: 1.6, pair: 2.4 } as const;
const LONGEST_WORD = 8;

/**
 * Cuts a CJK run into its cheapest sequence of words, for a reader's query: `cost(word)` prices a word the
 * dictionary knows (two characters or more; undefined for others). Unknown characters stand alone or pair
 * up (a pair costs less than two lone characters, so `单利` stays one word for the typo check), but never
 * with a function character (的, 能). The dictionary is the site's own words, so terms of art the
 * segmenter lacks (插件, 运行时) come out whole: `运行时插件` is 运行时|插件, not 运行|时插件.
 */
export function segmentByDictionary(run: string, cost: (word: string) => number | undefined): Array<{ word: string; start: number }> {
  const n = run.length;
  const best = new Float64Array(n + 1).fill(Infinity);
  const from = new Int32Array(n + 1);
  best[0] = 0;
  for (let end = 1; end <= n; end++) {
    for (let length = 1; length <= Math.min(LONGEST_WORD, end); length++) {
      const start = end - length;
      if (best[start] === Infinity) continue;
      const word = run.slice(start, end);
      let price = length > 1 ? cost(word) : undefined;
      if (price === undefined) {
        if (length === 1) price = FUNCTION_CHARS.has(word) ? UNKNOWN_COST.functionChar : UNKNOWN_COST.char;
        else if (length === 2 && !FUNCTION_CHARS.has(word[0]) && !FUNCTION_CHARS.has(word[1])) price = UNKNOWN_COST.pair;
        else continue;
      }
      if (best[start] + price < best[end]) {
        best[end] = best[start] + price;
        from[end] = start;
      }
    }
  }
  const words: Array<{ word: string; start: number }> = [];
  for (let end = n; end > 0; end = from[end]) words.push({ word: run.slice(from[end], end), start: from[end] });
  return words.reverse();
}

/** camelCase / snake_case parts of a word (`loadRemote` -> load, remote), each with its offset. */
export function wordParts(original: string): Array<{ part: string; start: number }> {
  if (!PARTED.test(original)) return [];
  const parts = original.split(/_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
  if (parts.length < 2) return [];
  const out: Array<{ part: string; start: number }> = [];
  let offset = 0;
  for (const part of parts) {
    const at = original.indexOf(part, offset);
    offset = at + part.length;
    if (part.length > 1) out.push({ part: part.toLowerCase(), start: at });
  }
  return out;
}

/**
 * How much one occurrence counts towards a term's frequency, in halves: a whole word counts 2, an
 * identifier part or a CJK sequence that does not line up with the segmenter's words counts 1.
 */
export type Weight = 1 | 2;

/**
 * Index terms of a text with their weights (summed per term), its word count, and the CJK words (two
 * characters or more) its segmentation produced, for the build.
 */
export function indexTerms(text: string): { terms: Map<string, number>; words: number; cjkWords: string[] } {
  const terms = new Map<string, number>();
  const cjkWords: string[] = [];
  let words = 0;
  const add = (term: string, weight: Weight) => terms.set(term, (terms.get(term) ?? 0) + weight);
  const folded = fold(text);
  // Parts need the case of the original; when folding changed lengths, fall back to the folded word.
  const original = folded.map ? folded.text : text;
  for (const run of runs(folded.text)) {
    if (!run.cjk) {
      words++;
      add(run.text, 2);
      for (const { part } of wordParts(original.slice(run.start, run.start + run.text.length))) {
        if (part !== run.text) add(part, 1);
      }
      continue;
    }
    const aligned = new Set<number>();
    const singles = new Set<number>();
    for (const { word, start } of joinSingles(segmentCjk(run.text))) {
      words++;
      if (word.length >= 2) cjkWords.push(word);
      if (word.length === 2) aligned.add(start);
      else if (word.length === 1) singles.add(start);
      else add(word, 2);
    }
    for (let i = 0; i < run.text.length; i++) {
      add(run.text[i], singles.has(i) ? 2 : 1);
      if (i + 1 < run.text.length) add(run.text.slice(i, i + 2), aligned.has(i) ? 2 : 1);
    }
  }
  return { terms, words, cjkWords };
}

/** One word of a query, in folded form. */
export interface QueryWord {
  text: string;
  cjk: boolean;
  /** Offset in the folded query. */
  start: number;
}

/**
 * The words of a folded query: Latin words as they are, CJK runs cut by the segmenter, or by `cjk` when
 * given (the planner's dictionary of the site's words, see `segmentByDictionary`).
 */
export function queryWords(foldedQuery: string, cjk?: (run: string) => Array<{ word: string; start: number }>): QueryWord[] {
  const words: QueryWord[] = [];
  for (const run of runs(foldedQuery)) {
    if (!run.cjk) {
      const text = run.text.replace(/^_+|_+$/g, '');
      if (text) words.push({ text, cjk: false, start: run.start });
      continue;
    }
    for (const { word, start } of cjk ? cjk(run.text) : joinSingles(segmentCjk(run.text))) words.push({ text: word, cjk: true, start: run.start + start });
  }
  return words;
}

/** The two-character sequences of a CJK word (itself when it has two characters or fewer). */
export function bigrams(word: string): string[] {
  if (word.length <= 2) return [word];
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) out.push(word.slice(i, i + 2));
  return out;
}
