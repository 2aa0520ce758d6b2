import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { watch as chokidarWatch } from 'chokidar';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { type KnownPage, remarkPageMeta, routeOfFile } from './page-meta';
import { type SiteDataSnapshot, sidebarSourceKey, sidebarsStillHold, snapshotKeys } from './dev-cache';
import { batchEvents, isPageFile, planPageChanges, type RouteRecord, withPageChanges } from './dev-pages';
import { overviewSettings, routeFolder, type OverviewScope } from './overview-scopes';
import { htmlFiles } from '../html-files';
import { createRequire } from 'node:module';
import {
  GENERATED_MODULES,
  ROUTE_TABLE_QUERY,
  SIDEBARS_QUERY,
  checkRspressVersion,
  compactRoutesModule,
  firstLoadRoutesModule,
  mapPageList,
  pageDataWithoutPages,
  patchRouteMatching,
  sidebarsModule,
  siteDataHotModule,
  siteDataWithoutSidebars,
  slimPageDataModule,
  slimSiteDataModule,
  withoutRouteChunkPreload,
} from './rspress-adapter';

/**
 * Trims the data every page carries about every other page. Rspress puts each page's title,
 * description, table of contents and frontmatter into the entry bundle, so every first load paid for
 * the whole site (about 15 KB gzip). Now:
 * - the browser's copy of the page list keeps only what the current page and the language switch read
 *   (see ./data.ts); the build-side page data is left whole for the RSS feeds, llms.txt and search;
 * - the browser's site data loses the build-side file key of every sidebar item;
 * - the browser's route table is written compactly;
 * - a page's "last updated" time, and the headings an overview page lists, travel in that page's own
 *   route chunk (see ./page-meta.ts), so no other page loads them.
 * Rspress offers no public hook for the first three, so ./rspress-adapter.ts rewrites its generated
 * modules, and refuses to run on an Rspress version it was not written for.
 */
export function pluginLeanPageData(options: { docsRoot: string; sharedDir: string }): RspressPlugin {
  checkRspressVersion(createRequire(__filename)('@rspress/core/package.json').version);
  const scopes = findOverviewScopes(options.docsRoot);
  // The languages are the docs root's folders (docs/en, docs/zh); English has no prefix.
  const langs = readdirSync(options.docsRoot).filter((name) => /^[a-z]{2}(-[a-z]+)?$/i.test(name) && statSync(path.join(options.docsRoot, name)).isDirectory());
  const pages = new Map<string, KnownPage>();
  const routeOfPath = new Map<string, string>();
  let routeService: RouteServiceLike | undefined;
  const changes: PageChanges = { added: new Map(), removed: new Set(), version: 0 };
  const clientData: RsbuildPlugin = {
    name: 'mf-lean-page-data:client',
    setup(api) {
      // The production browser bundle: a first load gets its page's data from the HTML and none of the
      // site-wide lists, which load before the first navigation. The server render and the dev server
      // (which appends its own code to these modules) keep the full data.
      const firstLoadBuild = (environment: { name: string }) => environment.name === 'web' && api.context.action === 'build';
      // 'post': after Rspress's own transform has generated the module's source.
      api.transform({ test: GENERATED_MODULES.pageData, order: 'post' }, ({ code, environment }) =>
        firstLoadBuild(environment) ? pageDataWithoutPages(code) : slimPageDataModule(code),
      );
      api.transform({ test: GENERATED_MODULES.siteData, order: 'post' }, ({ code, environment, resourceQuery }) => {
        if (resourceQuery === SIDEBARS_QUERY) return sidebarsModule(code);
        if (firstLoadBuild(environment)) return siteDataWithoutSidebars(code);
        const slim = slimSiteDataModule(code);
        return environment.name === 'web' && api.context.action === 'dev' ? siteDataHotModule(slim) : slim;
      });
      api.transform({ test: GENERATED_MODULES.routes, order: 'post' }, ({ code, environment, resourceQuery, resourcePath }) => {
        if (!firstLoadBuild(environment)) return code;
        if (resourceQuery === ROUTE_TABLE_QUERY) return compactRoutesModule(code);
        return firstLoadRoutesModule({
          pageData: path.join(options.sharedDir, 'page-data.ts'),
          routeTable: path.join(options.sharedDir, 'route-table.ts'),
          table: `${resourcePath}${ROUTE_TABLE_QUERY}`,
          sidebars: `virtual-site-data${SIDEBARS_QUERY}`,
        });
      });
      api.transform({ test: GENERATED_MODULES.routeMatching, order: 'post' }, ({ code, environment }) =>
        firstLoadBuild(environment) ? patchRouteMatching(code) : code,
      );
      if (api.context.action !== 'dev') return;
      // Pages added or removed no longer restart the dev server (./dev-pages.ts); any other file
      // under the docs (an image, a partial) is picked up by the compiler's own watching.
      api.modifyRsbuildConfig((config) => {
        const docsRoot = routeService?.getDocsDir() ?? options.docsRoot;
        const watchFiles = config.dev?.watchFiles;
        if (!config.dev || !watchFiles) return;
        const keep = (entry: { type?: string; paths: string | string[] }) =>
          !(entry.type === 'restart' && [entry.paths].flat().some((one) => path.resolve(one) === path.resolve(docsRoot)));
        config.dev.watchFiles = Array.isArray(watchFiles) ? watchFiles.filter(keep) : keep(watchFiles) ? watchFiles : [];
      });
      let stopWatching: (() => void) | undefined;
      api.onAfterCreateCompiler(({ compiler }) => {
        const compilers = 'compilers' in compiler ? compiler.compilers : [compiler];
        for (const one of compilers) {
          if (one.options.name !== 'web') continue;
          const modules = cacheGeneratedModules(one, changes);
          if (routeService) stopWatching = watchPages({ routeService, compiler: one, modules, changes, pages, routeOfPath });
        }
      });
      api.onCloseDevServer(() => stopWatching?.());
    },
  };
  return {
    name: 'mf-lean-page-data',
    routeServiceGenerated(service) {
      routeService = service as RouteServiceLike;
    },
    extendPageData(page) {
      pages.set(page.routePath, page);
      const file = (page as { _filepath?: string })._filepath;
      if (file) routeOfPath.set(file, page.routePath);
    },
    markdown: {
      remarkPlugins: [remarkPageMeta({ docsRoot: options.docsRoot, pages, scopes, langs, defaultLang: 'en', routeOfPath })],
    },
    builderConfig: { plugins: [clientData] },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const file of htmlFiles(outDir)) {
        const html = readFileSync(file, 'utf8');
        const lean = withoutRouteChunkPreload(html);
        if (lean !== html) writeFileSync(file, lean);
      }
    },
  };
}

