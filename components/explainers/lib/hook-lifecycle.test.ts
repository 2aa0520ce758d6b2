import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederation } from '@module-federation/runtime-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hookKinds, hookSequence, lifecycleActions, type HookName, type LifecycleAction } from './hook-lifecycle';

const hookNames = Object.keys(hookKinds) as HookName[];

/** A manifest with one exposed module, enough for the runtime's snapshot step. */
const manifestFor = (publicPath: string) => ({
  id: 'catalog',
  name: 'catalog',
  metaData: {
    name: 'catalog',
    publicPath,
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    globalName: 'catalog',
    buildInfo: { buildVersion: '1.0.0' },
    types: { path: '', name: '' },
    type: 'app',
    pluginVersion: '2.9.2',
  },
  shared: [],
  remotes: [],
  exposes: [{ id: 'catalog:Button', name: 'Button', path: './Button', assets: { js: { sync: ['Button.js'], async: [] }, css: { sync: [], async: [] } } }],
});

interface Behaviour {
  manifestFails?: boolean;
  entryFails?: boolean;
  fallback?: boolean;
}

/**
 * A plugin that implements every documented hook and records each call, run inside the toolkit's real
 * ModuleFederation class. `loadEntry` stands in for the script tag (Node has no DOM), so the
 * browser-only hooks are compared separately.
 */
function recorder(seen: string[], behaviour: Behaviour, publicPath: string) {
  const plugin: Record<string, unknown> = { name: 'recorder-plugin' };
  const waterfalls = new Set(['beforeInit', 'beforeRequest', 'afterResolve', 'beforeLoadShare', 'resolveShare']);
  for (const name of hookNames) {
    plugin[name] = (args: { lifecycle?: string }) => {
      seen.push(name === 'errorLoadRemote' ? `${name}:${args.lifecycle}` : name);
      if (name === 'fetch') {
        return behaviour.manifestFails
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(new Response(JSON.stringify(manifestFor(publicPath))));
      }
      if (name === 'loadEntry') {
        if (behaviour.entryFails) return Promise.reject(new Error('RUNTIME-008'));
        return { init: () => undefined, get: async () => () => ({ default: 'Button' }) };
      }
      if (name === 'errorLoadRemote' && args.lifecycle === 'onLoad' && behaviour.fallback) return () => ({ default: 'Fallback' });
      if (waterfalls.has(name)) return args;
      return undefined;
    };
  }
  return plugin;
}

async function realRun(action: LifecycleAction, behaviour: Behaviour): Promise<{ seen: string[]; threw: boolean }> {
  const seen: string[] = [];
  // The runtime caches manifests and entries per URL for the whole page, so each run gets its own URL.
  const unique = Math.random().toString(36).slice(2);
  const publicPath = `https://cdn.example.com/catalog-${unique}/`;
  const instance = new ModuleFederation({
    name: `shell-${action}-${unique}`,
    remotes: [{ name: 'catalog', entry: `${publicPath}mf-manifest.json` }],
    shared: { react: { version: '19.1.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.0.0' } } },
    shareStrategy: 'loaded-first',
    plugins: [recorder(seen, behaviour, publicPath) as never],
  });
  if (action !== 'init') seen.length = 0;
  let threw = false;
  try {
    if (action === 'loadShare') await instance.loadShare('react');
    if (action === 'loadRemote' || action === 'manifestFails' || action === 'entryFails') await instance.loadRemote('catalog/Button');
    if (action === 'preloadRemote') await instance.preloadRemote([{ nameOrAlias: 'catalog', exposes: ['Button'], resourceCategory: 'sync' }]);
  } catch {
    threw = true;
  }
  return { seen, threw };
}

/** Hooks that only a browser reaches: the DOM script tag, and the asset walk that emits handlePreloadModule. */
const browserOnly = new Set<HookName>(['createScript', 'handlePreloadModule']);

function ours(action: LifecycleAction, fallback: boolean): string[] {
  return hookSequence(action, { fallback })
    .steps.filter((item) => !browserOnly.has(item.hook))
    // preloadRemote fetches the entry in the browser only (preloadAssets needs a document).
    .filter((item) => !(action === 'preloadRemote' && item.hook === 'loadEntry'))
    .map((item) => (item.hook === 'errorLoadRemote' ? `errorLoadRemote:${item.lifecycle}` : item.hook));
}

afterEach(() => vi.restoreAllMocks());

/** The class name of every hook a real ModuleFederation instance creates, by hook name. */
function realHookClasses(): Map<string, string> {
  const instance = new ModuleFederation({ name: 'kinds-probe', remotes: [] });
  const holders = [
    instance.hooks.lifecycle,
    instance.remoteHandler.hooks.lifecycle,
    instance.sharedHandler.hooks.lifecycle,
    instance.loaderHook.lifecycle,
  ] as unknown as Array<Record<string, { constructor: { name: string } }>>;
  const classes = new Map<string, string>();
  for (const holder of holders) for (const [name, hook] of Object.entries(holder)) classes.set(name, hook.constructor.name);
  return classes;
}

