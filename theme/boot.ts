/**
 * The browser bundle's entry on a built site, in place of Rspress's own (rspress.config.ts swaps them).
 * It waits until the browser has painted the server's HTML once, then runs the app: Rspress's entry,
 * which evaluates React, the router and the theme and starts hydrating.
 *
 * Why: the built page's scripts are deferred, and a page whose HTML and scripts arrive together (a fast
 * or cached load) ran them straight after parsing, before the first frame; the browser then laid out that
 * frame in the same task, and a slow phone got one long task of both (0.17 to 0.25 s at 4x slower)
 * instead of two shorter ones. The app's code is in the same files as before (an eager import adds no
 * request); only when it runs changes, by one frame.
 */
import { afterNextPaint } from './lib/next-paint';

void afterNextPaint().then(() => import(/* webpackMode: "eager" */ 'mf-rspress-client-entry'));
