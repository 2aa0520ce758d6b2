/**
 * Where the language switch leads: the same page in the other language when that page exists,
 * otherwise the other language's home. Never a URL without a page behind it.
 */
import { homeOf, parseLangPrefix, routeKey, withPrefixes } from '../../shared/routes';

/** Route paths compare by shared/routes' key and case-insensitively, like Rspress's route table. */
const keyOf = (routePath: string) => routeKey(routePath).toLowerCase();

/**
 * A lookup of the site's route paths, for `languageSwitchTarget`. The 404 page is left out: it is one
 * file for every unknown address, so it is never the other language's version of a page (the switch on
 * the 404 page itself leads home, the same on the server and in the browser).
 */
export function routeSet(routePaths: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const path of routePaths) {
    const key = keyOf(path);
    if (!key.endsWith('/404')) set.add(key);
  }
  return set;
}

export interface LanguageSwitchInput {
  /** The current page's route path, for example '/zh/guide/start/'. */
  routePath: string;
  /** The language to switch to. */
  targetLang: string;
  /** Every language of the site, and the one that has no prefix. */
  langs: readonly string[];
  defaultLang: string;
  /** The set built by `routeSet` from every page's route path. */
  routes: ReadonlySet<string>;
}

/** The route path the switch to `targetLang` leads to. */
export function languageSwitchTarget({ routePath, targetLang, langs, defaultLang, routes }: LanguageSwitchInput): string {
  const { rest } = parseLangPrefix(routePath, langs, defaultLang);
  const samePage = withPrefixes(rest, { lang: targetLang, defaultLang });
  return routes.has(keyOf(samePage)) ? samePage : homeOf(targetLang, defaultLang);
}

/**
 * The key Rspress's first-visit redirect script reads: once it is set, the reader is never redirected
 * again. The language switch sets it too, so a reader's own choice always wins.
 */
export const VISITED_KEY = 'rspress-visited';
