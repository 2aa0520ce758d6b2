import { describe, expect, it, vi } from 'vitest';
import { createMountScheduler, type SchedulerEnv } from './mount';

function fakeEnv() {
  let intersect: ((entries: Array<{ target: Element; isIntersecting: boolean }>) => void) | null = null;
  let idle: (() => void) | null = null;
  const observed = new Set<Element>();
  const env: SchedulerEnv = {
    createObserver(callback) {
      intersect = callback;
      return { observe: (el) => void observed.add(el), unobserve: (el) => void observed.delete(el), disconnect: () => observed.clear() };
    },
    onIdle(callback) {
      idle = callback;
      return () => {
        idle = null;
      };
    },
  };
  return { env, observed, near: (target: Element) => intersect?.([{ target, isIntersecting: true }]), idle: () => idle?.() };
}

const element = (name: string) => ({ name }) as unknown as Element;

describe('createMountScheduler', () => {
  it('mounts an island when it nears the viewport, once', () => {
    const { env, near, observed } = fakeEnv();
    const scheduler = createMountScheduler(env);
    const video = element('video');
    const mount = vi.fn();
    scheduler.observe(video, mount);
    expect(observed.has(video)).toBe(true);
    near(video);
    near(video);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(observed.has(video)).toBe(false);
  });

  it('mounts the islands still waiting once the browser is idle', () => {
    const { env, near, idle } = fakeEnv();
    const scheduler = createMountScheduler(env);
    const first = vi.fn();
    const second = vi.fn();
    scheduler.observe(element('a'), first);
    const b = element('b');
    scheduler.observe(b, second);
    near(b);
    idle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('mounts nothing after stop, and works without an observer (idle only)', () => {
    const { env, idle } = fakeEnv();
    const scheduler = createMountScheduler(env);
    const mount = vi.fn();
    scheduler.observe(element('x'), mount);
    scheduler.stop();
    idle();
    expect(mount).not.toHaveBeenCalled();

    const noObserver = fakeEnv();
    const plain = createMountScheduler({ ...noObserver.env, createObserver: () => null });
    const late = vi.fn();
    plain.observe(element('y'), late);
    noObserver.idle();
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('mountNow', () => {
  it('mounts a waiting island at once, and only once', () => {
    const { env, near } = fakeEnv();
    const scheduler = createMountScheduler(env);
    const island = element('demo');
    const mount = vi.fn();
    scheduler.observe(island, mount);
    scheduler.mountNow(island);
    near(island);
    scheduler.mountNow(island);
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
