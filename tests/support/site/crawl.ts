import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
// The host's own URL logic, so the crawl sees what readers would.
import { resolveRequest } from '../../../scripts/serve-core.mjs';
import { SCRIPTS_ATTRIBUTE } from '../../../shared/page-start';

/** One link of the built site that leads nowhere. */
export interface DeadLink {
  page: string;
  /** The page's file and the offset of the link in it, to tell which component wrote the link. */
  file: string;
  offset: number;
  href: string;
  reason: string;
}

export interface CrawlResult {
  pages: number;
  links: number;
  anchors: number;
  dead: DeadLink[];
}

/** Every `.html` file under `root`, as site paths (`guide/start/index.html` -> `/guide/start/`). */
export function htmlPages(root: string): { file: string; path: string }[] {
  const pages: { file: string; path: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) {
        const path = `/${relative(root, file).split(sep).join('/')}`.replace(/index\.html$/, '').replace(/\.html$/, '');
        pages.push({ file, path });
      }
    }
  };
  walk(root);
  return pages;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The URLs a page links to or loads: `<a href>`, `<link href>`, `<script src>`, `<img src>`, `<source src>`,
 * and the app's scripts that the page's start script loads (shared/page-start.ts).
 */
export function linksOf(html: string): { href: string; offset: number }[] {
  const links: { href: string; offset: number }[] = [];
  for (const match of html.matchAll(/<(a|link|script|img|source|video|audio)\b[^>]*?\s(href|src)="([^"]*)"/gi)) {
    links.push({ href: decodeEntities(match[3]), offset: match.index + match[0].length });
  }
  for (const match of html.matchAll(new RegExp(`<script\\b[^>]*?\\s${SCRIPTS_ATTRIBUTE}="([^"]*)"`, 'gi'))) {
    for (const href of decodeEntities(match[1]).split(' ').filter(Boolean)) links.push({ href, offset: match.index + match[0].length });
  }
  return links;
}

/** The ids a `#fragment` can point to in a page. */
export function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]*)"/g)) ids.add(decodeEntities(match[1]));
  return ids;
}

/**
 * Follows every internal link and `#anchor` of the built site (both languages) the way the static host
 * answers them (scripts/serve-core.mjs): a link is dead when the host would answer 404, an anchor when
 * the target page has no element with that id. Absolute links to `siteOrigin` count as internal.
 */
export function crawlSite(root: string, siteOrigin: string): CrawlResult {
  const pages = htmlPages(root);
  const idCache = new Map<string, Set<string>>();
  const idsOfFile = (file: string) => {
    if (!idCache.has(file)) idCache.set(file, idsOf(readFileSync(file, 'utf8')));
    return idCache.get(file) as Set<string>;
  };
  const base = new URL(siteOrigin);
  const result: CrawlResult = { pages: pages.length, links: 0, anchors: 0, dead: [] };
  for (const page of pages) {
    const pageUrl = new URL(page.path, base);
    for (const { href, offset } of linksOf(readFileSync(page.file, 'utf8'))) {
      const dead = (reason: string) => result.dead.push({ page: page.path, file: page.file, offset, href, reason });
      if (/^(mailto|tel|javascript|data):/i.test(href)) continue;
      let url: URL;
      try {
        url = new URL(href, pageUrl);
      } catch {
        dead('not a valid URL');
        continue;
      }
      if (url.origin !== base.origin) continue;
      result.links += 1;
      let target = resolveRequest(root, url.pathname);
      for (let hops = 0; target.kind === 'redirect' && hops < 3; hops += 1) target = resolveRequest(root, target.location);
      if (target.kind !== 'file' || target.status !== 200) {
        dead('no such page or file');
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!fragment) continue;
      result.anchors += 1;
      if (!target.file.endsWith('.html') || !idsOfFile(target.file).has(fragment)) {
        dead(`no element with id "${fragment}"`);
      }
    }
  }
  return result;
}
