/**
 * A documentation page read as a tutorial: its code blocks by title, as a reader copies them (diff
 * markers applied: `// [!code --]` lines dropped, `// [!code ++]` markers removed). Every error it
 * raises starts with the page's path, so a failing tutorial names the page to fix.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { splitDiffNotation } from '../../shared/code-meta';
import { extractCodeBlocks, type CodeBlock } from '../docs/code-blocks';

export const repoRoot = join(import.meta.dirname, '../..');

/** An error that names the page whose tutorial failed. */
export class TutorialError extends Error {
  constructor(page: string, message: string) {
    super(`${page}: ${message}`);
    this.name = 'TutorialError';
  }
}

/** The code of a block as the reader ends up with it: removed lines gone, markers stripped. */
export function readerCode(code: string): string {
  const lines: string[] = [];
  for (const line of code.split('\n')) {
    const { text, diff } = splitDiffNotation(line);
    if (diff !== 'remove') lines.push(text);
  }
  return `${lines.join('\n').replace(/\s+$/, '')}\n`;
}

export class TutorialPage {
  /** Repository-relative path, used in every message: `docs/en/guide/start/quick-start.mdx`. */
  readonly file: string;
  readonly source: string;
  readonly blocks: CodeBlock[];

  /** `file` is relative to the repository (or absolute, for a copy of a page). */
  constructor(file: string) {
    this.file = isAbsolute(file) ? relative(repoRoot, file) : file;
    this.source = readFileSync(isAbsolute(file) ? file : join(repoRoot, file), 'utf8');
    this.blocks = extractCodeBlocks(this.source);
  }

  error(message: string): TutorialError {
    return new TutorialError(this.file, message);
  }

  /** The one block with this title (complete, or a fragment when asked for); its code as copied. */
  code(title: string, kind: 'complete' | 'fragment' = 'complete'): string {
    const found = this.blocks.filter((block) => block.title === title && block.fragment === (kind === 'fragment'));
    if (found.length !== 1) {
      throw this.error(`expected one ${kind} code block titled "${title}", found ${found.length}`);
    }
    return readerCode(found[0].code);
  }

  /** The complete (non-fragment) blocks whose title starts with `prefix`, by title. */
  completeBlocksUnder(prefix: string): Map<string, string> {
    const files = new Map<string, string>();
    for (const block of this.blocks) {
      if (block.fragment || !block.title?.startsWith(prefix)) continue;
      if (files.has(block.title)) throw this.error(`two complete code blocks are titled "${block.title}"`);
      files.set(block.title, readerCode(block.code));
    }
    return files;
  }

  /** The lines of the shell blocks (`bash`, `sh`, `shell`), comments and blank lines left out. */
  shellLines(): string[] {
    return this.blocks
      .filter((block) => ['bash', 'sh', 'shell', 'zsh'].includes(block.lang))
      .flatMap((block) => block.code.split('\n'))
      .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
      .filter(Boolean);
  }

  /** The `command` of every `<PackageManagerTabs command="..." />` on the page. */
  packageManagerCommands(): string[] {
    return [...this.source.matchAll(/<PackageManagerTabs\b[^>]*\bcommand=(?:"([^"]*)"|'([^']*)')/g)].map((match) => match[1] ?? match[2]);
  }
}
