import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/useDismiss';
import { ChevronIcon } from './icons';

interface DropdownProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when the label is an icon or needs more words. */
  ariaLabel?: string;
  /** Marks the button when one of its entries is the current section. */
  active?: boolean;
  /** Which edge the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
  children: ReactNode;
}

/**
 * A disclosure menu for the navbar: a button with aria-expanded and a panel of links. It opens on
 * click or keyboard, and on hover for mouse users; Escape, a click outside, leaving it with Tab, or
 * choosing an entry closes it.
 */
export function Dropdown({ label, ariaLabel, active = false, align = 'start', className = '', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse opens the menu on hover; its click that follows must not close it again.
  const openedByHover = useRef(false);

  // A press outside (or Escape while focus is elsewhere) closes it, the way every panel of the theme closes.
  useDismiss(open, () => setOpen(false), { outside: rootRef });

  // Escape inside returns focus to the button and goes no further (a menu around it stays open).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={`mf-dropdown ${className}`.trim()}
      data-open={open || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="mf-dropdown__button"
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
      >
        {label}
        <ChevronIcon className="mf-dropdown__chevron" />
      </button>
      <div
        id={panelId}
        className={`mf-dropdown__panel mf-dropdown__panel--${align}`}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
