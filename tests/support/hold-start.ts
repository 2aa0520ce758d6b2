import type { Page } from '@playwright/test';
import { PAINT_WAIT_LIMIT_MS } from '../../shared/page-start';

/**
 * Holds the built site's app at its start: the page's start script (shared/page-start.ts) asks for the
 * app's scripts one frame after the first paint, or after PAINT_WAIT_LIMIT_MS without frames, and both
 * are held here until `release()`. Meanwhile the page is the server's markup and nothing else, as a
 * reader on a slow phone sees it for a moment.
 */
export async function holdAppStart(page: Page): Promise<{ release: () => Promise<void>; appRunning: () => Promise<boolean> }> {
  await page.addInitScript((limit) => {
    const held: Array<() => void> = [];
    const frame = window.requestAnimationFrame.bind(window);
    const timeout = window.setTimeout.bind(window);
    window.requestAnimationFrame = (callback) => held.push(() => frame(callback));
    window.setTimeout = ((callback: () => void, ms?: number) => (ms === limit ? held.push(() => timeout(callback, 0)) : timeout(callback, ms))) as typeof window.setTimeout;
    (window as unknown as { releaseStart: () => void }).releaseStart = () => {
      window.requestAnimationFrame = frame;
      window.setTimeout = timeout;
      for (const start of held.splice(0)) start();
    };
  }, PAINT_WAIT_LIMIT_MS);
  return {
    release: () => page.evaluate(() => (window as unknown as { releaseStart: () => void }).releaseStart()),
    // React marks the root it hydrates.
    appRunning: () => page.locator('#__rspress_root').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer'))),
  };
}
