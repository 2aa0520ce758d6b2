import { useEffect, useRef, type RefObject } from 'react';

export interface DismissOptions {
  /** Also close when the window is resized and this says so (previous and new width, in px). */
  resize?: (previousWidth: number, width: number) => boolean;
  /** Also close on a pointer press outside this element. */
  outside?: RefObject<HTMLElement | null>;
}

/**
 * Closes an open panel (the mobile menu, the sidebar drawer, the outline dropdown) the ways readers
 * expect: on Escape, and, where asked, on a resize or a press outside. `close` is called with the reason.
 */
export function useDismiss(open: boolean, close: (reason: 'escape' | 'resize' | 'outside') => void, options: DismissOptions = {}): void {
  const latest = useRef({ close, options });
  latest.current = { close, options };

  useEffect(() => {
    if (!open) return;
    let previousWidth = window.innerWidth;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.close('escape');
    };
    const onResize = () => {
      const width = window.innerWidth;
      if (latest.current.options.resize?.(previousWidth, width)) latest.current.close('resize');
      previousWidth = width;
    };
    const onPointerDown = (event: PointerEvent) => {
      const inside = latest.current.options.outside?.current;
      if (inside && !inside.contains(event.target as Node)) latest.current.close('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
}
