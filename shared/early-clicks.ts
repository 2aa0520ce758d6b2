/**
 * Clicks on a page-body widget (an island: the video's play button, a live example) that arrive before
 * the app runs. The built site starts its app one frame after the first paint (theme/boot.ts), and the
 * islands hold a click only once the frame has hydrated (components/Islands); a click in between did
 * nothing. theme/boot.ts starts recording as soon as the page's script runs; components/Islands takes
 * each island's clicks and gives them again once that island is live, then stops the record.
 */

/** The attribute of an island's element (components/Islands/Island.tsx). */
const ISLAND = '[data-mf-island]';

interface Record {
  held: HTMLElement[];
  stop: () => void;
}

let record: Record | null = null;

/** Starts holding clicks inside islands that are not live yet (once; later calls do nothing). */
export function recordEarlyClicks(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): void {
  if (record) return;
  const held: HTMLElement[] = [];
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const island = typeof target?.closest === 'function' ? target.closest<HTMLElement>(ISLAND) : null;
    // A link works without the app; anything else in an island needs it.
    if (!target || !island || island.dataset.mfIslandReady !== undefined || target.closest('a[href]')) return;
    // Given back with `click()`, which the icon inside a button (an SVG element) does not have.
    let clicked: Element | null = target;
    while (clicked && typeof (clicked as HTMLElement).click !== 'function') clicked = clicked.parentElement;
    if (!clicked) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(clicked as HTMLElement);
  };
  target.addEventListener('click', onClick, true);
  record = { held, stop: () => target.removeEventListener('click', onClick, true) };
}

/** The held clicks inside `island`, in order, taken out of the record (each is given back once). */
export function takeEarlyClicks(island: Element): HTMLElement[] {
  if (!record) return [];
  const mine: HTMLElement[] = [];
  const { held } = record;
  for (let at = 0; at < held.length; ) {
    if (island.contains(held[at]!)) mine.push(...held.splice(at, 1));
    else at += 1;
  }
  return mine;
}

/** Stops recording and forgets what no island took: the islands' own listeners hold clicks from now on. */
export function stopEarlyClicks(): void {
  record?.stop();
  record = null;
}
