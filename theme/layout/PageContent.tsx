import { useLocation } from '@rspress/core/runtime';
import { Suspense, useLayoutEffect, useRef } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { LazyCodeBlock } from '../components/CodeBlock/lazy';
import { LazyOverview } from '../components/Overview/lazy';
import { firstLoadMarkup } from '../lib/first-load';

/** The React-rendered body and its components: not part of a first load (see ./MdxBody). */
const MdxBody = lazyWithPreload(() => import('./MdxBody'));

/** Fetches the code of React-rendered bodies (and of overview lists) ahead of the first navigation. */
export function preloadMdxBody(): Promise<unknown> {
  return Promise.all([MdxBody.preload(), LazyCodeBlock.preload(), LazyOverview.preload()]);
}

/** Marks the page body; the server's markup of it is what the first load keeps. */
export const CONTENT_ATTRIBUTE = 'data-mf-content';
/** Set (after hydration) on a body that is the server's markup, not rendered by React. */
export const STATIC_ATTRIBUTE = 'data-mf-static';

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
  const markup = firstLoadMarkup(pathname, () => document.querySelector(`[${CONTENT_ATTRIBUTE}]`)?.innerHTML ?? null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (markup !== null) element.setAttribute(STATIC_ATTRIBUTE, '');
    else element.removeAttribute(STATIC_ATTRIBUTE);
  }, [markup]);

  const attributes = { ref, className, [CONTENT_ATTRIBUTE]: '' };
  if (markup !== null) return <div {...attributes} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div {...attributes}>
      <Suspense fallback={null}>
        <MdxBody withComponents={withComponents} />
      </Suspense>
    </div>
  );
}
