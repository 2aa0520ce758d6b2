/**
 * Folding: the form both the index and the query are compared in. Lowercase, accents stripped; Hangul
 * and Cyrillic are kept whole (decomposing a Hangul syllable would split it into jamo, and stripping the
 * breve of й would turn it into a different letter), except that ё folds to е as Russian readers expect.
 * Every folded character remembers the index of the original character it came from, so highlights found
 * in the folded text map back onto the text the reader sees.
 */

export interface Folded {
  text: string;
  /** `map[i]` is the index in the original of folded character `i`; null when the two line up 1:1. */
  map: Int32Array | null;
}

function foldChar(char: string, code: number): string {
  if (code < 0xc0) return char.toLowerCase();
  if (code >= 0x0400 && code <= 0x04ff) {
    const lower = char.toLowerCase();
    return lower === 'ё' ? 'е' : lower;
  }
  // Hangul syllables and jamo, CJK ideographs and kana, CJK punctuation: kept as they are.
  if ((code >= 0x1100 && code <= 0x11ff) || (code >= 0x3000 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af)) {
    return char;
  }
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Folds text for matching and keeps the way back to the original offsets. */
export function fold(text: string): Folded {
  // Plain ASCII (most English docs) folds with one call and needs no offset map.
  if (!/[^\x00-\x7f]/.test(text)) return { text: text.toLowerCase(), map: null };
  let out = '';
  const map: number[] = [];
  let aligned = true;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const char = String.fromCodePoint(code);
    const folded = foldChar(char, code);
    if (folded.length !== char.length) aligned = false;
    for (let k = 0; k < folded.length; k++) map.push(i);
    out += folded;
    i += char.length;
  }
  return { text: out, map: aligned ? null : Int32Array.from(map) };
}

/** Folds a query (no offsets needed). */
export function foldQuery(query: string): string {
  return fold(query).text;
}

/** Maps a range of folded text back to the original text. */
export function toOriginal(folded: Folded, start: number, length: number, original: string): { start: number; length: number } {
  if (!folded.map) return { start, length };
  const from = folded.map[start] ?? original.length;
  const last = start + length - 1;
  let end = last < folded.map.length ? folded.map[last] + 1 : original.length;
  // The last character may be the first half of a surrogate pair (an emoji, a rare ideograph).
  const code = original.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end++;
  return { start: from, length: Math.max(0, end - from) };
}
