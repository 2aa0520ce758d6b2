// What a page's first-load JavaScript is made of: every byte of the minified files the page loads is
// given to the source module the source map names for it, and the modules are grouped into parts
// (React, the router, Rspress's runtime, Rspress's generated route table / page list / site data, our
// theme's folders, the page's own chunk, …). The site data is split further into its sidebars, its
// nav and the rest. Pure functions over a file's text and its map, plus `firstLoadBreakdown`, which
// reads a build made with source maps (BENCH_SCALE_SOURCEMAP=1).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialAssets, kind } from '../report.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** Decodes a source map's `mappings` into, per generated line, a list of [column, sourceIndex] (segments without a source are left out). */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const bits = digit[char];
        if (bits === undefined) throw new Error(`source map: bad character ${char}`);
        value += (bits & 31) << shift;
        if (bits & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length >= 4) {
        source += values[1];
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * The generated file cut into runs of text, each with the source its segment names, in file order: a
 * segment runs from its column to the next segment's. Text before a line's first segment, or in a
 * segment without a source, is '(unmapped)'. Adjacent runs of one source are merged.
 */
export function segmentsOf(code, map) {
  const lines = code.split('\n');
  const decoded = decodeMappings(map.mappings);
  const runs = [];
  const add = (source, text) => {
    if (!text) return;
    const last = runs.at(-1);
    if (last && last.source === source) last.text += text;
    else runs.push({ source, text });
  };
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    let previous = 0;
    let owner = '(unmapped)';
    for (const [column, source] of segments) {
      add(owner, line.slice(previous, column));
      previous = column;
      owner = source >= 0 ? map.sources[source] : '(unmapped)';
    }
    add(owner, line.slice(previous) + (index < lines.length - 1 ? '\n' : ''));
  });
  return runs;
}

/** The text of a generated file given to each source (see segmentsOf). */
export function attribute(code, map) {
  const parts = new Map();
  for (const { source, text } of segmentsOf(code, map)) parts.set(source, (parts.get(source) ?? '') + text);
  return parts;
}

