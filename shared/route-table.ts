/**
 * The site-wide route table and sidebars, which a first load does without (see ./page-data.ts): the
 * module the build generates for the browser registers how to load them, and the theme asks for them
 * when the reader is about to leave the page (a link hovered or clicked, the browser idle). Where
 * nothing is registered (the dev server, the server render), they are in the bundle from the start.
 */
import type { SidebarNode } from './sidebar';

/** Every language's sidebars, keyed by section prefix (`/guide/`), as in Rspress's site data. */
export type SidebarsByLang = Record<string, Record<string, SidebarNode[]>>;

export interface RouteTable {
  sidebars: SidebarsByLang;
}

type Loader = () => Promise<RouteTable>;

let loader: Loader | null = null;
let loading: Promise<RouteTable | null> | null = null;
let loaded: RouteTable | null = null;
const listeners = new Set<() => void>();

/** Called by the generated route module: how to load the table. */
export function registerRouteTableLoader(load: Loader): void {
  loader = load;
}

/** Loads the table once (no-op where it is in the bundle already); resolves when routes can be matched. */
export function ensureRouteTable(): Promise<RouteTable | null> {
  if (!loader) return Promise.resolve(null);
  loading ??= loader().then(
    (table) => {
      loaded = table;
      for (const listener of listeners) listener();
      return table;
    },
    (error: unknown) => {
      // A failed load (offline, a deploy replaced the files) may be tried again by the next navigation.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The loaded table, or null before it has loaded (or where none is needed). */
export function loadedRouteTable(): RouteTable | null {
  return loaded;
}

export function subscribeRouteTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests: forget the loader and the table. */
export function resetRouteTable(): void {
  loader = null;
  loading = null;
  loaded = null;
  listeners.clear();
}
