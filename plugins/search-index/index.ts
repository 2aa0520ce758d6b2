/**
 * pluginSearchIndex: writes one search index per language (and version, when versioned) to
 * `static/search_index.<lang>.<contenthash>.json` and tells the lazily loaded search code where those
 * files are. Replaces Rspress's built-in index (set `search: false` in the config).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { defaultSearchConfig } from '../../shared/search/config';
import type { SearchConfig, SearchManifest } from '../../shared/search/types';
import { extractPage, type TocEntry } from './extract';
import { groupResolver, type NavEntry } from './groups';
import { buildIndexJson, gzipSize, type PageInput } from './record';

export const SEARCH_INDEX_NAME = 'search_index';

export interface SearchIndexOptions extends Partial<SearchConfig> {
  /** Gzip budget of each index file in bytes (default 48 KB, under the 50 KB budget). */
  budgetBytes?: number;
  /** A module exporting any of `beforeSearch`, `onSearch`, `afterSearch`, `render`. */
  searchHooks?: string;
}

interface CollectedPage extends PageInput {
  lang: string;
  version: string;
}

export interface IndexFile {
  key: string;
  fileName: string;
  json: string;
  gzipBytes: number;
  /** The prose limit per section that fitted the budget (Infinity: nothing was cut). */
  limit: number;
  pages: number;
}

/** The file name of one index: `search_index[.<version>].<lang>.<hash>.json`. */
export function indexFileName(version: string, lang: string, json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const versionPart = version ? `.${version.replace(/\./g, '_')}` : '';
  return `${SEARCH_INDEX_NAME}${versionPart}.${lang}.${hash}.json`;
}

/** Groups the collected pages by version and language and serialises each group within the budget. */
export function buildIndexFiles(pages: readonly CollectedPage[], versioned: boolean, budgetBytes: number): IndexFile[] {
  const groups = new Map<string, CollectedPage[]>();
  for (const page of pages) {
    const key = `${versioned ? page.version : ''}###${page.lang}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, group]) => {
    const [version, lang] = key.split('###');
    const { json, limit } = buildIndexJson(group, budgetBytes);
    return { key, fileName: indexFileName(version, lang, json), json, gzipBytes: gzipSize(json), limit, pages: group.length };
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
  const { budgetBytes = 48 * 1024, searchHooks, ...configOptions } = options;
  const config: SearchConfig = { ...defaultSearchConfig, ...configOptions };
  const pages: CollectedPage[] = [];
  let docsRoot = '';
  let defaultLang = 'en';
  const groupOf = new Map<string, (routePath: string) => string>();
  let files: IndexFile[] = [];
  let outDir = 'doc_build';

  const manifest = (): SearchManifest => ({
    config,
    files: Object.fromEntries(files.map((file) => [file.key, file.fileName])),
  });

  const rsbuildPlugin: RsbuildPlugin = {
    name: 'mf-search-index',
    setup(api) {
      api.modifyBundlerChain((chain, { environment, bundler }) => {
        // Rspress extracts every page (and calls extendPageData) in its own modifyBundlerChain of the
        // web environment, which runs before this one, so the pages are all collected here.
        if (environment.name === 'web' && config.mode === 'local') {
          files = buildIndexFiles(pages, config.versioned, budgetBytes);
        }
        // The manifest is read only by the lazily loaded search code, so it never enters a page's first load.
        chain.plugin('mf-search-manifest').use(bundler.DefinePlugin, [
          { __MF_SEARCH_MANIFEST__: JSON.stringify(JSON.stringify(manifest())) },
        ]);
      });
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        for (const file of files) compilation.emitAsset(`static/${file.fileName}`, new sources.RawSource(file.json));
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
        alias: { 'mf-search-hooks$': searchHooks ?? path.join(__dirname, 'no-hooks.ts') },
      },
    },
    /**
     * With `search: false` Rspress 2.0.22 still writes its own index files (titles and headings, empty
     * content). Nothing reads them, so they are removed from the output rather than shipped next to ours.
     */
    async afterBuild() {
      const staticDir = path.join(outDir, 'static');
      const ours = new Set(files.map((file) => file.fileName));
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
      pages.push({ ...extracted, routePath: page.routePath, group, lang: page.lang, version: page.version });
    },
  };
}
