/**
 * The one place that reads and rewrites the modules Rspress generates for the browser
 * (`virtual-page-data`, `virtual-site-data`, `virtual-routes`): Rspress has no public hook that changes
 * what the browser receives of the site-wide data, so this file parses their source. It was written
 * against Rspress 2.0.22 and refuses any other version (the plugin fails the build with the message of
 * `checkRspressVersion`); on an upgrade, compare the three modules' new source with the shapes below
 * (the unit tests hold real 2.0.22 samples), adjust, and raise SUPPORTED_RSPRESS_VERSION.
 */
import { SITE_DATA_EVENT } from '../../shared/dev-site-data';
import { slimPage, withoutFileKeys, withPlainSidebars } from './data';

/** The Rspress version whose generated modules this adapter parses. */
export const SUPPORTED_RSPRESS_VERSION = '2.0.22';

/** Throws a clear build error when the installed Rspress is not the version the adapter knows. */
export function checkRspressVersion(installed: string): void {
  if (installed !== SUPPORTED_RSPRESS_VERSION) {
    throw new Error(
      `lean-page-data: written for @rspress/core ${SUPPORTED_RSPRESS_VERSION}, found ${installed}. ` +
        'Check plugins/lean-page-data/rspress-adapter.ts against the new generated modules (see README, "Upgrading Rspress"), then raise SUPPORTED_RSPRESS_VERSION.',
    );
  }
}

/** The generated modules this adapter rewrites, by file name. */
export const GENERATED_MODULES = {
  pageData: /[\\/]virtual-page-data\.js$/,
  siteData: /[\\/]virtual-site-data\.js$/,
  routes: /[\\/]virtual-routes\.js$/,
  /** Not generated, but part of the same contract: Rspress's route matching in its runtime. */
  routeMatching: /@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/,
} as const;

type PageRecord = Record<string, unknown>;

