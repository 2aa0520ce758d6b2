import { useLocation } from '@rspress/core/runtime';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { LazyCodeBlock } from '../components/CodeBlock/lazy';
import { LazyOverview } from '../components/Overview/lazy';
import { LAID_OUT_ATTRIBUTE, LAYOUT_SLICE_MS, nextPendingBlock, runInSlices, type SliceEnv } from '../lib/body-layout';
import { firstLoadMarkup } from '../lib/first-load';
import { whenIdle } from '../lib/idle';
import { CONTENT_ATTRIBUTE } from '../../shared/far-blocks';

/** The React-rendered body and its components: not part of a first load (see ./MdxBody). */
const MdxBody = lazyWithPreload(() => import('./MdxBody'));

/** Fetches the code of React-rendered bodies (and of overview lists) ahead of the first navigation. */
export function preloadMdxBody(): Promise<unknown> {
  return Promise.all([MdxBody.preload(), LazyCodeBlock.preload(), LazyOverview.preload()]);
}

/** Set (after hydration) on a body that is the server's markup, not rendered by React. */
export const STATIC_ATTRIBUTE = 'data-mf-static';

/**
 * The server's body on a first load: its element, and the `dangerouslySetInnerHTML` value React is given
 * for it. React hydrates an element with that prop without reading or writing its inner HTML, and an
 * unchanged object is never written either, so the value is a placeholder and the prose is never
 * serialised (on a long page that cost a slow phone tens of milliseconds).
 */
interface ServerBody {
  element: HTMLElement;
  props: { __html: string };
}

const browserSlices: SliceEnv = { now: () => performance.now(), idle: (callback) => whenIdle(callback, 1000, 16) };

/**
 * Lays out the body's blocks for real in idle slices (see theme/lib/body-layout), and again whenever
 * blocks arrive: a body React renders after a client-side navigation fills in after this runs.
 */
function useBodyLayout(ref: { current: HTMLElement | null }, pathname: string) {
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    // Where the walk is: each slice goes on from the last block it laid out.
    let last: Element | null = null;
    const next = () => {
      const block = nextPendingBlock(body, last);
      last = block;
      if (!block) return null;
      return () => {
        block.setAttribute(LAID_OUT_ATTRIBUTE, '');
        // Reading its box lays the block out now, inside this slice, rather than at the next frame.
        block.getBoundingClientRect();
      };
    };
    let stop = () => {};
    const start = () => {
      stop();
      last = null;
      body.removeAttribute(LAID_OUT_ATTRIBUTE);
      stop = runInSlices(next, browserSlices, LAYOUT_SLICE_MS, () => body.setAttribute(LAID_OUT_ATTRIBUTE, ''));
    };
    start();
    const observer = new MutationObserver(start);
    observer.observe(body, { childList: true });
    return () => {
      observer.disconnect();
      stop();
    };
  }, [ref, pathname]);
}

function serverBody(): ServerBody | null {
  const element = document.querySelector<HTMLElement>(`[${CONTENT_ATTRIBUTE}]`);
  return element ? { element, props: { __html: '' } } : null;
}

/**
 * The page's MDX body. On the first load it stays the HTML the build wrote: React adopts the element
 * without walking the prose, tables and code inside (that walk was most of the main-thread work of a
 * doc page), and what in it needs JavaScript is activated on its own (code-block buttons and links by
 * one listener each, widgets as islands: components/Islands). From the first client-side navigation on,
 * the body is rendered by React as usual.
 */
export function PageContent({ className, withComponents = false }: { className?: string; withComponents?: boolean }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const server = firstLoadMarkup(pathname, serverBody);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (server === null) {
      element.removeAttribute(STATIC_ATTRIBUTE);
      return;
    }
    // React made an element of its own instead of adopting the server's (it re-rendered the frame after
    // a hydration mismatch): the server's prose moves into it, so the reader never sees a blank page.
    if (element !== server.element && element.childNodes.length === 0) element.replaceChildren(...Array.from(server.element.childNodes));
    element.setAttribute(STATIC_ATTRIBUTE, '');
  }, [server]);
  useBodyLayout(ref, pathname);

  const attributes = { ref, className, [CONTENT_ATTRIBUTE]: '' };
  if (server !== null) return <div {...attributes} dangerouslySetInnerHTML={server.props} />;
  return (
    <div {...attributes}>
      <Suspense fallback={null}>
        <MdxBody withComponents={withComponents} />
      </Suspense>
    </div>
  );
}
