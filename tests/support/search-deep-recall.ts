/**
 * The deep-recall set: words sampled from section bodies past each section's opening (the part an index
 * of first sentences would keep), in both languages, with a fixed seed. A word qualifies when it is
 * distinctive enough that its page can be expected among the first five: it occurs in at most three pages.
 * Words are found with a plain regular expression (English) and `Intl.Segmenter` (Chinese), not with the
 * search's own analyzer, so the set does not share the engine's blind spots.
 *
 *   npx jiti tests/support/search-deep-recall.ts   # prints the sample of both languages
 */
import { fileURLToPath } from 'node:url';
import { pagesFromSources } from './search-sources';
import type { Lang } from './search-eval';

export interface DeepRecallQuery {
  query: string;
  expect: string[];
  /** The heading of the section it came from. */
  section: string;
}

/** Characters of a section's prose that count as its opening. */
export const OPENING = 160;
export const SAMPLE_SIZE = 150;
export const SEED = 16;
const MAX_PAGES = 3;

const ENGLISH_SKIP = new Set(['this', 'that', 'with', 'from', 'have', 'when', 'what', 'which', 'will', 'your', 'their', 'there', 'then', 'than', 'they', 'them', 'these', 'those', 'into', 'also', 'only', 'each', 'other', 'more', 'most', 'some', 'such', 'been', 'were', 'does', 'here', 'just', 'like', 'over', 'same', 'both', 'very', 'must', 'should', 'would', 'could', 'because', 'where', 'while', 'about']);

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

function wordsOf(text: string, lang: Lang): string[] {
  if (lang === 'en') return (text.match(/\b[A-Za-z][a-z]{4,}\b/g) ?? []).filter((word) => !ENGLISH_SKIP.has(word.toLowerCase()));
  return [...segmenter.segment(text)]
    .filter((piece) => piece.isWordLike && /^[\u4e00-\u9fff]{2,}$/.test(piece.segment))
    .map((piece) => piece.segment);
}

export function sampleDeepRecall(docsRoot: string, lang: Lang, size = SAMPLE_SIZE, seed = SEED): DeepRecallQuery[] {
  const pages = pagesFromSources(docsRoot, lang);
  const fullText = pages.map((page) => [page.title, ...page.sections.flatMap((s) => [s.header?.text ?? '', ...s.text, ...s.code])].join(' ').toLowerCase());
  const pageCount = new Map<string, number>();
  const pagesHolding = (word: string) => {
    const key = word.toLowerCase();
    let count = pageCount.get(key);
    if (count === undefined) {
      const pattern = lang === 'en' ? new RegExp(`\\b${key}\\b`) : null;
      count = fullText.filter((text) => (pattern ? pattern.test(text) : text.includes(key))).length;
      pageCount.set(key, count);
    }
    return count;
  };
  const candidates: DeepRecallQuery[] = [];
  const seen = new Set<string>();
  pages.forEach((page) => {
    for (const section of page.sections) {
      const prose = section.text.join(' ');
      if (prose.length <= OPENING) continue;
      // Past the opening, from the first whole word on (English words are cut at spaces).
      const rest = lang === 'en' ? prose.slice(prose.indexOf(' ', OPENING) + 1) : prose.slice(OPENING + 1);
      for (const word of wordsOf(rest, lang)) {
        const key = word.toLowerCase();
        if (seen.has(key) || pagesHolding(word) > MAX_PAGES) continue;
        seen.add(key);
        candidates.push({ query: word, expect: [page.routePath], section: section.header?.text ?? page.title });
      }
    }
  });
  candidates.sort((a, b) => (a.query < b.query ? -1 : a.query > b.query ? 1 : 0));
  const next = random(seed);
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j], candidates[i]];
  }
  return candidates.slice(0, size);
}

if (process.argv[1] && /search-deep-recall\.ts$/.test(process.argv[1])) {
  const docs = fileURLToPath(new URL('../../docs', import.meta.url));
  for (const lang of ['en', 'zh'] as const) {
    const sample = sampleDeepRecall(docs, lang);
    console.log(`${lang}: ${sample.length} words`);
    for (const item of sample) console.log(`  ${item.query}\t${item.expect[0]}\t${item.section}`);
  }
}