describe('hook kinds', () => {
  it('match the hook classes the real runtime creates', () => {
    const classes = realHookClasses();
    for (const name of hookNames) expect(classes.get(name), name).toBe(`${hookKinds[name]}Hook`);
  });

  it('are the kinds the hooks reference states, in both languages', () => {
    for (const lang of ['en', 'zh']) {
      const page = readFileSync(path.join(__dirname, `../../../docs/${lang}/plugin/dev/hooks.mdx`), 'utf8');
      // The reference's overview table: | `hookName` | SyncWaterfallHook | ... |
      const documented = new Map([...page.matchAll(/^\|\s*`(\w+)`\s*\|\s*(\w+Hook)\s*\|/gm)].map((row) => [row[1], row[2]]));
      expect(documented.size, `${lang}: hooks in the overview table`).toBeGreaterThanOrEqual(hookNames.length);
      for (const name of hookNames) expect(documented.get(name), `${lang}: ${name}`).toBe(`${hookKinds[name]}Hook`);
    }
  });
});

describe('the order of hooks matches the real runtime', () => {
  const cases: Array<[LifecycleAction, Behaviour]> = [
    ['init', {}],
    ['loadRemote', {}],
    ['loadShare', {}],
    ['preloadRemote', {}],
    ['manifestFails', { manifestFails: true, fallback: true }],
    ['manifestFails', { manifestFails: true, fallback: false }],
    ['entryFails', { entryFails: true, fallback: true }],
    ['entryFails', { entryFails: true, fallback: false }],
  ];
  for (const [action, behaviour] of cases) {
    it(`${action}${behaviour.fallback === undefined ? '' : behaviour.fallback ? ' with a fallback' : ' without a fallback'}`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const real = await realRun(action, behaviour);
      const run = hookSequence(action, { fallback: behaviour.fallback ?? true });
      expect(ours(action, behaviour.fallback ?? true)).toEqual(real.seen);
      expect(run.outcome === 'rejected').toBe(real.threw);
    });
  }
});

describe('what the explainer shows', () => {
  it('every action has at least two hooks and every step shows the kind of the real runtime hook', () => {
    const classes = realHookClasses();
    for (const action of lifecycleActions) {
      const run = hookSequence(action, { fallback: true });
      expect(run.steps.length, action).toBeGreaterThanOrEqual(2);
      for (const item of run.steps) expect(`${item.kind}Hook`, `${action}: ${item.hook}`).toBe(classes.get(item.hook));
    }
  });

  it('a manifest that cannot be fetched asks errorLoadRemote twice: afterResolve, then onLoad with the fallback', () => {
    const run = hookSequence('manifestFails', { fallback: true });
    const errors = run.steps.filter((item) => item.hook === 'errorLoadRemote');
    expect(errors.map((item) => item.lifecycle)).toEqual(['afterResolve', 'onLoad']);
    expect(errors[1]).toMatchObject({ returns: 'moduleFallback', recovers: true });
    expect(run.outcome).toBe('fallback');
    expect(run.steps.find((item) => item.hook === 'fetch')?.fails).toBe(true);
  });

  it('without a fallback the call rejects with the runtime error code', () => {
    expect(hookSequence('manifestFails', { fallback: false })).toMatchObject({ outcome: 'rejected', error: 'RUNTIME-003' });
    expect(hookSequence('entryFails', { fallback: false })).toMatchObject({ outcome: 'rejected', error: 'RUNTIME-008' });
  });

  it('a failing entry script is reported from createScript and recovered in errorLoadRemote', () => {
    const run = hookSequence('entryFails', { fallback: true });
    const hooks = run.steps.map((item) => item.hook);
    expect(hooks.slice(-2)).toEqual(['createScript', 'errorLoadRemote']);
    expect(run.steps.at(-2)?.fails).toBe(true);
    expect(run.steps.at(-1)?.lifecycle).toBe('onLoad');
  });

  it('in a browser, handlePreloadModule comes from the built-in asset step, before a plugin’s generatePreloadAssets', () => {
    const hooks = hookSequence('loadRemote', { fallback: true }).steps.map((item) => item.hook);
    expect(hooks.indexOf('handlePreloadModule')).toBe(hooks.indexOf('generatePreloadAssets') - 1);
    expect(hooks.indexOf('generatePreloadAssets')).toBeLessThan(hooks.indexOf('afterResolve'));
    expect(hooks.at(-1)).toBe('onLoad');
  });
});
