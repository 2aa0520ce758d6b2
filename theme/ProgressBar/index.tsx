import { useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { useUiStrings } from '../i18n';
import { PROGRESS_DELAY_MS, isSameRoute } from '../lib/progress';
import './progress-bar.css';

/**
 * The route progress bar. When the address changes before the new page's data is there (back/forward,
 * programmatic navigation), a bar appears if the wait passes 200 ms and goes away when the page arrives.
 * Links rendered by Rspress's Link load the page first and show their own bar after the same delay;
 * progress-bar.css gives that one our look, so readers see one kind of bar either way.
 */
export function ProgressBar() {
  const strings = useUiStrings();
  const { pathname } = useLocation();
  const { page } = usePage();
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

  if (!visible) return null;
  return (
    <div className="mf-progress" role="progressbar" aria-label={strings.loadingPageText} aria-busy="true">
      <div className="mf-progress__bar" />
    </div>
  );
}
