import { useLang, usePage, usePages, useSite } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { languageSwitchTarget, routeSet, VISITED_KEY } from '../../lib/lang-switch';

export interface LanguageLink {
  lang: string;
  label: string;
  href: string;
  current: boolean;
}

/**
 * One link per site language: the current page in that language when it exists there, that
 * language's home otherwise (always on the 404 page, see `routeSet`). Built from the page's known twins, so it never points at a missing page.
 */
export function useLanguageLinks(): LanguageLink[] {
  const { site } = useSite();
  const { pages } = usePages();
  const { page } = usePage();
  const current = useLang();
  // The page's twins in every language (from its page data; the browser has no site-wide page list).
  const twins = (page as { twins?: string[] }).twins;
  const routes = useMemo(() => routeSet(twins ?? pages.map((p) => p.routePath)), [twins, pages]);
  const defaultLang = site.lang || 'en';
  const langs = site.locales.map((locale) => locale.lang);
  return site.locales.map((locale) => ({
    lang: locale.lang,
    label: locale.label,
    current: locale.lang === current,
    href: languageSwitchTarget({ routePath: page.routePath, targetLang: locale.lang, langs, defaultLang, routes }),
  }));
}

/**
 * A reader who picks a language has made their choice: mark the site as visited so the first-visit
 * redirect (Rspress's head script reads this key) never sends them back.
 */
export function rememberLanguageChoice() {
  try {
    localStorage.setItem(VISITED_KEY, '1');
  } catch {
    // Without storage the redirect script cannot run either, so there is nothing to protect.
  }
}
