import {
  initPageData,
  isActive,
  pathnameToRouteService,
  removeBase,
  useLocation,
  useNavigate,
  useSite,
  warmPageData,
} from '@rspress/core/runtime';
import { startTransition, useCallback } from 'react';
import { ensureRouteTable } from '../../../shared/route-table';
import { loadUiStrings } from '../../i18n';
import { preloadMdxBody } from '../../layout/PageContent';
import { routePathOf } from '../../lib/link-target';
import { beginRouteLoad } from './routeLoading';

/**
 * Client-side navigation to an in-site href (with base): the page's chunk and data load first, so
 * the address and the content change together; the progress bar shows a slow load. A route the
 * router does not know, or a load that fails (offline, a chunk gone after a deploy), falls back to a
 * full page load, which reaches the server's page or its 404.
 */
export function useRouteNavigate(): (href: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { site } = useSite();
  const transitions = Boolean(site.route?.useTransitions);

  return useCallback(
    async (href: string) => {
      const target = removeBase(href);
      const routePath = routePathOf(target);
      if (!isActive(routePath, pathname)) {
        // The load counts from the click: a slow route table or body code shows the bar as a slow page does.
        const done = beginRouteLoad();
        try {
          // A first load has only its own route, and no code to render a body; both arrive here if not yet.
          await Promise.all([ensureRouteTable(), preloadMdxBody()]).catch(() => undefined);
          const route = pathnameToRouteService(routePath);
          if (!route) {
            window.location.assign(href);
            return;
          }
          const [data] = await Promise.all([initPageData(routePath), loadUiStrings(route.lang)]);
          warmPageData(routePath, data);
        } catch (error) {
          console.warn(`Could not load ${routePath} in place; loading the page instead.`, error);
          window.location.assign(href);
          return;
        } finally {
          done();
        }
      }
      const go = () => navigate(target);
      if (transitions) startTransition(go);
      else go();
    },
    [navigate, pathname, transitions],
  );
}
