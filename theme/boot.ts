/**
 * The browser bundle's entry on a built site, in place of Rspress's own (rspress.config.ts swaps them):
 * it runs Rspress's entry (its app, the modules only it imports, and the start of hydration), and if
 * that fails, it stops the page's record of early clicks (shared/early-clicks.ts), since no widget would
 * ever take them back. The built page asks for these scripts only once it has been painted
 * (shared/page-start.ts).
 */
import { stopEarlyClicks } from '../shared/early-clicks';

// Eager: in the same file, so no extra request; dynamic only so that a failed start can be caught.
void import(/* webpackMode: "eager" */ 'mf-rspress-client-entry').catch((error: unknown) => {
  stopEarlyClicks();
  throw error;
});
