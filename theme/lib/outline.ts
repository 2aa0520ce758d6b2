/**
 * Outline logic: which headings the "on this page" list shows, how far each is indented, where a
 * click scrolls to and which heading the scroll-spy marks. Pure; the Outline component calls it.
 */

export interface OutlineHeading {
  id: string;
  text: string;
  depth: number;
}

/** The table of contents shows depths 2 to 4 (filterToc's default). */
export const OUTLINE_MIN_DEPTH = 2;
/** Anchors land this many px below the top of the viewport (under the navbar). */
export const ANCHOR_OFFSET = 72;
/** The outline re-reads the page this long after its content changes. */
export const OUTLINE_REFRESH_DELAY = 100;

/** Headings within [min, max] depth that have an id to link to; order is kept. */
export function filterToc<T extends OutlineHeading>(
  toc: readonly T[] | undefined,
  depths: readonly number[] = [OUTLINE_MIN_DEPTH, 3, 4],
): T[] {
  if (!toc) return [];
  return toc.filter((heading) => Boolean(heading.id) && depths.includes(heading.depth));
}

/** Left padding of an outline entry: 12 px per level beyond depth 2. */
export function outlineIndent(depth: number): number {
  return Math.max(0, depth - OUTLINE_MIN_DEPTH) * 12;
}

/** The document scroll position that puts an element `offset` px below the viewport top. */
export function anchorScrollTop(elementViewportTop: number, currentScrollY: number, offset = ANCHOR_OFFSET): number {
  return Math.max(0, Math.round(currentScrollY + elementViewportTop - offset));
}

/**
 * The scroll-spy: the heading the reader is in is the last one whose top has passed the anchor line
 * (a little below the offset, so a heading just scrolled to counts). At the very bottom of the page
 * the last heading wins, since a short final section can never reach the line.
 */
export function activeHeadingId(
  headings: readonly { id: string; top: number }[],
  options: { offset?: number; atBottom?: boolean } = {},
): string | null {
  if (headings.length === 0) return null;
  if (options.atBottom) return headings[headings.length - 1].id;
  const line = (options.offset ?? ANCHOR_OFFSET) + 8;
  let current: string | null = null;
  for (const heading of headings) {
    if (heading.top <= line) current = heading.id;
    else break;
  }
  return current;
}
