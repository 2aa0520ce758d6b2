import { PageContext, pathnameToRouteService } from '@rspress/core/runtime';
import { createElement, type ContextType, type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ensureRouteTable } from '../../shared/route-table';
import { ISLAND_READY_ATTRIBUTE } from '../../shared/early-clicks';
import { browserSchedulerEnv, createMountScheduler } from './mount';
import { isIslandName, islands } from './registry';

/** Marks the island's element once its root has hydrated (its effects run after the commit). */
function Hydrated({ element, onHydrated, children }: { element: HTMLElement; onHydrated: () => void; children?: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_READY_ATTRIBUTE, '');
    onHydrated();
  }, [element, onHydrated]);
  return <>{children}</>;
}

function propsOf(element: HTMLElement): Record<string, unknown> {
  try {
    return element.dataset.mfProps ? (JSON.parse(element.dataset.mfProps) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface IslandsRun {
  /** Mounts an island at once (the reader clicked it before it was live). */
  mountNow(element: HTMLElement): void;
  stop(): void;
}

/**
 * Mounts the islands of a page body that is the server's markup, each on a root of its own when it nears
 * the viewport or the browser is idle. Loaded by ./index only for a body that has islands.
 * - `page`: the page context of the site's root, read when an island mounts;
 * - `urgent`: islands clicked before this module arrived, mounted at once;
 * - `replay`: gives the held clicks of an island again once it is live.
 */
export function hydrateIslands(options: {
  elements: HTMLElement[];
  pathname: string;
  page: () => ContextType<typeof PageContext>;
  urgent: ReadonlySet<HTMLElement>;
  replay: (element: HTMLElement) => void;
}): IslandsRun {
  const { elements, pathname, page, urgent, replay } = options;
  const roots: Root[] = [];
  let stopped = false;
  // The page's own module (a first load has only its data, from the HTML; the route table brings the module).
  const pageModule = async () => {
    await ensureRouteTable();
    return (await pathnameToRouteService(pathname)?.preload()) as Record<string, unknown> | undefined;
  };
  const scheduler = createMountScheduler(browserSchedulerEnv);
  for (const element of elements) {
    const name = element.dataset.mfIsland ?? '';
    if (!isIslandName(name)) continue;
    scheduler.observe(element, () => {
      const props = propsOf(element);
      islands[name](props, pageModule)
        .then((component) => {
          if (stopped || !component) return;
          // The island's own root sees the page through the same context as the rest of the site.
          const tree = createElement(PageContext.Provider, { value: page() }, createElement(component, props));
          roots.push(hydrateRoot(element, createElement(Hydrated, { element, onHydrated: () => replay(element) }, tree)));
        })
        .catch((error: unknown) => console.error(`The ${name} widget could not load.`, error));
    });
    if (urgent.has(element)) scheduler.mountNow(element);
  }
  return {
    mountNow: (element) => scheduler.mountNow(element),
    stop() {
      stopped = true;
      scheduler.stop();
      // The roots' elements went with the server's markup when React rendered the next page.
      queueMicrotask(() => roots.forEach((root) => root.unmount()));
    },
  };
}
