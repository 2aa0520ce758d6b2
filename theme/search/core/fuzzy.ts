/**
 * Typo tolerance: which words of the vocabulary a query word may have meant. A typo is one edit
 * (insert, delete, replace, or swap two neighbours) for words of five letters or more and two edits for
 * nine or more; shorter words must be typed right.
 */

/** Edits allowed for a query word of this length. */
export function allowedEdits(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * The optimal string alignment distance of a and b, or `max + 1` as soon as it is known to exceed `max`.
 * `rows` is scratch space reused between calls.
 */
export function editDistance(a: string, b: string, max: number, rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  if (rows[0].length <= n) for (let i = 0; i < 3; i++) rows[i] = new Int32Array(n + 1);
  let before = rows[0];
  let previous = rows[1];
  let current = rows[2];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[n];
}

/**
 * Vocabulary words within the allowed edits of `word` (itself excluded), fewest edits first, otherwise in
 * vocabulary order. `max` overrides the length rule (CJK words: one edit from two characters on).
 */
export function typoCandidates(word: string, vocabulary: readonly string[], max = allowedEdits(word.length)): Array<{ term: string; edits: number }> {
  if (!max) return [];
  const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
  const found: Array<{ term: string; edits: number }> = [];
  for (const term of vocabulary) {
    if (Math.abs(term.length - word.length) > max || term === word) continue;
    const edits = editDistance(word, term, max, rows);
    if (edits <= max) found.push({ term, edits });
  }
  return found.sort((a, b) => a.edits - b.edits);
}
