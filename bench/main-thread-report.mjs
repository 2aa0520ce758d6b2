// The pure part of `npm run bench:main-thread`: blocking time from long tasks, the median, and the
// budgets. Unit-tested (main-thread-report.test.ts).

/** Lighthouse's rule: of each task longer than 50 ms, the part beyond 50 ms counts as blocking. */
export const LONG_TASK_MS = 50;

/** Blocking time (ms, rounded) of the tasks that start before `windowEnd` (ms since navigation). */
export function blockingTime(tasks, windowEnd) {
  let total = 0;
  for (const { start, duration } of tasks) {
    if (start >= windowEnd || duration <= LONG_TASK_MS) continue;
    total += duration - LONG_TASK_MS;
  }
  return Math.round(total);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/** Ours over stock, to three places as reported (null when stock blocked nothing). */
export function shownRatio(ours, stock) {
  return stock ? Math.round((ours / stock) * 1000) / 1000 : null;
}

/** Ours against stock: the doc pages at most 0.4×, the home page at most 0.5×. */
export function budgetRows(results) {
  return results
    .filter((row) => row.path !== '/configure/name')
    .map((row) => {
      const limit = row.path === '/' ? 0.5 : 0.4;
      const ratio = row.stock.blockingMs ? row.ours.blockingMs / row.stock.blockingMs : Infinity;
      return { name: `${row.label} ≤ ${limit} × stock`, measured: shownRatio(row.ours.blockingMs, row.stock.blockingMs) ?? Infinity, met: ratio <= limit };
    });
}
