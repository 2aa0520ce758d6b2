/**
 * Which copy of a shared package each federated app gets: a small simulation of the Module Federation
 * runtime (2.9.x) for the explainer on /configure/shared.
 *
 * Range matching is the toolkit's own code (`satisfy`, exported by `@module-federation/runtime`). The
 * choice of a copy follows `getRegisteredShare` and its helpers in `@module-federation/runtime-core`
 * (`findVersion`, `versionLt`, the version-first and loaded-first orderings, the singleton and
 * non-singleton resolvers, and the `register` rule of `initializeSharing`). Those helpers are not
 * exported one by one, and the exported `getRegisteredShare` reads the page's federation globals and
 * writes to the console, so they are re-stated here; share-resolution.test.ts beside this file runs them side
 * by side with the real `getRegisteredShare` to prove they choose the same copy.
 */
import { satisfy } from '@module-federation/runtime';

export type ShareStrategy = 'version-first' | 'loaded-first';

/** One app's `shared` entry for the package. `requiredVersion: false` accepts any version. */
export interface AppShareConfig {
  name: string;
  /** The version the app provides (its installed copy). */
  version: string;
  requiredVersion: string | false;
  singleton: boolean;
  strictVersion: boolean;
  eager: boolean;
}

/** A copy registered in the share scope, keyed by version as the runtime keys it. */
export interface ScopeEntry {
  version: string;
  /** The app that provided it. */
  from: string;
  eager: boolean;
  strategy: ShareStrategy;
  loaded: boolean;
}

export type ShareScope = Record<string, ScopeEntry>;

export interface Consumer {
  name: string;
  requiredVersion: string | false;
  singleton: boolean;
  strictVersion: boolean;
  strategy: ShareStrategy;
}

export type ScopeResolution =
  /** A copy from the scope that the consumer accepts. */
  | { kind: 'use'; entry: ScopeEntry }
  /** Singleton outside the consumer's range: the runtime still hands it over and warns. */
  | { kind: 'warn'; entry: ScopeEntry; message: string }
  /** Singleton outside the range with strictVersion: the runtime throws. */
  | { kind: 'error'; message: string }
  /** Not a singleton and nothing in the scope fits: the app falls back to its own copy. */
  | { kind: 'none' };

/** `versionLt` of runtime-core: true when a <= b (numbers such as "18" are padded to "18.0.0"). */
export function versionLt(a: string, b: string): boolean {
  const pad = (version: string): string => {
    if (Number.isNaN(Number(version))) return version;
    const parts = version.split('.');
    let padded = version;
    for (let index = 0; index < 3 - parts.length; index += 1) padded += '.0';
    return padded;
  };
  return satisfy(pad(a), `<=${pad(b)}`);
}

/** `findVersion` of runtime-core: walks the versions in key order, `better(prev, cur)` moves to cur. */
function findVersion(scope: ShareScope, better: (prev: string, cur: string) => boolean): string {
  return Object.keys(scope).reduce<string>((prev, cur) => {
    if (!prev) return cur;
    if (better(prev, cur)) return cur;
    if (prev === '0') return cur;
    return prev;
  }, '');
}

/**
 * The candidate the runtime considers first. version-first: the highest version, except that a copy
 * already loaded stays put. loaded-first: loaded (or loading) copies beat unloaded ones; among equals the
 * higher version wins.
 */
export function candidateVersion(scope: ShareScope, strategy: ShareStrategy): string {
  if (strategy === 'loaded-first') {
    return findVersion(scope, (prev, cur) => {
      if (scope[cur].loaded) return scope[prev].loaded ? versionLt(prev, cur) : true;
      if (scope[prev].loaded) return false;
      return versionLt(prev, cur);
    });
  }
  return findVersion(scope, (prev, cur) => !scope[prev].loaded && versionLt(prev, cur));
}

/** The runtime's singleton message, word for word, as it appears in the console. */
export function singletonMessage(pkg: string, entry: ScopeEntry, consumer: Consumer): string {
  return `Version ${entry.version} from ${entry.from} of shared singleton module ${pkg} does not satisfy the requirement of ${consumer.name} which needs ${String(consumer.requiredVersion)})`;
}

/** `getRegisteredShare`'s default resolver for one scope. */
export function resolveFromScope(pkg: string, scope: ShareScope, consumer: Consumer): ScopeResolution {
  if (Object.keys(scope).length === 0) return { kind: 'none' };
  const candidate = scope[candidateVersion(scope, consumer.strategy)];
  const { requiredVersion } = consumer;
  if (consumer.singleton) {
    if (typeof requiredVersion === 'string' && !satisfy(candidate.version, requiredVersion)) {
      const message = singletonMessage(pkg, candidate, consumer);
      return consumer.strictVersion ? { kind: 'error', message } : { kind: 'warn', entry: candidate, message };
    }
    return { kind: 'use', entry: candidate };
  }
  if (requiredVersion === false || requiredVersion === '*') return { kind: 'use', entry: candidate };
  if (satisfy(candidate.version, requiredVersion)) return { kind: 'use', entry: candidate };
  // Not a singleton: any registered copy in range will do, taken in key order.
  for (const [version, entry] of Object.entries(scope)) {
    if (satisfy(version, requiredVersion)) return { kind: 'use', entry };
  }
  return { kind: 'none' };
}

/**
 * The `register` rule of `initializeSharing`: a second provider of the same version replaces the first
 * only while the first is not loaded and not loaded-first; then an eager copy beats a non-eager one,
 * and between two of the same kind the provider whose name sorts later wins.
 */
