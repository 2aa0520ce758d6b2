import { describe, expect, it } from 'vitest';
import { afterNextPaint, type PaintEnv } from './next-paint';

/** A browser whose frames, tasks and visibility changes the test runs by hand. */
function fakeBrowser(hidden = false) {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const late: Array<() => void> = [];
  const visibility: Array<() => void> = [];
  const env: PaintEnv = {
    hidden: () => hidden,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms = 0) => (ms ? late : tasks).push(callback),
    onVisibilityChange: (callback) => visibility.push(callback),
  };
  const run = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback());
  return { env, frame: () => run(frames), task: () => run(tasks), hide: () => run(visibility), limit: () => run(late) };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterNextPaint', () => {
  it('waits for a frame and then for the task after it', async () => {
    const browser = fakeBrowser();
    const paint = afterNextPaint(browser.env);
    browser.task();
    expect(await settled(paint)).toBe(false);
    browser.frame();
    expect(await settled(paint)).toBe(false);
    browser.task();
    expect(await settled(paint)).toBe(true);
  });

  it('stops waiting at the limit when no frame comes', async () => {
    const browser = fakeBrowser();
    const paint = afterNextPaint(browser.env);
    browser.task();
    expect(await settled(paint)).toBe(false);
    browser.limit();
    expect(await settled(paint)).toBe(true);
  });

  it('does not wait in a hidden tab, nor once the tab is hidden', async () => {
    expect(await settled(afterNextPaint(fakeBrowser(true).env))).toBe(true);
    const browser = fakeBrowser();
    const paint = afterNextPaint(browser.env);
    browser.hide();
    expect(await settled(paint)).toBe(true);
  });
});
