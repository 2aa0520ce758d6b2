import { getRegisteredShare } from '@module-federation/runtime-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  candidateVersion,
  register,
  resolveFromScope,
  simulate,
  type AppShareConfig,
  type Consumer,
  type ShareScope,
  type ShareStrategy,
} from './share-resolution';

const app = (name: string, version: string, overrides: Partial<AppShareConfig> = {}): AppShareConfig => ({
  name,
  version,
  requiredVersion: `^${version.split('.')[0]}.0.0`,
  singleton: false,
  strictVersion: false,
  eager: false,
  ...overrides,
});

const entry = (version: string, from: string, loaded = false, strategy: ShareStrategy = 'version-first') => ({
  version,
  from,
  eager: false,
  strategy,
  loaded,
});

afterEach(() => vi.restoreAllMocks());

/**
 * Runs the toolkit's own getRegisteredShare on the same scope and reports which version it chose and
 * whether it warned or threw, so our re-statement can be compared with it.
 */
function realChoice(pkg: string, scope: ShareScope, consumer: Consumer): { version?: string; warned: boolean; threw: boolean } {
  const warnings: string[] = [];
  for (const method of ['warn', 'log', 'info', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    });
  }
  const versions = Object.fromEntries(
    Object.entries(scope).map(([version, item]) => [
      version,
      {
        version,
        from: item.from,
        loaded: item.loaded || undefined,
        strategy: item.strategy,
        scope: ['default'],
        deps: [],
        useIn: [],
        get: () => Promise.resolve(() => ({})),
        shareConfig: { requiredVersion: `^${version}`, singleton: false, eager: item.eager, strictVersion: false },
      },
    ]),
  );
  const shareInfo = {
    version: '0.0.0',
    from: consumer.name,
    scope: ['default'],
    strategy: consumer.strategy,
    get: () => Promise.resolve(() => ({})),
    shareConfig: {
      requiredVersion: consumer.requiredVersion,
      singleton: consumer.singleton,
      strictVersion: consumer.strictVersion,
      eager: false,
    },
  };
  // A hook that lets the default resolver through unchanged, as a runtime without plugins does.
  const passThrough = { emit: (params: unknown) => params };
  try {
    const result = getRegisteredShare(
      { default: { [pkg]: versions } } as never,
      pkg,
      shareInfo as never,
      passThrough as never,
    );
    const chosen = result ? (result.shared as { version: string }).version : undefined;
    return { version: chosen, warned: warnings.some((text) => text.includes('does not satisfy')), threw: false };
  } catch {
    return { version: undefined, warned: false, threw: true };
  }
}

describe('resolveFromScope matches the toolkit’s getRegisteredShare', () => {
  const scopes: Record<string, ShareScope> = {
    'nothing loaded': { '18.2.0': entry('18.2.0', 'shell'), '19.1.0': entry('19.1.0', 'catalog'), '17.0.2': entry('17.0.2', 'cart') },
    'lower copy loaded first': { '18.2.0': entry('18.2.0', 'shell', true), '19.1.0': entry('19.1.0', 'catalog') },
    'higher copy loaded': { '18.2.0': entry('18.2.0', 'shell'), '19.1.0': entry('19.1.0', 'catalog', true) },
    'loaded copy after a higher one': { '19.1.0': entry('19.1.0', 'catalog'), '18.2.0': entry('18.2.0', 'shell', true) },
    'one copy': { '18.3.1': entry('18.3.1', 'shell') },
  };
  const ranges: Array<string | false> = ['^18.0.0', '^19.0.0', '^17.0.0', '>=18.0.0', '*', false];
  for (const [label, scope] of Object.entries(scopes)) {
    for (const strategy of ['version-first', 'loaded-first'] as const) {
      for (const singleton of [true, false]) {
        for (const strictVersion of [true, false]) {
          for (const requiredVersion of ranges) {
            const consumer: Consumer = { name: 'consumer', requiredVersion, singleton, strictVersion, strategy };
            it(`${label}, ${strategy}, singleton ${singleton}, strict ${strictVersion}, needs ${String(requiredVersion)}`, () => {
              const real = realChoice('react', scope, consumer);
              const ours = resolveFromScope('react', scope, consumer);
              expect(ours.kind === 'error').toBe(real.threw);
              expect(ours.kind === 'warn').toBe(real.warned);
              const oursVersion = ours.kind === 'use' || ours.kind === 'warn' ? ours.entry.version : undefined;
              expect(oursVersion).toBe(real.version);
            });
          }
        }
      }
    }
  }
});

