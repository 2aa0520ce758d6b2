import { whenIdle } from '../../theme/lib/idle';

/**
 * When an island mounts: once it comes within `margin` of the viewport, or once the browser is idle
 * (after `idleTimeout` ms at the latest), whichever is first; each island once. Pure of React, so the
 * rule can be tested with stand-ins for the browser's observers.
 */
export interface MountScheduler {
  observe(element: Element, mount: () => void): void;
  /** Mounts a waiting island at once (the reader acted on it); a no-op for one already mounted. */
  mountNow(element: Element): void;
  stop(): void;
}

export interface SchedulerEnv {
  createObserver(callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void, margin: string): {
    observe(element: Element): void;
    unobserve(element: Element): void;
    disconnect(): void;
  } | null;
  onIdle(callback: () => void, timeout: number): () => void;
}

export function createMountScheduler(env: SchedulerEnv, margin = '300px', idleTimeout = 4000): MountScheduler {
  const pending = new Map<Element, () => void>();
  const run = (element: Element) => {
    const mount = pending.get(element);
    if (!mount) return;
    pending.delete(element);
    observer?.unobserve(element);
    mount();
  };
  const observer = env.createObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) run(entry.target);
  }, margin);
  let cancelIdle: (() => void) | null = null;
  const armIdle = () => {
    if (cancelIdle) return;
    cancelIdle = env.onIdle(() => {
      cancelIdle = null;
      for (const element of [...pending.keys()]) run(element);
    }, idleTimeout);
  };
  return {
    observe(element, mount) {
      pending.set(element, mount);
      if (observer) observer.observe(element);
      armIdle();
    },
    mountNow(element) {
      run(element);
    },
    stop() {
      pending.clear();
      observer?.disconnect();
      cancelIdle?.();
      cancelIdle = null;
    },
  };
}

/** The browser's IntersectionObserver and requestIdleCallback (a timeout where there is none). */
export const browserSchedulerEnv: SchedulerEnv = {
  createObserver(callback, margin) {
    if (typeof IntersectionObserver === 'undefined') return null;
    return new IntersectionObserver((entries) => callback(entries), { rootMargin: margin });
  },
  onIdle: (callback, timeout) => whenIdle(callback, timeout, Math.min(timeout, 1500)),
};
