// Pure helpers of `npm run lighthouse`: the figures of one Lighthouse result, the median of several
// runs, and the budgets of issue 8. Unit-tested (bench/lighthouse-summary.test.ts).

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures we report from one Lighthouse result (LHR). */
export function figuresOf(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    renderBlockingFonts: renderBlockingFonts(lhr),
  };
}

/** Web fonts among the render-blocking requests Lighthouse found (the 12.x audit or the insight). */
export function renderBlockingFonts(lhr) {
  const items = [
    ...(lhr.audits['render-blocking-resources']?.details?.items ?? []),
    ...(lhr.audits['render-blocking-insight']?.details?.items ?? []),
  ];
  return items.map((item) => item.url).filter((url) => typeof url === 'string' && /\.(woff2?|ttf|otf|eot)(\?|$)/i.test(url));
}

/** The median run: the run whose performance score is the median (ties broken by LCP). */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('lighthouse: no runs to take the median of');
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Issue 8's budgets for one page and preset: performance at least 98 on mobile, accessibility, best
 * practices and SEO 100, CLS 0, no render-blocking web font. Returns the failures as sentences.
 */
export function budgetFailures(figures, preset) {
  const failures = [];
  if (preset === 'mobile' && figures.scores.performance < 98) failures.push(`performance ${figures.scores.performance} < 98`);
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    if (figures.scores[id] !== 100) failures.push(`${id} ${figures.scores[id]} < 100`);
  }
  if (figures.cls !== 0) failures.push(`CLS ${figures.cls} > 0`);
  if (figures.renderBlockingFonts.length > 0) failures.push(`render-blocking fonts: ${figures.renderBlockingFonts.join(', ')}`);
  return failures;
}
