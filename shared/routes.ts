/**
 * Route rules used by the build and the browser alike. A route path is what Rspress calls routePath: it
 * starts with '/', has no `.html`, no base and no query or hash; a folder's index page ends in '/'.
 */

/** Makes sure a base path starts and ends with '/'. */
export function normalizeBase(base = '/'): string {
  let result = base.trim() || '/';
  if (!result.startsWith('/')) result = `/${result}`;
  if (!result.endsWith('/')) result = `${result}/`;
  return result;
}

/**
 * Turns any internal path into its route path: strips the base, a trailing `.html`, and a trailing
 * `/index` (the folder root keeps its slash), and collapses repeated slashes.
 */
export function toRoutePath(pathname: string, base = '/'): string {
  const normalizedBase = normalizeBase(base);
  let path = pathname.replace(/\/{2,}/g, '/');
  if (normalizedBase !== '/' && (path === normalizedBase.slice(0, -1) || path.startsWith(normalizedBase))) {
    path = `/${path.slice(normalizedBase.length)}`;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\.html$/, '');
  if (path === '/index') return '/';
  if (path.endsWith('/index')) path = path.slice(0, -'index'.length);
  return path;
}

/** The key two addresses of the same page share: decoded, no query or hash, no trailing slash. */
export function routeKey(address: string): string {
  let path = address.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it came; it simply matches nothing else.
  }
  const route = toRoutePath(path);
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/**
 * True when two addresses name the same page: `/guide/start/`, `/guide/start`, `/guide/start/index.html`
 * and `/guide/start/?x=1#y` are one page. An absent link matches nothing.
 */
export function isSameRoute(link: string | undefined, pathname: string): boolean {
  if (!link) return false;
  return routeKey(link) === routeKey(pathname);
}

/**
 * The route of a page file, given its path relative to the docs root (`en/guide/start/index.mdx`,
 * `zh/configure/shared.mdx`): the default language is served at '/', the others under '/<lang>/'.
 */
export function routeOfDocsFile(relativeFile: string, defaultLang = 'en'): string {
  const path = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const [lang, ...rest] = path.split('/');
  const route = `/${rest.join('/').replace(/(^|\/)index$/, '$1')}`;
  return lang === defaultLang ? route : `/${lang}${route}`;
}

export interface PrefixOptions {
  lang: string;
  defaultLang: string;
  version?: string;
  defaultVersion?: string;
}

/**
 * Adds the version and language prefixes to a route path, each only when it differs from the
 * default: /{version}/ first, then /{lang}/.
 */
export function withPrefixes(routePath: string, { lang, defaultLang, version = '', defaultVersion = '' }: PrefixOptions): string {
  const route = toRoutePath(routePath);
  const parts: string[] = [];
  if (version && version !== defaultVersion) parts.push(version);
  if (lang && lang !== defaultLang) parts.push(lang);
  if (parts.length === 0) return route;
  return `/${parts.join('/')}${route === '/' ? '/' : route}`;
}

/**
 * Splits the language prefix off a route path. A prefix naming the default language is reported as
 * `redundant`, so that `/en/guide/start/` can lead to `/guide/start/`.
 */
export function parseLangPrefix(
  routePath: string,
  langs: readonly string[],
  defaultLang: string,
): { lang: string; rest: string; redundant: boolean } {
  const route = toRoutePath(routePath);
  const first = route.split('/')[1] ?? '';
  if (first && langs.includes(first)) {
    const rest = route.slice(first.length + 1) || '/';
    return { lang: first, rest, redundant: first === defaultLang };
  }
  return { lang: defaultLang, rest: route, redundant: false };
}

/** The home page of a language: `/` for the default language, `/zh/` for Chinese. */
export function homeOf(lang: string, defaultLang: string): string {
  return withPrefixes('/', { lang, defaultLang });
}
