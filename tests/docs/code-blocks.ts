/**
 * Reads the fenced code blocks and headings of an MDX page. Pure functions: the sample type check and
 * the English/Chinese drift check build on them.
 */

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

const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

/** Splits a page into its code blocks; unterminated fences run to the end of the page. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = fenceOpen.exec(lines[index]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    const start = index + 1;
    index += 1;
    while (index < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[index])) {
      body.push(indent && lines[index].startsWith(indent) ? lines[index].slice(indent.length) : lines[index]);
      index += 1;
    }
    const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
    blocks.push({
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      title: title ? (title[1] ?? title[2]) : undefined,
      fragment: /(^|\s)fragment(\s|$)/.test(meta),
      code: body.join('\n'),
      line: start + 1,
    });
  }
  return blocks;
}

/** The Markdown headings of a page (outside code fences), with their text minus any `{#id}`. */
export function extractHeadings(source: string): Heading[] {
  const lines = source.split('\n');
  const headings: Heading[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (open) {
      if (fence === null) fence = open[1];
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      return;
    }
    if (fence !== null) return;
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      headings.push({ depth: heading[1].length, text: heading[2].replace(/\s*\{#[^}]*\}\s*$/, ''), line: index + 1 });
    }
  });
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
