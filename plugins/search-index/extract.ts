/**
 * Turns one page's MDX source into the plain text the search index holds. Hand-written rather than a
 * full MDX parse: the index only needs readable sentences and the identifiers readers type, and a line
 * scanner (the shared one, so search and the page checks agree on what is code) keeps the build plugin
 * free of parser dependencies.
 */
import { scanMdx } from '../../shared/mdx-scan';

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

/** A heading and the prose and code identifiers that follow it, up to the next heading. */
export interface Section {
  header: TocEntry | null;
  text: string[];
  code: string[];
}

export interface ExtractedPage {
  title: string;
  sections: Section[];
}

const HEADING = /^(#{1,6})\s+(.*?)\s*(?:\{#[^}]*\})?\s*#*\s*$/;
const IDENTIFIER = /[A-Za-z_$@][\w$./@-]*[\w$]/g;
/** Words that every code sample repeats; indexing them would only make the file bigger. */
const CODE_NOISE = new Set([
  'const', 'let', 'var', 'import', 'from', 'export', 'default', 'return', 'function', 'new', 'true', 'false',
  'null', 'undefined', 'async', 'await', 'this', 'type', 'interface', 'extends', 'string', 'number',
  'boolean', 'void', 'require', 'module', 'exports', 'class', 'else', 'for', 'while', 'div', 'span',
  'props', 'console', 'log', 'then', 'catch', 'try', 'typeof', 'npm', 'pnpm', 'yarn', 'install', 'add',
  'run', 'the', 'and',
]);

/** Removes inline Markdown and JSX from one line of prose, keeping the words a reader sees. */
export function inlineText(line: string): string {
  return line
    .replace(/<!--.*?-->/g, '')
    .replace(/\{\/\*.*?\*\/\}/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][\w.-]*(?:\s+[^<>]*?)?\/?>/g, ' ')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_]+?)(?<=\S)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The distinct identifiers of a code block that are worth finding (`loadRemote`, `requiredVersion`). */
export function codeIdentifiers(code: string, seen: Set<string>): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(IDENTIFIER)) {
    const word = match[0].replace(/[./-]+$/, '');
    const key = word.toLowerCase();
    if (word.length < 3 || CODE_NOISE.has(key) || seen.has(key)) continue;
    seen.add(key);
    found.push(word);
  }
  return found;
}

function proseWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.matchAll(IDENTIFIER)) words.add(match[0].toLowerCase());
  return words;
}

/**
 * Extracts title, headings (depth 2–4, ids taken from the page's table of contents in order) and body
 * text. Code blocks contribute their identifiers that the prose of the page does not already contain.
 */
export function extractPage(source: string, toc: readonly TocEntry[], fallbackTitle = ''): ExtractedPage {
  const blocks: Array<{ kind: 'text' | 'code' | 'heading'; text: string; depth?: number }> = [];
  let code: string[] = [];
  let paragraph: string[] = [];
  let title = '';
  let inEsm = false;
  const flush = () => {
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ kind: 'text', text });
    paragraph = [];
  };

  for (const entry of scanMdx(source)) {
    if (entry.kind === 'fence-open') {
      flush();
      code = [];
      continue;
    }
    if (entry.kind === 'code') {
      code.push(entry.text);
      continue;
    }
    if (entry.kind === 'fence-close') {
      blocks.push({ kind: 'code', text: code.join('\n') });
      code = [];
      continue;
    }
    const line = entry.text.trimEnd();
    // Top-level import/export statements (possibly spanning lines) are code, not content.
    if (inEsm || /^(import|export)\s/.test(line)) {
      inEsm = !/;\s*$|^\s*$|from\s+['"][^'"]+['"]\s*;?$/.test(line);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const depth = heading[1].length;
      const text = inlineText(heading[2]);
      if (depth === 1 && !title) title = text;
      else blocks.push({ kind: 'heading', text, depth });
      continue;
    }
    if (/^\s*$/.test(line) || /^\s*:::\s*$/.test(line) || /^\s*\|?\s*:?-{3,}/.test(line)) {
      flush();
      continue;
    }
    let text = line;
    const directive = /^\s*:::\s*\w+\s*(.*)$/.exec(line);
    if (directive) {
      flush();
      text = directive[1].replace(/[{}]/g, '');
    }
    // Table rows: cells become words separated by spaces (escaped pipes inside cells stay).
    if (/^\s*\|/.test(text)) text = text.replace(/(?<!\\)\|/g, ' ');
    text = text.replace(/^\s*(?:[-*+]|\d+\.)\s+/, '').replace(/^\s*>\s?/, '');
    const cleaned = inlineText(text);
    if (cleaned) paragraph.push(cleaned);
    if (directive) flush();
  }
  flush();
  // An unclosed fence runs to the end of the page.
  if (code.length) blocks.push({ kind: 'code', text: code.join('\n') });

  const prose = proseWords(blocks.filter((b) => b.kind !== 'code').map((b) => b.text).join(' '));
  const seen = new Set(prose);
  const headings = toc.filter((entry) => entry.depth >= 2 && entry.depth <= 4);
  const sections: Section[] = [{ header: null, text: [], code: [] }];
  let tocIndex = 0;
  for (const block of blocks) {
    const current = sections[sections.length - 1];
    if (block.kind === 'heading' && block.depth! >= 2 && block.depth! <= 4 && tocIndex < headings.length) {
      const { id, text, depth } = headings[tocIndex++];
      sections.push({ header: { id, text, depth }, text: [], code: [] });
    } else if (block.kind === 'code') current.code.push(...codeIdentifiers(block.text, seen));
    else current.text.push(block.text);
  }
  return { title: title || fallbackTitle, sections };
}
