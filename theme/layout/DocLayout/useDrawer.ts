import { useLocation } from '@rspress/core/runtime';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useDismiss } from '../../hooks/useDismiss';
import { useScrollLock } from '../../hooks/useScrollLock';
import { NAV_MOBILE_BREAKPOINT } from '../../lib/nav';

/** From this width on (the navbar's mobile breakpoint) the sidebar is no drawer, so an open one closes. */
const DRAWER_MIN_WIDTH_OFF = NAV_MOBILE_BREAKPOINT;

/**
 * The mobile sidebar drawer: open state, the page scroll locked while open, and closing on route
 * change, Escape, and the window growing past 1024 px.
 * `target` is the drawer's scroll container, the one element allowed to scroll while the body is locked.
 */
export function useDrawer(target: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const wasOpen = useRef(false);

  useEffect(() => setOpen(false), [pathname]);

  useDismiss(open, () => setOpen(false), { resize: (_previous, width) => width >= DRAWER_MIN_WIDTH_OFF });

  useScrollLock(open, target);

  // Focus follows the drawer: into it on open, back to the menu button on close.
  useEffect(() => {
    if (open) {
      target.current?.focus({ preventScroll: true });
    } else if (wasOpen.current && trigger.current && document.activeElement && target.current?.contains(document.activeElement)) {
      trigger.current.focus({ preventScroll: true });
    }
    wasOpen.current = open;
  }, [open, target, trigger]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
