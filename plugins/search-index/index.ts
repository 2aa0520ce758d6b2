/**
 * pluginSearchIndex: writes the search index of each language (and version, when versioned) under
 * `static/`: a head `search_index.<lang>.<contenthash>.json` that the search fetches on first open, and
 * the term shards and page files it fetches per query (`search_index.<lang>.….json`, see
 * shared/search/format.ts). Tells the lazily loaded search code where the heads are. Replaces Rspress's
 * built-in index (set `search: false` in the config).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { defaultSearchConfig } from '../../shared/search/config';
import type { SearchConfig, SearchManifest } from '../../shared/search/types';
import { buildIndexFiles, frontmatterAbout, SEARCH_INDEX_NAME, type BuiltFile, type PageInput } from './build';
import { extractPage, type TocEntry } from './extract';
import { groupResolver, type NavEntry } from './groups';

export interface SearchIndexOptions extends Partial<SearchConfig> {
  /** A module exporting any of `beforeSearch`, `onSearch`, `afterSearch`, `render`. */
  searchHooks?: string;
}

interface CollectedPage extends PageInput {
  lang: string;
  version: string;
}

export interface IndexSet {
  /** `<version>###<lang>` (version empty when not versioned). */
  key: string;
  /** The head's file name. */
  head: string;
  files: BuiltFile[];
  pages: number;
}

/** The prefix of an index's file names: `search_index[.<version>].<lang>`. */
export function indexPrefix(version: string, lang: string): string {
  const versionPart = version ? `.${version.replace(/\./g, '_')}` : '';
  return `${SEARCH_INDEX_NAME}${versionPart}.${lang}`;
}

/** The index a page belongs to: `<version>###<lang>` (version empty when not versioned). */
export function indexKey(page: Pick<CollectedPage, 'version' | 'lang'>, versioned: boolean): string {
  return `${versioned ? page.version : ''}###${page.lang}`;
}

/**
 * The dev server's stand-in name for an index's head. Building every index costs about half a second
 * at this site's size (five at ten times the pages), so the dev server builds them when the search is
 * first opened, not before its first page; the manifest points at names known before that.
 */
export function devHeadName(key: string): string {
  const [version, lang] = key.split('###');
  return `${indexPrefix(version!, lang!)}.dev.json`;
}

/** Groups the collected pages by version and language and builds the files of each group. */
export function buildIndexSets(pages: readonly CollectedPage[], versioned: boolean): IndexSet[] {
  const groups = new Map<string, CollectedPage[]>();
  for (const page of pages) {
    const key = indexKey(page, versioned);
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, group]) => {
    const [version, lang] = key.split('###');
    const built = buildIndexFiles(group, { prefix: indexPrefix(version, lang) });
    return { key, head: built.head, files: built.files, pages: group.length };
  });
}

function readNav(root: string, lang: string, defaultLang: string): NavEntry[] {
  for (const file of [path.join(root, lang, '_nav.json'), ...(lang === defaultLang ? [path.join(root, '_nav.json')] : [])]) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as NavEntry[];
  }
  return [];
}

/** Whether a page belongs in the index: content pages only, not the home pages, 404 or opted-out pages. */
export function indexable(page: Pick<PageIndexInfo, 'routePath' | 'frontmatter'>): boolean {
  const frontmatter = page.frontmatter as { pageType?: string; search?: boolean };
  if (frontmatter.pageType === 'home' || frontmatter.pageType === '404' || frontmatter.search === false) return false;
  return !/(^|\/)404$/.test(page.routePath);
}

