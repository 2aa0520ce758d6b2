import { describe, expect, it } from 'vitest';
import { budgetTable, evaluateBudgets, growthTable, scaleTable, type SiteFigures } from './budgets.mjs';

function site(overrides: { wall?: number; cpu?: number; memory?: number; js?: number; pages?: number } = {}): SiteFigures {
  return {
    pagesPerLanguage: overrides.pages ?? 62,
    cold: { wallSeconds: overrides.wall ?? 10, cpuSeconds: overrides.cpu ?? 15, peakMemoryMB: overrides.memory ?? 800 },
    doc: { js: { raw: 400_000, gzip: overrides.js ?? 120_000 }, css: { raw: 55_000, gzip: 12_000 }, html: { raw: 60_000, gzip: 12_500 } },
    totalBytes: 18_000_000,
    search: { en: { index: { raw: 160_000, gzip: 47_000 }, code: { raw: 22_000, gzip: 8_300 }, eager: { raw: 0, gzip: 0 }, indexFetched: 'on open' }, zh: { error: 'no index' } },
    devSeconds: 9.2,
  };
}

describe('evaluateBudgets', () => {
  it('passes a site that stays flat and linear and within stock', () => {
    const budgets = evaluateBudgets({
      small: { ours: site(), stock: site() },
      large: { ours: site({ wall: 90, cpu: 140, memory: 1900, js: 121_000, pages: 602 }), stock: site({ wall: 85, cpu: 130, memory: 1800 }) },
    });
    expect(Object.values(budgets).every((budget) => budget.ok)).toBe(true);
    expect(budgets['doc page JS grows ≤ 2 KB gzip from 1× to 10×'].value).toBe(1);
  });

  it('fails each budget on its own edge', () => {
    const budgets = evaluateBudgets({
      small: { ours: site(), stock: site() },
      // 2.1 KB growth, 10.1× the time, 2049 MB, 1.104× stock's time and memory.
      large: { ours: site({ wall: 101, cpu: 160, memory: 2049, js: 120_000 + 2150 }), stock: site({ wall: 91.5, cpu: 100, memory: 1856 }) },
    });
    expect(Object.fromEntries(Object.entries(budgets).map(([name, budget]) => [name, budget.ok]))).toEqual({
      'doc page JS grows ≤ 2 KB gzip from 1× to 10×': false,
      'cold build wall at 10× ≤ 10 × the 1× time': false,
      'cold build CPU at 10× ≤ 10 × the 1× CPU': false,
      'peak memory ≤ 2 GB (10×, MB)': false,
      'cold build wall at 10× ≤ 1.1 × stock': false,
      'cold build CPU at 10× ≤ 1.1 × stock': false,
      'peak memory at 10× ≤ 1.1 × stock': false,
    });
    expect(budgets['cold build wall at 10× ≤ 1.1 × stock'].value).toBe(1.104);
  });
});

describe('the report tables', () => {
  it('writes the figures of both sizes and themes with the ratios', () => {
    const table = scaleTable({ small: { ours: site(), stock: site({ js: 200_000 }) }, large: { ours: site({ js: 125_000, pages: 602 }), stock: site({ js: 250_000 }) } });
    expect(table.split('\n')[0]).toBe('| figure | 1× stock | 1× ours | 10× stock | 10× ours | ours 10× / 1× | ours / stock at 10× |');
    expect(table).toContain('| pages per language | 62 | 62 | 62 | 602 | 9.71 | 9.71 |');
    expect(table).toContain('| doc page JS gzip (KB) | 195.3 | 117.2 | 244.1 | 122.1 | 1.04 | 0.5 |');
    expect(table).toContain('| search index, en: gzip / raw (KB) | 45.9 / 156.3 | 45.9 / 156.3 | 45.9 / 156.3 | 45.9 / 156.3 | – | – |');
    expect(table).toContain('| search index, zh: gzip / raw (KB) | – | – | – | – | – | – |');
  });

  it('marks unmet budgets and lists growth largest first with a total', () => {
    expect(budgetTable({ a: { value: 3, budget: 2, ok: false }, b: { value: 1, budget: 2, ok: true, note: 'why' } })).toBe(
      '| budget | measured | met |\n| --- | --- | --- |\n| a | 3 | **no** |\n| b (why) | 1 | yes |',
    );
    const growth = growthTable([
      { part: 'route table', before: { raw: 10, gzip: 2000, marginal: 1500 }, after: { raw: 100, gzip: 20000, marginal: 19000 }, growth: 17500 },
      { part: 'react', before: { raw: 10, gzip: 60000, marginal: 60000 }, after: { raw: 10, gzip: 60000, marginal: 60000 }, growth: 0 },
    ]);
    expect(growth).toContain('| route table | 1500 | 19000 | +17500 |');
    expect(growth).not.toContain('| react |');
    expect(growth).toContain('| the whole first load | 62000 | 80000 | +18000 |');
  });
});
