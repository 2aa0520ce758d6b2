/**
 * The search modal. Loaded on first open (or on hover/focus of the button), rendered
 * into the `search-container` element. Keyboard: arrows move the current hit and wrap, Enter opens it,
 * Escape closes, Tab stays inside the dialog.
 */
import { isExternalUrl, useLang, useNavigate, useVersion, withBase } from '@rspress/core/runtime';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '../hooks/useScrollLock';
import { format, useUiStrings } from '../i18n';
import type { ResultGroup, SearchHit } from '../../shared/search/types';
import { Highlighted } from './Highlighted';
import { ClearIcon, EnterIcon, HeadingIcon, PageIcon, SpinnerIcon, TextIcon } from './icons';
import { MagnifierIcon } from './MagnifierIcon';
import { customRenderer, loadSearcher, useSearch, type SearchScope } from './useSearch';
import './modal.css';

export const CONTAINER_ID = 'search-container';

/** The element the modal renders into, created on first use. */
function container(): HTMLElement {
  let element = document.getElementById(CONTAINER_ID);
  if (!element) {
    element = document.createElement('div');
    element.id = CONTAINER_ID;
    element.className = CONTAINER_ID;
    document.body.appendChild(element);
  }
  return element;
}

/** Warms the searcher of a language (index download) before the modal opens. */
export function preload(scope: SearchScope): void {
  loadSearcher(scope).catch(() => undefined);
}

const typeIcon: Record<SearchHit['type'], () => ReactNode> = {
  title: PageIcon,
  header: HeadingIcon,
  content: TextIcon,
};

/** Hits of a tab grouped by their group name, in order of first appearance. */
function byGroup(hits: readonly SearchHit[]): Array<{ name: string; hits: Array<{ hit: SearchHit; index: number }> }> {
  const groups: Array<{ name: string; hits: Array<{ hit: SearchHit; index: number }> }> = [];
  hits.forEach((hit, index) => {
    let group = groups.find((g) => g.name === hit.group);
    if (!group) groups.push((group = { name: hit.group, hits: [] }));
    group.hits.push({ hit, index });
  });
  return groups;
}

/** Order of hits as drawn (grouped), so arrows follow the screen. */
function drawnOrder(hits: readonly SearchHit[]): SearchHit[] {
  return byGroup(hits).flatMap((group) => group.hits.map(({ hit }) => hit));
}

function HitBody({ hit }: { hit: SearchHit }) {
  const Icon = typeIcon[hit.type];
  return (
    <>
      <span className="mf-search-hit__icon">
        <Icon />
      </span>
      <span className="mf-search-hit__text">
        {hit.type === 'content' ? (
          <>
            <span className="mf-search-hit__statement">
              <Highlighted text={hit.statement} ranges={hit.highlightInfoList} />
            </span>
            <span className="mf-search-hit__page">
              {hit.title}
              {hit.header && hit.header !== hit.title ? ` › ${hit.header}` : ''}
            </span>
          </>
        ) : hit.type === 'header' ? (
          <>
            <span className="mf-search-hit__main">
              <Highlighted text={hit.header} ranges={hit.highlightInfoList} />
            </span>
            <span className="mf-search-hit__page">{hit.title}</span>
          </>
        ) : (
          <span className="mf-search-hit__main">
            <Highlighted text={hit.title} ranges={hit.highlightInfoList} />
          </span>
        )}
      </span>
      <span className="mf-search-hit__enter">
        <EnterIcon />
      </span>
    </>
  );
}

export interface SearchModalProps {
  onClose: () => void;
}

