import { useEffect } from 'react';
import { useLang, useSite } from '@rspress/core/runtime';
import { useUiStrings } from '../../i18n';
import { notFoundRedirect } from '../../lib/not-found';
import { homeOf } from '../../../shared/routes';
import { MAIN_ID } from '../Layout/SkipLink';
import { PageContent } from '../PageContent';
import './not-found.css';

/**
 * The 404 page: the code, the message and a way home, in the page's language, then the page's own body
 * (docs/<lang>/404.mdx), where the writers' NotFoundSuggestions lists the pages the address may have
 * meant; its code loads with that body, not with every page's first load.
 */
export function NotFoundLayout() {
  const strings = useUiStrings();
  const lang = useLang();
  const { site } = useSite();
  const defaultLang = site.lang || 'en';

  useEffect(() => {
    const langs = site.locales.map((locale) => locale.lang);
    const target = notFoundRedirect(window.location.pathname, langs, defaultLang);
    if (target) window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  }, [site.locales, defaultLang]);

  return (
    <main className="mf-not-found" id={MAIN_ID}>
      <p className="mf-not-found__code">{strings.notFoundCode}</p>
      <h1 className="mf-not-found__title">{strings.notFoundText}</h1>
      <p className="mf-not-found__hint">{strings.notFoundHint}</p>
      <a className="mf-not-found__home" href={homeOf(lang, defaultLang)}>
        {strings.takeMeHomeText}
      </a>
      <PageContent className="mf-not-found__body" />
    </main>
  );
}
