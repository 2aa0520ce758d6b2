import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks, stopEarlyClicks, takeEarlyClicks } from './early-clicks';

/** A stand-in for the DOM: islands hold buttons; `closest` and `contains` follow that tree. */
function island(ready = false) {
  const element = { dataset: ready ? { mfIslandReady: '' } : {}, children: [] as unknown[], contains: (other: unknown) => element.children.includes(other) };
  return element;
}
function button(parent: ReturnType<typeof island> | null) {
  const element = { closest: () => parent };
  parent?.children.push(element);
  return element;
}
function documentLike() {
  let listener: ((event: Event) => void) | null = null;
  return {
    addEventListener: vi.fn((_type: string, handler: (event: Event) => void) => (listener = handler)),
    removeEventListener: vi.fn(() => (listener = null)),
    click(target: unknown) {
      const event = { target, preventDefault: vi.fn(), stopPropagation: vi.fn() };
      listener?.(event as unknown as Event);
      return event;
    },
  };
}

afterEach(() => stopEarlyClicks());

describe('early clicks', () => {
  it('holds a click inside an island that is not live and hands it to that island once', () => {
    const doc = documentLike();
    recordEarlyClicks(doc as unknown as Document);
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
    const doc = documentLike();
    recordEarlyClicks(doc as unknown as Document);
    const live = island(true);
    const outside = doc.click(button(null));
    const inLive = doc.click(button(live));
    expect(outside.preventDefault).not.toHaveBeenCalled();
    expect(inLive.preventDefault).not.toHaveBeenCalled();
    expect(takeEarlyClicks(live as unknown as Element)).toEqual([]);
  });

  it('stops listening once stopped, forgets what it held, and can start again', () => {
    const doc = documentLike();
    recordEarlyClicks(doc as unknown as Document);
    recordEarlyClicks(doc as unknown as Document);
    expect(doc.addEventListener).toHaveBeenCalledTimes(1);
    const video = island();
    doc.click(button(video));
    stopEarlyClicks();
    expect(doc.removeEventListener).toHaveBeenCalledTimes(1);
    expect(takeEarlyClicks(video as unknown as Element)).toEqual([]);
    recordEarlyClicks(doc as unknown as Document);
    expect(doc.addEventListener).toHaveBeenCalledTimes(2);
  });
});
