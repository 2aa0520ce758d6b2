import { describe, expect, it } from 'vitest';
import { budgetFailures, figuresOf, medianRun, renderBlockingFonts } from './lighthouse-summary.mjs';

function lhr({ performance = 1, accessibility = 1, lcp = 1200, cls = 0, blocking = [] as string[] } = {}) {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: accessibility },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 12.4 },
      'cumulative-layout-shift': { numericValue: cls },
      'render-blocking-resources': { details: { items: blocking.map((url) => ({ url })) } },
    },
  };
}

describe('figuresOf', () => {
  it('reads the scores as 0–100 and the metrics in ms', () => {
    expect(figuresOf(lhr({ performance: 0.974, lcp: 1234.6 }))).toEqual({
      scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
      lcpMs: 1235,
      tbtMs: 12,
      cls: 0,
      renderBlockingFonts: [],
    });
  });
  it('finds web fonts among the render-blocking requests', () => {
    expect(renderBlockingFonts(lhr({ blocking: ['http://x/static/css/styles.css', 'http://x/fonts/inter.woff2'] }))).toEqual(['http://x/fonts/inter.woff2']);
  });
});

describe('medianRun', () => {
  it('takes the run with the median performance score', () => {
    const runs = [0.9, 0.99, 0.95].map((performance) => figuresOf(lhr({ performance })));
    expect(medianRun(runs).scores.performance).toBe(95);
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});

describe('budgetFailures', () => {
  it('passes a page that meets every budget', () => {
    expect(budgetFailures(figuresOf(lhr()), 'mobile')).toEqual([]);
  });
  it('names each missed budget; the performance floor is for mobile', () => {
    const figures = figuresOf(lhr({ performance: 0.9, accessibility: 0.96, cls: 0.02, blocking: ['http://x/a.woff2'] }));
    expect(budgetFailures(figures, 'mobile')).toEqual([
      'performance 90 < 98',
      'accessibility 96 < 100',
      'CLS 0.02 > 0',
      'render-blocking fonts: http://x/a.woff2',
    ]);
    expect(budgetFailures(figures, 'desktop')).not.toContain('performance 90 < 98');
  });
});
