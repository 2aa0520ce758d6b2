import { MDXProvider } from '@mdx-js/react';
import { Content, useLocation } from '@rspress/core/runtime';
import { getCustomMDXComponent } from '@rspress/core/theme-original';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { firstLoadMarkup } from '../lib/first-load';

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
  const components = useMemo(() => (withComponents ? getCustomMDXComponent() : undefined), [withComponents]);
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
  const content = <Content />;
  return <div {...attributes}>{components ? <MDXProvider components={components}>{content}</MDXProvider> : content}</div>;
}
