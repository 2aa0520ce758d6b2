/**
 * Tags and badges from the config and the pages (a nav item's or sidebar entry's `tag`, a page's
 * frontmatter tag, a `<Badge>`'s text): the one place that decides what such a string is and makes its
 * markup safe. A string is treated as HTML only when it looks like an HTML document or contains one of
 * a few tags, and only its first 1000 characters are looked at. Everything else is rendered as plain
 * text by React, which escapes it. Pure string work, so the server render and the browser agree.
 */

/** How much of a string the HTML check reads: enough for any real tag, cheap for long text. */
export const HTML_SNIFF_LENGTH = 1000;

const DOCUMENT_START = /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i;
const KNOWN_TAG = /<(?:svg|img|span|a|b|i|em|strong|code|br|p|div|sup|sub|small|mark|kbd)(?:[\s/>])/i;

/** True when the string should be rendered as (sanitised) HTML rather than as text. */
export function looksLikeHtml(content: string): boolean {
  const head = content.slice(0, HTML_SNIFF_LENGTH);
  return DOCUMENT_START.test(head) || KNOWN_TAG.test(head);
}

/** Elements whose whole content is dropped: they run code or pull in other documents. */
const DROPPED_ELEMENTS = /<(script|style|iframe|object|embed|noscript|template|foreignObject)\b[\s\S]*?<\/\1\s*>/gi;
const DROPPED_TAGS = /<\/?(?:script|style|iframe|object|embed|noscript|template|foreignObject|link|meta|base|form|input|button)\b[^>]*>/gi;
const EVENT_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URL = /\s+(href|src|xlink:href|action|formaction)\s*=\s*(["']?)\s*(?:javascript|vbscript|data:text\/html)[^"'>\s]*\2/gi;

/**
 * Removes what could run script from author-provided markup: script-like elements, event handler
 * attributes and `javascript:` URLs. The content comes from our own MDX and config (never from
 * readers), so this is a guard against mistakes, not a general-purpose HTML sanitiser.
 */
export function sanitizeHtml(html: string): string {
  return html.replace(DROPPED_ELEMENTS, '').replace(DROPPED_TAGS, '').replace(EVENT_ATTRIBUTE, '').replace(SCRIPT_URL, '');
}

export type TagKind = 'none' | 'image' | 'markup' | 'text';

const IMAGE_URL = /^(?:(?:https?:)?\/\/\S+|\/\S+\.(?:svg|png|jpe?g|gif|webp|avif)(?:[?#]\S*)?)$/i;

/** What a tag string holds: an image URL (or data URL), markup (inline svg, a few tags), or text. */
export function tagKind(tag: string | undefined | null): TagKind {
  const value = tag?.trim();
  if (!value) return 'none';
  if (/^data:image\//i.test(value) || IMAGE_URL.test(value)) return 'image';
  if (looksLikeHtml(value)) return 'markup';
  return 'text';
}
