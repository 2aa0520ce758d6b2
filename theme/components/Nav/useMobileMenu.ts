import { useLocation } from '@rspress/core/runtime';
import { useCallback, useEffect, useState } from 'react';
import { shouldCloseMenuOnResize } from '../../lib/nav';

/**
 * The hamburger menu's open state (SPEC §4): it closes on a route change, when the window grows to
 * 768 px, and on Escape. While it is open the page behind it does not scroll.
 */
export function useMobileMenu() {
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
    const root = document.documentElement;
    root.classList.add('mf-scroll-locked');
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      root.classList.remove('mf-scroll-locked');
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, toggle, close };
}
