/**
 * Runs `callback` when the browser is idle (within `timeout` ms at the latest), or after `fallbackDelay`
 * ms where there is no requestIdleCallback (Safari). Returns a function that cancels it. The one idle
 * scheduler of the frame and the widgets.
 */
export function whenIdle(callback: () => void, timeout: number, fallbackDelay: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(callback, fallbackDelay);
  return () => window.clearTimeout(timer);
}
