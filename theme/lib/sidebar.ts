/**
 * Sidebar logic: pure functions over Rspress's normalised sidebar data (the shape `useSidebar()`
 * returns). No React here; the Sidebar, DocFooter and Overview components call these.
 */
import { isSameRoute } from '../../shared/routes';
import { isSidebarGroup, isSidebarLink, type SidebarGroupNode, type SidebarLink, type SidebarNode } from '../../shared/sidebar';

/**
 * Every page of a sidebar in reading order: a group's own link comes before its children; dividers
 * and section headers carry no page and are skipped.
 */
export function flattenSidebar(nodes: readonly SidebarNode[]): SidebarLink[] {
  const result: SidebarLink[] = [];
  const walk = (node: SidebarNode) => {
    if (isSidebarGroup(node)) {
      if (node.link) result.push({ text: node.text, link: node.link });
      node.items.forEach(walk);
    } else if (isSidebarLink(node)) {
      result.push({ text: node.text, link: node.link });
    }
  };
  nodes.forEach(walk);
  return result;
}

/** The pages before and after the current one in sidebar order (null at either end or off-sidebar). */
export function prevNextPages(
  nodes: readonly SidebarNode[],
  pathname: string,
): { prev: SidebarLink | null; next: SidebarLink | null } {
  const pages = flattenSidebar(nodes);
  const index = pages.findIndex((page) => isSameRoute(page.link, pathname));
  if (index === -1) return { prev: null, next: null };
  return { prev: pages[index - 1] ?? null, next: pages[index + 1] ?? null };
}

/** True when the node is the current page or a group holding it at any depth. */
export function containsRoute(node: SidebarNode, pathname: string): boolean {
  if (isSidebarGroup(node)) {
    return isSameRoute(node.link, pathname) || node.items.some((child) => containsRoute(child, pathname));
  }
  return isSidebarLink(node) && isSameRoute(node.link, pathname);
}

/**
 * Whether a group starts open: a group that cannot collapse is always open, and a group holding the
 * current page opens by itself even when the config marks it collapsed.
 */
export function isGroupInitiallyOpen(group: SidebarGroupNode, pathname: string): boolean {
  if (!group.collapsible) return true;
  if (containsRoute(group, pathname)) return true;
  return !group.collapsed;
}

/**
 * Left padding of a sidebar entry in px: top-level entries sit flush, the children of a top-level
 * group are indented 12 px, and each deeper level adds 18 px.
 */
export function sidebarIndent(depth: number): number {
  if (depth <= 0) return 0;
  return 12 + (depth - 1) * 18;
}

/**
 * How far (px) a scroll container must move so that a child is fully visible, or null when it already
 * is. Positions are relative to the container's content box (offsetTop-style).
 */
export function revealScrollTop(
  itemTop: number,
  itemHeight: number,
  scrollTop: number,
  viewportHeight: number,
  margin = 48,
): number | null {
  const above = itemTop - margin < scrollTop;
  const below = itemTop + itemHeight + margin > scrollTop + viewportHeight;
  if (!above && !below) return null;
  // Centre the item: the reader sees what comes before and after the current page.
  return Math.max(0, Math.round(itemTop - (viewportHeight - itemHeight) / 2));
}
