// Pure parts of `npm run bench:dev-loop`: medians, reading the terminal and the overlay, the budgets
// and the report table.
import { markdownTable } from '../report.mjs';

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

// eslint-disable-next-line no-control-regex
export const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

/** Whether a text (the terminal's, the overlay's) names the file, and the line in it. */
export function terminalMentions(text, file, line) {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    file: text.includes(file),
    line: new RegExp(`${escaped}[:(]\\s*${line}\\b|\\b[Ll]ine:?\\s*${line}\\b|\\b${line}:\\d+\\b`).test(text),
  };
}

const every = (list, test) => list.length > 0 && list.every(test);

/**
 * Whether every run of the kinds showed its change while the server kept running (no manual restart or
 * reload). The value says how: 'yes', 'yes, with full page reloads', 'yes, after the dev server
 * restarted itself', or 'no' with what a manual reload did.
 */
export function appearance(size, kinds) {
  const shown = kinds.every((kind) => (size.kinds?.[kind]?.runsMs.length ?? 0) > 0 && !size.missed?.[kind]) && size.serverAlive !== false;
  if (!shown) {
    const missed = kinds.map((kind) => size.missed?.[kind] && `${kind}: ${size.missed[kind].afterManualReload ? 'shown only after a manual reload' : 'not shown even after a manual reload'}`).filter(Boolean);
    return { value: `no${missed.length ? ` (${missed.join('; ')})` : ''}`, budget: 'yes', ok: false };
  }
  const restarts = kinds.reduce((total, kind) => total + (size.kinds[kind].serverRestarts ?? 0), 0);
  const reloads = kinds.reduce((total, kind) => total + (size.kinds[kind].fullReloads ?? 0), 0);
  const how = restarts ? `yes, after the dev server restarted itself (${restarts}×)` : reloads ? `yes, with full page reloads (${reloads})` : 'yes';
  return { value: how, budget: 'yes', ok: true };
}

/** The loop's budgets from the measured sizes ({ '1x': …, '10x': … }): { name: { value, budget, ok } }. */
export function evaluateLoop(sizes) {
  const budgets = {};
  const paragraphBudget = { '1x': 1000, '10x': 2000 };
  for (const [name, size] of Object.entries(sizes)) {
    const limit = paragraphBudget[name];
    const paragraph = size.kinds?.['paragraph edit']?.medianMs ?? null;
    if (limit) budgets[`${name}: paragraph edit ≤ ${limit / 1000} s (median, ms)`] = { value: paragraph, budget: limit, ok: paragraph !== null && paragraph <= limit };
    budgets[`${name}: sidebar label and order change appear without a manual restart`] = appearance(size, ['_meta.json label', '_meta.json order']);
    budgets[`${name}: new page appears and opens without a manual restart`] = appearance(size, ['new page in sidebar', 'new page visited (click → h1)']);
    const broken = size.broken ?? [];
    const browser = every(broken, (run) => run.overlayShownMs !== null && run.browser.file && run.browser.line);
    const terminal = every(broken, (run) => run.terminal.file && run.terminal.line);
    const recovers = every(broken, (run) => run.recoveredMs !== null && run.serverAlive);
    budgets[`${name}: broken edit shown in the browser with file and line`] = { value: browser, budget: true, ok: browser };
    budgets[`${name}: broken edit shown in the terminal with file and line`] = { value: terminal, budget: true, ok: terminal };
    budgets[`${name}: page recovers when the edit is fixed, without restart or reload`] = { value: recovers, budget: true, ok: recovers };
  }
  return budgets;
}

const seconds = (ms) => (ms === null || ms === undefined ? '–' : (ms / 1000).toFixed(2));

/** The bench/README.md block: the medians per size, the budgets, and what the broken edit showed. */
export function loopTable(sizes, budgets, { date, machine, runs }) {
  const names = Object.keys(sizes);
  const kinds = [...new Set(names.flatMap((name) => Object.keys(sizes[name].kinds ?? {})))];
  const rows = [
    ['pages per language', ...names.map((name) => String(sizes[name].pagesPerLanguage))],
    ['dev server first page (s)', ...names.map((name) => String(sizes[name].firstPageSeconds))],
    ...kinds.map((kind) => [
      `${kind} (s, median; runs)`,
      ...names.map((name) => {
        const value = sizes[name].kinds?.[kind];
        if (!value) return '–';
        const reloads = `${value.fullReloads ? `, ${value.fullReloads} full reload(s)` : ''}${value.serverRestarts ? `, ${value.serverRestarts} server restart(s)` : ''}`;
        return `${seconds(value.medianMs)} (${value.runsMs.map(seconds).join(', ')}${reloads})`;
      }),
    ]),
    ...[...new Set(names.flatMap((name) => Object.keys(sizes[name].missed ?? {})))].map((kind) => [
      `${kind}: not shown within the wait`,
      ...names.map((name) => {
        const miss = sizes[name].missed?.[kind];
        return miss ? `not shown in ${miss.waitedMs / 1000} s; after a manual reload: ${miss.afterManualReload ? 'shown' : 'still not shown'}` : '–';
      }),
    ]),
    [
      'broken edit: error shown in the browser after (s, median)',
      ...names.map((name) => seconds(median((sizes[name].broken ?? []).map((run) => run.overlayShownMs)))),
    ],
    [
      'broken edit: recovered after the fix (s, median)',
      ...names.map((name) => seconds(median((sizes[name].broken ?? []).map((run) => run.recoveredMs)))),
    ],
  ];
  const table = markdownTable(['writer\'s loop', ...names.map((name) => `${name.replace('x', '×')}`)], rows);
  const budgetRows = Object.entries(budgets).map(([name, result]) => [name, String(result.value), result.ok ? 'yes' : '**no**']);
  const first = Object.values(sizes).flatMap((size) => size.broken ?? [])[0];
  const shown = first
    ? `Broken edit (an unclosed \`<div>\` on line ${first.line} of \`shared.mdx\`): the browser showed ${first.overlayText ? `“${first.overlayText.slice(0, 300)}${first.overlayText.length > 300 ? '…' : ''}”` : 'no error overlay'}; the terminal printed ${first.terminalText ? `“${first.terminalText.replace(/\s+/g, ' ').trim().slice(0, 300)}${first.terminalText.length > 300 ? '…' : ''}”` : 'nothing'}.`
    : '';
  const lost = names.filter((name) => sizes[name].lostUpdates?.length).map((name) => `${name.replace('x', '×')}: ${sizes[name].lostUpdates.join('; ')}`);
  return [
    `Measured ${date} on ${machine} by \`npm run bench:dev-loop\` (time from saving the file to the change in the browser, ${runs} runs each).`,
    '',
    table,
    '',
    markdownTable(['budget', 'measured', 'met'], budgetRows),
    ...(shown ? ['', shown] : []),
    ...(lost.length ? ['', `Updates that never reached the page (it was reloaded by hand to go on): ${lost.join('; ')}.`] : []),
  ].join('\n');
}
