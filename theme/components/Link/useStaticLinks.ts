import { preloadLink, removeBase } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { ensureRouteTable } from '../../../shared/route-table';
import { isPlainClick, linkKind, resolveRelative, routePathOf } from '../../lib/link-target';
import { useRouteNavigate } from './useRouteNavigate';

/**
 * Links inside markup that React did not render (the page body of the first load, see
 * layout/PageContent) behave like our Link: an in-site link navigates without a page load and fetches
 * its page on hover or touch. One listener on the document serves them all; links React rendered handle
 * themselves and are left alone.
 */
export function useStaticLinks(staticSelector: string): void {
  const navigateTo = useRouteNavigate();

  useEffect(() => {
    const anchorOf = (event: Event): HTMLAnchorElement | null => {
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest<HTMLAnchorElement>('a[href]');
      return anchor && anchor.closest(staticSelector) ? anchor : null;
    };
    const inSite = (anchor: HTMLAnchorElement): string | null => {
      const href = anchor.getAttribute('href') ?? '';
      const kind = linkKind(href);
      if (kind === 'external' || kind === 'hash' || anchor.hasAttribute('download')) return null;
      return kind === 'relative' ? resolveRelative(href, window.location.href) : href;
    };
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      const href = anchor && inSite(anchor);
      if (!anchor || !href || !isPlainClick(event, anchor.getAttribute('target'))) return;
      event.preventDefault();
      void navigateTo(href);
    };
    const onIntent = (event: Event) => {
      const anchor = anchorOf(event);
      const href = anchor && inSite(anchor);
      if (href) void ensureRouteTable().then(() => preloadLink(routePathOf(removeBase(href))), () => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [navigateTo, staticSelector]);
}
