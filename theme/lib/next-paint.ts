/** What `afterNextPaint` needs from the browser (injected in the unit tests). */
export interface PaintEnv {
  hidden(): boolean;
  requestAnimationFrame(callback: () => void): void;
  setTimeout(callback: () => void): void;
  onVisibilityChange(callback: () => void): void;
}

const browserPaint: PaintEnv = {
  hidden: () => document.hidden,
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  setTimeout: (callback) => window.setTimeout(callback, 0),
  onVisibilityChange: (callback) => document.addEventListener('visibilitychange', callback, { once: true }),
};

/**
 * Resolves once the browser has painted a frame since the call: a frame's animation callbacks run before
 * its layout and paint, and a task queued from one runs after them. At once in a hidden tab, which paints
 * nothing, and when the tab is hidden while it waits.
 */
export function afterNextPaint(env: PaintEnv = browserPaint): Promise<void> {
  return new Promise((resolve) => {
    if (env.hidden()) return resolve();
    env.requestAnimationFrame(() => env.setTimeout(resolve));
    env.onVisibilityChange(resolve);
  });
}
