/**
 * What a page's text says about a query, once the page file has been read (the engine reads the files of
 * the pages it may show anyway). The postings know which words a heading holds, not in what order, nor
 * which of a heading's parts they are in, nor which words stand side by side in the prose. The text does:
 *
 * - likeness: how much a heading, or one part of it (`registerRemotes` in "registerRemotes: add or replace
 *   producers", `Invalid hook call` in "Warning: Invalid hook call"), or the page title, is the query:
 *   the share of the query's words it answers times the share of its own characters they cover;
 * - phrase: the rarity of the query words that stand side by side (one short word between at most) in
 *   a section, as `app router` or `runtime plugin` or 运行时插件 do.
 */
import { fold } from '../../../shared/search/fold';
import { headingParts, isCjk, runs, wordParts } from '../../../shared/search/analyze';
import type { PageFile } from '../../../shared/search/format';
import type { TextEvidence } from './engine';
import type { Atom, QueryPlan } from './query';

/** The terms one query word may be found as in text, with their quality. */
interface TextAtom {
  latin: Map<string, number>;
  cjk: Array<{ term: string; quality: number }>;
}

interface TextAlternative {
  atoms: TextAtom[];
  quality: number;
  /** The words as typed: a heading holding some of them counts in part. */
  partial: boolean;
}

/** A unit of the query for likeness: a clause (weighing the words typed for it) or a stopword. */
interface TextUnit {
  weight: number;
  alternatives: TextAlternative[];
}

/** A plan compiled for reading text. */
export interface TextQuery {
  units: TextUnit[];
  /** Per clause, in query order: every term that finds it on its own (for words side by side). */
  clauses: TextAtom[];
}

function textAtom(atoms: readonly Atom[]): TextAtom {
  const latin = new Map<string, number>();
  const cjk: Array<{ term: string; quality: number }> = [];
  const addCjk = (term: string, quality: number) => {
    const known = cjk.find((entry) => entry.term === term);
    if (!known) cjk.push({ term, quality });
    else if (known.quality < quality) known.quality = quality;
  };
  for (const atom of atoms) {
    if (isCjk(atom.word)) addCjk(atom.word, 1);
    for (const expansion of atom.expansions) {
      if (expansion.terms.length !== 1) continue;
      const [term] = expansion.terms;
      if (isCjk(term)) addCjk(term, expansion.quality);
      else if ((latin.get(term) ?? 0) < expansion.quality) latin.set(term, expansion.quality);
    }
  }
  // Longer CJK terms first: a word is marked whole before its pieces.
  cjk.sort((a, b) => b.term.length - a.term.length);
  return { latin, cjk };
}

export function textQuery(plan: QueryPlan): TextQuery {
  const units: TextUnit[] = [
    ...plan.clauses.map((clause) => ({
      weight: Math.max(1, clause.alternatives[0]?.atoms.length ?? 1),
      alternatives: clause.alternatives.map((alternative, a) => ({ atoms: alternative.atoms.map((atom) => textAtom([atom])), quality: alternative.quality, partial: a === 0 })),
    })),
    ...plan.stopwords.map((atom) => ({ weight: 1, alternatives: [{ atoms: [textAtom([atom])], quality: 1, partial: true }] })),
  ];
  // For words side by side: a clause is found by any word of one-word alternatives, or by the last word
  // of a longer one ("remote app" next to the following word).
  const clauses = plan.clauses.map((clause) => textAtom(clause.alternatives.map((alternative) => alternative.atoms[alternative.atoms.length - 1]).filter((atom): atom is Atom => !!atom)));
  return { units, clauses };
}

/** A text cut for matching: words (with their identifier parts) and CJK runs, in folded offsets. */
interface Token {
  term: string;
  start: number;
  end: number;
  cjk: boolean;
  parts: Array<{ part: string; start: number }>;
}

const tokenCache = new Map<string, { folded: string; tokens: Token[] }>();
const TOKEN_CACHE = 4000;

function tokenize(text: string): { folded: string; tokens: Token[] } {
  const cached = tokenCache.get(text);
  if (cached) return cached;
  const folded = fold(text);
  const original = folded.map ? folded.text : text;
  const tokens: Token[] = [];
  for (const run of runs(folded.text)) {
    const parts = run.cjk ? [] : wordParts(original.slice(run.start, run.start + run.text.length)).map(({ part, start }) => ({ part, start: run.start + start }));
    tokens.push({ term: run.text, start: run.start, end: run.start + run.text.length, cjk: run.cjk, parts });
  }
  const result = { folded: folded.text, tokens };
  if (tokenCache.size >= TOKEN_CACHE) tokenCache.delete(tokenCache.keys().next().value as string);
  tokenCache.set(text, result);
  return result;
}

