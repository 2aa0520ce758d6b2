/**
 * How a built page starts its app. plugins/page-start takes the app's script tags out of the head and
 * writes, as the body's last element, one inline script made by `pageStartScript`: it starts the
 * record of early clicks (shared/early-clicks.ts) and asks for the app's scripts once the browser has
 * painted the page.
 *
 * Why: the deferred scripts were requested while the head was parsed, so on a slow network about
 * 100 KB of JavaScript shared the line with the HTML and the stylesheet that the first paint waits for,
 * and on a fast or cached load they ran before the first frame, in the same long task as its layout.
 * Now the first paint has the network and the main thread to itself. The cost is the app's start: one
 * frame later on a fast load, 0.2 to 0.5 s later on slow 4G (bench/README.md), while the text
 * is already on screen; a click on a widget or a button of the frame in that time is held and given
 * back (shared/early-clicks.ts).
 */
import { EARLY_CLICKS, dropEarlyClicks, recordEarlyClicks } from './early-clicks';

/** The attribute of the inline start script that lists the app's scripts, in order, space-separated. */
export const SCRIPTS_ATTRIBUTE = 'data-mf-scripts';

/** Longest wait for a frame (ms): far past any first paint, so it only frees documents that get none. */
export const PAINT_WAIT_LIMIT_MS = 2000;

/**
 * Adds the scripts once the browser has painted a frame: a frame's animation callbacks run before its
 * layout and paint, and a task queued from one runs after them. (Adding them from the animation
 * callback, while the frame is laid out, gave an app ready sooner on slow 4G, but on a fast network the
 * scripts then finished before the paint and Lighthouse counted them against it: bench/README.md.)
 * At once in a hidden tab, which paints nothing, and when the tab is hidden while it waits; after
 * `waitLimitMs` at the latest (a visible document may get no frames at all, such as a hidden iframe).
 * Scripts added with `async = false` run in the order added, as the deferred tags did; `onFail` runs
 * once if one of them cannot be loaded. Written into every built page as source, so it uses nothing
 * outside itself; the start script sits after the body, so the page is parsed by then.
 */
export function loadAfterFirstPaint(scripts: readonly string[], waitLimitMs: number, onFail: () => void, doc: Document, win: Window): void {
  let started = false;
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    onFail();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = fail;
      doc.head.appendChild(script);
    }
  };
  if (doc.hidden) return start();
  win.requestAnimationFrame(() => win.setTimeout(start));
  doc.addEventListener('visibilitychange', start, { once: true });
  win.setTimeout(start, waitLimitMs);
}

/** What the start script is given: where its list is, how long to wait for a frame, and the click record's settings. */
export interface PageStartConfig {
  attribute: string;
  waitLimitMs: number;
  clicks: typeof EARLY_CLICKS;
}

/**
 * The start itself, given the three functions above as values (the inline script holds their source):
 * reads the list of scripts from its own element (or, where a script loader has taken
 * `document.currentScript` away, from the page), and only if there is one starts the click record and
 * the loading; a script that fails to load stops the record, since no widget would take its clicks.
 */
export function startPage(
  record: typeof recordEarlyClicks,
  load: typeof loadAfterFirstPaint,
  drop: typeof dropEarlyClicks,
  config: PageStartConfig,
  doc: Document = document,
  win: Window = window,
): void {
  const element = doc.currentScript || doc.querySelector(`script[${config.attribute}]`);
  const scripts = ((element && element.getAttribute(config.attribute)) || '').split(' ').filter(Boolean);
  if (!scripts.length) return;
  record(config.clicks, doc, win);
  load(scripts, config.waitLimitMs, () => drop(config.clicks.key, win), doc, win);
}

/**
 * The source of the inline start script. The same on every page and in every build (the scripts are in
 * its SCRIPTS_ATTRIBUTE), so the Content-Security-Policy allows it with one hash.
 */
export function pageStartScript(): string {
  const config: PageStartConfig = { attribute: SCRIPTS_ATTRIBUTE, waitLimitMs: PAINT_WAIT_LIMIT_MS, clicks: EARLY_CLICKS };
  return `(${String(startPage)})(${String(recordEarlyClicks)},${String(loadAfterFirstPaint)},${String(dropEarlyClicks)},${JSON.stringify(config)});`;
}
