/**
 * Tokenizer. Latin, Cyrillic, Korean and other space-separated scripts become words (split on any
 * character that is not a letter or digit, with camelCase and snake_case parts added so `remote` finds
 * `loadRemote`). Chinese and Japanese text has no spaces, so each run of it becomes overlapping
 * two-character terms plus single characters: 共享 is found inside 共享依赖 without a dictionary.
 */

export type TokenKind = 'word' | 'part' | 'cjk2' | 'cjk1';

export interface Token {
  term: string;
  kind: TokenKind;
  /** Offsets in the folded text. */
  start: number;
  end: number;
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const WORDISH = /[\p{L}\p{N}_]+/gu;
const CJK_SPLIT = /([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)/;

/** Runs of letters and digits, with CJK and non-CJK stretches split apart (`vue桥接` -> vue, 桥接). */
function* runs(text: string): Generator<{ run: string; start: number }> {
  for (const match of text.matchAll(WORDISH)) {
    let start = match.index!;
    if (!CJK.test(match[0])) {
      yield { run: match[0], start };
      continue;
    }
    for (const piece of match[0].split(CJK_SPLIT)) {
      if (piece) yield { run: piece, start };
      start += piece.length;
    }
  }
}

/** Whether a word has parts worth indexing on their own (camelCase humps or underscores). */
const PARTED = /[a-z0-9][A-Z]|[A-Z][A-Z][a-z]|_/;

/**
 * Tokens of folded text. `original` (same length, unfolded) is used only to find camelCase boundaries;
 * pass it when the folded text maps 1:1 onto the original.
 */
export function tokenize(folded: string, original?: string): Token[] {
  const tokens: Token[] = [];
  for (const { run, start } of runs(folded)) {
    if (CJK.test(run[0])) {
      for (let i = 0; i < run.length; i++) {
        tokens.push({ term: run[i], kind: 'cjk1', start: start + i, end: start + i + 1 });
        if (i + 1 < run.length) tokens.push({ term: run.slice(i, i + 2), kind: 'cjk2', start: start + i, end: start + i + 2 });
      }
      continue;
    }
    tokens.push({ term: run, kind: 'word', start, end: start + run.length });
    const source = original && original.length === folded.length ? original.slice(start, start + run.length) : run;
    if (!PARTED.test(source)) continue;
    // Parts: split at underscores and at lower-to-upper case changes (loadRemote -> load, remote).
    const parts = source.split(/_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
    if (parts.length > 1) {
      let offset = 0;
      for (const part of parts) {
        const at = source.indexOf(part, offset);
        offset = at + part.length;
        if (part.length > 1) tokens.push({ term: run.slice(at, at + part.length), kind: 'part', start: start + at, end: start + at + part.length });
      }
    }
  }
  return tokens;
}

/** A query: whole words (matched exactly or as a prefix) and CJK runs (matched as phrases). */
export interface ParsedQuery {
  words: string[];
  cjk: string[];
}

export function parseQuery(foldedQuery: string): ParsedQuery {
  const words: string[] = [];
  const cjk: string[] = [];
  for (const piece of runs(foldedQuery.slice(0, 200))) {
    const run = piece.run.replace(/^_+|_+$/g, '');
    if (!run) continue;
    const list = CJK.test(run[0]) ? cjk : words;
    if (!list.includes(run)) list.push(run);
  }
  return { words: words.slice(0, 8), cjk: cjk.slice(0, 8) };
}
