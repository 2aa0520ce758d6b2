import { preloadLink, removeBase } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { ensureRouteTable } from '../../../shared/route-table';
import { isPlainClick, linkKind, resolveRelative, routePathOf } from '../../lib/link-target';
import { SITE_LINK_ATTRIBUTE } from './index';
import { useRouteNavigate } from './useRouteNavigate';

/**
 * The one listener behind every in-site link: those our `Link` renders (marked with
 * `data-mf-link`) and those inside markup React did not render (`staticSelector`: the page body of the
 * first load, see layout/PageContent). A plain click navigates without a page load; hover or touch
 * fetches the target page. A click a component's own handler prevented, a modified click and a link to
 * another tab or a download are left to the browser.
 */
export function useSiteLinks(staticSelector: string): void {
  const navigateTo = useRouteNavigate();

  useEffect(() => {
    const anchorOf = (event: Event): HTMLAnchorElement | null => {
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest<HTMLAnchorElement>('a[href]');
      return anchor && (anchor.hasAttribute(SITE_LINK_ATTRIBUTE) || anchor.closest(staticSelector)) ? anchor : null;
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
