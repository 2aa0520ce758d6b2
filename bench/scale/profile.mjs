#!/usr/bin/env node
// Where a build's time and memory go (for the analysis of `npm run bench:scale`): builds one generated
// site once with our theme or the stock one, samples the build's resident memory every 200 ms next to
// the build's own log lines, and records a CPU profile of its JavaScript thread (Node's --cpu-prof,
// 10 ms samples), whose self time is summed per package and per folder of ours. The Rust side of
// Rspack runs on other threads and shows here as idle time of the JavaScript thread.
//
// Usage: node bench/scale/profile.mjs --checkout <dir> --docs <generated docs> [--theme ours|stock]
//        [--env KEY=VALUE …] [--out <json>]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../measure.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { args, option } = commandLine();
const extraEnv = Object.fromEntries(args.flatMap((arg, index) => (args[index - 1] === '--env' ? [arg.split(/=(.*)/s).slice(0, 2)] : [])));

/** The part of the build a profile frame's script belongs to. */
export function scriptPart(url, functionName) {
  if (!url) {
    if (functionName === '(idle)') return '(idle: waiting for Rspack threads or I/O)';
    if (functionName === '(garbage collector)') return '(garbage collector)';
    return '(native / program)';
  }
  const path = url.replace(/^file:\/\//, '');
  if (path.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  if (pkg) {
    if (pkg[1] === '@rspress/core') {
      const area = /^dist\/node\/(mdx|ssg|route|utils|auto-nav-sidebar|runtimeModule|searchIndex)?/.exec(pkg[2]);
      return `@rspress/core${area?.[1] ? ` (node/${area[1]})` : ''}`;
    }
    return pkg[1];
  }
  const ours = /\/(plugins|shared|theme|components)\/([^/]+)/.exec(path);
  if (ours) return `ours: ${ours[1]}/${ours[1] === 'plugins' ? ours[2] : ''}`;
  return `other: ${path.split('/').slice(-2).join('/')}`;
}

/** Self time per part from a .cpuprofile (milliseconds), largest first. */
export function profileParts(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const part = scriptPart(node?.callFrame.url ?? '', node?.callFrame.functionName ?? '');
    totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([part, ms]) => ({ part, ms: Math.round(ms) })).sort((a, b) => b.ms - a.ms);
}

function rssKB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process and all its descendants (Rspress may start worker processes). */
function tree(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone
    }
  }
  const all = [pid];
  for (let index = 0; index < all.length; index += 1) all.push(...(children.get(all[index]) ?? []));
  return all;
}

async function main() {
  const checkout = resolve(option('checkout', root));
  const docs = resolve(option('docs', ''));
  const theme = option('theme', 'ours');
  const work = join(checkout, '.tmp/scale-profile', theme);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const started = Date.now();
  const child = spawn(process.execPath, [
    '--cpu-prof', `--cpu-prof-dir=${join(work, 'cpu')}`, '--cpu-prof-interval=10000', '--max-old-space-size=4096',
    join(checkout, 'node_modules/@rspress/core/bin/rspress.js'), 'build', '-c', join(checkout, 'bench/scale/config.ts'),
  ], {
    cwd: checkout,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', BENCH_SCALE_ROOT: docs, BENCH_SCALE_OUT: join(work, 'out'), BENCH_SCALE_CACHE: join(work, 'cache'), BENCH_SCALE_THEME: theme, ...extraEnv },
  });
  const events = [];
  const samples = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        // eslint-disable-next-line no-control-regex
        const text = line.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').trim();
        if (text && !/^\S+\.(html|md|js|css|json|txt|xml|svg)\s/.test(text) && !/^(File|Size|Gzip)\b/.test(text)) events.push({ s: (Date.now() - started) / 1000, text: text.slice(0, 200) });
      }
    });
  }
  const timer = setInterval(() => {
    const pids = tree(child.pid);
    samples.push({ s: (Date.now() - started) / 1000, mb: Math.round(pids.reduce((total, pid) => total + rssKB(pid), 0) / 1024), processes: pids.length });
  }, 200);
  const code = await new Promise((done) => child.on('exit', done));
  clearInterval(timer);
  const wallSeconds = (Date.now() - started) / 1000;
  const peak = samples.reduce((best, sample) => (sample.mb > best.mb ? sample : best), { mb: 0, s: 0 });
  const profiles = existsSync(join(work, 'cpu')) ? readdirSync(join(work, 'cpu')).filter((name) => name.endsWith('.cpuprofile')) : [];
  const cpu = profiles.map((name) => {
    const profile = JSON.parse(readFileSync(join(work, 'cpu', name), 'utf8'));
    return { file: name, totalMs: Math.round((profile.endTime - profile.startTime) / 1000), parts: profileParts(profile) };
  });
  const lastEventBefore = (s) => [...events].reverse().find((event) => event.s <= s)?.text ?? '';
  const result = {
    theme,
    docs,
    exitCode: code,
    wallSeconds,
    peak: { ...peak, lastLogLine: lastEventBefore(peak.s) },
    events,
    memory: samples.filter((_, index) => index % 5 === 0),
    cpu,
  };
  const out = option('out', join(work, 'profile.json'));
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`profile: ${theme}: exit ${code}, ${wallSeconds.toFixed(1)} s, peak ${peak.mb} MB at ${peak.s.toFixed(1)} s (after "${result.peak.lastLogLine}")`);
  for (const event of events.filter((event) => /built in|ready|error|start|Generat|generat|success/i.test(event.text)).slice(0, 40)) console.log(`  ${event.s.toFixed(1).padStart(7)} s  ${event.text}`);
  for (const profile of cpu) {
    console.log(`  CPU profile ${profile.file} (${(profile.totalMs / 1000).toFixed(1)} s):`);
    for (const part of profile.parts.slice(0, 25)) console.log(`    ${String(part.ms).padStart(8)} ms  ${part.part}`);
  }
  console.log(`profile: written to ${out}`);
  if (!args.includes('--keep')) rmSync(join(work, 'out'), { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
