import { describe, expect, it } from 'vitest';
import { auditQueries, rankChanges, type RankChange } from './synonyms-audit';

describe('synonyms audit', () => {
  it('asks for each page by its title and keywords, once each, leaving out sentences', () => {
    const long = 'a keyword so long that it reads as a sentence rather than something typed in a box';
    expect(auditQueries([{ title: 'Shared', keywords: ['singleton', 'Shared', long], routePath: '/configure/shared' }])).toEqual([
      { query: 'Shared', route: '/configure/shared' },
      { query: 'singleton', route: '/configure/shared' },
    ]);
  });

  it('reports a page that lost first place or left the first three, and the reverse', () => {
    const row = (before: number, after: number): RankChange => ({ query: `q${before}-${after}`, route: '/a', before, after });
    const { lower, higher } = rankChanges([row(1, 2), row(2, 5), row(5, 6), row(3, 3), row(4, 1), row(21, 3), row(6, 5)]);
    expect(lower.map((change) => change.query)).toEqual(['q1-2', 'q2-5']);
    expect(higher.map((change) => change.query)).toEqual(['q4-1', 'q21-3']);
  });
});
