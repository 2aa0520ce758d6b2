/**
 * The page body's blocks below the first screen (marked by the build, see shared/far-blocks) skip layout
 * until they near the viewport (`content-visibility: auto` in theme/layout/DocLayout/doc.css), so a first
 * load lays out one screen instead of the whole page. Until a
 * block has been laid out it counts as an estimated height, and the page's length is only an estimate:
 * End would stop short and the pager would move as blocks appear. Once the page is up, the blocks are
 * laid out for real a few at a time when the browser is idle, in slices short enough never to be a long
 * task (`runInSlices`), after which every height on the page is its real one.
 */

import { FAR_ATTRIBUTE } from '../../shared/far-blocks';

/** Set on each block once it is laid out for real (doc.css then renders it as usual), and on the body when all are. */
export const LAID_OUT_ATTRIBUTE = 'data-mf-laid-out';

/** Longest a slice keeps the main thread (ms); a long task starts at 50 ms, a slow phone overshoots. */
export const LAYOUT_SLICE_MS = 20;

export interface SliceEnv {
  now(): number;
  /** Runs `callback` at the browser's next idle moment; returns a function that cancels it. */
  idle(callback: () => void): () => void;
}

/**
 * Runs the tasks `next` hands out (null: none left) in slices of about `sliceMs`, one slice per idle
 * moment, then calls `onDone`. A task is never cut: a slice ends after the task that crossed its time.
 * Returns a function that stops the run (onDone is then never called).
 */
export function runInSlices(next: () => (() => void) | null, env: SliceEnv, sliceMs: number, onDone: () => void): () => void {
  let cancel: (() => void) | null = null;
  let stopped = false;
  const slice = () => {
    cancel = null;
    const start = env.now();
    for (let task = next(); task; task = next()) {
      task();
      if (stopped) return;
      if (env.now() - start >= sliceMs) {
        cancel = env.idle(slice);
        return;
      }
    }
    onDone();
  };
  cancel = env.idle(slice);
  return () => {
    stopped = true;
    cancel?.();
  };
}

/**
 * The body's next block still waiting for its layout (one the build marked far and not yet laid out),
 * looking after `after` when it is still one of the body's blocks (a walk goes once over the body), else
 * from the first block.
 */
export function nextPendingBlock(body: Element, after: Element | null = null): Element | null {
  const from = after && after.parentElement === body ? after.nextElementSibling : body.firstElementChild;
  for (let block = from; block; block = block.nextElementSibling) {
    if (block.hasAttribute(FAR_ATTRIBUTE) && !block.hasAttribute(LAID_OUT_ATTRIBUTE)) return block;
  }
  return null;
}
