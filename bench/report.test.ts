import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module without type declarations
import { PAGE_START_SCRIPTS_ATTRIBUTE, check, initialAssets, kind, markdownTable, parseGnuTime, replaceBetween, sizes, sum } from './report.mjs';
import { SCRIPTS_ATTRIBUTE } from '../shared/page-start';

describe('initialAssets', () => {
  it('lists scripts, stylesheets and script/style preloads, not images or pages', () => {
    const html = `<link rel="stylesheet" href="/static/css/a.css"><link rel="preload" as="image" href="/logo.svg">
      <link rel="modulepreload" href="/static/js/b.js"><link rel="alternate" href="/zh/"><link rel="preload" as="script" href="/static/js/c.js">
      <script src="/static/js/d.js"></script><script src="https://cdn.example.org/e.js"></script><script>inline()</script>`;
    expect(initialAssets(html)).toEqual(['/static/js/d.js', '/static/css/a.css', '/static/js/b.js', '/static/js/c.js']);
  });
  it('counts the scripts a built page loads from its start script after the first paint', () => {
    expect(PAGE_START_SCRIPTS_ATTRIBUTE).toBe(SCRIPTS_ATTRIBUTE);
    const html = `<link rel="stylesheet" href="/static/css/a.css"><script ${SCRIPTS_ATTRIBUTE}="/static/js/react.js /static/js/index.js">start()</script>`;
    expect(initialAssets(html)).toEqual(['/static/js/react.js', '/static/js/index.js', '/static/css/a.css']);
  });
  it('tells JavaScript from CSS', () => {
    expect(['/a.js', '/b.css', '/c.svg'].map(kind)).toEqual(['js', 'css', 'other']);
  });
});

describe('sizes', () => {
  it('measures raw and gzip bytes and adds them up', () => {
    const one = sizes(Buffer.from('a'.repeat(1000)));
    expect(one.raw).toBe(1000);
    expect(one.gzip).toBeLessThan(100);
    expect(sum([one, { raw: 1, gzip: 2 }])).toEqual({ raw: 1001, gzip: one.gzip + 2 });
  });
});

describe('parseGnuTime', () => {
  it('reads wall time, CPU time and peak memory', () => {
    const text = [
      '\tUser time (seconds): 10.50',
      '\tSystem time (seconds): 1.25',
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:08.40',
      '\tMaximum resident set size (kbytes): 1048576',
    ].join('\n');
    expect(parseGnuTime(text)).toEqual({ wallSeconds: 8.4, cpuSeconds: 11.75, peakMemoryMB: 1024 });
  });
});

describe('check and report helpers', () => {
  it('compares against a budget in either direction', () => {
    expect(check(119, 120).ok).toBe(true);
    expect(check(121, 120).ok).toBe(false);
    expect(check(97, 98, { atMost: false }).ok).toBe(false);
  });
  it('writes a Markdown table', () => {
    expect(markdownTable(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
  });
  it('replaces the block between markers, or appends it', () => {
    expect(replaceBetween('x\n<!-- s -->\nold\n<!-- e -->\ny', '<!-- s -->', '<!-- e -->', 'new')).toBe('x\n<!-- s -->\nnew\n<!-- e -->\ny');
    expect(replaceBetween('x', '<!-- s -->', '<!-- e -->', 'new')).toBe('x\n\n<!-- s -->\nnew\n<!-- e -->\n');
  });
});