/** Walks the docs for overview pages and returns the route folders they cover. */
function findOverviewScopes(docsRoot: string): OverviewScope[] {
  const scopes: OverviewScope[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'public') walk(file);
        continue;
      }
      if (!/\.mdx?$/.test(name)) continue;
      const settings = overviewSettings(readFileSync(file, 'utf8'));
      if (!settings.overview) continue;
      scopes.push({ prefix: routeFolder(routeOfFile(docsRoot, file)), depths: settings.depths });
    }
  };
  walk(docsRoot);
  return scopes;
}

/** A handler of Rsbuild's `api.transform`, as Rsbuild keeps it on the compiler. */
type Transform = (context: { code: string; environment: { name: string }; addDependency: (file: string) => void } & Record<string, unknown>) => unknown;
interface CompilerLike {
  options: { module?: { rules?: unknown[] } };
  modifiedFiles?: ReadonlySet<string>;
  watching?: { invalidateWithChangesAndRemovals(changed?: Set<string>, removed?: Set<string>): void };
}

/** The parts of Rspress's route service (`@rspress/core` dist/node/route) the dev server's page watch uses. */
interface RoutePageLike {
  routeMeta: RouteRecord & { absolutePath: string };
}
interface RouteServiceLike {
  routeData: Map<string, RoutePageLike>;
  extensions: string[];
  getDocsDir(): string;
  getRoutePages(): RoutePageLike[];
  addRoute(page: RoutePageLike): Promise<void>;
}

/** Pages added and removed since the dev server started; `version` counts the batches that changed them. */
interface PageChanges {
  added: Map<string, RouteRecord>;
  removed: Set<string>;
  version: number;
}

/**
 * Dev server only (see ./dev-cache.ts): wraps Rspress's generators of the page list and the site data.
 * They are found through Rsbuild's transform table on the compiler (`__rsbuildTransformer`, keyed by the
 * id in each rule's loader options); where that is not found, nothing changes, saves are just slower.
 * Returns the files of the generated modules that list the pages (see watchPages).
 */
