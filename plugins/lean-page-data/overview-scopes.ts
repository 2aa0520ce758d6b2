/**
 * Which pages' headings the overview pages list: pure functions, unit-tested. An overview page
 * (frontmatter `overview: true`) lists the pages of its own folder and below, with the headings of the
 * depths in its `overviewHeaders` (default [2]).
 */

export interface OverviewScope {
  /** Route prefix of the overview page's folder, such as '/configure/' or '/zh/practice/frameworks/'. */
  prefix: string;
  depths: number[];
}

/** Reads `overview` and `overviewHeaders` from a page's frontmatter text. */
export function overviewSettings(source: string): { overview: boolean; depths: number[] } {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const overview = /^overview:\s*true\s*$/m.test(frontmatter);
  const list = /^overviewHeaders:\s*\[([^\]]*)\]/m.exec(frontmatter)?.[1];
  const depths = list
    ? list
        .split(',')
        .map((value) => Number(value.trim()))
        .filter((depth) => Number.isInteger(depth) && depth >= 1 && depth <= 6)
    : [];
  return { overview, depths: depths.length > 0 ? depths : [2] };
}

/** The route folder of a route path: '/configure/' for '/configure/' and for '/configure/shared'. */
export function routeFolder(routePath: string): string {
  return routePath.endsWith('/') ? routePath : routePath.slice(0, routePath.lastIndexOf('/') + 1);
}

/** The heading depths an overview lists for a page, or null when no overview lists it. */
export function depthsFor(routePath: string, scopes: readonly OverviewScope[]): number[] | null {
  const matching = scopes.filter((scope) => routePath.startsWith(scope.prefix));
  if (matching.length === 0) return null;
  return [...new Set(matching.flatMap((scope) => scope.depths))];
}
