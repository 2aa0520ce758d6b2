import { getSidebarDataGroup, useLang, useLocation, useSidebar } from '@rspress/core/runtime';
import { useSyncExternalStore } from 'react';
import { inlinePageData } from '../../../shared/page-data';
import { loadedRouteTable, subscribeRouteTable } from '../../../shared/route-table';
import { isSameRoute } from '../../../shared/routes';
import type { SidebarNode } from '../../../shared/sidebar';

/**
 * The current section's sidebar, typed: what Sidebar, DocFooter and Overview read (entry texts already
 * plain). The server render and the dev server read it from Rspress's site data; the production browser
 * build has no sidebars in its site data (they grow with the site), so the page opened first takes its
 * own from its HTML, and every other page from the sidebars that load with the route table, before any
 * navigation completes.
 */
export function useSidebarNodes(): SidebarNode[] {
  const fromSiteData = useSidebar() as unknown as SidebarNode[];
  const { pathname } = useLocation();
  const lang = useLang();
  const table = useSyncExternalStore(subscribeRouteTable, loadedRouteTable, () => null);
  if (fromSiteData.length > 0) return fromSiteData;
  const first = inlinePageData();
  if (first && isSameRoute(first.route.path, pathname)) return first.sidebar;
  if (!table) return [];
  const sidebars = (table.sidebars[lang] ?? {}) as unknown as Parameters<typeof getSidebarDataGroup>[0];
  return getSidebarDataGroup(sidebars, decodeURIComponent(pathname)) as unknown as SidebarNode[];
}
