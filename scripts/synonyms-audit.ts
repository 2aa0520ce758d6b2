/**
 * npm run search:synonyms-audit [-- <git-ref>]: what an edit of shared/search/synonyms.json does to the
 * pages' own words. Every page's title and frontmatter keywords are searched, per language, with the
 * synonyms of <git-ref> (default HEAD: the file as last committed) and with the file as it is now, on an
 * index built from docs/; it lists the pages that rank lower for their own title or keyword (a group
 * that does that is likely too broad) and those that rank higher, and exits with 1 if any ranks lower.
 * The queries come from the pages, not from the relevance sets, so the audit can guide an edit without
 * tuning to those sets.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import current from '../shared/search/synonyms.json';
import type { PageInput } from '../plugins/search-index/build';
import { buildIndexFiles } from '../plugins/search-index/build';
import { LocalIndex, search } from '../theme/search/core/engine';
import { distinctRoutes, routeOf } from '../tests/support/search-eval';
import { pagesFromSources, withLoader } from '../tests/support/search-sources';

export interface AuditQuery {
  query: string;
  route: string;
}

/** Longest title or keyword searched: past this it is a sentence, not something a reader types. */
const MAX_QUERY_LENGTH = 60;
/** How many results are read for a rank; a page further down counts as not found. */
const DEPTH = 20;

/** A page's own words as queries: its title and its keywords, once each. */
export function auditQueries(pages: ReadonlyArray<Pick<PageInput, 'title' | 'keywords' | 'routePath'>>): AuditQuery[] {
  return pages.flatMap((page) =>
    [...new Set([page.title, ...(page.keywords ?? [])])]
      .filter((query) => query.trim() && query.length <= MAX_QUERY_LENGTH)
      .map((query) => ({ query, route: page.routePath })),
  );
}

export interface RankChange extends AuditQuery {
  before: number;
  after: number;
}

/**
 * Which changes matter: a page that was first and is no longer, or that leaves the first three; and
 * the reverse. Moves further down the list (from 5 to 6, say) are noise for a reader.
 */
export function rankChanges(rows: readonly RankChange[]): { lower: RankChange[]; higher: RankChange[] } {
  // `better` and `worse` are ranks, better < worse: first place, or the first three, gained or lost.
  const matters = (better: number, worse: number) => better === 1 || (better <= 3 && worse > 3);
  return {
    lower: rows.filter((row) => row.after > row.before && matters(row.before, row.after)),
    higher: rows.filter((row) => row.after < row.before && matters(row.after, row.before)),
  };
}

const shown = (rank: number) => (rank > DEPTH ? 'none' : String(rank));

async function main(): Promise<void> {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const ref = process.argv[2] ?? 'HEAD';
  const before = JSON.parse(execFileSync('git', ['show', `${ref}:shared/search/synonyms.json`], { cwd: root, encoding: 'utf8' })) as typeof current;
  let lowered = 0;
  for (const lang of ['en', 'zh'] as const) {
    const pages = pagesFromSources(path.join(root, 'docs'), lang);
    const built = withLoader(buildIndexFiles(pages, { prefix: `search_index.${lang}` }));
    const indexes = await Promise.all([before[lang], current[lang]].map((groups) => LocalIndex.open(built.head, built.load, groups)));
    const rankIn = async (index: LocalIndex, { query, route }: AuditQuery) => {
      const rank = distinctRoutes((await search(index, query, DEPTH)).map((hit) => hit.link)).indexOf(routeOf(route));
      return rank < 0 ? DEPTH + 1 : rank + 1;
    };
    const queries = auditQueries(pages);
    const rows: RankChange[] = [];
    for (const query of queries) rows.push({ ...query, before: await rankIn(indexes[0], query), after: await rankIn(indexes[1], query) });
    const { lower, higher } = rankChanges(rows);
    lowered += lower.length;
    console.log(`synonyms audit (${lang}): ${queries.length} titles and keywords; ${lower.length} rank lower, ${higher.length} higher than with ${ref}'s synonyms`);
    for (const row of lower) console.log(`  lower  ${shown(row.before)} -> ${shown(row.after)}  "${row.query}" (${row.route})`);
    for (const row of higher) console.log(`  higher ${shown(row.before)} -> ${shown(row.after)}  "${row.query}" (${row.route})`);
  }
  if (lowered) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
