#!/usr/bin/env node
// npm run bench:scale: the site at its real size (1×) and at ten times the pages per language (10×,
// generated from the real pages by ./generate.mjs), each built cold with our theme and with the stock
// theme in the same run. Prints per size: build wall/CPU/peak memory, the doc page's first-load JS,
// CSS and HTML, what the first opening of the search fetches, the output size and the dev server's
// first page; the budgets; and what in the doc page's first load grows with the page count (from
// extra builds with source maps, see ./analyze.mjs). Writes bench/scale.json and its table in bench/README.md.
//
// Options:
//   --checkout <dir>  build from another checkout of the project (for example a `git worktree` of HEAD
//                     while the working tree is mid-change); it needs node_modules (a symlink will do).
//                     This folder's bench/scale/config.ts is copied into it when missing or different.
//   --factor <n>      pages per language relative to the real site (default 10, at most 10).
//   --no-analysis     skip the source-map builds and the growth analysis.
//   --analysis-only   keep the figures of bench/scale.json and make only the source-map builds and
//                     the growth analysis again (--reuse-maps: from the builds a --keep run left).
//   --no-dev          skip the dev server's first page.
//   --keep            keep the generated sites and builds in <checkout>/.tmp/scale.
//   --note <text>     a sentence for the report (for example why a checkout was changed).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { commandLine, devStartSeconds, filesUnder, firstLoad, freePort, launchChromium, searchFirstOpen, serveBuild, timedBuild } from '../measure.mjs';
import { kb, replaceBetween } from '../report.mjs';
import { compareParts, firstLoadBreakdown } from './analyze.mjs';
import { breakdownTable, budgetTable, evaluateBudgets, growthTable, scaleTable } from './budgets.mjs';
import { pageCounts, readTree, scaleTree, writeTree } from './generate.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { args, option, flag } = commandLine();

const checkout = resolve(option('checkout', root));
const factor = Number(option('factor', 10));
const work = join(checkout, '.tmp/scale');
const docPage = { en: '/configure/shared', zh: '/zh/configure/shared' };
/** The same heap limit for every build: the stock build at 10× needs more than Node's default. */
const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=4096`.trim();

function prepareCheckout() {
  if (!existsSync(join(checkout, 'node_modules'))) throw new Error(`bench:scale: ${checkout} has no node_modules (a symlink to this project's will do)`);
  const config = join(checkout, 'bench/scale/config.ts');
  if (checkout !== root) {
    const ours = readFileSync(join(root, 'bench/scale/config.ts'), 'utf8');
    if (!existsSync(config) || readFileSync(config, 'utf8') !== ours) {
      mkdirSync(dirname(config), { recursive: true });
      copyFileSync(join(root, 'bench/scale/config.ts'), config);
      console.log(`bench:scale: copied bench/scale/config.ts into ${checkout}`);
    }
  }
  const git = (...command) => execFileSync('git', command, { cwd: checkout, encoding: 'utf8' }).trim();
  let commit = '';
  let changed = [];
  try {
    commit = git('rev-parse', '--short', 'HEAD');
    changed = git('status', '--short', '--', 'docs', 'theme', 'plugins', 'shared', 'components', 'rspress.config.ts').split('\n').filter(Boolean);
  } catch {
    // not a git checkout
  }
  return { config, source: { checkout: checkout === root ? '.' : checkout, commit, changedFiles: changed.length, changed: changed.slice(0, 40) } };
}

function generate(size, sourceTree) {
  const docs = join(work, size.name, 'docs');
  const tree = scaleTree(sourceTree, { factor: size.factor, sourceRoot: join(checkout, 'docs') });
  writeTree(tree, docs, join(checkout, 'docs'));
  const counts = pageCounts(tree);
  console.log(`bench:scale: ${size.name}: ${Object.entries(counts).map(([lang, count]) => `${count} pages (${lang})`).join(', ')} in ${relative(root, docs) || docs}`);
  return { docs, counts };
}

