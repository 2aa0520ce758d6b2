/**
 * How the theme's Link treats an href: pure functions, unit-tested. The component only calls them.
 */
import { isExternalLink, splitLink } from './links';

/** external: leaves the site; hash: same page; relative: resolved against the address; internal: '/…'. */
export type LinkKind = 'external' | 'hash' | 'relative' | 'internal';

export function linkKind(href: string): LinkKind {
  if (isExternalLink(href)) return 'external';
  if (href.startsWith('#')) return 'hash';
  if (!href.startsWith('/')) return 'relative';
  return 'internal';
}

/** A relative href made absolute against the current address: path, query and hash, no origin. */
export function resolveRelative(href: string, currentUrl: string): string {
  const url = new URL(href, currentUrl);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The route path of an in-site href without base: no query, no hash. */
export function routePathOf(hrefWithoutBase: string): string {
  return splitLink(hrefWithoutBase).path || '/';
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True for a click the site should handle itself: the main button, no modifier (new tab, new window,
 * download keep the browser's behaviour), not handled already, and no target other than this tab.
 */
export function isPlainClick(event: ClickLike, target?: string | null): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return !target || target === '_self';
}
