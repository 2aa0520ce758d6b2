import { describe, expect, it } from 'vitest';
import { EARLY_CLICKS } from './early-clicks';
import { PAINT_WAIT_LIMIT_MS, SCRIPTS_ATTRIBUTE, loadAfterFirstPaint, pageStartScript } from './page-start';

/** A browser whose frames, tasks, visibility changes and wait limit the test runs by hand. */
function fakeBrowser({ hidden = false, scriptsAttribute = '' } = {}) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const late: Array<{ callback: () => void; ms: number }> = [];
  const visibility: Array<() => void> = [];
  const added: Array<{ src: string; async: boolean }> = [];
  const clickListeners: unknown[] = [];
  const doc = {
    hidden,
    currentScript: { getAttribute: (name: string) => (name === SCRIPTS_ATTRIBUTE ? scriptsAttribute : null) },
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (script: { src: string; async: boolean }) => added.push({ src: script.src, async: script.async }) },
    addEventListener: (type: string, callback: () => void) => (type === 'visibilitychange' ? visibility.push(callback) : clickListeners.push(callback)),
    removeEventListener: () => undefined,
  };
  const win: Record<string, unknown> = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms = 0) => (ms ? late.push({ callback, ms }) : tasks.push(callback)),
  };
  const run = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback());
  return {
    doc,
    win,
    added,
    clickListeners,
    lateWaits: () => late.map((entry) => entry.ms),
    frame: () => run(frames),
    task: () => run(tasks),
    hide: () => run(visibility),
    limit: () => run(late.splice(0).map((entry) => entry.callback)),
  };
}

const SCRIPTS = ['/static/js/lib-react.js', '/static/js/index.js'];
const load = (browser: ReturnType<typeof fakeBrowser>) =>
  loadAfterFirstPaint(SCRIPTS, PAINT_WAIT_LIMIT_MS, browser.doc as unknown as Document, browser.win as unknown as Window);

describe('loadAfterFirstPaint', () => {
  it('asks for nothing before a frame has been painted, then for every script, in order, to run in order', () => {
    const browser = fakeBrowser();
    load(browser);
    browser.task();
    expect(browser.added).toEqual([]);
    browser.frame();
    expect(browser.added).toEqual([]);
    browser.task();
    expect(browser.added).toEqual(SCRIPTS.map((src) => ({ src, async: false })));
  });

  it('asks once only, whatever fires after the first', () => {
    const browser = fakeBrowser();
    load(browser);
    browser.frame();
    browser.task();
    browser.hide();
    browser.limit();
    expect(browser.added).toHaveLength(SCRIPTS.length);
  });

  it('stops waiting at the limit when no frame comes', () => {
    const browser = fakeBrowser();
    load(browser);
    expect(browser.lateWaits()).toEqual([PAINT_WAIT_LIMIT_MS]);
    browser.limit();
    expect(browser.added).toHaveLength(SCRIPTS.length);
  });

  it('does not wait in a hidden tab, nor once the tab is hidden', () => {
    const hidden = fakeBrowser({ hidden: true });
    load(hidden);
    expect(hidden.added).toHaveLength(SCRIPTS.length);
    const shown = fakeBrowser();
    load(shown);
    shown.hide();
    expect(shown.added).toHaveLength(SCRIPTS.length);
  });
});

describe('pageStartScript', () => {
  it('is a script that needs nothing but the page: it starts the click record, then loads the listed scripts after a paint', () => {
    const browser = fakeBrowser({ scriptsAttribute: SCRIPTS.join(' ') });
    new Function('document', 'window', pageStartScript())(browser.doc, browser.win);
    expect(browser.clickListeners).toHaveLength(1);
    expect(browser.win[EARLY_CLICKS.key]).toEqual({ held: [], stop: expect.any(Function) });
    expect(browser.added).toEqual([]);
    browser.frame();
    browser.task();
    expect(browser.added.map((script) => script.src)).toEqual(SCRIPTS);
  });

  it('is the same text on every page, so one policy hash allows it', () => {
    expect(pageStartScript()).toBe(pageStartScript());
    expect(pageStartScript()).not.toContain('/static/');
  });
});
