import { useEffect, useState } from 'react';
import { useLang, useSite, useVersion, withBase } from '@rspress/core/runtime';
import { Link } from '../../theme/components/Link';
import { useUiStrings } from '../../theme/i18n';
import { homeOf, parseLangPrefix, toRoutePath } from '../../shared/routes';
import type { SidebarNode } from '../../shared/sidebar';
import { findSuggestions } from './find';
import type { Suggestion } from './suggestions';
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
    const langs = site.locales.map((locale) => locale.lang);
    const { rest } = parseLangPrefix(current, langs, defaultLang);
    const locale = site.themeConfig.locales?.find((entry) => entry.lang === lang);
    const sidebars = (locale?.sidebar ?? site.themeConfig.sidebar) as Record<string, SidebarNode[]> | undefined;
    const langPrefix = lang === defaultLang ? '' : `/${lang}`;
    findSuggestions({ rest, lang, langPrefix, version, base: withBase('/'), sidebars }).then(
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

  if (state.status === 'searching') {
    return (
      <p className="mf-not-found__searching" role="status">
        {strings.notFoundSearching}
      </p>
    );
  }
  const home = { href: homeOf(lang, defaultLang), title: strings.homePageText };
  if (state.status === 'found') return <SuggestionList title={strings.notFoundSuggestionsTitle} items={state.suggestions} />;
  const starts = state.section ? [state.section, home] : [home];
  return <SuggestionList title={strings.notFoundFallbackTitle} items={starts} />;
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
