/**
 * Links: which ones leave the site, and a link's path apart from its query and hash. Pure; the navbar
 * and the link-target rules (./link-target.ts) use them. Route paths and bases: shared/routes.
 */
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