describe('the documented rules, case by case', () => {
  // shared page, "singleton": the highest version wins; a lower requirement gets it anyway with a warning.
  it('singleton: the highest version wins and an app whose range excludes it is warned', () => {
    const result = simulate({
      pkg: 'react',
      strategy: 'version-first',
      apps: [app('shell', '18.2.0', { singleton: true }), app('catalog', '19.1.0', { singleton: true })],
    });
    expect(result.outcomes.map((outcome) => [outcome.app, outcome.status, outcome.version])).toEqual([
      ['shell', 'warning', '19.1.0'],
      ['catalog', 'own', '19.1.0'],
    ]);
    expect(result.outcomes[0].message).toBe(
      'Version 19.1.0 from catalog of shared singleton module react does not satisfy the requirement of shell which needs ^18.0.0)',
    );
  });

  // shared page, "requiredVersion" + "strictVersion": with strictVersion the warning becomes an error.
  it('singleton + strictVersion: an app whose range excludes the winner fails to load it', () => {
    const result = simulate({
      pkg: 'react',
      strategy: 'version-first',
      apps: [app('shell', '18.2.0', { singleton: true, strictVersion: true }), app('catalog', '19.1.0', { singleton: true })],
    });
    expect(result.outcomes[0]).toMatchObject({ status: 'error' });
    expect(result.outcomes[0].version).toBeUndefined();
    expect(result.outcomes[1]).toMatchObject({ status: 'own', version: '19.1.0', from: 'catalog' });
  });

  // shared page, "strictVersion": a copy outside the range is refused and the app uses its own copy.
  it('not a singleton: a copy outside the range is refused and the app falls back to its own', () => {
    const result = simulate({
      pkg: 'lodash',
      strategy: 'version-first',
      apps: [app('shell', '3.10.1'), app('catalog', '4.17.21')],
    });
    expect(result.outcomes[0]).toMatchObject({ status: 'own', version: '3.10.1', from: 'shell' });
    expect(result.outcomes[1]).toMatchObject({ status: 'own', version: '4.17.21' });
    expect(result.notes).toContainEqual({ kind: 'duplicates', versions: ['3.10.1', '4.17.21'] });
  });

  // shared page, "requiredVersion": `false` accepts any version.
  it('requiredVersion false accepts whatever copy is chosen', () => {
    const result = simulate({
      pkg: 'react',
      strategy: 'version-first',
      apps: [app('shell', '17.0.2', { requiredVersion: false }), app('catalog', '19.1.0')],
    });
    expect(result.outcomes[0]).toMatchObject({ status: 'shared', version: '19.1.0', from: 'catalog' });
  });

  // shareStrategy page: version-first loads every remote entry at start and converges on the highest.
  it('version-first: every app converges on the highest version it accepts', () => {
    const result = simulate({
      pkg: 'react',
      strategy: 'version-first',
      apps: [app('shell', '18.2.0'), app('catalog', '18.3.1'), app('cart', '18.1.0')],
    });
    expect(result.outcomes.map((outcome) => outcome.version)).toEqual(['18.3.1', '18.3.1', '18.3.1']);
    expect(result.steps.slice(0, 3)).toEqual([
      { kind: 'register', app: 'shell', version: '18.2.0' },
      { kind: 'register', app: 'catalog', version: '18.3.1' },
      { kind: 'register', app: 'cart', version: '18.1.0' },
    ]);
  });

  // shareStrategy page: loaded-first reuses what is loaded, so the version depends on loading order.
  it('loaded-first: remotes reuse the copy already loaded, even when they bring a higher one', () => {
    const result = simulate({
      pkg: 'react',
      strategy: 'loaded-first',
      apps: [app('shell', '18.2.0', { singleton: true }), app('catalog', '18.3.1', { singleton: true })],
    });
    expect(result.outcomes.map((outcome) => [outcome.status, outcome.version])).toEqual([
      ['own', '18.2.0'],
      ['shared', '18.2.0'],
    ]);
    expect(result.notes).toContainEqual({ kind: 'loadedFirstLower', app: 'catalog', used: '18.2.0', highest: '18.3.1' });
    expect(result.steps.map((step) => step.kind)).toEqual(['register', 'consume', 'register', 'consume']);
  });

  // shared page, "eager": the eager copy is in the entry and is used synchronously at start-up.
  it('eager host: it consumes its own copy before remote versions are known, under version-first too', () => {
    const result = simulate({
      pkg: 'react',
      strategy: 'version-first',
      apps: [app('shell', '18.2.0', { singleton: true, eager: true }), app('catalog', '18.3.1', { singleton: true })],
    });
    expect(result.outcomes.map((outcome) => outcome.version)).toEqual(['18.2.0', '18.2.0']);
    expect(result.notes).toContainEqual({ kind: 'eagerEarly', app: 'shell', higher: '18.3.1', from: 'catalog' });
    expect(result.notes).toContainEqual({ kind: 'eagerMixed' });
  });

  // shared page, "eager": the eager copy is always downloaded, even when another app's copy wins.
  it('an eager remote whose copy loses has downloaded it for nothing', () => {
    const result = simulate({
      pkg: 'react',
      strategy: 'version-first',
      apps: [app('shell', '19.1.0'), app('catalog', '19.0.0', { eager: true })],
    });
    expect(result.outcomes[1]).toMatchObject({ version: '19.1.0', from: 'shell' });
    expect(result.notes).toContainEqual({ kind: 'eagerUnused', app: 'catalog' });
  });

  it('reports apps that disagree on singleton', () => {
    const result = simulate({
      pkg: 'react',
      strategy: 'version-first',
      apps: [app('shell', '19.1.0', { singleton: true }), app('catalog', '19.1.0')],
    });
    expect(result.notes).toContainEqual({ kind: 'singletonMixed' });
    expect(result.notes.some((note) => note.kind === 'duplicates')).toBe(false);
  });
});

