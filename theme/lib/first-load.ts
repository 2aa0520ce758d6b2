/**
 * Which page body is still the server's markup. The first page a reader opens keeps the HTML the build
 * wrote (what `readBody` finds of it, taken once, before React touches it); as soon as the reader goes
 * to another page, every body is rendered by React, including a return to the first page. Nothing
 * during the server render.
 */
interface FirstLoad {
  pathname: string;
  markup: unknown;
  left: boolean;
}

let state: FirstLoad | null = null;

export function firstLoadMarkup<T>(pathname: string, readBody: () => T | null, inBrowser = typeof document !== 'undefined'): T | null {
  if (!inBrowser) return null;
  if (state === null) state = { pathname, markup: readBody(), left: false };
  if (state.left) return null;
  if (pathname !== state.pathname) {
    state.left = true;
    return null;
  }
  return state.markup as T | null;
}

/** For tests: forget the first load. */
export function resetFirstLoad(): void {
  state = null;
}
