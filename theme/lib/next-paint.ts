/** What `afterNextPaint` needs from the browser (injected in the unit tests). */
export interface PaintEnv {
  hidden(): boolean;
  requestAnimationFrame(callback: () => void): void;
  setTimeout(callback: () => void, ms?: number): void;
  onVisibilityChange(callback: () => void): void;
}

const browserPaint: PaintEnv = {
  hidden: () => document.hidden,
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  setTimeout: (callback, ms = 0) => window.setTimeout(callback, ms),
  onVisibilityChange: (callback) => document.addEventListener('visibilitychange', callback, { once: true }),
};

/**
 * Resolves once the browser has painted a frame since the call: a frame's animation callbacks run before
 * its layout and paint, and a task queued from one runs after them. At once in a hidden tab, which paints
 * nothing, and when the tab is hidden while it waits; after `PAINT_WAIT_LIMIT_MS` at the latest (a visible
 * document may get no frames at all, such as a hidden iframe).
 */
export function afterNextPaint(env: PaintEnv = browserPaint): Promise<void> {
  return new Promise((resolve) => {
    if (env.hidden()) return resolve();
    env.requestAnimationFrame(() => env.setTimeout(resolve));
    env.onVisibilityChange(resolve);
    env.setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
  });
}

/** Longest wait for a frame (ms): far past any first paint, so it only frees documents that get none. */
export const PAINT_WAIT_LIMIT_MS = 2000;
