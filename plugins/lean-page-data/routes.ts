/**
 * The browser's route table in a compact form. Rspress 2.0.22 writes each of the 120 routes as two
 * declarations and an object with its own preload function; the same table written as one call per
 * route carries the same data, the same chunk names and the same behaviour in fewer bytes. Pure,
 * unit-tested; fails loudly when Rspress's output no longer has the shape parsed here.
 */

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
