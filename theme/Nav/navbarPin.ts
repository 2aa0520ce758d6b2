import { useSyncExternalStore } from 'react';

/**
 * Parts of the page can pin the navbar where it is (shown or hidden) while they are open: the outline
 * dropdown hangs from the sticky local bar, and a navbar that slid away mid-click would move it.
 */
let pins = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Pins the navbar; call the returned function to let go (safe to call twice). */
export function pinNavbar(): () => void {
  pins += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pins -= 1;
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether anything holds the navbar pinned now. */
export function useNavbarPinned(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pins > 0,
    () => false,
  );
}
