import { parseLangPrefix } from '../../shared/routes';

/**
 * Where the 404 page should send the reader instead of rendering, if anywhere: a path that carries
 * the default language's prefix (`/en/guide/`) leads to the same path without it.
 */
export function notFoundRedirect(pathname: string, langs: readonly string[], defaultLang: string): string | null {
  const { rest, redundant } = parseLangPrefix(pathname, langs, defaultLang);
  return redundant ? rest : null;
}