export function register(scope: ShareScope, entry: ScopeEntry): void {
  const existing = scope[entry.version];
  const replace =
    !existing ||
    (existing.strategy !== 'loaded-first' &&
      !existing.loaded &&
      (entry.eager !== existing.eager ? entry.eager : entry.from > existing.from));
  if (replace) scope[entry.version] = { ...entry };
}

/** shared: another app's copy; own: the app's own copy (from the scope or as fallback). */
export type AppStatus = 'shared' | 'own' | 'warning' | 'error';

export interface AppOutcome {
  app: string;
  status: AppStatus;
  /** The version the app runs with (absent when loading failed). */
  version?: string;
  /** The app whose copy it runs with. */
  from?: string;
  /** The runtime's console text for a warning or an error. */
  message?: string;
}

export type Note =
  /** The host consumed its eager copy before the remotes' versions were registered. */
  | { kind: 'eagerEarly'; app: string; higher: string; from: string }
  /** An eager copy was downloaded with the app's entry although the app uses another copy. */
  | { kind: 'eagerUnused'; app: string }
  /** Some apps share the package eagerly and others do not. */
  | { kind: 'eagerMixed' }
  /** Some apps mark the package as a singleton and others do not. */
  | { kind: 'singletonMixed' }
  /** More than one copy ends up loaded. */
  | { kind: 'duplicates'; versions: string[] }
  /** loaded-first reused a loaded copy although a higher one was provided. */
  | { kind: 'loadedFirstLower'; app: string; used: string; highest: string };

/** One line of the timeline: what the runtime did, in order. */
export type Step =
  | { kind: 'register'; app: string; version: string }
  | { kind: 'consume'; app: string; eager: boolean };

export interface Scenario {
  pkg: string;
  strategy: ShareStrategy;
  /** The host first, then the remotes in the order the page loads them. */
  apps: AppShareConfig[];
}

export interface ScenarioResult {
  steps: Step[];
  outcomes: AppOutcome[];
  notes: Note[];
}

function highestOf(versions: string[]): string {
  return versions.reduce((best, version) => (!best || versionLt(best, version) ? version : best), '');
}

/**
 * Plays a page load: the host registers its copy; an eager host consumes at once (synchronously, before
 * any remote entry has answered); with version-first every remote entry is loaded at start-up and
 * registers its copy; the host consumes; then each remote, when it is first used, registers its copy
 * (loaded-first) and consumes.
 */
export function simulate({ pkg, strategy, apps }: Scenario): ScenarioResult {
  const scope: ShareScope = {};
  const steps: Step[] = [];
  const outcomes = new Map<string, AppOutcome>();
  const [host, ...remotes] = apps;

  const provide = (app: AppShareConfig): void => {
    register(scope, { version: app.version, from: app.name, eager: app.eager, strategy, loaded: false });
    steps.push({ kind: 'register', app: app.name, version: app.version });
  };
  const consume = (app: AppShareConfig): void => {
    steps.push({ kind: 'consume', app: app.name, eager: app.eager });
    const result = resolveFromScope(pkg, scope, { ...app, strategy });
    if (result.kind === 'error') {
      outcomes.set(app.name, { app: app.name, status: 'error', message: result.message });
      return;
    }
    if (result.kind === 'none') {
      // The app loads the copy it bundles and that copy counts as loaded from now on.
      const own = scope[app.version];
      if (own) own.loaded = true;
      outcomes.set(app.name, { app: app.name, status: 'own', version: app.version, from: app.name });
      return;
    }
    result.entry.loaded = true;
    outcomes.set(app.name, {
      app: app.name,
      status: result.kind === 'warn' ? 'warning' : result.entry.from === app.name ? 'own' : 'shared',
      version: result.entry.version,
      from: result.entry.from,
      message: result.kind === 'warn' ? result.message : undefined,
    });
  };

  provide(host);
  if (host.eager) consume(host);
  if (strategy === 'version-first') remotes.forEach(provide);
  if (!host.eager) consume(host);
  for (const remote of remotes) {
    if (strategy === 'loaded-first') provide(remote);
    consume(remote);
  }

  const ordered = apps.map((app) => outcomes.get(app.name) as AppOutcome);
  return { steps, outcomes: ordered, notes: collectNotes(strategy, apps, ordered) };
}

function collectNotes(strategy: ShareStrategy, apps: AppShareConfig[], outcomes: AppOutcome[]): Note[] {
  const notes: Note[] = [];
  const [host] = apps;
  const highest = highestOf(apps.map((app) => app.version));
  const hostOutcome = outcomes[0];
  if (host.eager && strategy === 'version-first' && hostOutcome.version && hostOutcome.version !== highest) {
    const provider = apps.find((app) => app.version === highest);
    if (provider && provider !== host) notes.push({ kind: 'eagerEarly', app: host.name, higher: highest, from: provider.name });
  }
  for (const outcome of outcomes) {
    const app = apps.find((candidate) => candidate.name === outcome.app) as AppShareConfig;
    if (app.eager && outcome.from !== app.name) notes.push({ kind: 'eagerUnused', app: app.name });
  }
  if (new Set(apps.map((app) => app.eager)).size > 1) notes.push({ kind: 'eagerMixed' });
  if (new Set(apps.map((app) => app.singleton)).size > 1) notes.push({ kind: 'singletonMixed' });
  const loaded = [...new Set(outcomes.flatMap((outcome) => (outcome.version ? [outcome.version] : [])))];
  if (loaded.length > 1) notes.push({ kind: 'duplicates', versions: loaded });
  if (strategy === 'loaded-first') {
    for (const outcome of outcomes) {
      if (outcome.version && outcome.version !== highest && outcome.status !== 'own') {
        notes.push({ kind: 'loadedFirstLower', app: outcome.app, used: outcome.version, highest });
      }
    }
  }
  return notes;
}
