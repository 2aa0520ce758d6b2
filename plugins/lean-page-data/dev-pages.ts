/**
 * Pages added or removed while the dev server runs. Rspress restarts its dev server whenever a file
 * under the docs is added or removed, which takes as long as the first start (about 10 s here, 50 s at
 * ten times the pages) for what a writer does many times a day. The dev server now keeps running: the
 * new route goes into Rspress's route list, and the three generated modules that list pages (routes,
 * page list, sidebars) are built again. This module holds the pure part: which files are pages, and
 * the page list with the changes applied.
 */
import path from 'node:path';

/**
 * What Rspress's route scan leaves out: `_`-prefixed names (partials, `_meta.json`), type declarations,
 * public assets, packages, and hidden files (an editor's swap files).
 */
export function isPageFile(docsRoot: string, file: string, extensions: readonly string[]): boolean {
  const relative = path.relative(docsRoot, file);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return false;
  if (!extensions.includes(path.extname(file)) || file.endsWith('.d.ts')) return false;
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
 * The page list with the changes since the dev server started: a page removed is dropped; a page added
 * gets a bare record (its own module brings its title, headings and frontmatter), unless the list still
 * holds the record it had before it was removed (an undone delete, a branch switch), which is kept.
 */
export function withPageChanges(pages: readonly PageRecord[], added: ReadonlyMap<string, RouteRecord>, removed: ReadonlySet<string>): PageRecord[] {
  const kept = pages.filter((page) => typeof page.routePath !== 'string' || !removed.has(page.routePath));
  const known = new Set(kept.map((page) => page.routePath));
  const fresh = [...added.values()].filter((route) => !known.has(route.routePath)).map((route) => ({
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

/** What a batch of file events changes in the route list (see planPageChanges). */
export interface PagePlan {
  /** Files of routes whose file is gone: every such route, whatever the events said (a watcher can miss one). */
  removed: string[];
  /** Page files that exist and have no route yet, from the events. */
  added: string[];
  /** A `_meta.json` or `_nav.json` was added or removed: the sidebars must be made again. */
  nav: boolean;
}

/**
 * The route changes a batch of file events makes. Removals come first and are checked on every route
 * (a folder moved away reports the folder, not its pages), so that a page renamed to a new extension
 * (`a.md` to `a.mdx`, the same route) is removed before it is added again.
 */
export function planPageChanges(input: {
  events: Iterable<string>;
  routeFiles: Iterable<string>;
  isPage: (file: string) => boolean;
  exists: (file: string) => boolean;
}): PagePlan {
  const routeFiles = new Set(input.routeFiles);
  const removed = [...routeFiles].filter((file) => input.isPage(file) && !input.exists(file));
  const added: string[] = [];
  let nav = false;
  for (const file of new Set(input.events)) {
    if (isNavFile(file)) nav = true;
    else if (input.isPage(file) && !routeFiles.has(file) && input.exists(file)) added.push(file);
  }
  return { removed, added: added.sort(), nav };
}

/**
 * Collects file events for `delay` ms and hands them over as one batch (one save, one rebuild);
 * `cancel` drops a batch still waiting (the dev server is closing).
 */
export function batchEvents(delay: number, flush: (files: Set<string>) => void): { push: (file: string) => void; cancel: () => void } {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(file) {
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = pending;
        pending = new Set();
        flush(files);
      }, delay);
    },
    cancel() {
      clearTimeout(timer);
      pending = new Set();
    },
  };
}
