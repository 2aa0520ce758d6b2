import { useEffect, type RefObject } from 'react';

/**
 * The one page scroll lock, for every overlay that covers the page (the sidebar drawer, the mobile
 * menu, the search modal): while `active`, the page behind does not scroll and `target` (the overlay's
 * own scroll container) still does, on iOS too. body-scroll-lock does the work and loads the first time
 * anything locks. A missing target makes it report a console error and lock nothing.
 */
export function useScrollLock(active: boolean, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return;
    const element = target.current;
    let release: (() => void) | null = null;
    let cancelled = false;
    import('body-scroll-lock').then(({ disableBodyScroll, enableBodyScroll }) => {
      if (cancelled) return;
      disableBodyScroll(element as HTMLElement, { reserveScrollBarGap: true });
      release = () => {
        if (element) enableBodyScroll(element);
      };
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [active, target]);
}
