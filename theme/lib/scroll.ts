/** Scroll behaviour of the frame: when the navbar hides, and a throttle for scroll handlers. */

export type HideNavbarMode = 'never' | 'always' | 'auto';

/** The navbar's scroll check runs at most every 200 ms. */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/** Below this scroll position the navbar always shows in 'auto' mode (it covers nothing yet). */
export const NAVBAR_REVEAL_ZONE_PX = 64;

export interface NavbarHideInput {
  mode: HideNavbarMode;
  previousY: number;
  currentY: number;
  /** Whether it is hidden now; unchanged when the scroll did not move. */
  hidden: boolean;
  /** An open menu keeps the navbar in view. */
  menuOpen?: boolean;
  /** While a panel hangs from a sticky bar (the outline dropdown), the navbar stays as it is. */
  pinned?: boolean;
}

/**
 * Whether the navbar should be hidden after a scroll: 'never' keeps it, 'always' hides it, 'auto'
 * hides it while the reader scrolls down past the top and shows it again on any scroll up.
 */
export function shouldHideNavbar({ mode, previousY, currentY, hidden, menuOpen = false, pinned = false }: NavbarHideInput): boolean {
  if (mode === 'never' || menuOpen) return false;
  // Moving the navbar would move the sticky bar and its open panel out from under the pointer.
  if (pinned) return hidden;
  if (mode === 'always') return true;
  if (currentY <= NAVBAR_REVEAL_ZONE_PX) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return hidden;
}

/** Reads `themeConfig.hideNavbar`, treating anything unknown as 'never'. */
export function hideNavbarMode(value: unknown): HideNavbarMode {
  return value === 'always' || value === 'auto' ? value : 'never';
}

/** The scroll-to-top button shows once the page is scrolled past this many pixels. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 240;

export function shouldShowScrollToTop(scrollY: number, threshold = SCROLL_TO_TOP_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}

/**
 * Calls `fn` at most once per `wait` ms: the first call runs at once, later calls within the window
 * are folded into one trailing call with the latest arguments, so the final position is never missed.
 * `now` and the timer functions are injectable for tests.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  clock: {
    now: () => number;
    setTimeout: (cb: () => void, ms: number) => unknown;
    clearTimeout: (id: unknown) => void;
  } = {
    now: () => Date.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): ((...args: A) => void) & { cancel: () => void } {
  let last = -Infinity;
  let timer: unknown = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = clock.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = clock.now() - last;
    if (elapsed >= wait && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = clock.setTimeout(() => {
        timer = null;
        if (pending) {
          const next = pending;
          pending = null;
          run(next);
        }
      }, Math.max(0, wait - elapsed));
    }
  };
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
