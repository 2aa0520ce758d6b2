import { useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { useUiStrings } from '../../i18n';
import { isSameRoute } from '../../../shared/routes';
import { PROGRESS_DELAY_MS } from '../../lib/progress';
import { useRouteLoading } from '../Link/routeLoading';
import './progress-bar.css';

/**
 * The route progress bar. When the address changes before the new page's data is there (back/forward,
 * programmatic navigation), a bar appears if the wait passes 200 ms and goes away when the page arrives.
 * Links (theme/Link) load the page before the address changes; the same bar shows while they do.
 */
export function ProgressBar() {
  const strings = useUiStrings();
  const { pathname } = useLocation();
  const { page } = usePage();
  const linkLoading = useRouteLoading();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pageRef = useRef(page);
  pageRef.current = page;

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setVisible(false);
  };

  useEffect(() => {
    if (isSameRoute(pageRef.current.routePath, pathname)) return;
    timer.current = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return stop;
  }, [pathname]);

  // New page data has arrived: the load is over.
  useEffect(stop, [page]);

  // A link is loading its page: the same delay, and the bar goes when the load ends.
  useEffect(() => {
    if (!linkLoading) return;
    const linkTimer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(linkTimer);
      setVisible(false);
    };
  }, [linkLoading]);

  if (!visible) return null;
  return (
    <div className="mf-progress" role="progressbar" aria-label={strings.loadingPageText} aria-busy="true">
      <div className="mf-progress__bar" />
    </div>
  );
}
