/**
 * Link normalisation: pure functions shared by the theme, the serve script and the tests.
 * A route path here is what Rspress calls routePath: it starts with '/', has no `.html` and no base.
 */
import { normalizeBase, toRoutePath } from '../../shared/routes';

export interface LinkOptions {
  /** The configured base path, such as '/' or '/docs/'. */
  base?: string;
  /** With clean URLs, links drop `.html`; without, page links end in `.html`. */
  cleanUrls?: boolean;
}

const externalPattern = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** True for links that leave the site: a scheme (https:, mailto:) or a protocol-relative URL. */
export function isExternalLink(href: string): boolean {
  return externalPattern.test(href);
}

/** Splits a link into its path and the query/hash suffix that follows it. */
export function splitLink(href: string): { path: string; suffix: string } {
  const index = href.search(/[?#]/);
  return index === -1 ? { path: href, suffix: '' } : { path: href.slice(0, index), suffix: href.slice(index) };
}

/** Turns a route path into the href a reader's browser should use, honouring base and clean URLs. */
export function routeToHref(routePath: string, options: LinkOptions = {}): string {
  const base = normalizeBase(options.base);
  const route = toRoutePath(routePath);
  let path = route;
  if (!options.cleanUrls && !route.endsWith('/')) path = `${route}.html`;
  return `${base}${path.slice(1)}`;
}

/** Normalises an internal link (path plus optional query and hash); external links pass unchanged. */
export function normalizeLink(href: string, options: LinkOptions = {}): string {
  if (!href || isExternalLink(href) || href.startsWith('#')) return href;
  const { path, suffix } = splitLink(href);
  if (!path) return href;
  return `${routeToHref(toRoutePath(path, options.base), options)}${suffix}`;
}
