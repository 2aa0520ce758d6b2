import { useLocation } from '@rspress/core/runtime';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useScrollLock } from '../../hooks/useScrollLock';

/** Below this width (the navbar's mobile breakpoint, 1024 px) the sidebar is a drawer. */
const DRAWER_QUERY = '(max-width: 1023.98px)';

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

  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia(DRAWER_QUERY);
    const onChange = () => {
      if (!media.matches) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    media.addEventListener('change', onChange);
    document.addEventListener('keydown', onKey);
    return () => {
      media.removeEventListener('change', onChange);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
