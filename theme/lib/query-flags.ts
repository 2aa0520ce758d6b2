/**
 * Which parts of the frame show. Two sources can hide a part: the page's frontmatter (`navbar: false`,
 * `sidebar: false`, `outline: false`, `footer: false`) and the URL's query flags (`?navbar=0`,
 * `?sidebar=0`, `?outline=0`, `?footer=0`; `false` works as well as `0`). This is the one reader of
 * both; the Layout and the doc layout call it through `useFrameParts`.
 */
export type FramePart = 'navbar' | 'sidebar' | 'outline' | 'footer';

export const FRAME_PARTS: readonly FramePart[] = ['navbar', 'sidebar', 'outline', 'footer'];

export type FrameParts = Record<FramePart, boolean>;

/** The parts a query string hides: `part=0` or `part=false`. */
export function hiddenByQuery(search: string): Set<FramePart> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const hidden = new Set<FramePart>();
  for (const part of FRAME_PARTS) {
    const value = params.get(part)?.trim().toLowerCase();
    if (value === '0' || value === 'false') hidden.add(part);
  }
  return hidden;
}

/** The visible parts, given the page's frontmatter and the parts the query hides. */
export function visibleParts(frontmatter: Record<string, unknown>, hidden: ReadonlySet<FramePart>): FrameParts {
  const show = (part: FramePart) => frontmatter[part] !== false && !hidden.has(part);
  return { navbar: show('navbar'), sidebar: show('sidebar'), outline: show('outline'), footer: show('footer') };
}

/**
 * The frontmatter flag that hides the global overlays (scroll-to-top button, progress bar, and the
 * components plugins register globally). Rspress's own App already reads the same name to drop
 * plugin components, so one flag hides everything that floats above the page.
 */
export const OVERLAYS_FLAG = 'globalUIComponents';

export function overlaysHidden(frontmatter: Record<string, unknown>): boolean {
  return frontmatter[OVERLAYS_FLAG] === false;
}
