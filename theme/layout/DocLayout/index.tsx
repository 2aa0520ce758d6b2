import { useFrontmatter, useLocation, usePage } from '@rspress/core/runtime';
import { Suspense, useEffect, useId, useRef } from 'react';
import { DocFooter } from '../../components/DocFooter';
import { useUiStrings } from '../../i18n';
import { filterToc } from '../../lib/outline';
import { Outline } from '../../components/Outline';
import { scrollToAnchor } from '../../components/Outline/useOutline';
import { LazyOverview } from '../../components/Overview/lazy';
import { Sidebar } from '../../components/Sidebar';
import { MAIN_ID } from '../Layout/SkipLink';
import { LocalNav } from './LocalNav';
import { PageContent } from '../PageContent';
import { useFrameParts } from '../useFrameParts';
import { useDrawer } from './useDrawer';
import './doc-layout.css';
import './doc.css';

/**
 * After a navigation to a URL with a hash, scroll its heading to the anchor offset once the route's
 * content has rendered (it arrives a moment after the page data).
 */
function useHashScroll(pathname: string) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    let tries = 0;
    let timer = 0;
    const attempt = () => {
      if (scrollToAnchor(id, false) || tries >= 20) return;
      tries += 1;
      timer = window.setTimeout(attempt, 50);
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/**
 * The doc page: sidebar (a drawer below 1024 px), the article, the outline (a dropdown below 1280 px)
 * and the footer. Frontmatter `sidebar|outline|footer: false` and the query flags `?sidebar=0`,
 * `?outline=0`, `?footer=0` hide those parts.
 */
export function DocLayout() {
  const { frontmatter } = useFrontmatter();
  const { page } = usePage();
  const strings = useUiStrings();
  const location = useLocation();
  const drawerId = useId();
  const drawerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);
  const drawer = useDrawer(drawerRef, menuRef);
  useHashScroll(location.pathname);

  const parts = useFrameParts();
  const hasToc = filterToc(page.toc).length > 0;
  const showOutline = parts.outline && hasToc;

  return (
    <div className="mf-doc-layout" data-sidebar={parts.sidebar ? 'on' : 'off'} data-outline={showOutline ? 'on' : 'off'}>
      <LocalNav
        showMenu={parts.sidebar}
        showOutline={showOutline}
        menuOpen={drawer.open}
        onMenu={drawer.toggle}
        menuRef={menuRef}
        drawerId={drawerId}
      />
      <div className="mf-doc-layout__body">
        {parts.sidebar && (
          <>
            <div className={`mf-doc-backdrop${drawer.open ? ' is-open' : ''}`} aria-hidden="true" onClick={drawer.close} />
            <aside
              id={drawerId}
              ref={drawerRef}
              className={`mf-doc-sidebar${drawer.open ? ' is-open' : ''}`}
              aria-label={strings.sidebarLabel}
              tabIndex={-1}
            >
              <Sidebar />
            </aside>
          </>
        )}
        <main className="mf-doc-main" id={MAIN_ID}>
          <article className="mf-doc">
            <PageContent withComponents />
          </article>
          {frontmatter.overview === true && (
            <Suspense fallback={null}>
              <LazyOverview />
            </Suspense>
          )}
          {parts.footer && <DocFooter />}
        </main>
        {showOutline && (
          <aside className="mf-doc-outline" aria-label={strings.outlineTitle}>
            <Outline />
          </aside>
        )}
      </div>
    </div>
  );
}
