import type { MouseEvent } from 'react';
import { useUiStrings } from '../../i18n';
import './skip-link.css';

/** The id our layouts give their main landmark; other layouts' first <main> is the fallback. */
export const MAIN_ID = 'main-content';

/** Moves keyboard focus to the page's main content (the stock doc layout's <main> has no id). */
export function focusMain(event?: MouseEvent) {
  const target = document.getElementById(MAIN_ID) ?? document.querySelector('main');
  if (!target) return;
  event?.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/** The first focusable element of every page: a link past the navbar, shown when focused. */
export function SkipLink() {
  const strings = useUiStrings();
  return (
    <a className="mf-skip-link" href={`#${MAIN_ID}`} onClick={focusMain}>
      {strings.skipToContent}
    </a>
  );
}
