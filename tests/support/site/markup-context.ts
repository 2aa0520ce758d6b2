/**
 * The classes around a position in an HTML file: those of the element that starts there, else the
 * nearest class attribute before it. Used to tell which component wrote a piece of markup that a check
 * complains about (stock Rspress components carry `rp-…` classes).
 */
export function classesAt(html: string, offset: number): string {
  const start = html.lastIndexOf('<', offset);
  const tagEnd = html.indexOf('>', offset);
  const tag = start !== -1 && tagEnd !== -1 ? html.slice(start, tagEnd + 1) : '';
  const own = /\bclass="([^"]*)"/.exec(tag)?.[1];
  if (own) return own;
  const before = html.slice(Math.max(0, offset - 4000), offset);
  const matches = [...before.matchAll(/\bclass="([^"]*)"/g)];
  return matches.at(-1)?.[1] ?? '';
}
