import { useSyncExternalStore } from 'react';
import { createHoldCount } from '../../lib/hold-count';

/**
 * Whether a link is loading its page (chunk and data) before the address changes. The Link starts
 * and ends a load; the progress bar shows it once it takes longer than its delay.
 */
const loads = createHoldCount();

/** Marks a page load as started; call the returned function when it is over. */
export const beginRouteLoad = loads.hold;

export function useRouteLoading(): boolean {
  return useSyncExternalStore(loads.subscribe, loads.held, () => false);
}
