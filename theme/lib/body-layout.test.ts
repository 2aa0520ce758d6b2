import { describe, expect, it } from 'vitest';
import { FAR_ATTRIBUTE } from '../../shared/far-blocks';
import { LAID_OUT_ATTRIBUTE, nextPendingBlock, runInSlices, type SliceEnv } from './body-layout';

/** A clock that each task moves on by `cost` ms, and an idle queue the test runs by hand. */
function fakeEnv(cost: number) {
  let time = 0;
  const queue: Array<() => void> = [];
  const env: SliceEnv = {
    now: () => time,
    idle: (callback) => {
      queue.push(callback);
      return () => queue.splice(queue.indexOf(callback) >>> 0, 1);
    },
  };
  return { env, queue, tick: () => (time += cost), runIdle: () => queue.shift()?.() };
}

describe('runInSlices', () => {
  it('runs every task, a slice of about the budget per idle moment, then says it is done', () => {
    const { env, queue, tick, runIdle } = fakeEnv(8);
    const done: string[] = [];
    let left = 7;
    let finished = false;
    runInSlices(() => (left > 0 ? () => { done.push(`t${left--}`); tick(); } : null), env, 20, () => { finished = true; });
    expect(done).toEqual([]);
    const slices: number[] = [];
    while (queue.length) {
      const before = done.length;
      runIdle();
      slices.push(done.length - before);
    }
    // 8 ms tasks against a 20 ms budget: three per slice (the third crosses it), then the rest.
    expect(slices).toEqual([3, 3, 1]);
    expect(done).toHaveLength(7);
    expect(finished).toBe(true);
  });

  it('is done at once when there is nothing to lay out', () => {
    const { env, runIdle } = fakeEnv(1);
    let finished = false;
    runInSlices(() => null, env, 20, () => { finished = true; });
    runIdle();
    expect(finished).toBe(true);
  });

  it('stops when cancelled, without saying it is done', () => {
    const { env, queue, tick, runIdle } = fakeEnv(30);
    let ran = 0;
    let finished = false;
    const stop = runInSlices(() => () => { ran++; tick(); }, env, 20, () => { finished = true; });
    runIdle();
    expect(ran).toBe(1);
    stop();
    expect(queue).toHaveLength(0);
    expect(finished).toBe(false);
  });
});

describe('nextPendingBlock', () => {
  /** Stand-ins for the body's children: a tag name and attributes, linked as siblings. */
  function fakeBody(blocks: Array<{ tag: string; far?: boolean; laidOut?: boolean; text?: string }>) {
    const nodes = blocks.map(({ tag, far = tag[0] !== 'H', laidOut = false, text = '' }) => {
      const attributes = new Set([...(laidOut ? [LAID_OUT_ATTRIBUTE] : []), ...(far ? [FAR_ATTRIBUTE] : [])]);
      return { tagName: tag, textContent: text, nextElementSibling: null as unknown, hasAttribute: (name: string) => attributes.has(name), lay: () => attributes.add(LAID_OUT_ATTRIBUTE) };
    });
    nodes.forEach((node, i) => (node.nextElementSibling = nodes[i + 1] ?? null));
    return { body: { firstElementChild: nodes[0] ?? null } as unknown as Element, nodes };
  }

  it('skips blocks not marked far (headings, the first screen) and blocks already laid out', () => {
    const { body, nodes } = fakeBody([{ tag: 'P', far: false }, { tag: 'H2' }, { tag: 'P', laidOut: true }, { tag: 'H3' }, { tag: 'TABLE' }, { tag: 'P', text: 'y' }]);
    expect(nextPendingBlock(body)?.tagName).toBe('TABLE');
    nodes[4].lay();
    expect(nextPendingBlock(body)?.textContent).toBe('y');
    nodes[5].lay();
    expect(nextPendingBlock(body)).toBeNull();
  });

  it('goes on after a given block, and from the start when that block has left the body', () => {
    const { body, nodes } = fakeBody([{ tag: 'P', text: 'a' }, { tag: 'H2' }, { tag: 'P', text: 'b' }]);
    for (const node of nodes) Object.assign(node, { parentElement: body });
    const first = nextPendingBlock(body);
    expect(first?.textContent).toBe('a');
    expect(nextPendingBlock(body, first)?.textContent).toBe('b');
    expect(nextPendingBlock(body, nodes[2] as unknown as Element)).toBeNull();
    Object.assign(nodes[2], { parentElement: null });
    expect(nextPendingBlock(body, nodes[2] as unknown as Element)?.textContent).toBe('a');
  });

  it('has nothing for an empty body', () => {
    expect(nextPendingBlock(fakeBody([]).body)).toBeNull();
  });
});
