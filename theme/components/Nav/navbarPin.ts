import { useSyncExternalStore } from 'react';
import { createHoldCount } from '../../lib/hold-count';

/**
 * Parts of the page can pin the navbar where it is (shown or hidden) while they are open: the outline
 * dropdown hangs from the sticky local bar, and a navbar that slid away mid-click would move it.
 */
const pins = createHoldCount();

/** Pins the navbar; call the returned function to let go. */
export const pinNavbar = pins.hold;

/** Whether anything holds the navbar pinned now. */
export function useNavbarPinned(): boolean {
  return useSyncExternalStore(pins.subscribe, pins.held, () => false);
}
