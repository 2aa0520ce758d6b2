import { PageContext, pathnameToRouteService, useLocation } from '@rspress/core/runtime';
import { createElement, useContext, useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { activatePreview } from '../LivePreview/controller';
import { activateTabs } from '../Tabs/controller';
import { browserSchedulerEnv, createMountScheduler } from './mount';
import { isIslandName, islands } from './registry';

/** The attribute theme/layout/PageContent sets on a page body that is still the server's markup. */
const STATIC_BODY = '[data-mf-static]';

function propsOf(element: HTMLElement): Record<string, unknown> {
  try {
    return element.dataset.mfProps ? (JSON.parse(element.dataset.mfProps) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Activates what needs JavaScript in a page body that was not hydrated (the first load, see
 * theme/layout/PageContent): tab sets and the code toggles of live examples through their DOM
 * controllers, and every island on a root of its own when it nears the viewport or the browser is
 * idle. A site-wide component (rspress.config.ts registers it); on a body React rendered it does
 * nothing, since the widgets there are live already.
 */
export default function Islands() {
  const { pathname } = useLocation();
  // Read when an island mounts, so a new context value alone does not remount the islands.
  const context = useContext(PageContext);
  const page = useRef(context);
  page.current = context;

  useEffect(() => {
    const body = document.querySelector<HTMLElement>(STATIC_BODY);
    if (!body) return;
    const cleanups: Array<() => void> = [];
    body.querySelectorAll<HTMLElement>('.mf-tabs').forEach((element) => cleanups.push(activateTabs(element)));
    body.querySelectorAll<HTMLElement>('.mf-preview').forEach((element) => cleanups.push(activatePreview(element)));

    const roots: Root[] = [];
    let stopped = false;
    const pageModule = async () => (await pathnameToRouteService(pathname)?.preload()) as Record<string, unknown> | undefined;
    const scheduler = createMountScheduler(browserSchedulerEnv);
    for (const element of body.querySelectorAll<HTMLElement>('[data-mf-island]')) {
      const name = element.dataset.mfIsland ?? '';
      if (!isIslandName(name)) continue;
      scheduler.observe(element, () => {
        const props = propsOf(element);
        islands[name](props, pageModule)
          .then((component) => {
            if (stopped || !component) return;
            // The island's own root sees the page through the same context as the rest of the site.
            roots.push(hydrateRoot(element, createElement(PageContext.Provider, { value: page.current }, createElement(component, props))));
          })
          .catch((error: unknown) => console.error(`The ${name} widget could not load.`, error));
      });
    }
    return () => {
      stopped = true;
      scheduler.stop();
      cleanups.forEach((cleanup) => cleanup());
      // The roots' elements went with the server's markup when React rendered the next page.
      queueMicrotask(() => roots.forEach((root) => root.unmount()));
    };
  }, [pathname]);

  return null;
}
