import { useEffect, useRef, useState } from 'react';
import { useNavbarPinned } from './navbarPin';
import { type HideNavbarMode, NAVBAR_SCROLL_THROTTLE_MS, shouldHideNavbar, throttle } from '../../lib/scroll';

/**
 * `themeConfig.hideNavbar`: whether the navbar is out of view now. The scroll check is throttled to
 * 200 ms. While hidden, <html data-mf-nav="hidden"> lets sticky parts move up to the top.
 */
export function useNavbarHidden(mode: HideNavbarMode, menuOpen: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const pinned = useNavbarPinned();
  // Survives the effect's re-runs (a pin coming or going must not reset it to shown).
  const current = useRef(false);

  useEffect(() => {
    let previousY = window.scrollY;
    const check = throttle(() => {
      const currentY = window.scrollY;
      current.current = shouldHideNavbar({ mode, previousY, currentY, hidden: current.current, menuOpen, pinned });
      previousY = currentY;
      setHidden(current.current);
    }, NAVBAR_SCROLL_THROTTLE_MS);
    check();
    if (mode !== 'auto') return () => check.cancel();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
    };
  }, [mode, menuOpen, pinned]);

  useEffect(() => {
    const root = document.documentElement;
    if (hidden) root.dataset.mfNav = 'hidden';
    else if (root.dataset.mfNav === 'hidden') delete root.dataset.mfNav;
    return () => {
      if (root.dataset.mfNav === 'hidden') delete root.dataset.mfNav;
    };
  }, [hidden]);

  return hidden;
}