function buildOne(config, { docs, out, cache, theme, sourceMap = false }) {
  rmSync(out, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
  try {
    return timedBuild(config, {
      cwd: checkout,
      env: {
        BENCH_SCALE_ROOT: docs,
        BENCH_SCALE_OUT: out,
        BENCH_SCALE_CACHE: cache,
        BENCH_SCALE_THEME: theme,
        BENCH_SCALE_SOURCEMAP: sourceMap ? '1' : '0',
        NODE_OPTIONS: nodeOptions,
      },
    });
  } catch (error) {
    const log = join(work, `failed-${theme}-${Date.now()}.log`);
    mkdirSync(work, { recursive: true });
    writeFileSync(log, error.output ?? String(error));
    throw new Error(`${error.message}; its output is in ${log}`);
  }
}

async function measureSite(config, size, generated, theme, browser) {
  const dir = join(work, size.name);
  const out = join(dir, `out-${theme}`);
  console.log(`bench:scale: ${size.name} ${theme}: cold build…`);
  const cold = buildOne(config, { docs: generated.docs, out, cache: join(dir, `cache-${theme}`), theme });
  console.log(`bench:scale: ${size.name} ${theme}: ${cold.wallSeconds} s wall, ${cold.cpuSeconds} s CPU, ${cold.peakMemoryMB} MB (load ${cold.load.join(' → ')})`);
  const doc = firstLoad(out, `${docPage.en}.html`, 'doc (en)');
  const html = readFileSync(join(out, `${docPage.en}.html`));
  const figures = {
    pagesPerLanguage: generated.counts.en,
    cold,
    doc: { js: doc.js, css: doc.css, html: { raw: html.length, gzip: gzipSync(html, { level: 9 }).length }, files: doc.files, leaks: doc.leaks },
    totalBytes: filesUnder(out).reduce((total, file) => total + statSync(file).size, 0),
    search: {},
  };
  const server = await serveBuild(out, { csp: theme === 'ours' });
  try {
    for (const [lang, path] of Object.entries(docPage)) {
      figures.search[lang] = await searchFirstOpen(browser, server.origin, out, path, { locale: lang === 'zh' ? 'zh-CN' : 'en-US', query: lang === 'zh' ? '共享' : 'shared' });
      if (figures.search[lang].error) console.log(`bench:scale: ${size.name} ${theme}: search (${lang}): ${figures.search[lang].error}`);
    }
  } finally {
    await server.close();
  }
  if (!flag('no-dev')) {
    console.log(`bench:scale: ${size.name} ${theme}: dev server first page…`);
    const cache = join(dir, `cache-dev-${theme}`);
    rmSync(cache, { recursive: true, force: true });
    try {
      figures.devSeconds = Math.round((await devStartSeconds({
        cwd: checkout,
        port: await freePort(),
        path: docPage.en,
        args: ['-c', config],
        env: { BENCH_SCALE_ROOT: generated.docs, BENCH_SCALE_CACHE: cache, BENCH_SCALE_THEME: theme, NODE_OPTIONS: nodeOptions },
        timeoutMs: 600_000,
      })) * 10) / 10;
    } catch (error) {
      figures.devError = error.message;
      console.log(`bench:scale: ${size.name} ${theme}: ${error.message}`);
    }
  }
  return figures;
}

function analysisBuild(config, size, generated) {
  const dir = join(work, size.name);
  const out = join(dir, 'out-ours-maps');
  if (!generated) return firstLoadBreakdown(out, `${docPage.en}.html`);
  console.log(`bench:scale: ${size.name} ours with source maps (for the breakdown)…`);
  buildOne(config, { docs: generated.docs, out, cache: join(dir, 'cache-ours-maps'), theme: 'ours', sourceMap: true });
  return firstLoadBreakdown(out, `${docPage.en}.html`);
}

async function main() {
  const { config, source } = prepareCheckout();
  if (source.changedFiles) console.log(`bench:scale: building ${source.checkout} at ${source.commit} with ${source.changedFiles} changed file(s) in docs/theme/plugins/shared/components`);
  const sizes = [
    { name: '1x', factor: 1 },
    { name: `${factor}x`, factor },
  ];
  // --reuse-maps (with --analysis-only and after a --keep run): read the source-map builds already in .tmp/scale.
  const reuse = flag('reuse-maps') && sizes.every((size) => existsSync(join(work, size.name, 'out-ours-maps')));
  if (!reuse) rmSync(work, { recursive: true, force: true });
  const sourceTree = reuse ? null : readTree(join(checkout, 'docs'));
  const generated = reuse ? {} : Object.fromEntries(sizes.map((size) => [size.name, generate(size, sourceTree)]));
  const analysisOnly = flag('analysis-only');
  let stored = null;
  const results = {};
  if (analysisOnly) {
    // The figures of the last full run stay; only the source-map builds and the breakdown are made again.
    stored = JSON.parse(readFileSync(join(root, 'bench/scale.json'), 'utf8'));
    if (stored.factor !== factor) throw new Error(`bench:scale: bench/scale.json holds a ${stored.factor}× run, not ${factor}×`);
    Object.assign(results, stored.sizes);
  } else {
    const browser = await launchChromium();
    try {
      for (const size of sizes) {
        results[size.name] = {};
        for (const theme of ['stock', 'ours']) results[size.name][theme] = await measureSite(config, size, generated[size.name], theme, browser);
      }
    } finally {
      await browser.close();
    }
  }
  const small = results['1x'];
  const large = results[`${factor}x`];

  let analysis = stored?.analysis ?? null;
  if (!flag('no-analysis')) {
    const before = analysisBuild(config, sizes[0], generated['1x']);
    const after = analysisBuild(config, sizes[1], generated[`${factor}x`]);
    if (!generated['1x']) console.log('bench:scale: the breakdown read the source-map builds of the last --keep run');
    analysis = { breakdown: { '1x': before, [`${factor}x`]: after }, growth: compareParts(before.parts, after.parts) };
  }

  const budgets = evaluateBudgets({ small, large }, { factor });
  const date = stored?.date ?? new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  const loads = [small, large].flatMap((size) => [size.stock, size.ours]).flatMap((site) => site.cold.load);
  const searchNotes = [small, large]
    .flatMap((size, index) => ['stock', 'ours'].flatMap((theme) => Object.entries(size[theme].search).filter(([, value]) => value.error).map(([lang, value]) => `${sizes[index].name} ${theme} (${lang}): ${value.error}`)));
  const usedSource = stored?.source ?? source;
  const sourceLine = usedSource.checkout === '.'
    ? `the working tree${usedSource.commit ? ` (HEAD ${usedSource.commit}${usedSource.changedFiles ? `, ${usedSource.changedFiles} changed files` : ''})` : ''}`
    : `a checkout of ${usedSource.commit}${usedSource.changedFiles ? ` with ${usedSource.changedFiles} changed file(s)${usedSource.changed?.length <= 3 ? ` (${usedSource.changed.map((line) => `\`${line.trim()}\``).join(', ')})` : ''}` : ''}`;
  const note = option('note', stored?.note ?? '');
  const report = [
    `Measured ${date} on ${machine} by \`npm run bench:scale\`, from ${sourceLine}.${note ? ` ${note}` : ''} 1× is the real docs, ${factor}× is generated from them (\`bench/scale/generate.mjs\`); the doc page is \`${docPage.en}\`. Every build is cold (an empty build cache of its own) with \`--max-old-space-size=4096\`; the machine's 1-minute load average during the builds was ${Math.min(...loads)}–${Math.max(...loads)} on ${cpus().length} cores, so wall times carry that noise (CPU time less so).`,
    '',
    scaleTable({ small, large }, { factor }),
    '',
    budgetTable(budgets),
    ...(searchNotes.length ? ['', `Search: ${searchNotes.join('; ')}.`] : []),
    ...(analysis ? ['', 'What grows in the doc page\'s first load, from two more builds of ours with source maps (`bench/scale/analyze.mjs`): per part, the gzip bytes it adds on top of the rest of its file, that is what moving it out would save (a part\'s figure moves by a few hundred bytes with its neighbours even when the part itself is unchanged):', '', growthTable(analysis.growth, { factor })] : []),
  ].join('\n');
  console.log(`\n${report}\n`);
  if (analysis) console.log(`The doc page's first load at 1× by part:\n\n${breakdownTable(analysis.breakdown['1x'].parts)}\n`);

  writeFileSync(
    join(root, 'bench/scale.json'),
    `${JSON.stringify({ date, machine, factor, source: usedSource, note, nodeOptions, sizes: results, budgets, analysis }, null, 2)}\n`,
  );
  const readmePath = join(root, 'bench/README.md');
  writeFileSync(readmePath, replaceBetween(readFileSync(readmePath, 'utf8'), '<!-- bench-scale:start -->', '<!-- bench-scale:end -->', report));
  console.log('bench:scale: wrote bench/scale.json and the scale table of bench/README.md');
  const failed = Object.entries(budgets).filter(([, result]) => !result.ok);
  if (failed.length) console.log(`bench:scale: ${failed.length} budget(s) not met: ${failed.map(([name]) => name).join('; ')}`);
  console.log(`bench:scale: doc page JS ${kb(small.ours.doc.js.gzip)} → ${kb(large.ours.doc.js.gzip)} KB gzip`);
  // A dev server's last writes can still land while the folder goes: a few retries.
  if (!flag('keep')) rmSync(work, { recursive: true, force: true, maxRetries: 20, retryDelay: 500 });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
