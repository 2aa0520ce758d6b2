/**
 * The dev server's copies of two generated modules, so that saving a page does not cost work that grows
 * with the site. Rspress makes `virtual-page-data` and `virtual-site-data` depend on every page, so each
 * save rebuilds both: the page list is serialized again (its content is fixed when the dev server
 * starts), and the sidebars are generated again by reading every page and `_meta.json` (at 602 pages per
 * language, about a second per save). The page list now depends on no page, and the sidebars are
 * generated again only when a save changed what they are made of.
 */

/**
 * What Rspress's sidebar takes from a page: its frontmatter and its first `# ` heading (the title).
 * Two sources with the same key give the same sidebar entry.
 */
export function sidebarSourceKey(source: string): string {
  let body = source;
  let frontmatter = '';
  if (source.startsWith('---')) {
    const end = source.indexOf('\n---', 3);
    frontmatter = end === -1 ? source : source.slice(0, end + 4);
    body = end === -1 ? '' : source.slice(end + 4);
  }
  const heading = /^#\s+.*$/m.exec(body)?.[0] ?? '';
  return `${frontmatter}\n${heading}`;
}

const PAGE = /\.mdx?$/;

/** The generated sidebars of the last run, with the files they were made of. */
export interface SiteDataSnapshot {
  code: string;
  dependencies: string[];
  /** The sidebar key of every page among the dependencies. */
  keys: Map<string, string>;
}

/**
 * Whether the last generated sidebars still hold after `changed` files changed: yes when every changed
 * file they were made of is a page whose frontmatter and title are the same (a paragraph edit); no after
 * a change to `_meta.json` or `_nav.json`, a title or the frontmatter, or when the changes are unknown.
 */
export function sidebarsStillHold(snapshot: SiteDataSnapshot, changed: Iterable<string> | undefined, readKey: (file: string) => string | null): boolean {
  if (!changed) return false;
  const dependencies = new Set(snapshot.dependencies);
  for (const file of changed) {
    if (!dependencies.has(file)) continue;
    if (!PAGE.test(file)) return false;
    const key = readKey(file);
    if (key === null || key !== snapshot.keys.get(file)) return false;
  }
  return true;
}

/** The keys of a new snapshot: read again for changed or new pages, kept for the others. */
export function snapshotKeys(dependencies: readonly string[], previous: Map<string, string> | undefined, changed: ReadonlySet<string>, readKey: (file: string) => string | null): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of dependencies) {
    if (!PAGE.test(file)) continue;
    const known = previous?.get(file);
    const key = known !== undefined && !changed.has(file) ? known : readKey(file);
    if (key !== null) keys.set(file, key);
  }
  return keys;
}
