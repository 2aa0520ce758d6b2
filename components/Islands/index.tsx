import { PageContext, useLocation } from '@rspress/core/runtime';
import { useContext, useEffect, useRef } from 'react';
import { activatePreview } from '../LivePreview/controller';
import { activateTabs } from '../Tabs/controller';
import { ISLAND_READY_ATTRIBUTE, LIVE_ATTRIBUTE, stopEarlyClicks, takeEarlyClicks } from '../../shared/early-clicks';
import { CONTENT_ATTRIBUTE } from '../../shared/far-blocks';
import type { IslandsRun } from './hydrate';

/** The attribute theme/layout/PageContent sets on a page body that is still the server's markup. */
const STATIC_BODY = '[data-mf-static]';

/**
 * Tab sets and example toggles of the server's markup work as soon as this module runs, before React
 * has hydrated the frame: a reader's first key press or click on them is never lost. (On a first load the
 * body stays the server's markup, so nothing will replace these elements; the activation is idempotent.)
 */
if (typeof document !== 'undefined') {
  const activate = (selector: string, controller: (element: HTMLElement) => unknown) =>
    document.querySelectorAll<HTMLElement>(`[${CONTENT_ATTRIBUTE}] ${selector}`).forEach((element) => {
      controller(element);
      element.setAttribute(LIVE_ATTRIBUTE, '');
      // Clicks made before the app ran (held by the page's start script), now that the widget answers them.
      for (const target of takeEarlyClicks(element)) target.click();
    });
  activate('.mf-tabs', activateTabs);
  activate('.mf-preview', activatePreview);
}

/**
 * Activates what needs JavaScript in a page body that was not hydrated (the first load, see
 * theme/layout/PageContent): tab sets and the code toggles of live examples through their DOM
 * controllers, and the islands (./hydrate, loaded only when the body has one). A site-wide component
 * (rspress.config.ts registers it); on a body React rendered it does nothing, since the widgets there
 * are live already.
 */
export default function Islands() {
  const { pathname } = useLocation();
  // Read when an island mounts, so a new context value alone does not remount the islands.
  const context = useContext(PageContext);
  const page = useRef(context);
  page.current = context;

  useEffect(() => {
    const body = document.querySelector<HTMLElement>(STATIC_BODY);
    if (!body) {
      stopEarlyClicks();
      return;
    }
    const cleanups: Array<() => void> = [];
    body.querySelectorAll<HTMLElement>('.mf-tabs').forEach((element) => cleanups.push(activateTabs(element)));
    body.querySelectorAll<HTMLElement>('.mf-preview').forEach((element) => cleanups.push(activatePreview(element)));

    const elements = Array.from(body.querySelectorAll<HTMLElement>('[data-mf-island]'));
    if (elements.length > 0) {
      // A click that arrives before its island is live is held, mounts the island at once, and is given
      // again once it is live, so nothing the reader does in the meantime is lost.
      const held = new Map<HTMLElement, HTMLElement[]>();
      const urgent = new Set<HTMLElement>();
      let run: IslandsRun | null = null;
      let stopped = false;
      for (const element of elements) {
        const holdClick = (event: MouseEvent) => {
          if (element.hasAttribute(ISLAND_READY_ATTRIBUTE) || !(event.target instanceof HTMLElement)) return;
          event.preventDefault();
          event.stopPropagation();
          held.set(element, [...(held.get(element) ?? []), event.target]);
          if (run) run.mountNow(element);
          else urgent.add(element);
        };
        element.addEventListener('click', holdClick, true);
        cleanups.push(() => element.removeEventListener('click', holdClick, true));
      }
      // Clicks made before the app ran (held by the page's start script): the same as a click held here.
      for (const element of elements) {
        const early = takeEarlyClicks(element);
        if (!early.length) continue;
        held.set(element, early);
        urgent.add(element);
      }
      const replay = (element: HTMLElement) => {
        const targets = held.get(element) ?? [];
        held.delete(element);
        for (const target of targets) if (target.isConnected) target.click();
      };
      import('./hydrate')
        .then(({ hydrateIslands }) => {
          if (!stopped) run = hydrateIslands({ elements, pathname, page: () => page.current, urgent, replay });
        })
        .catch((error: unknown) => console.error('The widgets of this page could not load.', error));
      cleanups.push(() => {
        stopped = true;
        run?.stop();
      });
    }
    stopEarlyClicks();
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [pathname]);

  return null;
}
