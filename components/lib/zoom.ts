/**
 * The rules around medium-zoom: its options, the selector check, and the
 * high-resolution image check. DOM types only; no DOM access at import time.
 */

// The settings live apart so that the page can read them without loading these checks.
export { ZOOM_DEFAULTS, ZOOM_SELECTOR } from './zoom-settings';

export const INVALID_SELECTOR_MESSAGE =
  'The provided selector is invalid: expected a CSS selector string, a Node, a NodeList or an array of elements.';

type Zoomable = string | Node | NodeList | ArrayLike<Node>;

/**
 * The images a selector names, or a TypeError when it is not a CSS selector, a node, a node
 * list or an array, or when the selector string does not parse.
 */
export function resolveZoomTargets(selector: unknown, root: ParentNode): HTMLImageElement[] {
  const keepImages = (nodes: ArrayLike<unknown>) =>
    Array.from(nodes).filter((node): node is HTMLImageElement => typeof node === 'object' && node !== null && (node as Element).tagName === 'IMG');
  if (typeof selector === 'string') {
    try {
      return keepImages(root.querySelectorAll(selector));
    } catch {
      throw new TypeError(INVALID_SELECTOR_MESSAGE);
    }
  }
  if (isNodeList(selector) || Array.isArray(selector)) return keepImages(selector as ArrayLike<Node>);
  if (isNode(selector)) return keepImages([selector]);
  throw new TypeError(INVALID_SELECTOR_MESSAGE);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).nodeType === 'number' && typeof (value as Node).nodeName === 'string';
}

function isNodeList(value: unknown): value is NodeList {
  return typeof NodeList !== 'undefined' && value instanceof NodeList;
}

export type { Zoomable };

/**
 * Checks an image's high-resolution version (`data-zoom-src`) before zooming. When it cannot be loaded
 * the attribute is removed, so the zoom shows the normal image, and a console warning says why.
 */
export function checkHighResolution(image: HTMLImageElement, load: (src: string) => Promise<void>, warn: (message: string) => void = console.warn): Promise<boolean> {
  const src = image.getAttribute('data-zoom-src');
  if (!src) return Promise.resolve(false);
  return load(src).then(
    () => true,
    () => {
      image.removeAttribute('data-zoom-src');
      warn(`Image zoom: the high-resolution image "${src}" could not be loaded; the normal image is shown instead.`);
      return false;
    },
  );
}

/** Loads an image URL in the browser; resolves when it loaded, rejects when it failed. */
export function loadImage(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = new Image();
    probe.onload = () => resolve();
    probe.onerror = () => reject(new Error(`failed to load ${src}`));
    probe.src = src;
  });
}
