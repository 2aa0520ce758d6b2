import { useDismiss } from '../../hooks/useDismiss';
import { useLocation } from '@rspress/core/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useUiStrings } from '../../i18n';
import { pinNavbar } from '../Nav/navbarPin';
import { OutlineList } from './OutlineList';
import { useOutline } from './useOutline';
import './outline.css';

/**
 * The outline on narrow screens (< 1280 px): a button in the doc page's local bar that opens the list
 * as a dropdown (300 ms transition). Closes on a pick, Escape, a click elsewhere and route change.
 */
export function OutlineDropdown() {
  const strings = useUiStrings();
  const { headings, activeId, select } = useOutline();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);

  // The panel hangs from the sticky local bar; keep the navbar (and so the bar) still while it is open.
  useEffect(() => (open ? pinNavbar() : undefined), [open]);

  useDismiss(
    open,
    (reason) => {
      setOpen(false);
      if (reason === 'escape') root.current?.querySelector('button')?.focus();
    },
    { outside: root },
  );

  if (headings.length === 0) return null;
  const current = headings.find((heading) => heading.id === activeId);

  return (
    <div className={`mf-outline-dropdown${open ? ' is-open' : ''}`} ref={root}>
      <button type="button" className="mf-outline-dropdown__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <span className="mf-outline-dropdown__label">{strings.outlineTitle}</span>
        {current && <span className="mf-outline-dropdown__current">{current.text}</span>}
        <svg className="mf-outline-dropdown__chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <section className="mf-outline-dropdown__panel" id={panelId} aria-label={strings.outlineTitle}>
        <OutlineList
          headings={headings}
          activeId={activeId}
          onSelect={(id) => {
            setOpen(false);
            select(id);
          }}
        />
      </section>
    </div>
  );
}
