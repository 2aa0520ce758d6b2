/**
 * Pages added or removed while the dev server runs. Rspress restarts its dev server whenever a file
 * under the docs is added or removed, which takes as long as the first start (about 10 s here, 50 s at
 * ten times the pages) for what a writer does many times a day. The dev server now keeps running: the
 * new route goes into Rspress's route list, and the three generated modules that list pages (routes,
 * page list, sidebars) are built again. This module holds the pure part: which files are pages, and
 * the page list with the changes applied.
 */
import path from 'node:path';

/** What Rspress's route scan leaves out: `_`-prefixed names (partials, `_meta.json`), public assets, packages. */
export function isPageFile(docsRoot: string, file: string, extensions: readonly string[]): boolean {
  const relative = path.relative(docsRoot, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return false;
  if (!extensions.includes(path.extname(file))) return false;
  const parts = relative.split(path.sep);
  if (parts[0] === 'public' || parts.includes('node_modules')) return false;
  return !parts.some((part) => /^_[^_]/.test(part) || part.startsWith('.'));
}

/** A file that the sidebars are made of besides the pages. */
export function isNavFile(file: string): boolean {
  return /^_(meta|nav)\.json$/.test(path.basename(file));
}

/** The part of Rspress's route record the page list needs. */
export interface RouteRecord {
  routePath: string;
  lang: string;
  version: string;
  relativePath: string;
}

type PageRecord = Record<string, unknown> & { routePath?: unknown };

/**
 * The page list with the pages added since the dev server started (a bare record each: the page's own
 * module brings its title, headings and frontmatter) and without those removed since.
 */
export function withPageChanges(pages: readonly PageRecord[], added: ReadonlyMap<string, RouteRecord>, removed: ReadonlySet<string>): PageRecord[] {
  const kept = pages.filter((page) => typeof page.routePath !== 'string' || (!removed.has(page.routePath) && !added.has(page.routePath)));
  const fresh = [...added.values()].map((route) => ({
    routePath: route.routePath,
    lang: route.lang,
    version: route.version,
    title: '',
    toc: [],
    frontmatter: {},
    _relativePath: route.relativePath,
  }));
  return [...kept, ...fresh];
}

/** Collects file events for `delay` ms and hands them over as one batch (one save, one rebuild). */
export function batchEvents(delay: number, flush: (files: Set<string>) => void): (file: string) => void {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (file) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = pending;
      pending = new Set();
      flush(files);
    }, delay);
  };
}
