/**
 * Which parts of the doc layout show: frontmatter (`sidebar: false`, `outline: false`,
 * `footer: false`) and query flags (`?sidebar=0`, `?outline=0`, `?footer=0`, SPEC issue item 8)
 * can each hide a part. Pure; DocLayout calls it.
 */

export interface DocParts {
  sidebar: boolean;
  outline: boolean;
  footer: boolean;
}

export type DocPart = keyof DocParts;

const PARTS: readonly DocPart[] = ['sidebar', 'outline', 'footer'];

/** Parts a query string hides: `name=0` or `name=false`. */
export function hiddenByQuery(search: string): Set<DocPart> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const hidden = new Set<DocPart>();
  for (const part of PARTS) {
    const value = params.get(part);
    if (value === '0' || value === 'false') hidden.add(part);
  }
  return hidden;
}

/** The visible parts, given the page's frontmatter and the URL's query string. */
export function visibleDocParts(frontmatter: Record<string, unknown>, search: string): DocParts {
  const hidden = hiddenByQuery(search);
  const show = (part: DocPart) => frontmatter[part] !== false && !hidden.has(part);
  return { sidebar: show('sidebar'), outline: show('outline'), footer: show('footer') };
}