function cacheGeneratedModules(compiler: CompilerLike, changes: PageChanges): string[] {
  const listing: string[] = [];
  const transforms = (compiler as { __rsbuildTransformer?: Record<string, Transform> }).__rsbuildTransformer;
  if (!transforms) return listing;
  const readKey = (file: string) => {
    try {
      return sidebarSourceKey(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  for (const rule of compiler.options.module?.rules ?? []) {
    const { test, use } = (rule ?? {}) as { test?: unknown; use?: unknown };
    if (typeof test !== 'string' || !Array.isArray(use)) continue;
    if (GENERATED_MODULES.routes.test(test)) listing.push(test);
    const id = (use as Array<{ options?: { id?: unknown } }>).map((entry) => entry?.options?.id).find((value) => typeof value === 'string') as string | undefined;
    const original = id ? transforms[id] : undefined;
    if (!id || !original) continue;
    if (GENERATED_MODULES.pageData.test(test)) {
      listing.push(test);
      // Its content is made once, when the dev server starts: watching the pages only rebuilt it unchanged.
      // Pages added or removed since then are applied to that list.
      transforms[id] = async (context) => {
        const code = await original({ ...context, addDependency: () => undefined });
        if (typeof code !== 'string' || (!changes.added.size && !changes.removed.size)) return code;
        return mapPageList(code, (list) => withPageChanges(list, changes.added, changes.removed));
      };
    } else if (GENERATED_MODULES.siteData.test(test)) {
      listing.push(test);
      let snapshot: (SiteDataSnapshot & { version: number }) | undefined;
      transforms[id] = async (context) => {
        const changed = compiler.modifiedFiles;
        if (snapshot && snapshot.version === changes.version && sidebarsStillHold(snapshot, changed, readKey)) {
          for (const file of snapshot.dependencies) context.addDependency(file);
          return snapshot.code;
        }
        const version = changes.version;
        const dependencies: string[] = [];
        const code = await original({
          ...context,
          addDependency: (file: string) => {
            dependencies.push(file);
            context.addDependency(file);
          },
        });
        snapshot = typeof code === 'string' ? { code, dependencies, version, keys: snapshotKeys(dependencies, snapshot?.keys, new Set(changed ?? []), readKey) } : undefined;
        return code;
      };
    }
  }
  return listing;
}

/**
 * Dev server only (see ./dev-pages.ts): watches the docs for pages added or removed, puts them into (or
 * takes them out of) Rspress's route list and this plugin's page map, and has the compiler build the
 * generated modules that list pages again. The browser then reloads (the route list accepts no hot
 * update), where before the whole dev server restarted. Returns the function that stops watching.
 */
function watchPages(options: {
  routeService: RouteServiceLike;
  compiler: CompilerLike;
  modules: readonly string[];
  changes: PageChanges;
  pages: Map<string, KnownPage>;
  routeOfPath: Map<string, string>;
}): () => void {
  const { routeService, compiler, modules, changes, pages, routeOfPath } = options;
  const docsRoot = routeService.getDocsDir();
  // Rspress's own class, reached through a page it made: `RoutePage.create` is not exported.
  const RoutePage = routeService.getRoutePages()[0]?.constructor as { create?: (file: string, docsDir: string) => RoutePageLike } | undefined;
  if (!RoutePage?.create || modules.length < 3) {
    console.warn('lean-page-data: pages added while the dev server runs will need a restart (Rspress internals changed?)');
    return () => undefined;
  }
  const create = RoutePage.create.bind(RoutePage);
  /** Page-map entries of removed pages, given back if the same route comes back (an undone delete). */
  const removedKnown = new Map<string, KnownPage>();
  const apply = (files: Set<string>) => {
    const byFile = new Map([...routeService.routeData.values()].map((page) => [page.routeMeta.absolutePath, page]));
    const plan = planPageChanges({
      events: files,
      routeFiles: byFile.keys(),
      isPage: (file) => isPageFile(docsRoot, file, routeService.extensions),
      exists: existsSync,
    });
    for (const file of plan.removed) {
      const { routePath } = byFile.get(file)!.routeMeta;
      routeService.routeData.delete(routePath);
      changes.added.delete(routePath);
      changes.removed.add(routePath);
      const known = pages.get(routePath);
      if (known) removedKnown.set(routePath, known);
      pages.delete(routePath);
      routeOfPath.delete(file);
    }
    let added = 0;
    for (const file of plan.added) {
      const page = create(file, docsRoot);
      const route = page.routeMeta;
      if (routeService.routeData.has(route.routePath)) {
        console.error(`lean-page-data: ${path.relative(process.cwd(), file)} is not served: another page already has the route ${route.routePath}`);
        continue;
      }
      void routeService.addRoute(page); // synchronous inside; it also maps the file to the page
      changes.added.set(route.routePath, { routePath: route.routePath, lang: route.lang, version: route.version, relativePath: route.relativePath });
      changes.removed.delete(route.routePath);
      pages.set(route.routePath, removedKnown.get(route.routePath) ?? { toc: [], lang: route.lang, version: route.version });
      routeOfPath.set(file, route.routePath);
      added += 1;
    }
    if (!plan.removed.length && !added && !plan.nav) return;
    changes.version += 1;
    compiler.watching?.invalidateWithChangesAndRemovals(new Set(modules));
  };
  const batch = batchEvents(50, apply);
  // chokidar, as Rspress's own restart watch used: Node's recursive fs.watch on Linux misses the pages of
  // a folder moved away and a page deleted after an editor's atomic save.
  const watcher = chokidarWatch(docsRoot, {
    ignoreInitial: true,
    ignored: (file) => {
      const publicDir = path.join(docsRoot, 'public');
      return /[\\/](node_modules|\.git)([\\/]|$)/.test(file) || file === publicDir || file.startsWith(publicDir + path.sep);
    },
  });
  for (const event of ['add', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(event, (file: string) => batch.push(path.resolve(file)));
  watcher.on('error', (error) => console.warn('lean-page-data: watching the docs for new pages failed; a new page needs a restart.', error));
  return () => {
    batch.cancel();
    void watcher.close();
  };
}
