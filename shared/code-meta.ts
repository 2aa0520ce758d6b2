/**
 * Reading a code fence's meta string (the text after the language: `ts title="a.ts" {1,3-5} lineNumbers`).
 * Pure: used at build time by our Shiki transformers and unit-tested in Node.
 */

/**
 * The 1-based line numbers named by a highlight range such as `{1,3-5}`, sorted and without repeats.
 * A reversed range (`{5-3}`) counts as written the right way round; zero, negative and malformed
 * parts are ignored, and `lineCount` (when given) drops numbers past the last line.
 */
export function parseHighlightRanges(meta: string | undefined, lineCount?: number): number[] {
  if (!meta) return [];
  const match = /(?:^|\s)\{([^{}]*)\}(?=\s|$)/.exec(meta);
  if (!match) return [];
  const lines = new Set<number>();
  for (const part of match[1].split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) continue;
    let from = Number(range[1]);
    let to = range[2] === undefined ? from : Number(range[2]);
    if (from > to) [from, to] = [to, from];
    from = Math.max(from, 1);
    if (lineCount !== undefined) to = Math.min(to, lineCount);
    // A runaway range like {1-999999} must not allocate a million entries.
    if (to - from > 10_000) to = from + 10_000;
    for (let line = from; line <= to; line += 1) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

/** The value of `title="..."` (or single quotes, or a bare word) in a meta string; '' when absent. */
export function parseMetaTitle(meta: string | undefined): string {
  if (!meta) return '';
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return (match && (match[1] ?? match[2] ?? match[3])) || '';
}

/**
 * Whether a fence's meta marks the block as an excerpt (` ```ts fragment `): a partial snippet the reader
 * fits into their own file. Complete blocks are type-checked and built by the tests; excerpts are not,
 * and readers see them labelled as excerpts.
 */
export function isFragmentMeta(meta: string | undefined): boolean {
  return /(^|\s)fragment(\s|$)/.test(meta ?? '');
}

/** The class the build gives an excerpt's code block (a Shiki transformer) and the theme labels. */
export const FRAGMENT_CLASS = 'mf-code--fragment';

/** The language label shown on a code block: a few well-known names, otherwise the id upper-cased. */
export function languageLabel(lang: string | undefined): string {
  const id = (lang ?? '').trim().toLowerCase();
  if (!id || id === 'txt' || id === 'text' || id === 'plaintext') return '';
  const known: Record<string, string> = {
    ts: 'TypeScript',
    typescript: 'TypeScript',
    tsx: 'TSX',
    js: 'JavaScript',
    javascript: 'JavaScript',
    jsx: 'JSX',
    json: 'JSON',
    jsonc: 'JSONC',
    bash: 'Shell',
    sh: 'Shell',
    shell: 'Shell',
    zsh: 'Shell',
    html: 'HTML',
    css: 'CSS',
    md: 'Markdown',
    mdx: 'MDX',
    yaml: 'YAML',
    yml: 'YAML',
    diff: 'Diff',
    vue: 'Vue',
  };
  return known[id] ?? id.toUpperCase();
}

/** The marker a writer puts at the end of a line to show it as added or removed in a diff. */
const DIFF_NOTATION = /\s*(?:\/\/|#|<!--|\/\*)\s*\[!code (\+\+|--)\]\s*(?:-->|\*\/)?\s*$/;

/**
 * Splits a `// [!code ++]` / `// [!code --]` marker off a line of source: the line without it, and
 * whether it was added or removed. Lines without a marker come back unchanged.
 */
export function splitDiffNotation(line: string): { text: string; diff?: 'add' | 'remove' } {
  const match = DIFF_NOTATION.exec(line);
  if (!match) return { text: line };
  return { text: line.slice(0, match.index), diff: match[1] === '++' ? 'add' : 'remove' };
}