export function pluginSearchIndex(options: SearchIndexOptions = {}): RspressPlugin {
  const { searchHooks, ...configOptions } = options;
  const config: SearchConfig = { ...defaultSearchConfig, ...configOptions };
  const pages: CollectedPage[] = [];
  let docsRoot = '';
  let defaultLang = 'en';
  const groupOf = new Map<string, (routePath: string) => string>();
  let sets: IndexSet[] = [];
  /** Dev server: whether `sets` holds the indexes of the collected pages (see devHeadName). */
  let setsBuilt = false;
  let dev = false;
  let outDir = 'doc_build';

  const manifest = (): SearchManifest => ({
    config,
    files: dev && config.mode === 'local'
      ? Object.fromEntries([...new Set(pages.map((page) => indexKey(page, config.versioned)))].map((key) => [key, devHeadName(key)]))
      : Object.fromEntries(sets.map((set) => [set.key, set.head])),
  });

  /** Dev server middleware: an index file by its address (`…/static/<name>`), from `sets`, built on first ask. */
  const serveIndexFiles = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const name = (request.url ?? '').split('?')[0]!.split('/static/').pop();
    if (!name || !name.startsWith(SEARCH_INDEX_NAME)) return next();
    if (!setsBuilt) {
      sets = buildIndexSets(pages, config.versioned);
      setsBuilt = true;
    }
    const set = sets.find((candidate) => devHeadName(candidate.key) === name);
    const file = sets.flatMap((candidate) => candidate.files).find((candidate) => candidate.name === (set ? set.head : name));
    if (!file) return next();
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(file.json);
  };

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'mf-search-index',
    setup(api) {
      api.modifyBundlerChain((chain, { environment, bundler }) => {
        // Rspress extracts every page (and calls extendPageData) in its own modifyBundlerChain of the
        // web environment, which runs before this one, so the pages are all collected here.
        if (environment.name === 'web' && config.mode === 'local' && !dev) {
          sets = buildIndexSets(pages, config.versioned);
        }
        // The manifest is read only by the lazily loaded search code, so it never enters a page's first load.
        chain.plugin('mf-search-manifest').use(bundler.DefinePlugin, [
          { __MF_SEARCH_MANIFEST__: JSON.stringify(JSON.stringify(manifest())) },
        ]);
      });
      // The dev server answers for the index files from memory: emitted into every compilation, its
      // files (1,700 at 10× the pages) were written again on every save and cost most of a rebuild.
      dev = api.context.action === 'dev';
      if (dev) {
        api.modifyRsbuildConfig((rsbuildConfig, { mergeRsbuildConfig }) =>
          mergeRsbuildConfig(rsbuildConfig, { dev: { setupMiddlewares: [(middlewares) => middlewares.unshift(serveIndexFiles)] } }),
        );
      }
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        if (dev) return;
        for (const set of sets) for (const file of set.files) compilation.emitAsset(`static/${file.name}`, new sources.RawSource(file.json));
      });
    },
  };

  return {
    name: 'mf-search-index',
    config(userConfig) {
      docsRoot = userConfig.root ?? path.join(process.cwd(), 'docs');
      outDir = path.resolve(userConfig.outDir ?? 'doc_build');
      defaultLang = userConfig.lang ?? 'en';
      for (const locale of userConfig.locales ?? [{ lang: defaultLang, label: '' }]) {
        groupOf.set(locale.lang, groupResolver(readNav(docsRoot, locale.lang, defaultLang), locale.title ?? userConfig.title ?? ''));
      }
      return userConfig;
    },
    builderConfig: {
      plugins: [rsbuildPlugin],
      resolve: {
        alias: { 'mf-search-hooks$': searchHooks ?? path.join(__dirname, '../../shared/search/no-hooks.ts') },
      },
    },
    /**
     * With `search: false` Rspress 2.0.22 still writes its own index files (titles and headings, empty
     * content). Nothing reads them, so they are removed from the output rather than shipped next to ours.
     */
    async afterBuild(_config, isProd) {
      // The dev server runs this hook after every compile; the output folder then holds an earlier
      // build (which the e2e tests may be serving), not this run's files.
      if (!isProd) return;
      const staticDir = path.join(outDir, 'static');
      const ours = new Set(sets.flatMap((set) => set.files.map((file) => file.name)));
      if (!existsSync(staticDir)) return;
      for (const name of await readdir(staticDir)) {
        if (/^search_index\b.*\.json$/.test(name) && !ours.has(name)) await rm(path.join(staticDir, name));
      }
    },
    extendPageData(page) {
      if (!indexable(page)) return;
      const source = (page as PageIndexInfo & { _flattenContent?: string })._flattenContent ?? '';
      const toc: TocEntry[] = page.toc.map(({ id, text, depth }) => ({ id, text, depth }));
      const extracted = extractPage(source, toc, page.title);
      const group = groupOf.get(page.lang)?.(page.routePath) ?? '';
      pages.push({ ...extracted, routePath: page.routePath, group, lang: page.lang, version: page.version, ...frontmatterAbout(page.frontmatter) });
    },
  };
}
