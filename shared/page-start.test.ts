import { createContext, runInContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS } from './early-clicks';
import { PAINT_WAIT_LIMIT_MS, SCRIPTS_ATTRIBUTE, loadAfterFirstPaint, pageStartScript } from './page-start';

interface FakeScript {
  src: string;
  async: boolean;
  onerror: (() => void) | null;
}

/** A browser whose frames, tasks, visibility changes and wait limit the test runs by hand. */
function fakeBrowser({ hidden = false, scriptsAttribute = '', currentScript = true } = {}) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const late: Array<{ callback: () => void; ms: number }> = [];
  const visibility: Array<() => void> = [];
  const added: FakeScript[] = [];
  const clickListeners: unknown[] = [];
  const startElement = { getAttribute: (name: string) => (name === SCRIPTS_ATTRIBUTE ? scriptsAttribute : null) };
  const doc = {
    hidden,
    currentScript: currentScript ? startElement : null,
    querySelector: (selector: string) => (selector === `script[${SCRIPTS_ATTRIBUTE}]` && scriptsAttribute ? startElement : null),
    createElement: (): FakeScript => ({ src: '', async: true, onerror: null }),
    head: { appendChild: (script: FakeScript) => added.push(script) },
    addEventListener: (type: string, callback: () => void) => (type === 'visibilitychange' ? visibility.push(callback) : clickListeners.push(callback)),
    removeEventListener: vi.fn(),
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
const load = (browser: ReturnType<typeof fakeBrowser>, onFail = () => undefined) =>
  loadAfterFirstPaint(SCRIPTS, PAINT_WAIT_LIMIT_MS, onFail, browser.doc as unknown as Document, browser.win as unknown as Window);

/** Runs the page's start script the way a page does: as a script, with only the page's globals in reach. */
function runStartScript(browser: ReturnType<typeof fakeBrowser>) {
  runInContext(pageStartScript(), createContext({ document: browser.doc, window: browser.win }));
}

describe('loadAfterFirstPaint', () => {
  it('asks for nothing before a frame has been painted, then for every script, in order, to run in order', () => {
    const browser = fakeBrowser();
    load(browser);
    browser.task();
    expect(browser.added).toEqual([]);
    browser.frame();
    expect(browser.added).toEqual([]);
    browser.task();
    expect(browser.added.map(({ src, async }) => ({ src, async }))).toEqual(SCRIPTS.map((src) => ({ src, async: false })));
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

  it('says once that a script could not be loaded', () => {
    const browser = fakeBrowser({ hidden: true });
    const onFail = vi.fn();
    load(browser, onFail);
    browser.added[0]!.onerror!();
    browser.added[1]!.onerror!();
    expect(onFail).toHaveBeenCalledTimes(1);
  });
});

describe('the page start script', () => {
  it('needs nothing but the page: it starts the click record, then loads the listed scripts after a paint', () => {
    const browser = fakeBrowser({ scriptsAttribute: SCRIPTS.join(' ') });
    runStartScript(browser);
    expect(browser.clickListeners).toHaveLength(1);
    expect(browser.win[EARLY_CLICKS.key]).toEqual({ held: [], stop: expect.any(Function) });
    expect(browser.added).toEqual([]);
    browser.frame();
    browser.task();
    expect(browser.added.map((script) => script.src)).toEqual(SCRIPTS);
  });

  it('finds its list on the page when a script loader has taken document.currentScript away', () => {
    const browser = fakeBrowser({ scriptsAttribute: SCRIPTS.join(' '), currentScript: false, hidden: true });
    runStartScript(browser);
    expect(browser.added.map((script) => script.src)).toEqual(SCRIPTS);
  });

  it('holds no click when there is nothing to load', () => {
    const browser = fakeBrowser({ hidden: true });
    runStartScript(browser);
    expect(browser.clickListeners).toEqual([]);
    expect(browser.added).toEqual([]);
    expect(browser.win[EARLY_CLICKS.key]).toBeUndefined();
  });

  it('stops the click record when a script cannot be loaded, since nothing would take its clicks', () => {
    const browser = fakeBrowser({ scriptsAttribute: SCRIPTS.join(' '), hidden: true });
    runStartScript(browser);
    browser.added[1]!.onerror!();
    expect(browser.doc.removeEventListener).toHaveBeenCalledTimes(1);
    expect(browser.win[EARLY_CLICKS.key]).toBeUndefined();
  });

  it('names no address: the scripts are in the attribute, so one policy hash allows it on every page', () => {
    expect(pageStartScript()).not.toContain('/static/');
  });
});
