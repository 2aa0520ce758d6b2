/**
 * Which page body is still the server's markup. The first page a reader opens keeps the HTML the build
 * wrote (read once, before React touches it); as soon as the reader goes to another page, every body
 * is rendered by React, including a return to the first page. No markup during the server render.
 */
interface FirstLoad {
  pathname: string;
  markup: string | null;
  left: boolean;
}

let state: FirstLoad | null = null;

export function firstLoadMarkup(pathname: string, readMarkup: () => string | null, inBrowser = typeof document !== 'undefined'): string | null {
  if (!inBrowser) return null;
  if (state === null) state = { pathname, markup: readMarkup(), left: false };
  if (state.left) return null;
  if (pathname !== state.pathname) {
    state.left = true;
    return null;
  }
  return state.markup;
}

/** For tests: forget the first load. */
export function resetFirstLoad(): void {
  state = null;
}
