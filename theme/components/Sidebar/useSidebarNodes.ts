import { useSidebar } from '@rspress/core/runtime';
import type { SidebarNode } from '../../../shared/sidebar';

/**
 * The current section's sidebar, typed: what Sidebar, DocFooter and Overview read. Its entry texts are
 * already plain (plugins/lean-page-data makes them so in the site data at build time).
 */
export function useSidebarNodes(): SidebarNode[] {
  return useSidebar() as unknown as SidebarNode[];
}
