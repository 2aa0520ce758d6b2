import { gzipSync } from 'node:zlib';
import type { RecordHeader, SearchRecord } from '../../shared/search/types';
import type { ExtractedPage } from './extract';

export interface PageInput extends ExtractedPage {
  routePath: string;
  group: string;
}

/** Cuts prose to about `limit` characters, at a sentence end when one is near, else at a word break. */
export function lead(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const window = text.slice(0, limit + 1);
  let cut = -1;
  for (const match of window.matchAll(/[.!?。！？；](?=\s|$|[^\x00-\x7f])/g)) cut = match.index! + 1;
  if (cut < limit / 2) {
    const space = window.lastIndexOf(' ');
    cut = space > limit / 2 ? space : limit;
  }
  return text.slice(0, cut).trim();
}

/** One page's record with every section's prose cut to `limit` characters (Infinity keeps all). */
export function toRecord(page: PageInput, limit: number): SearchRecord {
  const parts: string[] = [];
  const toc: RecordHeader[] = [];
  let length = 0;
  for (const section of page.sections) {
    if (section.header) toc.push({ ...section.header, charIndex: length + (parts.length ? 1 : 0) });
    const prose = lead(section.text.join(' '), limit);
    const text = [prose, section.code.join(' ')].filter(Boolean).join(' ');
    if (!text && !section.header) continue;
    if (parts.length) length += 1;
    parts.push(text);
    length += text.length;
  }
  return { routePath: page.routePath, title: page.title, group: page.group, toc, content: parts.join('\n') };
}

export function gzipSize(text: string): number {
  return gzipSync(text, { level: 9 }).length;
}

/** Prose limits tried from the most to the least text; the first that fits the budget wins. */
const LIMITS = [Infinity, 2000, 1200, 800, 600, 450, 350, 280, 220, 170, 130, 100, 70, 40, 0];

/**
 * Serialises one language's index within a gzip budget. Titles, headings and code identifiers are always
 * kept; only the prose of long sections is shortened (first sentences kept) when the whole text would not
 * fit, so the file stays small as the docs grow and the words readers search for most stay findable.
 */
export function buildIndexJson(pages: readonly PageInput[], budgetBytes: number): { json: string; limit: number } {
  const sorted = [...pages].sort((a, b) => a.routePath.localeCompare(b.routePath));
  let json = '';
  for (const limit of LIMITS) {
    json = JSON.stringify(sorted.map((page) => toRecord(page, limit)));
    if (gzipSize(json) <= budgetBytes) return { json, limit };
  }
  return { json, limit: 0 };
}
