import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import { ZOOM_DEFAULTS, ZOOM_SELECTOR } from '../lib/zoom-settings';
import './image-zoom.css';

/**
 * Image zoom for the documentation area, mounted once for the whole site (a global UI component).
 * On each page change it waits 100 ms for the new content to render, then attaches the zoom; the
 * previous page's zoom is closed and detached. The zoom code loads only on a page with an image to zoom.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: Zoom | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      if (!document.querySelector(ZOOM_SELECTOR)) return;
      import('./attach')
        .then(({ attachZoom }) => attachZoom(ZOOM_SELECTOR))
        .then((attached) => {
          if (cancelled) attached?.detach();
          else zoom = attached;
        })
        .catch((error: unknown) => console.error(error));
    }, ZOOM_DEFAULTS.attachDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      zoom?.close();
      zoom?.detach();
    };
  }, [pathname]);
  return null;
}
