/**
 * Builds index records straight from the MDX sources in docs/, for the relevance test (which runs before
 * the site is built) and for the benchmark when no build exists. The build itself uses Rspress's page
 * data; this reads the same files with the same extractor.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeOfDocsFile } from '../../shared/routes';
import type { SearchRecord } from '../../shared/search/types';
import { extractPage, inlineText, type TocEntry } from '../../plugins/search-index/extract';
import { groupResolver, type NavEntry } from '../../plugins/search-index/groups';
import { buildIndexJson, type PageInput } from '../../plugins/search-index/record';

export function recordsFromSources(docsRoot: string, lang: string, defaultLang = 'en', budgetBytes = 48 * 1024): SearchRecord[] {
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
        for (const match of source.matchAll(/^(#{2,4})\s+(.*?)\s*(?:\{#([^}]*)\})?\s*$/gm)) {
          const text = inlineText(match[2]);
          toc.push({ id: match[3] ?? text.toLowerCase().replace(/\s+/g, '-'), text, depth: match[1].length });
        }
        const routePath = routeOfDocsFile(path.relative(docsRoot, file), defaultLang);
        pages.push({ ...extractPage(source, toc), routePath, group: groupOf(routePath) });
      }
    }
  };
  walk(root);
  return JSON.parse(buildIndexJson(pages, budgetBytes).json) as SearchRecord[];
}
