import { useLocation } from '@rspress/core/runtime';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useDismiss } from '../../hooks/useDismiss';
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

  useDismiss(open, close, { resize: shouldCloseMenuOnResize });

  useScrollLock(open, panel);

  return { open, toggle, close };
}
