/**
 * The search index built straight from the MDX sources in docs/, for the relevance tests (which run
 * before the site is built) and for the benchmark. The build itself uses Rspress's page data; this reads
 * the same files with the same extractor and writes the same files, kept in memory.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { scanMdx } from '../../shared/mdx-scan';
import { routeOfDocsFile } from '../../shared/routes';
import { parse } from 'yaml';
import { extractPage, inlineText, type TocEntry } from '../../plugins/search-index/extract';
import { buildIndexFiles, frontmatterAbout, type BuiltIndex, type PageInput } from '../../plugins/search-index/build';
import { groupResolver, type NavEntry } from '../../plugins/search-index/groups';

/** A heading's anchor as Rspress writes it for plain text (good enough for tests; the build uses Rspress's). */
function slug(text: string): string {
  return text.toLowerCase().trim().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s+/g, '-');
}

export function pagesFromSources(docsRoot: string, lang: string, defaultLang = 'en'): PageInput[] {
  const root = path.join(docsRoot, lang);
  const navFile = path.join(root, '_nav.json');
  const nav = existsSync(navFile) ? (JSON.parse(readFileSync(navFile, 'utf8')) as NavEntry[]) : [];
  const groupOf = groupResolver(nav, 'Module Federation');
  const pages: PageInput[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name) && !name.startsWith('_')) {
        const raw = readFileSync(file, 'utf8');
        const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(raw);
        if (frontmatter && /^(pageType:\s*['"]?(home|404)|search:\s*false)/m.test(frontmatter[1])) continue;
        const source = frontmatter ? raw.slice(frontmatter[0].length) : raw;
        const toc: TocEntry[] = [];
        for (const line of scanMdx(source)) {
          if (line.kind !== 'text') continue;
          const match = /^(#{2,4})\s+(.*?)\s*(?:\{#([^}]*)\})?\s*$/.exec(line.text);
          if (!match) continue;
          const text = inlineText(match[2]);
          toc.push({ id: match[3] ?? slug(text), text, depth: match[1].length });
        }
        const routePath = routeOfDocsFile(path.relative(docsRoot, file), defaultLang);
        pages.push({ ...extractPage(source, toc), routePath, group: groupOf(routePath), ...frontmatterAbout(frontmatter ? parse(frontmatter[1]) : undefined) });
      }
    }
  };
  walk(root);
  return pages;
}

/** The index files of a language built from docs/, and a loader that serves them from memory. */
export function indexFromSources(docsRoot: string, lang: string): BuiltIndex & { load: (name: string) => Promise<unknown> } {
  return withLoader(buildIndexFiles(pagesFromSources(docsRoot, lang), { prefix: `search_index.${lang}` }));
}

/** A loader over built files, parsing each file once (as the browser's fetch would). */
export function withLoader(built: BuiltIndex): BuiltIndex & { load: (name: string) => Promise<unknown> } {
  const byName = new Map(built.files.map((file) => [file.name, file.json]));
  return {
    ...built,
    load: async (name: string) => {
      const json = byName.get(name);
      if (json === undefined) throw new Error(`no index file ${name}`);
      return JSON.parse(json) as unknown;
    },
  };
}