describe('registration and ordering details', () => {
  it('a loaded copy keeps its place under version-first even when a higher one is registered', () => {
    const scope: ShareScope = { '18.2.0': entry('18.2.0', 'shell', true), '19.1.0': entry('19.1.0', 'catalog') };
    expect(candidateVersion(scope, 'version-first')).toBe('18.2.0');
  });

  it('loaded-first prefers a loaded copy wherever it sits in the scope', () => {
    const scope: ShareScope = { '19.1.0': entry('19.1.0', 'catalog'), '18.2.0': entry('18.2.0', 'shell', true) };
    expect(candidateVersion(scope, 'loaded-first')).toBe('18.2.0');
    expect(candidateVersion(scope, 'version-first')).toBe('19.1.0');
  });

  it('same version twice: an eager copy replaces a non-eager one, a loaded copy is never replaced', () => {
    const scope: ShareScope = {};
    register(scope, entry('18.2.0', 'shell'));
    register(scope, { ...entry('18.2.0', 'catalog'), eager: true });
    expect(scope['18.2.0'].from).toBe('catalog');
    scope['18.2.0'].loaded = true;
    register(scope, { ...entry('18.2.0', 'zeta'), eager: true });
    expect(scope['18.2.0'].from).toBe('catalog');
  });

  it('same version, same kind: the provider whose name sorts later wins; loaded-first keeps the first', () => {
    const versionFirst: ShareScope = {};
    register(versionFirst, entry('18.2.0', 'alpha'));
    register(versionFirst, entry('18.2.0', 'beta'));
    expect(versionFirst['18.2.0'].from).toBe('beta');
    const loadedFirst: ShareScope = {};
    register(loadedFirst, entry('18.2.0', 'alpha', false, 'loaded-first'));
    register(loadedFirst, entry('18.2.0', 'beta', false, 'loaded-first'));
    expect(loadedFirst['18.2.0'].from).toBe('alpha');
  });
});
