/** SPEC §9: the route progress bar appears only when loading a page takes longer than this. */
export const PROGRESS_DELAY_MS = 200;

/** True when the page data on screen already belongs to `pathname` (no load in flight). */
export function isSameRoute(routePath: string | undefined, pathname: string): boolean {
  const key = (path: string) => {
    const clean = decodeURIComponent(path).replace(/\.html$/, '').replace(/\/index$/, '/').toLowerCase();
    return clean.length > 1 ? clean.replace(/\/$/, '') : clean;
  };
  return routePath !== undefined && key(routePath) === key(pathname);
}
