import { useHead, useLocaleSiteData, usePage, useSite } from '@rspress/core/runtime';
import { Layout as StockLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { NotFoundLayout } from '../NotFoundLayout';

/** The 404 page's document head: its language, title and description. */
function NotFoundHead() {
  const { page } = usePage();
  const { site } = useSite();
  const locale = useLocaleSiteData();
  useHead({
    htmlAttrs: { lang: page.lang || site.lang || 'en' },
    title: `404 - ${locale.title || site.title}`,
    meta: [{ name: 'description', content: page.description || locale.description || site.description }],
  });
  return null;
}

/**
 * The page frame. The 404 page renders on its own, without the navbar: the same 404.html answers every
 * unknown URL, and a navbar built from the URL (its language switch) would differ between the server's
 * render and the reader's address, which React reports as a hydration mismatch.
 */
export function Layout(props: ComponentProps<typeof StockLayout>) {
  const { page } = usePage();
  if (page.pageType !== '404') return <StockLayout {...props} />;
  return (
    <>
      <NotFoundHead />
      <NotFoundLayout />
    </>
  );
}
