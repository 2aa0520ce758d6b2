/**
 * What a claim quotes from a page: the section under a heading's `{#anchor}`, read as prose. No test
 * runner here, so the Playwright specs that run claims in the browser use it too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractHeadings } from '../docs/code-blocks';

const repoRoot = join(import.meta.dirname, '../..');

/** `configure/shared` → the page's source in one language. */
const sources = new Map<string, string | undefined>();
function pageSource(lang: 'en' | 'zh', page: string): string | undefined {
  // Read once per test file: a page carries dozens of claims.
  const file = join(repoRoot, 'docs', lang, `${page}.mdx`);
  if (!sources.has(file)) sources.set(file, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  return sources.get(file);
}

/** Markdown as prose: inline code marks, emphasis and link targets dropped, whitespace collapsed. */
export function prose(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the section that starts at the heading with `{#anchor}`, up to the next heading of the same or a higher level. */
export function sectionOf(source: string, anchor: string): string | undefined {
  const lines = source.split('\n');
  const headings = extractHeadings(source);
  const start = lines.findIndex((line) => /^#{1,6}\s/.test(line) && line.includes(`{#${anchor}}`));
  if (start < 0) return undefined;
  const depth = /^#+/.exec(lines[start])![0].length;
  const next = headings.find((heading) => heading.line - 1 > start && heading.depth <= depth);
  return lines.slice(start, next ? next.line - 1 : lines.length).join('\n');
}

/** Why the page no longer holds the claim as written, or undefined when it does. */
export function claimMismatch(page: string, anchor: string, says: readonly string[]): string | undefined {
  const sources = { en: pageSource('en', page), zh: pageSource('zh', page) };
  for (const lang of ['en', 'zh'] as const) {
    if (sources[lang] === undefined) return `docs/${lang}/${page}.mdx does not exist`;
    if (sectionOf(sources[lang], anchor) === undefined) return `docs/${lang}/${page}.mdx has no heading {#${anchor}}`;
  }
  const en = sectionOf(sources.en as string, anchor) as string;
  const text = prose(en);
  const missing = says.filter((phrase) => !text.includes(prose(phrase)));
  if (missing.length > 0) {
    return `docs/en/${page}.mdx #${anchor} no longer says ${missing.map((phrase) => JSON.stringify(phrase)).join(', ')}: check the claim against the packages again, in both languages, and update this test`;
  }
  return undefined;
}

