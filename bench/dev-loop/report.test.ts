import { describe, expect, it } from 'vitest';
import { appearance, evaluateLoop, loopTable, median, stripAnsi, terminalMentions, type LoopSize } from './report.mjs';

const broken = (overrides: Partial<NonNullable<LoopSize['broken']>[number]> = {}) => ({
  line: 7,
  overlayShownMs: 900,
  overlayText: 'Build error: shared.mdx (7:1-7:23) Expected a closing tag for <div>',
  terminalText: 'error shared.mdx:7:1',
  browser: { file: true, line: true },
  terminal: { file: true, line: true },
  recoveredMs: 2100,
  serverAlive: true,
  ...overrides,
});

function size(paragraphMs: number[], overrides: Partial<LoopSize> = {}): LoopSize {
  const kind = (runsMs: number[], extra = {}) => ({ runsMs, fullReloads: 0, serverRestarts: 0, medianMs: median(runsMs), ...extra });
  return {
    pagesPerLanguage: 62,
    firstPageSeconds: 9,
    kinds: {
      'paragraph edit': kind(paragraphMs),
      '_meta.json label': kind([2000, 2100, 1900], { fullReloads: 3 }),
      '_meta.json order': kind([2000, 2100, 1900], { fullReloads: 3 }),
      'new page in sidebar': kind([20000, 21000, 19000], { fullReloads: 3, serverRestarts: 3 }),
      'new page visited (click → h1)': kind([1000, 900, 1100]),
    },
    broken: [broken(), broken(), broken()],
    serverAlive: true,
    ...overrides,
  };
}

describe('helpers', () => {
  it('takes the median of the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([null, 5])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('reads file and line in terminal and overlay texts', () => {
    expect(stripAnsi('\u001b[31m×\u001b[0m error')).toBe('× error');
    expect(terminalMentions('File: ./docs/en/configure/shared.mdx:7:3', 'shared.mdx', 7)).toEqual({ file: true, line: true });
    expect(terminalMentions('Expected a closing tag (7:1-7:23) in /x/shared.mdx', 'shared.mdx', 7)).toEqual({ file: true, line: true });
    expect(terminalMentions('File: ./docs/en/configure/shared.mdx:1:1', 'shared.mdx', 7)).toEqual({ file: true, line: false });
    expect(terminalMentions('Build failed', 'shared.mdx', 7)).toEqual({ file: false, line: false });
  });
});

describe('evaluateLoop', () => {
  it('checks the paragraph budget per size and says how sidebar and new page changes arrived', () => {
    const budgets = evaluateLoop({ '1x': size([900, 1200, 800]), '10x': size([2500, 1900, 2600]) });
    expect(budgets['1x: paragraph edit ≤ 1 s (median, ms)']).toEqual({ value: 900, budget: 1000, ok: true });
    expect(budgets['10x: paragraph edit ≤ 2 s (median, ms)']).toEqual({ value: 2500, budget: 2000, ok: false });
    expect(budgets['1x: sidebar label and order change appear without a manual restart']).toEqual({ value: 'yes, with full page reloads (6)', budget: 'yes', ok: true });
    expect(budgets['1x: new page appears and opens without a manual restart'].value).toBe('yes, after the dev server restarted itself (3×)');
    expect(budgets['1x: page recovers when the edit is fixed, without restart or reload'].ok).toBe(true);
  });

  it('fails a change that needed a manual reload, and a broken edit that was not shown or did not recover', () => {
    const missing = size([900], {
      missed: { '_meta.json order': { waitedMs: 60000, afterManualReload: true } },
      broken: [broken({ overlayShownMs: null, browser: { file: false, line: false } }), broken({ recoveredMs: null })],
    });
    delete missing.kinds!['_meta.json order'];
    expect(appearance(missing, ['_meta.json label', '_meta.json order'])).toEqual({ value: 'no (_meta.json order: shown only after a manual reload)', budget: 'yes', ok: false });
    const budgets = evaluateLoop({ '1x': missing });
    expect(budgets['1x: broken edit shown in the browser with file and line'].ok).toBe(false);
    expect(budgets['1x: broken edit shown in the terminal with file and line'].ok).toBe(true);
    expect(budgets['1x: page recovers when the edit is fixed, without restart or reload'].ok).toBe(false);
  });

  it('writes the table with medians, runs, reloads and restarts', () => {
    const sizes = { '1x': size([900, 1200, 800]) };
    const table = loopTable(sizes, evaluateLoop(sizes), { date: '2026-01-01', machine: 'test', runs: 3 });
    expect(table).toContain('| paragraph edit (s, median; runs) | 0.90 (0.90, 1.20, 0.80) |');
    expect(table).toContain('| new page in sidebar (s, median; runs) | 20.00 (20.00, 21.00, 19.00, 3 full reload(s), 3 server restart(s)) |');
    expect(table).toContain('| broken edit: recovered after the fix (s, median) | 2.10 |');
  });
});
