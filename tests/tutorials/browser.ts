/**
 * What the tutorial specs read in the browser: how many React renderers started and what the
 * federation share scopes hold. (What a page reports as broken: tests/support/console.ts.)
 */
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __tutorialReactRenderers?: string[];
  }
}

/**
 * Installs a stand-in for the React DevTools hook before any script runs. Every react-dom copy that
 * starts registers itself with this hook (production builds too), so its list counts the React DOM
 * renderers on the page.
 */
export async function countReactRenderers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const renderers: string[] = [];
    window.__tutorialReactRenderers = renderers;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject(internals: { version?: string; reconcilerVersion?: string }) {
          renderers.push(internals.reconcilerVersion ?? internals.version ?? 'unknown');
          return renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
}

export interface ShareEntry {
  instance: string;
  scope: string;
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** Every registered shared copy in the page's federation share scopes (`__FEDERATION__.__SHARE__`). */
export function readShareScopes(page: Page): Promise<ShareEntry[]> {
  return page.evaluate(() => {
    type Copy = { from?: string; loaded?: boolean; useIn?: string[] };
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Copy>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const entries: ShareEntry[] = [];
    for (const [instance, scopes] of Object.entries(share)) {
      for (const [scope, packages] of Object.entries(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, copy] of Object.entries(versions)) {
            entries.push({ instance, scope, pkg, version, from: copy.from ?? '', loaded: Boolean(copy.loaded), useIn: copy.useIn ?? [] });
          }
        }
      }
    }
    return entries;
  });
}
