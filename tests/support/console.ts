import type { Page } from '@playwright/test';

/**
 * Collects what a page reports as broken: console errors, uncaught exceptions, and React's hydration
 * complaints (which React 19 reports through console.error as well as recoverable errors).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until the page is interactive (theme/Layout marks `<html data-mf-ready>` after hydration) and its
 * body has its real length (theme/lib/body-layout marks the body once every block is laid out), so that
 * positions a test reads or clicks do not move under it.
 */
export async function waitForReady(page: Page): Promise<void> {
  await page.locator('html[data-mf-ready]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-mf-content]')).every((body) => body.hasAttribute('data-mf-laid-out')));
}

/** Resolves after the browser has painted `frames` more frames: events queued before it have run. */
export async function nextFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    frames,
  );
}

/**
 * Waits until a page has nothing left to report: hydrated (the ready marker), no network request for a
 * moment (lazy chunks and their effects have arrived), and a painted frame after that. Use it before
 * asserting that the console stayed clean.
 */
export async function settle(page: Page): Promise<void> {
  await waitForReady(page);
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
}
