/**
 * How many executed claims each page has, read from the claim files themselves: every `claim(page, …)`
 * call, with `page` a string or the nearest `const NAME = '…'` above it. The README's table of claims
 * per page is checked against this count (readme-counts.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const claimsDir = import.meta.dirname;

/** Page → number of `claim(...)` calls in one file's source. */
export function claimsIn(source: string, file = 'source'): Map<string, number> {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+) = '([^']+)';|\bclaim\(\s*(?:'([^']+)'|(\w+))\s*,/g)) {
    if (match[1]) {
      names.set(match[1], match[2]);
      continue;
    }
    const page = match[3] ?? names.get(match[4]);
    if (!page) throw new Error(`${file}: claim(${match[4]}, …) names no page this count can read`);
    counts.set(page, (counts.get(page) ?? 0) + 1);
  }
  return counts;
}

/** Page → executed claims, over every claim file. */
export function claimsPerPage(): Map<string, number> {
  const total = new Map<string, number>();
  for (const file of readdirSync(claimsDir).filter((name) => name.endsWith('.test.ts'))) {
    const source = readFileSync(join(claimsDir, file), 'utf8');
    // A claim file imports claim from the harness; the tests of this count only quote calls.
    if (!/import \{[^}]*\bclaim\b[^}]*\} from '\.\/harness'/.test(source)) continue;
    for (const [page, count] of claimsIn(source, file)) total.set(page, (total.get(page) ?? 0) + count);
  }
  return total;
}

/** The README's table of executed claims: `| \`configure/\` | \`index\` 3, \`name\` 3, … |` → page → count. */
export function readmeClaims(readme: string): Map<string, number> {
  const section = /<!-- claims:start -->([\s\S]*?)<!-- claims:end -->/.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no <!-- claims:start --> … <!-- claims:end --> table');
  const counts = new Map<string, number>();
  for (const row of section.split('\n')) {
    const cells = row.split('|').map((cell) => cell.trim());
    const prefix = /^`([^`]+\/)`$/.exec(cells[1] ?? '')?.[1];
    if (!prefix) continue;
    for (const match of (cells[2] ?? '').matchAll(/`([^`]+)` (\d+)/g)) counts.set(`${prefix}${match[1]}`, Number(match[2]));
  }
  return counts;
}
