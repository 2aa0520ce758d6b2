import { useSidebar } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { type SidebarNode, withPlainTexts } from '../lib/sidebar';

/** The current section's sidebar, typed and with plain entry texts: what Sidebar, DocFooter and Overview read. */
export function useSidebarNodes(): SidebarNode[] {
  const raw = useSidebar() as unknown as SidebarNode[];
  return useMemo(() => withPlainTexts(raw), [raw]);
}
