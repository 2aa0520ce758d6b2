import { PageContext, pathnameToRouteService, useLocation } from '@rspress/core/runtime';
import { createElement, type ReactNode, useContext, useEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ensureRouteTable } from '../../shared/route-table';
import { activatePreview } from '../LivePreview/controller';
import { activateTabs } from '../Tabs/controller';
import { browserSchedulerEnv, createMountScheduler } from './mount';
import { isIslandName, islands } from './registry';

/** Marks the island's element once its root has hydrated (its effects run after the commit). */
function Hydrated({ element, onHydrated, children }: { element: HTMLElement; onHydrated: () => void; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.mfIslandReady = '';
    onHydrated();
  }, [element, onHydrated]);
  return <>{children}</>;
}

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
 * Tab sets and example toggles of the server's markup work as soon as this module runs, before React
 * has hydrated the frame: a reader's first key press or click on them is never lost. (On a first load the
 * body stays the server's markup, so nothing will replace these elements; the activation is idempotent.)
 */
if (typeof document !== 'undefined') {
  document.querySelectorAll<HTMLElement>('[data-mf-content] .mf-tabs').forEach((element) => activateTabs(element));
  document.querySelectorAll<HTMLElement>('[data-mf-content] .mf-preview').forEach((element) => activatePreview(element));
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
    // The page's own module (a first load has only its data, from the HTML; the route table brings the module).
    const pageModule = async () => {
      await ensureRouteTable();
      return (await pathnameToRouteService(pathname)?.preload()) as Record<string, unknown> | undefined;
    };
    const scheduler = createMountScheduler(browserSchedulerEnv);
    for (const element of body.querySelectorAll<HTMLElement>('[data-mf-island]')) {
      const name = element.dataset.mfIsland ?? '';
      if (!isIslandName(name)) continue;
      // A click that arrives before the island has hydrated is held, mounts the island at once, and is
      // given again once it is live, so nothing the reader does in the meantime is lost.
      const held: HTMLElement[] = [];
      const holdClick = (event: MouseEvent) => {
        if (element.dataset.mfIslandReady !== undefined || !(event.target instanceof HTMLElement)) return;
        event.preventDefault();
        event.stopPropagation();
        held.push(event.target);
        scheduler.mountNow(element);
      };
      element.addEventListener('click', holdClick, true);
      const replay = () => {
        element.removeEventListener('click', holdClick, true);
        for (const target of held.splice(0)) if (target.isConnected) target.click();
      };
      cleanups.push(() => element.removeEventListener('click', holdClick, true));
      scheduler.observe(element, () => {
        const props = propsOf(element);
        islands[name](props, pageModule)
          .then((component) => {
            if (stopped || !component) return;
            // The island's own root sees the page through the same context as the rest of the site.
            const tree = createElement(PageContext.Provider, { value: page.current }, createElement(component, props));
            roots.push(hydrateRoot(element, createElement(Hydrated, { element, onHydrated: replay }, tree)));
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
