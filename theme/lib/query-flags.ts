/**
 * Query flags (SPEC §2.2): `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` hide those parts.
 * Only the value '0' hides; anything else (or no flag) leaves the part in place.
 */
export type FramePart = 'navbar' | 'sidebar' | 'outline' | 'footer';

export function isHiddenByQuery(search: string, part: FramePart): boolean {
  return new URLSearchParams(search).get(part) === '0';
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
