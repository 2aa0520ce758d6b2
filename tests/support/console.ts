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

/** Waits until the page is interactive (theme/Layout marks `<html data-mf-ready>` after hydration). */
export async function waitForReady(page: Page): Promise<void> {
  await page.locator('html[data-mf-ready]').waitFor({ state: 'attached' });
}
