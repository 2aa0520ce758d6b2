import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS, recordEarlyClicks, stopEarlyClicks, takeEarlyClicks } from './early-clicks';

/** A stand-in for the DOM: an island; a button's `closest` says which widget holds it. */
function island(ready = false) {
  return { matches: (selector: string) => ready && selector === EARLY_CLICKS.live };
}
/** A tab set or live example, made live by its controller. */
function widget(live = false) {
  return { matches: (selector: string) => live && selector === EARLY_CLICKS.live };
}
/** A clickable element in `parent` (or outside islands); `link` makes it sit in an `a[href]`. */
function button(parent: object | null, { link = false } = {}) {
  return { click: () => undefined, parentElement: null, closest: (selector: string) => (selector === 'a[href]' ? (link ? {} : null) : parent) };
}
/** An icon inside `owner` (an SVG element: no `click` of its own). */
function icon(owner: ReturnType<typeof button>) {
  return { parentElement: owner, closest: owner.closest };
}
function documentLike() {
  let listener: ((event: Event) => void) | null = null;
  return {
    addEventListener: vi.fn((_type: string, handler: (event: Event) => void) => (listener = handler)),
    removeEventListener: vi.fn(() => (listener = null)),
    click(target: unknown, timeStamp = 0) {
      const event = { target, timeStamp, preventDefault: vi.fn(), stopPropagation: vi.fn() };
      listener?.(event as unknown as Event);
      return event;
    },
  };
}

/** A fake document with a record started on it, kept where the page's start script keeps it. */
function recording() {
  const doc = documentLike();
  recordEarlyClicks(EARLY_CLICKS, doc as unknown as Document, globalThis);
  return doc;
}

afterEach(() => stopEarlyClicks());

describe('early clicks', () => {
  it('holds a click inside an island that is not live and hands it to that island once', () => {
    const doc = recording();
    const video = island();
    const example = island();
    const play = button(video);
    const run = button(example);
    const event = doc.click(play);
    doc.click(run);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.stopPropagation).toHaveBeenCalled();
    expect(takeEarlyClicks(video as unknown as Element)).toEqual([play]);
    expect(takeEarlyClicks(video as unknown as Element)).toEqual([]);
    expect(takeEarlyClicks(example as unknown as Element)).toEqual([run]);
  });

  it('leaves alone clicks outside islands and in islands already live', () => {
    const doc = recording();
    const live = island(true);
    const outside = doc.click(button(null));
    const inLive = doc.click(button(live));
    expect(outside.preventDefault).not.toHaveBeenCalled();
    expect(inLive.preventDefault).not.toHaveBeenCalled();
    expect(takeEarlyClicks(live as unknown as Element)).toEqual([]);
  });

  it('holds a click on an icon as a click on the element that holds it', () => {
    const doc = recording();
    const video = island();
    const play = button(video);
    const event = doc.click(icon(play));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(takeEarlyClicks(video as unknown as Element)).toEqual([play]);
  });

  it('holds a click on a tab set until its controller is live, and not after', () => {
    const doc = recording();
    const tabs = widget();
    const bun = button(tabs);
    expect(doc.click(bun).preventDefault).toHaveBeenCalled();
    expect(takeEarlyClicks(tabs as unknown as Element)).toEqual([bun]);
    expect(doc.click(button(widget(true))).preventDefault).not.toHaveBeenCalled();
  });

  it('gives a click to its nearest widget: an island inside a live example keeps its own', () => {
    const doc = recording();
    const example = widget();
    const demo = island();
    const run = button(demo);
    doc.click(run);
    expect(takeEarlyClicks(example as unknown as Element)).toEqual([]);
    expect(takeEarlyClicks(demo as unknown as Element)).toEqual([run]);
  });

  it('lets a link in an island work on its own', () => {
    const doc = recording();
    const example = island();
    const event = doc.click(button(example, { link: true }));
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(takeEarlyClicks(example as unknown as Element)).toEqual([]);
  });

  it('stops listening once stopped, forgets what it held, and can start again', () => {
    const doc = recording();
    recordEarlyClicks(EARLY_CLICKS, doc as unknown as Document, globalThis);
    expect(doc.addEventListener).toHaveBeenCalledTimes(1);
    const video = island();
    doc.click(button(video));
    stopEarlyClicks();
    expect(doc.removeEventListener).toHaveBeenCalledTimes(1);
    expect(takeEarlyClicks(video as unknown as Element)).toEqual([]);
    recordEarlyClicks(EARLY_CLICKS, doc as unknown as Document, globalThis);
    expect(doc.addEventListener).toHaveBeenCalledTimes(2);
  });

  it('takes only the clicks the caller accepts, when they were made, and leaves the rest held', () => {
    const doc = recording();
    const nav = widget();
    const search = button(nav);
    const menu = button(nav);
    doc.click(search, 100);
    doc.click(menu, 7000);
    expect(takeEarlyClicks(nav as unknown as Element, ({ at }) => at > 5000)).toEqual([menu]);
    expect(takeEarlyClicks(nav as unknown as Element)).toEqual([search]);
  });

  it('finds nothing to take or stop where no record was started', () => {
    const store = {};
    expect(takeEarlyClicks(island() as unknown as Element, undefined, store)).toEqual([]);
    expect(() => stopEarlyClicks(store)).not.toThrow();
  });
});
