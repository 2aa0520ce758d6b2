import { useLocation } from '@rspress/core/runtime';
import { useSidebarNodes } from './useSidebarNodes';
import { useEffect, useRef } from 'react';
import { revealScrollTop } from '../../lib/sidebar';
import { SidebarList } from './SidebarList';
import './sidebar.css';

/**
 * The sidebar of the current section (Rspress's `useSidebar()` data for this path). It is its own
 * scroll container, and scrolls the current page's entry into view on load and on every navigation.
 */
export function Sidebar() {
  const nodes = useSidebarNodes();
  const { pathname } = useLocation();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = scroller.current;
    const item = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !item) return;
    // Measured after a frame: a group that just opened needs its height first.
    const frame = requestAnimationFrame(() => {
      const itemTop = item.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop;
      const target = revealScrollTop(itemTop, item.offsetHeight, container.scrollTop, container.clientHeight);
      if (target !== null) container.scrollTop = target;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div className="mf-sidebar" ref={scroller}>
      <SidebarList nodes={nodes} depth={0} pathname={pathname} />
    </div>
  );
}
