/**
 * The navbar's search entry: a small button (an icon alone on narrow screens, the mobile search icon) and
 * the Ctrl+K / ⌘K shortcut. Everything else — modal, core, index — is fetched with import() on first
 * open, or earlier when the pointer or focus rests on the button.
 */
import { useLang, useVersion, withBase } from '@rspress/core/runtime';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useUiStrings } from '../i18n';
import { MagnifierIcon } from './MagnifierIcon';
import type { SearchModalProps } from './SearchModal';
import './search.css';

type ModalModule = typeof import('./SearchModal');
let modalModule: Promise<ModalModule> | null = null;

function loadModal(): Promise<ModalModule> {
  modalModule ??= import('./SearchModal');
  modalModule.catch(() => {
    modalModule = null;
  });
  return modalModule;
}

/** Apple keyboards show ⌘; everything else says Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /Mac|iPhone|iPod|iPad/i.test(platform);
}

export function Search() {
  const strings = useUiStrings();
  const lang = useLang();
  const version = useVersion();
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Decided after hydration: the server cannot know the reader's platform.
  useEffect(() => {
    const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform || navigator.userAgent;
    setHint(isApplePlatform(platform) ? '⌘' : 'Ctrl');
  }, []);

  const warm = useCallback(() => {
    loadModal()
      .then((module) => module.preload({ lang, version, base: withBase('/'), docsLabel: strings.searchDocsTabLabel }))
      .catch(() => undefined);
  }, [lang, version, strings.searchDocsTabLabel]);

  const show = useCallback(() => {
    setOpen(true);
    loadModal().then(
      (module) => setModal(() => module.SearchModal),
      (error: unknown) => {
        console.error('[search] the search could not be loaded', error);
        setOpen(false);
      },
    );
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (open) close();
        else show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, show, close]);

  // Focus goes back to the button when the modal closes.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="mf-search-button"
        aria-label={strings.searchButtonLabel}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <MagnifierIcon />
        <span className="mf-search-button__text" aria-hidden="true">
          {strings.searchPlaceholderText}
        </span>
        {/* Rendered from the start, hidden until the platform is known: its room is kept, nothing shifts. */}
        <kbd className={`mf-search-button__keys${hint ? '' : ' is-pending'}`} aria-hidden="true">
          <span className="mf-search-button__modifier">{hint ?? 'Ctrl'}</span>
          <span>K</span>
        </kbd>
      </button>
      {open && Modal ? <Modal onClose={close} /> : null}
    </>
  );
}
