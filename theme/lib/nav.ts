/**
 * Navbar logic without React: which side an item sits on, whether it is active, and what kind of
 * entry it is. Items follow Rspress's NavItem shape (text, link, items, activeMatch, position, tag).
 */
import { toRoutePath } from '../../shared/routes';
import { isExternalLink } from './links';

export interface NavEntry {
  text?: string;
  link?: string;
  items?: NavEntry[];
  activeMatch?: string;
  position?: 'left' | 'right';
  tag?: string;
  rel?: string;
}

/** Splits items into the left and right groups; an item without `position` goes right. */
export function splitByPosition<T extends NavEntry>(items: readonly T[]): { left: T[]; right: T[] } {
  const left: T[] = [];
  const right: T[] = [];
  for (const item of items) (item.position === 'left' ? left : right).push(item);
  return { left, right };
}

/** Compiles an `activeMatch` string; an invalid pattern counts as no pattern rather than crashing. */
function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * True when the item belongs to the current page: its `activeMatch` regex matches the route path,
 * or, without one, the route path is the item's link or lies under the link's folder.
 * A dropdown is active when any of its children is.
 */
export function isNavActive(item: NavEntry, pathname: string): boolean {
  const route = toRoutePath(pathname);
  if (item.activeMatch) {
    const regex = compile(item.activeMatch);
    if (regex) return regex.test(route);
  }
  if (item.link && !isExternalLink(item.link)) {
    const target = toRoutePath(item.link);
    if (route === target) return true;
    if (target.endsWith('/') && target !== '/' && route.startsWith(target)) return true;
  }
  return (item.items ?? []).some((child) => isNavActive(child, pathname));
}

/** True for items that open a menu of children rather than navigating. */
export function hasChildren(item: NavEntry): item is NavEntry & { items: NavEntry[] } {
  return Array.isArray(item.items) && item.items.length > 0;
}

/** Below this width the navbar folds into the hamburger menu. */
export const NAV_MOBILE_BREAKPOINT = 1024;
/** The open mobile menu closes when the window grows to this width. */
export const MENU_CLOSE_WIDTH = 768;

/**
 * Whether a resize closes the open mobile menu: when the window grows to 768 px (crossing it), and
 * whenever it is wide enough that the hamburger is gone.
 */
export function shouldCloseMenuOnResize(previousWidth: number, width: number): boolean {
  if (width >= NAV_MOBILE_BREAKPOINT) return true;
  return previousWidth < MENU_CLOSE_WIDTH && width >= MENU_CLOSE_WIDTH;
}
