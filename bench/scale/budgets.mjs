// The budgets of `npm run bench:scale` and its report table: pure functions over the figures of one run.
import { check, kb, markdownTable } from '../report.mjs';

/** A ratio to three places (budgets compare it unrounded to two, so 1.104 never passes as 1.1). */
export const exactRatio = (a, b) => (b ? Math.round((a / b) * 1000) / 1000 : NaN);
const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : NaN);

/**
 * figures: { small: { ours, stock }, large: { ours, stock } }, each with
 * { cold: { wallSeconds, cpuSeconds, peakMemoryMB }, doc: { js: { gzip }, … } }.
 * Returns { name: { value, budget, ok, note? } } in the order of the issue.
 */
export function evaluateBudgets({ small, large }, { factor = 10 } = {}) {
  const growthKB = kb(large.ours.doc.js.gzip - small.ours.doc.js.gzip);
  return {
    [`doc page JS grows ≤ 2 KB gzip from 1× to ${factor}×`]: check(growthKB, 2),
    [`cold build wall at ${factor}× ≤ ${factor} × the 1× time`]: check(exactRatio(large.ours.cold.wallSeconds, small.ours.cold.wallSeconds), factor),
    [`cold build CPU at ${factor}× ≤ ${factor} × the 1× CPU`]: { ...check(exactRatio(large.ours.cold.cpuSeconds, small.ours.cold.cpuSeconds), factor), note: 'CPU: less sensitive to a busy machine' },
    [`peak memory ≤ 2 GB (${factor}×, MB)`]: check(large.ours.cold.peakMemoryMB, 2048),
    [`cold build wall at ${factor}× ≤ 1.1 × stock`]: check(exactRatio(large.ours.cold.wallSeconds, large.stock.cold.wallSeconds), 1.1),
    [`cold build CPU at ${factor}× ≤ 1.1 × stock`]: { ...check(exactRatio(large.ours.cold.cpuSeconds, large.stock.cold.cpuSeconds), 1.1), note: 'CPU: less sensitive to a busy machine' },
    [`peak memory at ${factor}× ≤ 1.1 × stock`]: check(exactRatio(large.ours.cold.peakMemoryMB, large.stock.cold.peakMemoryMB), 1.1),
  };
}

/** A search figure, or '–' when the search did not answer (its error is printed under the table). */
const searchCell = (search, read) => (search && !search.error ? read(search) : undefined);
const mb = (bytes) => Math.round(bytes / 1e5) / 10;
const cell = (value) => (value === undefined || value === null || Number.isNaN(value) ? '–' : String(value));

/** The figures table: one row per figure, columns 1× stock, 1× ours, N× stock, N× ours, ours N×/1×, ours/stock at N×. */
export function scaleTable({ small, large }, { factor = 10 } = {}) {
  const rows = [
    ['pages per language', (s) => s.pagesPerLanguage],
    ['cold build wall (s)', (s) => s.cold.wallSeconds],
    ['cold build CPU (s)', (s) => s.cold.cpuSeconds],
    ['cold build peak memory (MB)', (s) => s.cold.peakMemoryMB],
    ['doc page JS gzip (KB)', (s) => kb(s.doc.js.gzip)],
    ['doc page CSS gzip (KB)', (s) => kb(s.doc.css.gzip)],
    ['doc page HTML gzip (KB)', (s) => (s.doc.html ? kb(s.doc.html.gzip) : undefined)],
    ['search index, en: gzip / raw (KB)', (s) => searchCell(s.search?.en, (search) => `${kb(search.index.gzip)} / ${kb(search.index.raw)}`)],
    ['search index, zh: gzip / raw (KB)', (s) => searchCell(s.search?.zh, (search) => `${kb(search.index.gzip)} / ${kb(search.index.raw)}`)],
    ['search index fetched', (s) => searchCell(s.search?.en, (search) => search.indexFetched)],
    ['search code fetched on first open, gzip (KB)', (s) => searchCell(s.search?.en, (search) => kb(search.code.gzip))],
    ['fetched after the first load with no interaction, gzip (KB)', (s) => searchCell(s.search?.en, (search) => kb(search.eager.gzip))],
    ['total output (MB)', (s) => mb(s.totalBytes)],
    ['dev server first page (s)', (s) => s.devSeconds],
  ];
  const body = rows.map(([label, read]) => {
    const values = [small.stock, small.ours, large.stock, large.ours].map((site) => {
      try {
        return read(site);
      } catch {
        return undefined;
      }
    });
    const [, ours1, stockN, oursN] = values;
    const number = (value) => typeof value === 'number' && !Number.isNaN(value);
    return [
      label,
      ...values.map(cell),
      number(ours1) && number(oursN) ? cell(ratio(oursN, ours1)) : '–',
      number(stockN) && number(oursN) ? cell(ratio(oursN, stockN)) : '–',
    ];
  });
  return markdownTable(['figure', '1× stock', '1× ours', `${factor}× stock`, `${factor}× ours`, `ours ${factor}× / 1×`, `ours / stock at ${factor}×`], body);
}

export function budgetTable(budgets) {
  return markdownTable(
    ['budget', 'measured', 'met'],
    Object.entries(budgets).map(([name, result]) => [result.note ? `${name} (${result.note})` : name, cell(result.value), result.ok ? 'yes' : '**no**']),
  );
}

/**
 * The parts of the doc page's first load that grow, as a table of gzip bytes: what each part costs on
 * top of the rest (marginal: the bytes its removal saves) at 1× and N×, and the growth of that; the
 * last row is the page's real total.
 */
export function growthTable(comparison, { factor = 10, limit = 12 } = {}) {
  const cost = (side) => side.marginal ?? side.gzip;
  const rows = comparison
    .filter((row) => row.growth !== 0)
    .slice(0, limit)
    .map((row) => [row.part, String(cost(row.before)), String(cost(row.after)), `${row.growth > 0 ? '+' : ''}${row.growth}`]);
  const before = comparison.reduce((sum, row) => sum + row.before.gzip, 0);
  const after = comparison.reduce((sum, row) => sum + row.after.gzip, 0);
  rows.push(['the whole first load', String(before), String(after), `${after - before > 0 ? '+' : ''}${after - before}`]);
  return markdownTable(['part of the doc page first load (gzip bytes its removal saves)', '1×', `${factor}×`, 'growth'], rows);
}

/** A breakdown as a table, largest part first: minified bytes, gzip share, and what moving the part out saves. */
export function breakdownTable(parts, { limit = 40 } = {}) {
  const sorted = Object.entries(parts).sort((a, b) => b[1].gzip - a[1].gzip);
  const total = sorted.reduce((sum, [, part]) => sum + part.gzip, 0);
  const percent = (value) => `${Math.round((value / total) * 1000) / 10} %`;
  const saved = (part) => (part.marginal === undefined ? '–' : String(kb(part.marginal)));
  const rows = sorted.slice(0, limit).map(([name, part]) => [name, String(part.raw), String(kb(part.gzip)), percent(part.gzip), saved(part)]);
  const rest = sorted.slice(limit);
  if (rest.length) {
    const raw = rest.reduce((sum, [, part]) => sum + part.raw, 0);
    const gzip = rest.reduce((sum, [, part]) => sum + part.gzip, 0);
    rows.push([`${rest.length} smaller parts`, String(raw), String(kb(gzip)), percent(gzip), '–']);
  }
  rows.push(['total', String(sorted.reduce((sum, [, part]) => sum + part.raw, 0)), String(kb(total)), '100 %', '–']);
  return markdownTable(['part', 'minified bytes', 'gzip KB (share)', 'share', 'gzip KB saved if moved out'], rows);
}
