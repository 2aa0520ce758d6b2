/**
 * The document head as the pages ask for it (title, `<html>` attributes, meta and link tags), merged
 * and keyed: pure functions, unit-tested. theme/head applies the result to the DOM in the browser.
 */

import { type HeadInput, normalizeAttrs } from './attrs';

export { attributeName, normalizeAttrs } from './attrs';
export type { HeadAttrs, HeadAttrValue, HeadInput } from './attrs';

export type HeadTagName = 'meta' | 'link' | 'script';

export interface HeadTag {
  tag: HeadTagName;
  /** Tags with the same key are one tag: a later entry replaces an earlier one. */
  key: string;
  attrs: Record<string, string>;
}

export interface ResolvedHead {
  title?: string;
  htmlAttrs: Record<string, string>;
  tags: HeadTag[];
}

/**
 * What makes two tags the same tag: a meta tag's name, property, http-equiv or charset; the one
 * canonical link; other links by rel, hreflang, type and href; scripts by src.
 */
export function tagKey(tag: HeadTagName, attrs: Record<string, string>): string {
  if (tag === 'meta') {
    if ('charset' in attrs) return 'meta:charset';
    for (const name of ['name', 'property', 'http-equiv'] as const) {
      if (attrs[name]) return `meta:${name}:${attrs[name]}`;
    }
  }
  if (tag === 'link' && attrs.rel === 'canonical') return 'link:canonical';
  if (tag === 'link') return `link:${attrs.rel ?? ''}:${attrs.hreflang ?? ''}:${attrs.type ?? ''}:${attrs.href ?? ''}`;
  if (tag === 'script' && attrs.src) return `script:${attrs.src}`;
  return `${tag}:${JSON.stringify(attrs)}`;
}

/** Merges head entries in order: later titles, attributes and same-key tags win. */
export function resolveHead(entries: readonly HeadInput[]): ResolvedHead {
  let title: string | undefined;
  const htmlAttrs: Record<string, string> = {};
  const tags = new Map<string, HeadTag>();
  for (const entry of entries) {
    if (entry.title !== undefined) title = entry.title;
    Object.assign(htmlAttrs, normalizeAttrs(entry.htmlAttrs));
    for (const tag of ['meta', 'link', 'script'] as const) {
      for (const raw of entry[tag] ?? []) {
        const attrs = normalizeAttrs(raw);
        const key = tagKey(tag, attrs);
        tags.delete(key);
        tags.set(key, { tag, key, attrs });
      }
    }
  }
  return { title, htmlAttrs, tags: [...tags.values()] };
}
