import { useSyncExternalStore } from 'react';

/**
 * Whether a link is loading its page (chunk and data) before the address changes. The Link starts
 * and ends a load; the progress bar shows it once it takes longer than its delay.
 */
let loads = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Marks a page load as started; call the returned function when it is over (safe to call twice). */
export function beginRouteLoad(): () => void {
  loads += 1;
  notify();
  let over = false;
  return () => {
    if (over) return;
    over = true;
    loads -= 1;
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loads > 0,
    () => false,
  );
}
