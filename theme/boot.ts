/**
 * The browser bundle's entry on a built site, in place of Rspress's own (rspress.config.ts swaps them).
 * It waits until the browser has painted the server's HTML once, then runs Rspress's entry: its app, the
 * modules only it imports, and the start of hydration. (The theme, React and the router are evaluated
 * before this module, as Rsbuild's pre-entry.)
 *
 * Why: the built page's scripts are deferred, and a page whose HTML and scripts arrive together (a fast
 * or cached load) ran them straight after parsing, before the first frame; the browser then laid out that
 * frame in the same task, and a slow phone got one long task of both (0.17 to 0.25 s at 4x slower)
 * instead of two shorter ones. The code is in the same files as before (an eager import adds no request);
 * only when the entry runs changes, by one frame.
 */
import { recordEarlyClicks, stopEarlyClicks } from '../shared/early-clicks';
import { afterNextPaint } from './lib/next-paint';

// A click on a widget in that frame (and until the islands are live) is held, not lost. If the app
// fails to start, nothing would ever give those clicks back: the record stops.
recordEarlyClicks();
void afterNextPaint()
  .then(() => import(/* webpackMode: "eager" */ 'mf-rspress-client-entry'))
  .catch((error: unknown) => {
    stopEarlyClicks();
    throw error;
  });
