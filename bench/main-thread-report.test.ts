import { describe, expect, it } from 'vitest';
import { blockingTime, budgetRows, median } from './main-thread-report.mjs';

describe('blockingTime', () => {
  it('counts the part of each long task beyond 50 ms, inside the window', () => {
    const tasks = [
      { start: 100, duration: 120 },
      { start: 400, duration: 50 },
      { start: 900, duration: 51 },
      { start: 7000, duration: 300 },
    ];
    expect(blockingTime(tasks, 6500)).toBe(71);
    expect(blockingTime([], 6000)).toBe(0);
  });
});

describe('median', () => {
  it('takes the middle run', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([1, 2, 3, 10])).toBe(3);
  });
});

describe('budgetRows', () => {
  const row = (path: string, ours: number, stock: number) => ({ label: path, path, ours: { blockingMs: ours }, stock: { blockingMs: stock } });
  it('holds doc pages to 0.4 × stock and the home page to 0.5 ×, and leaves /configure/name out', () => {
    const rows = budgetRows([row('/configure/shared', 400, 1000), row('/', 510, 1000), row('/configure/name', 900, 1000), row('/guide/basic/runtime', 401, 1000)]);
    expect(rows.map((budget) => budget.met)).toEqual([true, false, false]);
    expect(rows[0].measured).toBe(0.4);
  });
});
