/**
 * Clicks on a page widget (an island such as the video's play button, a tab set, a live example) or on
 * a button of the frame (search, menus, the sidebar's groups) that arrive before the app runs. On the
 * built site the app's scripts load only after the first paint (shared/page-start.ts), and the widgets
 * and the frame answer only after that; a click in between would do nothing. The page's inline start
 * script records from the moment the body is parsed; theme/layout/Layout gives the app parts' clicks
 * back once the app is ready, components/Islands each widget's once that widget is live, and then stops
 * the record (theme/layout/Layout stops it too, a moment later, should the islands not run).
 */

/** Marks a tab set or live example whose controller is active (an island has its own mark). */
export const LIVE_ATTRIBUTE = 'data-mf-live';

/** Set on the root element once the app is interactive, every listener attached (theme/layout/Layout). */
export const READY_ATTRIBUTE = 'data-mf-ready';

/** Set on an island once it is hydrated and answers clicks (components/Islands/hydrate.tsx). */
export const ISLAND_READY_ATTRIBUTE = 'data-mf-island-ready';

/**
 * The parts whose buttons need the app itself: the frame's (the navbar's search, menus and switches, the
 * doc page's local nav, the sidebar's groups) and the code blocks' copy and wrap buttons, whose one
 * listener the layout attaches. Live once the app is ready, when theme/layout/Layout gives them their
 * held clicks.
 */
export const APP_PARTS = '.mf-nav, .mf-local-nav, .mf-doc-sidebar, .mf-code__buttons';

/**
 * A click on an app part older than this when the app is ready is dropped, not given back: a search
 * that opens, or a theme that flips, long after the reader moved on would surprise more than help.
 */
export const APP_CLICK_MAX_AGE_MS = 5000;

// The two settings the app itself reads, apart from EARLY_CLICKS so that the rest (read by the build
// alone) stays out of its bundle.
const WIDGETS = `[data-mf-island], .mf-tabs, .mf-preview, ${APP_PARTS}`;
const RECORD_KEY = '__mfEarlyClicks';

/**
 * What the record needs to know, passed to `recordEarlyClicks` as data because that function runs
 * inline in the page, before any module:
 * - `widgets`: the parts that need the app: islands (components/Islands/Island.tsx); tab sets and live
 *   examples, which DOM controllers make live when components/Islands is evaluated; APP_PARTS;
 * - `live`: a widget that is live (an island marks itself ready, a controller sets LIVE_ATTRIBUTE, the
 *   app parts are live once the app is ready);
 * - `key`: where on `window` the record is kept for the app to find.
 */
export const EARLY_CLICKS = {
  widgets: WIDGETS,
  live: `[${ISLAND_READY_ATTRIBUTE}], [${LIVE_ATTRIBUTE}], [${READY_ATTRIBUTE}] :is(${APP_PARTS})`,
  key: RECORD_KEY,
} as const;

export interface EarlyClickRecord {
  /** What was clicked, and when (the event's time stamp, on the page's clock). */
  held: Array<{ target: HTMLElement; at: number }>;
  stop: () => void;
}

type RecordOptions = { readonly widgets: string; readonly live: string; readonly key: string };
type Slot = Record<string, EarlyClickRecord | undefined>;

/**
 * Starts holding clicks inside widgets that are not live yet (once; later calls do nothing). It is
 * written into every built page as source (shared/page-start.ts), so it uses nothing outside itself.
 * A link works without the app and is never held. An icon inside a button (an SVG element, which has no
 * `click()` to give it back with) is held as its button.
 */
export function recordEarlyClicks(options: RecordOptions, doc: Pick<Document, 'addEventListener' | 'removeEventListener'>, store: object): void {
  const slot = store as Slot;
  if (slot[options.key]) return;
  const held: EarlyClickRecord['held'] = [];
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const widget = target && typeof target.closest === 'function' ? target.closest(options.widgets) : null;
    if (!target || !widget || widget.matches(options.live) || target.closest('a[href]')) return;
    let clicked: Element | null = target;
    while (clicked && typeof (clicked as HTMLElement).click !== 'function') clicked = clicked.parentElement;
    if (!clicked) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ target: clicked as HTMLElement, at: event.timeStamp });
  };
  doc.addEventListener('click', onClick, true);
  slot[options.key] = { held, stop: () => doc.removeEventListener('click', onClick, true) };
}

const pageRecord = (store: object) => (store as Slot)[RECORD_KEY];

/**
 * The held clicks whose nearest widget is `widget` and that `accept` takes (all, by default), in order,
 * taken out of the record (each given back once).
 */
export function takeEarlyClicks(widget: Element, accept?: (click: { target: HTMLElement; at: number }) => boolean, store?: object): HTMLElement[] {
  const record = pageRecord(store ?? globalThis);
  if (!record) return [];
  // By the nearest widget: a live example's own island keeps the clicks made inside it.
  const mine: HTMLElement[] = [];
  const { held } = record;
  for (let at = 0; at < held.length; ) {
    const click = held[at]!;
    if (click.target.closest(WIDGETS) === widget && (!accept || accept(click))) {
      held.splice(at, 1);
      mine.push(click.target);
    } else at += 1;
  }
  return mine;
}

/**
 * Stops the record kept under `key` and forgets what it held. Also written into every built page as
 * source (shared/page-start.ts: when the app's scripts fail to load), so it uses nothing outside itself.
 */
export function dropEarlyClicks(key: string, store: object): void {
  const slot = store as Slot;
  const record = slot[key];
  if (record) record.stop();
  delete slot[key];
}

/** Stops recording and forgets what no widget took: the islands' own listeners hold clicks from now on. */
export function stopEarlyClicks(store?: object): void {
  dropEarlyClicks(RECORD_KEY, store ?? globalThis);
}
