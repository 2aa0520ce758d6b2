import { useEffect, useState } from 'react';
import { useLang, useSite, useVersion, withBase } from '@rspress/core/runtime';
import { Link } from '../../theme/components/Link';
import { useUiStrings } from '../../theme/i18n';
import { homeOf, parseLangPrefix, toRoutePath } from '../../shared/routes';
import { findSuggestions } from './find';
import { mergeSuggestions, type Suggestion } from './suggestions';
import './suggestions.css';

type State =
  | { status: 'searching' }
  | { status: 'found'; suggestions: Suggestion[] }
  | { status: 'none'; section: Suggestion | null };

/**
 * The pages the missing address may have meant: up to five close pages, or else the section's landing
 * page and home. The reader's address is known only in the browser, so the server renders the
 * searching line and the browser the rest, once the sidebars and the search index are read.
 */
export function NotFoundSuggestionsBody() {
  const strings = useUiStrings();
  const lang = useLang();
  const version = useVersion();
  const { site } = useSite();
  const defaultLang = site.lang || 'en';
  const [state, setState] = useState<State>({ status: 'searching' });

  useEffect(() => {
    let live = true;
    const current = toRoutePath(window.location.pathname, site.base);
    const { rest } = parseLangPrefix(current, site.locales.map((locale) => locale.lang), defaultLang);
    // '' for the default language, `/zh` for Chinese: the home route without its slash.
    const langPrefix = homeOf(lang, defaultLang).slice(0, -1);
    findSuggestions({ rest, lang, langPrefix, version, base: withBase('/') }).then(
      ({ close, section }) => live && setState(close.length ? { status: 'found', suggestions: close } : { status: 'none', section }),
      (error: unknown) => {
        console.warn('[404] no suggestions could be made', error);
        if (live) setState({ status: 'none', section: null });
      },
    );
    return () => {
      live = false;
    };
  }, [lang, version, defaultLang, site]);

  const home = { href: homeOf(lang, defaultLang), title: strings.homePageText };
  const list =
    state.status === 'found'
      ? { title: strings.notFoundSuggestionsTitle, items: state.suggestions }
      : state.status === 'none'
        ? { title: strings.notFoundFallbackTitle, items: mergeSuggestions([state.section ? [state.section] : [], [home]]) }
        : null;
  return (
    <div className="mf-not-found__results">
      {/* One live region from the server's render on: it says what is happening, then what was found. */}
      <p className={list ? 'mf-visually-hidden' : 'mf-not-found__searching'} role="status">
        {list ? list.title : strings.notFoundSearching}
      </p>
      {list && <SuggestionList title={list.title} items={list.items} />}
    </div>
  );
}

/** A titled list of pages: its title, the heading a link points into, and its address. */
function SuggestionList({ title, items }: { title: string; items: readonly Suggestion[] }) {
  return (
    <nav className="mf-not-found__suggestions" aria-labelledby="mf-not-found-suggestions">
      <h2 id="mf-not-found-suggestions" className="mf-not-found__list-title">
        {title}
      </h2>
      <ul className="mf-not-found__list">
        {items.map((item) => (
          <li key={item.href}>
            <Link className="mf-not-found__suggestion" href={item.href}>
              <span className="mf-not-found__page">{item.title}</span>
              {item.heading && <span className="mf-not-found__heading">{item.heading}</span>}
              <span className="mf-not-found__path">{toRoutePath(item.href.split('#')[0])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
