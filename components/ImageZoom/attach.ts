import type { Zoom } from 'medium-zoom';
import { ZOOM_DEFAULTS, checkHighResolution, loadImage, resolveZoomTargets } from '../lib/zoom';

/**
 * Makes the images a selector names zoomable. The selector is checked first (a clear error when it is not a selector), the
 * high-resolution versions are checked before use (a console warning and the normal image when one is unreachable), and medium-zoom is loaded only
 * when there is an image to zoom. Resolves to undefined when there is none.
 */
export async function attachZoom(selector: unknown, root: ParentNode = document): Promise<Zoom | undefined> {
  const images = resolveZoomTargets(selector, root);
  if (images.length === 0) return undefined;
  await Promise.all(images.map((image) => checkHighResolution(image, loadImage)));
  const { default: mediumZoom } = await import('medium-zoom');
  // medium-zoom itself closes on Escape, on resize and after a scroll of scrollOffset px (150 ms later).
  return mediumZoom(images, { margin: ZOOM_DEFAULTS.margin, scrollOffset: ZOOM_DEFAULTS.scrollOffset, background: ZOOM_DEFAULTS.background });
}
