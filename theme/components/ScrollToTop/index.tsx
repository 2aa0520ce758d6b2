import { useEffect, useState } from 'react';
import { useUiStrings } from '../../i18n';
import { shouldShowScrollToTop, throttle } from '../../lib/scroll';
import './scroll-to-top.css';

const SCROLL_CHECK_MS = 100;

/** A floating button that appears once the page is scrolled and brings the reader back to the top. */
export function ScrollToTop() {
  const strings = useUiStrings();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const check = throttle(() => setVisible(shouldShowScrollToTop(window.scrollY)), SCROLL_CHECK_MS);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
    };
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard focus goes to the content instead of getting lost.
    const main = document.getElementById('main-content') ?? document.querySelector('main');
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  };

  if (!visible) return null;
  return (
    <button type="button" className="mf-scroll-top" aria-label={strings.scrollToTopText} title={strings.scrollToTopText} onClick={toTop}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
