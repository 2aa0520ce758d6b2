/**
 * The one place that reads and rewrites the modules Rspress generates for the browser
 * (`virtual-page-data`, `virtual-site-data`, `virtual-routes`): Rspress has no public hook that changes
 * what the browser receives of the site-wide data, so this file parses their source. It was written
 * against Rspress 2.0.22 and refuses any other version (the plugin fails the build with the message of
 * `checkRspressVersion`); on an upgrade, compare the three modules' new source with the shapes below
 * (the unit tests hold real 2.0.22 samples), adjust, and raise SUPPORTED_RSPRESS_VERSION.
 */
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

/** Rewrites the source of the `virtual-page-data` module with the slim page list. */
export function slimPageDataModule(code: string): string {
  return replaceJsonAfter(code, 'export const pageData =', 'virtual-page-data', (value) => {
    const data = value as { pages?: PageRecord[] };
    if (!Array.isArray(data.pages)) throw new Error('lean-page-data: virtual-page-data has no pages list');
    return { ...data, pages: data.pages.map(slimPage) };
  });
}

/** Rewrites the source of the `virtual-site-data` module: no file keys, plain sidebar texts. */
export function slimSiteDataModule(code: string): string {
  return replaceJsonAfter(code, 'export default', 'virtual-site-data', (value) => withPlainSidebars(withoutFileKeys(value)));
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
      `page(${JSON.stringify(route.path)}, ${JSON.stringify(route.filePath)}, ${JSON.stringify(route.lang)}, ${JSON.stringify(route.version)}, () => import(/* webpackChunkName: ${JSON.stringify(route.chunkName)} */ ${route.moduleLiteral}))`,
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
