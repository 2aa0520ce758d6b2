/**
 * A head entry as the pages give it, and its attributes as HTML has them: what the head manager needs on
 * every page (./manager). Merging and keying entries (./tags) loads only when the head changes.
 */

export type HeadAttrValue = string | number | boolean | null | undefined;
export type HeadAttrs = Record<string, HeadAttrValue>;

/** The part of unhead's `useHead()` input this site uses. */
export interface HeadInput {
  title?: string;
  htmlAttrs?: HeadAttrs;
  meta?: HeadAttrs[];
  link?: HeadAttrs[];
  script?: HeadAttrs[];
}

const PROP_TO_ATTRIBUTE: Record<string, string> = {
  className: 'class',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  fetchPriority: 'fetchpriority',
};

/** A React-style prop name as the HTML attribute it stands for. */
export function attributeName(prop: string): string {
  return PROP_TO_ATTRIBUTE[prop] ?? prop;
}

/** Attributes as strings: absent, null and false values are left out, true is an empty attribute. */
export function normalizeAttrs(attrs: HeadAttrs | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [prop, value] of Object.entries(attrs ?? {})) {
    if (prop === 'children' || prop === 'key' || value === undefined || value === null || value === false) continue;
    result[attributeName(prop)] = value === true ? '' : String(value);
  }
  return result;
}