/** Where an atom occurs in tokens: [start, end, quality] in folded offsets. */
function occurrences(atom: TextAtom, tokens: readonly Token[], out: Array<[number, number, number]>): void {
  for (const token of tokens) {
    if (token.cjk) {
      if (!atom.cjk.length) continue;
      for (const { term, quality } of atom.cjk) {
        for (let at = token.term.indexOf(term); at !== -1; at = token.term.indexOf(term, at + term.length)) out.push([token.start + at, token.start + at + term.length, quality]);
      }
      continue;
    }
    if (!atom.latin.size) continue;
    const whole = atom.latin.get(token.term);
    if (whole !== undefined) {
      out.push([token.start, token.end, whole]);
      continue;
    }
    for (const { part, start } of token.parts) {
      const quality = atom.latin.get(part);
      if (quality !== undefined) out.push([start, start + part.length, quality]);
    }
  }
}

/**
 * How much a short text (a heading, a part of one, a title) is the query: the weighted share of the
 * query's units it answers (each through its best alternative) times the share of its characters that
 * answer them.
 */
export function textLikeness(query: TextQuery, text: string): number {
  const { tokens } = tokenize(text);
  let total = 0;
  for (const token of tokens) total += token.end - token.start;
  if (!total) return 0;
  const marked = new Uint8Array(tokens.length ? tokens[tokens.length - 1].end : 0);
  let answered = 0;
  let weights = 0;
  const found: Array<[number, number, number]> = [];
  for (const unit of query.units) {
    weights += unit.weight;
    let best = 0;
    for (const alternative of unit.alternatives) {
      let matched = 0;
      let quality = 0;
      const spans: Array<[number, number, number]> = [];
      for (const atom of alternative.atoms) {
        found.length = 0;
        occurrences(atom, tokens, found);
        if (!found.length) continue;
        matched++;
        quality += Math.max(...found.map((entry) => entry[2]));
        spans.push(...found);
      }
      if (!matched || (matched < alternative.atoms.length && !alternative.partial)) continue;
      for (const [start, end] of spans) marked.fill(1, start, end);
      best = Math.max(best, (alternative.quality * quality) / alternative.atoms.length);
    }
    answered += unit.weight * best;
  }
  let covered = 0;
  for (const token of tokens) for (let i = token.start; i < token.end; i++) covered += marked[i];
  return (answered / Math.max(1, weights)) * (covered / total);
}

/** The best likeness of a heading over the heading and its parts. */
export function headingLikenessOf(query: TextQuery, heading: string): number {
  let best = 0;
  for (const part of headingParts(heading)) best = Math.max(best, textLikeness(query, part));
  return best;
}

/** Whether the text between two matches is at most one short word (`-`, ` and `, `的`). */
function besideEachOther(folded: string, end: number, start: number): boolean {
  if (start < end || start - end > 6) return false;
  const between = folded.slice(end, start);
  return runs(between).length <= 1;
}

/** Rarity of the consecutive query words found side by side in a text. */
export function phraseWeight(query: TextQuery, text: string, weights: readonly number[]): number {
  if (query.clauses.length < 2) return 0;
  const { folded, tokens } = tokenize(text);
  let previous: Array<[number, number, number]> = [];
  let total = 0;
  query.clauses.forEach((atom, c) => {
    const current: Array<[number, number, number]> = [];
    occurrences(atom, tokens, current);
    if (c > 0 && previous.length && current.length) {
      const beside = previous.some(([, end]) => current.some(([start]) => besideEachOther(folded, end, start)));
      if (beside) total += (weights[c - 1] + weights[c]) / 2;
    }
    previous = current;
  });
  return total;
}

/**
 * The evidence of one page: per section, the likeness of its heading (or of the page title, times
 * `titleLikeness`, for sections the query reaches) and the phrase weight of its heading and text.
 */
export function textEvidence(query: TextQuery, file: PageFile, weights: readonly number[], reached: (section: number) => boolean, titleLikeness: number): TextEvidence {
  const count = file.sections.length;
  const likeness = new Float64Array(count);
  const phrase = new Float64Array(count);
  const title = titleLikeness * headingLikenessOf(query, file.title);
  file.sections.forEach(([, , heading, text], i) => {
    if (!reached(i)) return;
    likeness[i] = Math.max(heading ? headingLikenessOf(query, heading) : 0, title);
    phrase[i] = Math.max(heading ? phraseWeight(query, heading, weights) : 0, phraseWeight(query, text, weights));
  });
  return { likeness, phrase };
}
