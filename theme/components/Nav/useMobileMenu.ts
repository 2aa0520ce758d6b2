import { useLocation } from '@rspress/core/runtime';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useScrollLock } from '../../hooks/useScrollLock';
import { shouldCloseMenuOnResize } from '../../lib/nav';

/**
 * The hamburger menu's open state: it closes on a route change, when the window grows to 768 px, and on
 * Escape. While it is open the page behind it does not scroll (`panel` is the menu's scroll container).
 */
export function useMobileMenu(panel: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    let previousWidth = window.innerWidth;
    const onResize = () => {
      const width = window.innerWidth;
      if (shouldCloseMenuOnResize(previousWidth, width)) setOpen(false);
      previousWidth = width;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useScrollLock(open, panel);

  return { open, toggle, close };
}
