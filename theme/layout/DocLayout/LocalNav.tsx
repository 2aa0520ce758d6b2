import type { RefObject } from 'react';
import { useUiStrings } from '../../i18n';
import { OutlineDropdown } from '../../components/Outline/OutlineDropdown';

/**
 * The doc page's local bar below 1280 px: the "Menu" button that opens the sidebar drawer (below
 * 1024 px) and the outline dropdown.
 */
export function LocalNav({
  showMenu,
  showOutline,
  menuOpen,
  onMenu,
  menuRef,
  drawerId,
}: {
  showMenu: boolean;
  showOutline: boolean;
  menuOpen: boolean;
  onMenu: () => void;
  menuRef: RefObject<HTMLButtonElement | null>;
  drawerId: string;
}) {
  const strings = useUiStrings();
  if (!showMenu && !showOutline) return null;
  return (
    <div className={`mf-local-nav${showMenu ? ' has-menu' : ''}`}>
      {showMenu && (
        <button
          type="button"
          ref={menuRef}
          className="mf-local-nav__menu"
          aria-expanded={menuOpen}
          aria-controls={drawerId}
          onClick={onMenu}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M2.5 4h11M2.5 8h11M2.5 12h7" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          {strings.menuTitle}
        </button>
      )}
      {showOutline && <OutlineDropdown />}
    </div>
  );
}
