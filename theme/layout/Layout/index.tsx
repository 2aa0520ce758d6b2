import { Content, useFrontmatter, usePage, useSite } from '@rspress/core/runtime';
import { useScrollReset } from '@rspress/core/theme-original';
import { DocLayout } from '../DocLayout';
import { Nav } from '../../components/Nav';
import { useEffect, useReducer } from 'react';
import { HomeLayout } from '../HomeLayout';
import { overlaysHidden } from '../../lib/query-flags';
import { NotFoundLayout } from '../NotFoundLayout';
import { ProgressBar } from '../../components/ProgressBar';
import { ScrollToTop } from '../../components/ScrollToTop';
import '../../styles/tokens.css';
import '../../styles/base.css';
import { HeadTags } from '../../head/HeadTags';
import './layout.css';
import { MAIN_ID, SkipLink } from './SkipLink';
import { PageContent, preloadMdxBody, STATIC_ATTRIBUTE } from '../PageContent';
import { InlinePageData } from '../InlinePageData';
import { ensureRouteTable } from '../../../shared/route-table';
import { whenIdle } from '../../lib/idle';
import { handleCodeBlockActions } from '../../components/CodeBlock/actions';
import { useSiteLinks } from '../../components/Link/useSiteLinks';
import { useFrameParts } from '../useFrameParts';
import { SITE_DATA_EVENT } from '../../../shared/dev-site-data';
import { APP_CLICK_MAX_AGE_MS, APP_PARTS, READY_ATTRIBUTE, stopEarlyClicks, takeEarlyClicks } from '../../../shared/early-clicks';

/** Tells the stylesheet when there is no navbar, so sticky parts (sidebar, outline) start at the top. */
function useNavbarOffMarker(off: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    if (off) root.dataset.mfNav = 'off';
    else if (root.dataset.mfNav === 'off') delete root.dataset.mfNav;
  }, [off]);
}

/**
 * Marks the document once the page is interactive. Effects of children run before their parent's, so
 * when this runs every listener of the page (the search shortcut and the code blocks' buttons among
 * them) is attached; tests wait for `html[data-mf-ready]` instead of guessing how long hydration takes.
 * Then the app parts get the clicks made on them before the app ran, unless too old to be what the
 * reader still wants (shared/early-clicks.ts). components/Islands, whose effect runs after this one,
 * takes the widgets' clicks and stops the record; a task later this stops it anyway, for a page where
 * the islands do not run (`globalUIComponents: false`).
 */
function useReadyMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    const since = performance.now() - APP_CLICK_MAX_AGE_MS;
    document.querySelectorAll(APP_PARTS).forEach((part) => {
      for (const target of takeEarlyClicks(part, (click) => click.at >= since)) if (target.isConnected) target.click();
    });
    // The layout is the app's root: it is never taken down, so the timer needs no clean-up.
    setTimeout(stopEarlyClicks);
  }, []);
}

/**
 * Once the page is interactive and the browser idle, fetch what the next navigation needs: the route
 * table and sidebars (a first load does without them), then, at the next idle moment, the code that
 * renders a body with React. Two idle tasks rather than one, so neither blocks a slow phone for long.
 */
function useRouteTableWhenIdle() {
  useEffect(() => {
    let cancel = whenIdle(() => {
      void ensureRouteTable()
        .catch(() => undefined)
        .then(() => {
          cancel = whenIdle(() => void preloadMdxBody().catch(() => undefined), 5000, 2000);
        });
    }, 5000, 2000);
    return () => cancel();
  }, []);
}

/**
 * Dev server only: renders the page again when a save changed the sidebars or the nav, which the site
 * data module has written into the object `useSite()` returns (a hot update, no page reload). The
 * production bundle gets the empty function (the condition is a constant there).
 */
const useSiteDataUpdates =
  process.env.NODE_ENV === 'production'
    ? () => undefined
    : function useSiteDataUpdates() {
        const [, rerender] = useReducer((count: number) => count + 1, 0);
        useEffect(() => {
          window.addEventListener(SITE_DATA_EVENT, rerender);
          return () => window.removeEventListener(SITE_DATA_EVENT, rerender);
        }, []);
      };

/** What works in the page body whoever rendered it: the code blocks' buttons (one listener for all). */
function useBodyBehaviour() {
  useEffect(() => handleCodeBlockActions(), []);
}

/** The page itself, by frontmatter `pageType`. */
function PageBody({ pageType }: { pageType: string }) {
  switch (pageType) {
    case 'home':
      return <HomeLayout />;
    case 'custom':
      return (
        <main className="mf-custom" id={MAIN_ID}>
          <PageContent />
        </main>
      );
    case 'blank':
      return <PageContent />;
    case '404':
      return <NotFoundLayout />;
    default:
      // 'doc', 'doc-wide' and anything unknown read as documentation.
      return <DocLayout />;
  }
}

/** Everything around a normal page: head, skip link, navbar, the page, and the floating overlays. */
function Frame() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const { site } = useSite();
  const pageType = page.pageType || 'doc';
  const parts = useFrameParts();
  const blank = pageType === 'blank';
  const showNavbar = !blank && parts.navbar;
  const showOverlays = !blank && !overlaysHidden(frontmatter);
  useScrollReset();
  useNavbarOffMarker(!showNavbar);
  useBodyBehaviour();
  return (
    <>
      <HeadTags />
      {!blank && <SkipLink />}
      {showNavbar && <Nav />}
      <PageBody pageType={pageType} />
      {showOverlays && site.themeConfig.enableScrollToTop !== false && <ScrollToTop />}
      {showOverlays && <ProgressBar />}
    </>
  );
}

/**
 * The page frame. The 404 page has it too (navbar with search, language and theme switches), but not
 * the inline page data: one 404.html per language answers every unknown URL, so nothing on it may
 * depend on the reader's address until after hydration (the navbar reads the 404 route, see Nav).
 */
export function Layout() {
  const { page } = usePage();
  useReadyMarker();
  useRouteTableWhenIdle();
  // Every in-site link of every page type, and those in a body that is still the server's markup.
  useSiteLinks(`[${STATIC_ATTRIBUTE}]`);
  useSiteDataUpdates();
  // Rspress also renders each page to Markdown (llms.txt and the .md copies): only the content belongs there.
  if (import.meta.env.SSG_MD) return <Content />;
  return (
    <>
      {page.pageType !== '404' && <InlinePageData />}
      <Frame />
    </>
  );
}