export function SearchModal({ onClose }: SearchModalProps) {
  const strings = useUiStrings();
  const lang = useLang();
  const version = useVersion();
  const navigate = useNavigate();
  const scope = useMemo<SearchScope>(
    () => ({ lang, version, base: withBase('/'), docsLabel: strings.searchDocsTabLabel }),
    [lang, version, strings.searchDocsTabLabel],
  );
  const [input, setInput] = useState('');
  const [tab, setTab] = useState(0);
  const [current, setCurrent] = useState(0);
  const { status, searching, answered, groups, showLoading } = useSearch(scope, input);
  const dialog = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const ids = useId();
  const listId = `${ids}-list`;

  const activeTab: ResultGroup | undefined = groups[Math.min(tab, groups.length - 1)];
  const hits = useMemo(
    () => (activeTab?.renderType === 'default' ? drawnOrder(activeTab.result) : []),
    [activeTab],
  );
  const tabIndex = Math.min(tab, groups.length - 1);

  // New results: the first hit is current again.
  useEffect(() => setCurrent(0), [groups, tab]);

  useEffect(() => {
    field.current?.focus();
  }, []);
  useScrollLock(true, dialog);

  // Keep the current hit visible while arrowing through a long list.
  useEffect(() => {
    dialog.current?.querySelector(`[data-hit-index="${current}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  /** Opens a hit: the first tab in this window, the others (other indexes) in a new one. */
  const open = (hit: SearchHit, newTab: boolean) => {
    if (newTab) {
      window.open(isExternalUrl(hit.link) ? hit.link : withBase(hit.link), '_blank', 'noopener');
      return;
    }
    onClose();
    if (isExternalUrl(hit.link)) window.location.assign(hit.link);
    else navigate(hit.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setCurrent((value) => (value + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && event.target === field.current) {
      const hit = hits[current];
      if (!hit) return;
      event.preventDefault();
      open(hit, tabIndex > 0);
    } else if (event.key === 'Tab') {
      // Focus trap: Tab and Shift+Tab cycle through the dialog's own controls.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button, [href], [tabindex="0"]') ?? [])]
        .filter((element) => element.getClientRects().length > 0 && element.tabIndex >= 0);
      if (!focusable.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const clear = () => {
    if (input) {
      setInput('');
      field.current?.focus();
    } else onClose();
  };

  const query = input.trim();
  const renderCustom = customRenderer();
  const noResults = status === 'ready' && !!query && answered === query && !searching
    && (activeTab?.renderType === 'default' ? activeTab.result.length === 0 : activeTab?.result == null);
  const currentHit = hits[current];
  // Busy until the results shown answer the text in the field (assistive tech and tests wait on it).
  const busy = status === 'loading' || (status === 'ready' && !!query && (answered !== query || searching));

  return createPortal(
    <div className="mf-search-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="mf-search-modal"
        role="dialog"
        aria-modal="true"
        aria-label={strings.searchButtonLabel}
        onKeyDown={onKeyDown}
      >
        <div className="mf-search-bar">
          <span className="mf-search-bar__icon">
            <MagnifierIcon />
          </span>
          <input
            ref={field}
            className="mf-search-input"
            type="text"
            role="combobox"
            aria-label={strings.searchPlaceholderText}
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={currentHit ? `${ids}-hit-${current}` : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={strings.searchPlaceholderText}
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
          {showLoading && searching ? (
            <span className="mf-search-loading" role="status" aria-label={strings.searchLoadingText}>
              <SpinnerIcon />
            </span>
          ) : null}
          <button type="button" className="mf-search-clear" aria-label={strings.searchClearText} onClick={clear}>
            <ClearIcon />
          </button>
          <button type="button" className="mf-search-cancel" onClick={onClose}>
            {strings.searchPanelCancelText}
          </button>
        </div>

        {groups.length > 1 ? (
          <div className="mf-search-tabs" role="tablist">
            {groups.map((group, index) => (
              <button
                key={`${group.group}-${index}`}
                type="button"
                role="tab"
                className="mf-search-tab"
                aria-selected={index === tabIndex}
                onClick={() => {
                  setTab(index);
                  field.current?.focus();
                }}
              >
                {group.group}
              </button>
            ))}
          </div>
        ) : null}

        <div className="mf-search-body" aria-busy={busy}>
          {status === 'error' ? <p className="mf-search-message" role="alert">{strings.searchIndexErrorText}</p> : null}
          {noResults ? (
            <div className="mf-search-empty">
              <p className="mf-search-empty__title">{format(strings.searchNoResultsText, { query })}</p>
              <p className="mf-search-empty__hint">{strings.searchSuggestedQueryText}</p>
            </div>
          ) : null}
          {activeTab?.renderType === 'custom' && renderCustom && query ? (
            <div className="mf-search-custom">{renderCustom(activeTab.result) as ReactNode}</div>
          ) : null}
          <div id={listId} role="listbox" aria-label={strings.searchResultsLabel} className="mf-search-list" hidden={!hits.length}>
            {byGroup(hits).map((group, groupIndex) => (
              <div key={group.name} role="group" aria-labelledby={`${ids}-group-${groupIndex}`} className="mf-search-group">
                <div id={`${ids}-group-${groupIndex}`} className="mf-search-group__title" role="presentation">
                  {group.name}
                </div>
                {group.hits.map(({ hit, index }) => (
                  // The link is the option: an option's content is presentational, so a link nested in
                  // one would be an interactive control inside another (axe: nested-interactive).
                  <a
                    key={`${hit.link}-${hit.type}-${index}`}
                    id={`${ids}-hit-${index}`}
                    role="option"
                    aria-selected={index === current}
                    data-hit-index={index}
                    href={isExternalUrl(hit.link) ? hit.link : withBase(hit.link)}
                    tabIndex={-1}
                    className="mf-search-hit"
                    data-hit-type={hit.type}
                    {...(tabIndex > 0 ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onMouseMove={() => index !== current && setCurrent(index)}
                    onClick={(event) => {
                      if (tabIndex > 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      open(hit, false);
                    }}
                  >
                    <HitBody hit={hit} />
                    {tabIndex > 0 ? <span className="mf-visually-hidden">{strings.searchOpenInNewTabText}</span> : null}
                  </a>
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>,
    container(),
  );
}
