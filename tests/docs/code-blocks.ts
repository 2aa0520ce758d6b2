/**
 * Reads the fenced code blocks and headings of an MDX page (through the shared scanner). Pure functions:
 * the sample type check and the English/Chinese drift check build on them.
 */
import { isFragmentMeta, parseMetaTitle } from '../../shared/code-meta';
import { fencedBlocks, scanMdx } from '../../shared/mdx-scan';

export interface CodeBlock {
  /** The fence's language (`ts`, `bash`, ...), lower-cased; empty when the fence names none. */
  lang: string;
  /** Everything after the language on the fence line. */
  meta: string;
  /** The `title="..."` of the meta, if any. */
  title?: string;
  /** True when the meta marks the block as a deliberate partial snippet. */
  fragment: boolean;
  code: string;
  /** 1-based line of the first code line in the page. */
  line: number;
}

export interface Heading {
  depth: number;
  text: string;
  line: number;
}

/** Splits a page into its code blocks; unterminated fences run to the end of the page. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  return fencedBlocks(source).map(({ fence, code, line }) => {
    return {
      lang: fence.lang,
      meta: fence.meta,
      title: parseMetaTitle(fence.meta) || undefined,
      fragment: isFragmentMeta(fence.meta),
      code,
      line,
    };
  });
}

/** The Markdown headings of a page (outside code fences), with their text minus any `{#id}`. */
export function extractHeadings(source: string): Heading[] {
  const headings: Heading[] = [];
  for (const entry of scanMdx(source)) {
    if (entry.kind !== 'text') continue;
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(entry.text);
    if (heading) headings.push({ depth: heading[1].length, text: heading[2].replace(/\s*\{#[^}]*\}\s*$/, ''), line: entry.line });
  }
  return headings;
}

const slashComment = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'javascript', 'typescript', 'json', 'jsonc', 'vue', 'css', 'scss']);
const hashComment = new Set(['bash', 'sh', 'shell', 'zsh', 'yaml', 'yml', 'toml', 'python', 'dockerfile', 'ini']);

/**
 * The code of a block with its comments and blank lines removed, for comparing the two languages'
 * samples: translated comments are the one difference allowed.
 */
export function codeWithoutComments(lang: string, code: string): string {
  let text = code;
  if (slashComment.has(lang)) {
    // JSX comments first, so that their braces go with them.
    text = text.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '');
    text = text.replace(/\/\*[\s\S]*?\*\//g, '');
    // A line comment starts at `//` that follows the start of the line or a space, so URLs stay.
    text = text.replace(/(^|[\s;,{(])\/\/.*$/gm, '$1');
  }
  if (hashComment.has(lang)) text = text.replace(/(^|\s)#(?!!).*$/gm, '$1');
  if (lang === 'html' || lang === 'vue' || lang === 'xml' || lang === 'md' || lang === 'mdx') {
    text = text.replace(/<!--[\s\S]*?-->/g, '');
  }
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .join('\n');
}