/** Where a JSON object or array that starts at `from` ends (the index after it), strings respected. */
export function jsonValueEnd(code: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let index = from; index < code.length; index += 1) {
    const char = code[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/**
 * Replaces the JSON value that follows `marker` in a module's source, keeping everything around it
 * (other exports, and the code the dev server appends). Fails loudly when the marker or a JSON value
 * is not where Rspress 2.0.22 puts it, rather than ship the full data unseen.
 */
export function replaceJsonAfter(code: string, marker: string, module: string, change: (value: unknown) => unknown): string {
  const at = code.indexOf(marker);
  const from = at === -1 ? -1 : code.slice(at + marker.length).search(/\S/) + at + marker.length;
  const to = from < 0 || !'{['.includes(code[from] ?? '') ? -1 : jsonValueEnd(code, from);
  if (at === -1 || to === -1) {
    throw new Error(`lean-page-data: ${module} no longer has the shape this plugin expects (Rspress upgrade?)`);
  }
  return `${code.slice(0, from)}${JSON.stringify(change(JSON.parse(code.slice(from, to))))}${code.slice(to)}`;
}

/** Rewrites the page list of the `virtual-page-data` module's source with `change`. */
export function mapPageList(code: string, change: (pages: PageRecord[]) => PageRecord[]): string {
  return replaceJsonAfter(code, 'export const pageData =', 'virtual-page-data', (value) => {
    const data = value as { pages?: PageRecord[] };
    if (!Array.isArray(data.pages)) throw new Error('lean-page-data: virtual-page-data has no pages list');
    return { ...data, pages: change(data.pages) };
  });
}

/** Rewrites the source of the `virtual-page-data` module with the slim page list. */
export function slimPageDataModule(code: string): string {
  return mapPageList(code, (pages) => pages.map(slimPage));
}

/** Rewrites the source of the `virtual-site-data` module: no file keys, plain sidebar texts. */
export function slimSiteDataModule(code: string): string {
  return replaceJsonAfter(code, 'export default', 'virtual-site-data', (value) => withPlainSidebars(withoutFileKeys(value)));
}

/**
 * `virtual-site-data` for the dev server's browser: a module that takes its own hot updates. Rspress
 * rebuilds it on every save of any page (sidebar titles come from the pages), and Rspack counts it as
 * changed even when its data is not; nothing above it accepts updates, so every saved paragraph ended in
 * a full page reload. Now an update with the same data changes nothing; one that changes the theme
 * config (sidebars, nav: a `_meta.json` edit, a page title) is written into the object the app already
 * holds (Rspress's `useSite()` returns it as is) and announced with SITE_DATA_EVENT, on which the
 * layout renders again; any other change still reloads the page.
 */
export function siteDataHotModule(code: string): string {
  const marker = 'export default';
  const at = code.indexOf(marker);
  const from = at === -1 ? -1 : code.slice(at + marker.length).search(/\S/) + at + marker.length;
  const to = from < 0 || code[from] !== '{' ? -1 : jsonValueEnd(code, from);
  if (at === -1 || to === -1) throw new Error('lean-page-data: virtual-site-data no longer has the shape this plugin expects (Rspress upgrade?)');
  const rest = code.slice(to).replace(/^\s*;/, '');
  return `${code.slice(0, at)}const __mfFresh = ${code.slice(from, to)};
const __mfHot = import.meta.webpackHot;
const __mfLive = (__mfHot && __mfHot.data && __mfHot.data.mfLive) || __mfFresh;
export default __mfLive;
if (__mfHot) {
  const text = (value) => JSON.stringify(value === undefined ? null : value);
  const { themeConfig: freshTheme, ...freshRest } = __mfFresh;
  const { themeConfig: liveTheme, ...liveRest } = __mfLive;
  __mfHot.dispose((data) => {
    data.mfLive = __mfLive;
  });
  __mfHot.accept();
  if (__mfLive !== __mfFresh) {
    if (text(freshRest) !== text(liveRest)) __mfHot.invalidate();
    else if (text(freshTheme) !== text(liveTheme)) {
      __mfLive.themeConfig = freshTheme;
      window.dispatchEvent(new CustomEvent(${JSON.stringify(SITE_DATA_EVENT)}));
    }
  }
}${rest}`;
}

interface RouteEntry {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  chunkName: string;
  /** The module path exactly as written in the source (a JSON string literal). */
  moduleLiteral: string;
}

const LOADER = /const loadRoute(\d+)\s*=\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/\s*("(?:[^"\\]|\\.)*")\s*\)/g;
const ROUTE =
  /path:\s*'([^']*)',\s*element:\s*(?:\/\*#__PURE__\*\/\s*)?React\.createElement\(Route(\d+)\),\s*filePath:\s*'([^']*)',[\s\S]*?lang:\s*'([^']*)',\s*version:\s*'([^']*)'/g;

function shapeError(detail: string): Error {
  return new Error(`lean-page-data: virtual-routes no longer has the shape this plugin expects (${detail}; Rspress upgrade?)`);
}

export function parseRoutesModule(code: string): RouteEntry[] {
  const loaders = new Map<string, { chunkName: string; moduleLiteral: string }>();
  for (const [, index, chunkName, moduleLiteral] of code.matchAll(LOADER)) loaders.set(index!, { chunkName: chunkName!, moduleLiteral: moduleLiteral! });
  const routes: RouteEntry[] = [];
  for (const [, path, index, filePath, lang, version] of code.matchAll(ROUTE)) {
    const loader = loaders.get(index!);
    if (!loader) throw shapeError(`no loader for route ${index}`);
    routes.push({ path: path!, filePath: filePath!, lang: lang!, version: version!, ...loader });
  }
  const elements = code.match(/React\.createElement\(Route\d+\)/g)?.length ?? 0;
  if (routes.length === 0 || routes.length !== loaders.size || routes.length !== elements) {
    throw shapeError(`${routes.length} routes, ${loaders.size} loaders, ${elements} elements`);
  }
  return routes;
}

export function compactRoutesModule(code: string): string {
  const rows = parseRoutesModule(code).map(
    (route) =>
      // No chunk name: a route chunk is known by its id alone, so the chunk loader needs no table of names.
      `page(${JSON.stringify(route.path)}, ${JSON.stringify(route.filePath)}, ${JSON.stringify(route.lang)}, ${JSON.stringify(route.version)}, () => import(${route.moduleLiteral}))`,
  );
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
const page = (path, filePath, lang, version, load) => {
  const Page = lazyWithPreload(load);
  return { path, element: React.createElement(Page), filePath, preload: async () => { await Page.preload(); return load(); }, lang, version };
};
export const routes = [
${rows.join(',\n')}
];
`;
}

/*
 * The first load without site-wide data (production browser build). The page's HTML carries its own
 * route, page data and sidebar (shared/page-data.ts); the entry keeps none of the lists that grow with
 * the site, and loads them when the reader is about to navigate (shared/route-table.ts).
 */

/** Query strings of the lazily loaded variants of the generated modules. */
export const ROUTE_TABLE_QUERY = '?mf-route-table';
export const SIDEBARS_QUERY = '?mf-sidebars';

/** `virtual-page-data` for the browser: the page list is left out (each page brings its own data). */
export function pageDataWithoutPages(code: string): string {
  return mapPageList(code, () => []);
}

interface LocaleLike {
  lang?: string;
  sidebar?: Record<string, unknown>;
}
interface SiteDataWithSidebars {
  lang?: string;
  themeConfig?: { sidebar?: Record<string, unknown>; locales?: LocaleLike[] };
}

/** Every language's sidebars, keyed by language (plain texts, no file keys). */
export function sidebarsOf(siteData: unknown): Record<string, Record<string, unknown>> {
  const data = withPlainSidebars(withoutFileKeys(siteData)) as SiteDataWithSidebars;
  const byLang: Record<string, Record<string, unknown>> = {};
  for (const locale of data.themeConfig?.locales ?? []) if (locale.lang && locale.sidebar) byLang[locale.lang] = locale.sidebar;
  if (Object.keys(byLang).length === 0 && data.themeConfig?.sidebar) byLang[data.lang ?? ''] = data.themeConfig.sidebar;
  return byLang;
}

/** `virtual-site-data` for the browser's entry: sidebars left empty (the page brings its own section's). */
export function siteDataWithoutSidebars(code: string): string {
  return replaceJsonAfter(code, 'export default', 'virtual-site-data', (value) => {
    const data = withoutFileKeys(value) as SiteDataWithSidebars;
    if (data.themeConfig) {
      if (data.themeConfig.sidebar) data.themeConfig.sidebar = {};
      for (const locale of data.themeConfig.locales ?? []) if (locale.sidebar) locale.sidebar = {};
    }
    return data;
  });
}

/** The `?mf-sidebars` variant of `virtual-site-data`: the sidebars alone, loaded with the route table. */
export function sidebarsModule(code: string): string {
  let sidebars: Record<string, Record<string, unknown>> = {};
  replaceJsonAfter(code, 'export default', 'virtual-site-data', (value) => {
    sidebars = sidebarsOf(value);
    return value;
  });
  return `export default ${JSON.stringify(sidebars)};\n`;
}

/**
 * `virtual-routes` for the browser's entry: the one route of the page the browser opened, built from the
 * data in its HTML, whose page data needs no chunk; the whole table arrives with `ensureRouteTable()`.
 * `modules` are the import specifiers of shared/page-data, shared/route-table and the lazy variants.
 */
export function firstLoadRoutesModule(modules: { pageData: string; routeTable: string; table: string; sidebars: string }): string {
  const literal = JSON.stringify;
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { inlinePageData } from ${literal(modules.pageData)};
import { ensureRouteTable, registerRouteTableLoader } from ${literal(modules.routeTable)};
export const routes = [];
registerRouteTableLoader(() =>
  Promise.all([import(${literal(modules.table)}), import(${literal(modules.sidebars)})]).then(([table, sidebars]) => {
    routes.splice(0, routes.length, ...table.routes);
    return { sidebars: sidebars.default };
  }),
);
const first = inlinePageData();
if (first) {
  const { path, filePath, lang, version } = first.route;
  // What Rspress reads from a page's module: its page data, here from the HTML.
  const meta = { default: { __RSPRESS_PAGE_META: new Proxy({}, { get: () => first.meta }) } };
  const preload = async () => meta;
  // Rendering the page with React (after a navigation back to it) needs its real module.
  const Page = lazyWithPreload(() =>
    ensureRouteTable().then(() => {
      const route = routes.find((candidate) => candidate.path === path && candidate.preload !== preload);
      if (!route) throw new Error('lean-page-data: no route for ' + path);
      return route.preload();
    }),
  );
  routes.push({ path, element: React.createElement(Page), filePath, lang, version, preload });
}
`;
}

/**
 * Rspress's route matching (its runtime's route.js) sorts the route table once, when the module loads.
 * With the table arriving later, it has to sort again when the table changes, and forget the matches it
 * made on the first page's one route.
 */
export function patchRouteMatching(code: string): string {
  const sorted = /const sortedRoutes = \[\s*\.\.\.routes\s*\]\.sort\(/;
  const loop = 'for (const route of sortedRoutes)';
  const lookup = 'function pathnameToRouteService(pathname) {';
  if (!sorted.test(code) || !code.includes(loop) || !code.includes('const cache = new Map();') || !code.includes(lookup)) {
    throw new Error('lean-page-data: @rspress/core/dist/runtime/route.js no longer has the shape this plugin expects (Rspress upgrade?)');
  }
  return code
    .replace(sorted, 'const sortRoutes = () => [...routes].sort(')
    .replace(loop, 'for (const route of currentSortedRoutes())')
    // The cache is consulted first: bring it up to date with the table before.
    .replace(lookup, `${lookup}\n    currentSortedRoutes();`)
    .replace(
      'const cache = new Map();',
      `const cache = new Map();
let sortedRoutes = sortRoutes();
let sortedCount = routes.length;
function currentSortedRoutes() {
    if (sortedCount !== routes.length) {
        sortedRoutes = sortRoutes();
        sortedCount = routes.length;
        cache.clear();
    }
    return sortedRoutes;
}`,
    );
}

const ROUTE_CHUNK_PRELOAD = /<link rel="preload" href="[^"]*\/static\/js\/async\/[^"]+\.js" as="script">/g;

/**
 * A built page's HTML without the preload of its page's chunk, which Rspress adds for every page: a first
 * load takes the page's data from the HTML and does not run the chunk (it loads with the route table,
 * before a navigation needs it).
 */
export function withoutRouteChunkPreload(html: string): string {
  return html.replace(ROUTE_CHUNK_PRELOAD, '');
}
