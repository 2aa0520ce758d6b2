/**
 * Overview pages (frontmatter `overview: true`): the groups of the sidebar around the page, each item
 * with its headings. Pure; the Overview component feeds it the sidebar and the site's page list.
 */
import { isSameRoute, toRoutePath } from '../../shared/routes';
import { filterToc, type OutlineHeading } from './outline';
import { flattenSidebar } from './sidebar';
import { isSidebarGroup, isSidebarLink, type SidebarGroupNode, type SidebarNode } from '../../shared/sidebar';

/** An overview lists depth-2 headings unless the page asks for others. */
export const DEFAULT_OVERVIEW_DEPTHS: readonly number[] = [2];

export interface OverviewPageInfo {
  routePath: string;
  title?: string;
  toc?: readonly OutlineHeading[];
}

export interface OverviewItem {
  text: string;
  link: string;
  headers: OutlineHeading[];
}

export interface OverviewGroup {
  /** null for the loose pages, which the component titles 'Others' in the reader's language. */
  name: string | null;
  items: OverviewItem[];
}

/** The deepest group that lists the page itself (as its own link or a direct child). */
function enclosingGroup(nodes: readonly SidebarNode[], pathname: string): SidebarGroupNode | null {
  for (const node of nodes) {
    if (!isSidebarGroup(node)) continue;
    const deeper = enclosingGroup(node.items, pathname);
    if (deeper) return deeper;
    const listsPage =
      isSameRoute(node.link, pathname) || node.items.some((child) => isSidebarLink(child) && isSameRoute(child.link, pathname));
    if (listsPage) return node;
  }
  return null;
}

/** Valid heading depths from frontmatter: integers 1–6, else the default. */
export function overviewDepths(value: unknown): number[] {
  if (!Array.isArray(value)) return [...DEFAULT_OVERVIEW_DEPTHS];
  const depths = value.filter((depth): depth is number => Number.isInteger(depth) && depth >= 1 && depth <= 6);
  return depths.length > 0 ? depths : [...DEFAULT_OVERVIEW_DEPTHS];
}

/**
 * The overview's groups. The scope is the sidebar group that lists the overview page (so a section's
 * overview covers that section), or the whole sidebar when the page sits at the top. Sub-groups become
 * groups; loose pages gather in one unnamed group where the first of them appears. The overview page
 * itself is left out.
 */
export function buildOverviewGroups(
  sidebar: readonly SidebarNode[],
  pathname: string,
  pages: readonly OverviewPageInfo[],
  depths: readonly number[] = DEFAULT_OVERVIEW_DEPTHS,
): OverviewGroup[] {
  const scope = enclosingGroup(sidebar, pathname)?.items ?? sidebar;
  const byRoute = new Map(pages.map((page) => [toRoutePath(page.routePath), page]));
  const toItem = (text: string, link: string, itemDepths: readonly number[]): OverviewItem => ({
    text,
    link,
    headers: filterToc(byRoute.get(toRoutePath(link.split(/[?#]/)[0]))?.toc, itemDepths).map(({ id, text: label, depth }) => ({
      id,
      text: label,
      depth,
    })),
  });

  const groups: OverviewGroup[] = [];
  let loose: OverviewGroup | null = null;
  for (const node of scope) {
    if (isSidebarGroup(node)) {
      const groupDepths = node.overviewHeaders ?? depths;
      const items = flattenSidebar([node])
        .filter((page) => !isSameRoute(page.link, pathname))
        .map((page) => toItem(page.text, page.link, groupDepths));
      if (items.length > 0) groups.push({ name: node.text, items });
    } else if (isSidebarLink(node) && !isSameRoute(node.link, pathname)) {
      if (!loose) {
        loose = { name: null, items: [] };
        groups.push(loose);
      }
      loose.items.push(toItem(node.text, node.link, node.overviewHeaders ?? depths));
    }
  }
  return groups;
}