/** The part a source module belongs to. */
export function partOf(source) {
  const path = source.replace(/^webpack:\/\/(?:[^/]*\/)?/, '').replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
  if (/^webpack\/runtime\//.test(source.replace(/^webpack:\/\//, ''))) return 'webpack runtime';
  if (path === '(unmapped)') return '(unmapped: module wrappers)';
  const generated = /\.rspress\/(?:runtime\/)?(virtual-[\w-]+)\.js$/.exec(path);
  if (generated) {
    const names = {
      'virtual-routes': 'Rspress: route table (virtual-routes)',
      'virtual-page-data': 'Rspress: page list (virtual-page-data)',
      'virtual-site-data': 'Rspress: site data (virtual-site-data)',
      'virtual-global-components': 'Rspress: global components list',
    };
    return names[generated[1]] ?? `Rspress: ${generated[1]}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  if (pkg) {
    const [, name, rest] = pkg;
    if (['react', 'react-dom', 'scheduler'].includes(name)) return 'react + react-dom + scheduler';
    if (/^(react-router|react-router-dom|@remix-run\/router)$/.test(name)) return 'react-router';
    if (name === '@rspress/core') {
      const area = /^dist\/(runtime|theme)\//.exec(rest)?.[1];
      if (area === 'runtime') return 'Rspress runtime (@rspress/core/runtime)';
      if (area === 'theme') return 'Rspress stock theme parts (@rspress/core/theme-original)';
      return '@rspress/core (other)';
    }
    return `package: ${name}`;
  }
  if (/\.mdx?$/.test(path)) return 'page content (MDX)';
  const ours = /^(theme|components|shared)\/(.*)$/.exec(path);
  if (ours) {
    const [, folder, rest] = ours;
    const segments = rest.split('/');
    if (folder === 'shared') return 'ours: shared/';
    if (folder === 'components') return `ours: components/${segments.length > 1 ? segments[0] : rest}`;
    if (segments.length === 1) return `ours: theme/${rest}`;
    if (['components', 'layout'].includes(segments[0]) && segments.length > 2) return `ours: theme/${segments[0]}/${segments[1]}`;
    return `ours: theme/${segments[0]}/`;
  }
  return `other: ${path}`;
}

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** Where the value after `key:` (or `"key":`) ends in an object literal or JSON text: [start, end), strings respected. */
export function valueExtents(code, key) {
  const found = [];
  const pattern = new RegExp(`(?:["']${key}["']|\\b${key})\\s*:\\s*(?=[[{])`, 'g');
  for (const match of code.matchAll(pattern)) {
    const start = match.index + match[0].length;
    let depth = 0;
    let quote = null;
    for (let index = start; index < code.length; index += 1) {
      const char = code[index];
      if (quote) {
        if (char === '\\') index += 1;
        else if (char === quote) quote = null;
        continue;
      }
      if (char === '"' || char === "'" || char === '`') quote = char;
      else if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') {
        depth -= 1;
        if (depth === 0) {
          found.push([match.index, index + 1]);
          break;
        }
      }
    }
  }
  return found;
}

/** The site data module's text cut into its sidebars, its nav and the rest, in order: [{ label, text }]. */
export function siteDataPieces(text) {
  const taken = [];
  for (const [key, label] of [['sidebar', 'site data: sidebars'], ['nav', 'site data: nav']]) {
    for (const [from, to] of valueExtents(text, key)) {
      if (!taken.some(([a, b]) => from >= a && from < b)) taken.push([from, to, label]);
    }
  }
  taken.sort((a, b) => a[0] - b[0]);
  const pieces = [];
  let at = 0;
  for (const [from, to, label] of taken) {
    if (from > at) pieces.push({ label: 'site data: the rest', text: text.slice(at, from) });
    pieces.push({ label, text: text.slice(from, to) });
    at = to;
  }
  if (at < text.length) pieces.push({ label: 'site data: the rest', text: text.slice(at) });
  return pieces;
}

/** Splits the site data module's text into its sidebars, its nav and the rest. */
export function splitSiteData(text) {
  const pieces = { 'site data: sidebars': '', 'site data: nav': '', 'site data: the rest': '' };
  for (const piece of siteDataPieces(text)) pieces[piece.label] += piece.text;
  return pieces;
}

/** A file's text as [{ part, text }] in file order (files read without a map are one part). */
function filePieces(file) {
  if (!file.segments && !file.attributed) return [{ part: file.label, text: file.code }];
  const runs = file.segments ?? [...file.attributed].map(([source, text]) => ({ source, text }));
  const pieces = [];
  for (const { source, text } of runs) {
    let part = partOf(source);
    if (file.pageChunk && !/^(react|react-router|Rspress)/.test(part)) part = `page chunk: ${part}`;
    if (part === 'Rspress: site data (virtual-site-data)') {
      for (const piece of siteDataPieces(text)) pieces.push({ part: piece.label, text: piece.text });
    } else pieces.push({ part, text });
  }
  return pieces;
}

/**
 * Groups the files' text into parts: { part: { raw, gzipAlone, gzip, marginal } }.
 * - gzipAlone: the part compressed by itself;
 * - gzip: each file's real gzip size shared over its parts in proportion to their gzipAlone, so the
 *   parts add up to what the page downloads;
 * - marginal: what the page's gzip bytes lose when the part is taken out of its file(s), the other
 *   parts staying: what moving the part elsewhere saves.
 */
export function groupParts(files) {
  const parts = {};
  for (const file of files) {
    const pieces = filePieces(file);
    const texts = new Map();
    for (const { part, text } of pieces) texts.set(part, (texts.get(part) ?? '') + text);
    const alone = new Map([...texts].filter(([, text]) => text).map(([part, text]) => [part, gzip(text)]));
    const total = [...alone.values()].reduce((sum, value) => sum + value, 0);
    const whole = gzip(pieces.map((piece) => piece.text).join(''));
    for (const [part, value] of alone) {
      parts[part] ??= { raw: 0, gzipAlone: 0, gzip: 0, marginal: 0 };
      parts[part].raw += Buffer.byteLength(texts.get(part));
      parts[part].gzipAlone += value;
      parts[part].gzip += (value / total) * file.gzip;
      parts[part].marginal += alone.size === 1 ? file.gzip : whole - gzip(pieces.filter((piece) => piece.part !== part).map((piece) => piece.text).join(''));
    }
  }
  for (const part of Object.values(parts)) part.gzip = Math.round(part.gzip);
  return parts;
}

/**
 * The first-load JavaScript of one built page, by part. The build must have source maps; a file
 * without one counts as one part named after the file. The page's own route chunk (the preloaded
 * `static/js/async/` file) has its parts marked as such.
 */
export function firstLoadBreakdown(outDir, htmlFile) {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const files = [];
  for (const url of initialAssets(html)) {
    if (kind(url) !== 'js') continue;
    const path = join(outDir, url.split(/[?#]/)[0]);
    if (!existsSync(path)) continue;
    const code = readFileSync(path, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    const mapPath = `${path}.map`;
    const map = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : null;
    files.push({
      label: `file: ${url}`,
      code,
      gzip: gzip(code),
      segments: map ? segmentsOf(code, map) : null,
      pageChunk: /\/static\/js\/async\//.test(url),
    });
  }
  return { files: files.map((file) => ({ url: file.label.slice(6), raw: Buffer.byteLength(file.code), gzip: file.gzip })), parts: groupParts(files) };
}

/** Parts of two breakdowns side by side, largest growth first: [{ part, before, after, growth, shareGrowth }] in gzip bytes. */
export function compareParts(before, after) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .map((part) => {
      const a = before[part] ?? { raw: 0, gzip: 0, marginal: 0 };
      const b = after[part] ?? { raw: 0, gzip: 0, marginal: 0 };
      // Growth by what the part costs on top of the rest (marginal); by its share where no marginal is known.
      const growth = a.marginal !== undefined && b.marginal !== undefined ? b.marginal - a.marginal : b.gzip - a.gzip;
      return { part, before: a, after: b, growth, shareGrowth: b.gzip - a.gzip };
    })
    .sort((x, y) => y.growth - x.growth || y.after.gzip - x.after.gzip);
}
