import { describe, expect, it } from 'vitest';
import { createHoldCount } from './hold-count';

describe('createHoldCount', () => {
  it('is held while any hold is open, and tells its listeners of each change', () => {
    const count = createHoldCount();
    const seen: boolean[] = [];
    const stop = count.subscribe(() => seen.push(count.held()));
    expect(count.held()).toBe(false);
    const first = count.hold();
    const second = count.hold();
    first();
    expect(count.held()).toBe(true);
    second();
    expect(count.held()).toBe(false);
    expect(seen).toEqual([true, true, true, false]);
    stop();
    count.hold();
    expect(seen).toHaveLength(4);
  });

  it('ignores a second release of the same hold', () => {
    const count = createHoldCount();
    const release = count.hold();
    const other = count.hold();
    release();
    release();
    expect(count.held()).toBe(true);
    other();
    expect(count.held()).toBe(false);
  });
});
