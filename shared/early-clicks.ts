/**
 * Clicks on a page-body widget (an island such as the video's play button, a tab set, a live example)
 * that arrive before the app runs. The built site starts its app one frame after the first paint
 * (theme/boot.ts), and the widgets become live only after that (components/Islands); a click in between
 * did nothing. theme/boot.ts starts recording as soon as the page's script runs; components/Islands
 * takes each widget's clicks and gives them again once that widget is live, then stops the record.
 */

/**
 * The page widgets that need the app: islands (components/Islands/Island.tsx), and tab sets and live
 * examples, which DOM controllers make live when components/Islands is evaluated.
 */
const WIDGET = '[data-mf-island], .mf-tabs, .mf-preview';

/** Marks a tab set or live example whose controller is active (an island has its own mark). */
export const LIVE_ATTRIBUTE = 'data-mf-live';

const isLive = (widget: HTMLElement) => widget.dataset.mfIslandReady !== undefined || widget.hasAttribute(LIVE_ATTRIBUTE);

interface Record {
  held: HTMLElement[];
  stop: () => void;
}

let record: Record | null = null;

/** Starts holding clicks inside widgets that are not live yet (once; later calls do nothing). */
export function recordEarlyClicks(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): void {
  if (record) return;
  const held: HTMLElement[] = [];
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const widget = typeof target?.closest === 'function' ? target.closest<HTMLElement>(WIDGET) : null;
    // A link works without the app; anything else in a widget needs it.
    if (!target || !widget || isLive(widget) || target.closest('a[href]')) return;
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

/** The held clicks whose nearest widget is `widget`, in order, taken out of the record (each given back once). */
export function takeEarlyClicks(widget: Element): HTMLElement[] {
  if (!record) return [];
  // By the nearest widget: a live example's own island keeps the clicks made inside it.
  const mine: HTMLElement[] = [];
  const { held } = record;
  for (let at = 0; at < held.length; ) {
    if (held[at]!.closest(WIDGET) === widget) mine.push(...held.splice(at, 1));
    else at += 1;
  }
  return mine;
}

/** Stops recording and forgets what no widget took: the islands' own listeners hold clicks from now on. */
export function stopEarlyClicks(): void {
  record?.stop();
  record = null;
}
