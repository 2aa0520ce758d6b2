/** Image zoom settings, read by the page before the zoom code loads (see ../ImageZoom). */

/** Margin 0, scroll offset 40 px, overlay attached 100 ms after a page change. */
export const ZOOM_DEFAULTS = {
  margin: 0,
  scrollOffset: 40,
  attachDelayMs: 100,
  /** The overlay follows the theme: the page background variable (white in light, dark in dark). */
  background: 'var(--rp-c-bg)',
} as const;

/** Which images in the documentation area zoom: content images that are not links or marked off. */
// The doc article (theme/DocLayout) and the home page's content area.
export const ZOOM_SELECTOR = ':is(.mf-doc, .rspress-doc) img:not(a img):not([data-no-zoom])';
