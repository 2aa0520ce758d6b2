// Pure helpers of the bench: which files a page loads first, size sums, budgets and the report table.
import { gzipSync } from 'node:zlib';

/**
 * The attribute of a built page's start script that lists the app's scripts it loads after the first
 * paint (SCRIPTS_ATTRIBUTE of shared/page-start.ts; report.test.ts checks the two agree).
 */
export const PAGE_START_SCRIPTS_ATTRIBUTE = 'data-mf-scripts';

/**
 * The JavaScript and CSS a page loads or preloads before any interaction: <script src>, the scripts its
 * start script loads, stylesheets, and modulepreload/preload links for scripts and styles. Returns
 * root-relative URLs, deduplicated.
 */
export function initialAssets(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(new RegExp(`<script\\b[^>]*\\b${PAGE_START_SCRIPTS_ATTRIBUTE}="([^"]*)"`, 'g'))) {
    for (const url of match[1].split(' ').filter(Boolean)) urls.add(url);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    const as = /\bas="([^"]+)"/.exec(tag)?.[1] ?? '';
    if (rel === 'stylesheet' || rel === 'modulepreload' || (rel === 'preload' && (as === 'script' || as === 'style'))) {
      urls.add(href);
    }
  }
  return [...urls].filter((url) => !/^(https?:)?\/\//.test(url));
}

export function kind(url) {
  if (/\.css(\?|$)/.test(url)) return 'css';
  if (/\.m?js(\?|$)/.test(url)) return 'js';
  return 'other';
}

/** Raw and gzip byte counts of a buffer. */
export function sizes(buffer) {
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
}

export function sum(list) {
  return list.reduce((total, item) => ({ raw: total.raw + item.raw, gzip: total.gzip + item.gzip }), { raw: 0, gzip: 0 });
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Parses the report of GNU `time -v` into seconds and megabytes. */
export function parseGnuTime(text) {
  // Every line reads `Name (unit): value`; the unit may hold colons of its own (h:mm:ss).
  const field = (name) => new RegExp(`${name}[^\\n]*\\):\\s*(.+)`).exec(text)?.[1]?.trim();
  const wall = field('Elapsed \\(wall clock\\) time');
  let wallSeconds = NaN;
  if (wall) {
    const parts = wall.split(':').map(Number);
    wallSeconds = parts.reduce((total, part) => total * 60 + part, 0);
  }
  return {
    wallSeconds,
    cpuSeconds: Math.round((Number(field('User time')) + Number(field('System time'))) * 100) / 100,
    peakMemoryMB: Math.round(Number(field('Maximum resident set size')) / 1024),
  };
}

/** Compares a figure with its budget: { value, budget, ok }. */
export function check(value, budget, { atMost = true } = {}) {
  return { value, budget, ok: atMost ? value <= budget : value >= budget };
}

/** A Markdown table of rows (arrays of cells) under a header row. */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Replaces the text between two marker comments in a document, or appends the block. */
export function replaceBetween(document, start, end, block) {
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  const section = `${start}\n${block}\n${end}`;
  if (from === -1 || to === -1 || to < from) return `${document.trimEnd()}\n\n${section}\n`;
  return `${document.slice(0, from)}${section}${document.slice(to + end.length)}`;
}
