/**
 * How a built page starts its app. plugins/page-start takes the app's script tags out of the head and
 * writes, as the body's last element, one inline script made by `pageStartScript`: it starts the
 * record of early clicks (shared/early-clicks.ts) and asks for the app's scripts once the browser has
 * painted the page.
 *
 * Why: the deferred scripts were requested while the head was parsed, so on a slow network about
 * 100 KB of JavaScript shared the line with the HTML and the stylesheet that the first paint waits for,
 * and on a fast or cached load they ran before the first frame, in the same long task as its layout.
 * Now the first paint has the network and the main thread to itself; the app starts one frame later on
 * a fast load and about one round trip later on a slow one, while the text is already on screen, and a
 * click on a widget in that time is held and given back (shared/early-clicks.ts).
 */
import { EARLY_CLICKS, recordEarlyClicks } from './early-clicks';

/** The attribute of the inline start script that lists the app's scripts, in order, space-separated. */
export const SCRIPTS_ATTRIBUTE = 'data-mf-scripts';

/** Longest wait for a frame (ms): far past any first paint, so it only frees documents that get none. */
export const PAINT_WAIT_LIMIT_MS = 2000;

/**
 * Adds the scripts once the browser has painted a frame: a frame's animation callbacks run before its
 * layout and paint, and a task queued from one runs after them. At once in a hidden tab, which paints
 * nothing, and when the tab is hidden while it waits; after `waitLimitMs` at the latest (a visible
 * document may get no frames at all, such as a hidden iframe). Scripts added with `async = false` run
 * in the order added, as the deferred tags did. It is written into every built page as source, so it
 * uses nothing outside itself; the start script sits after the body, so the page is parsed by then.
 */
export function loadAfterFirstPaint(scripts: readonly string[], waitLimitMs: number, doc: Document = document, win: Window = window): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false;
      doc.head.appendChild(script);
    }
  };
  if (doc.hidden) return start();
  win.requestAnimationFrame(() => win.setTimeout(start));
  doc.addEventListener('visibilitychange', start, { once: true });
  win.setTimeout(start, waitLimitMs);
}

/**
 * The source of the inline start script. The same on every page and in every build (the scripts are in
 * its SCRIPTS_ATTRIBUTE), so the Content-Security-Policy allows it with one hash.
 */
export function pageStartScript(): string {
  const scripts = `(document.currentScript.getAttribute(${JSON.stringify(SCRIPTS_ATTRIBUTE)})||'').split(' ').filter(Boolean)`;
  return `(${String(recordEarlyClicks)})(${JSON.stringify(EARLY_CLICKS)});(${String(loadAfterFirstPaint)})(${scripts},${PAINT_WAIT_LIMIT_MS});`;
}
