/**
 * Which runtime-plugin hooks fire, in which order, for one call into the Module Federation runtime
 * (2.9.x): the data behind the lifecycle explainer on /plugin/dev/. The orders follow
 * @module-federation/runtime-core: `ModuleFederation.init`, `RemoteHandler.loadRemote` /
 * `getRemoteModuleAndOptions` / `preloadRemote`, the built-in snapshot plugin (which fetches the manifest
 * inside `afterResolve`, before plugins registered later see it), the built-in generatePreloadAssets
 * plugin (which emits `handlePreloadModule`), `getRemoteEntry` and `SharedHandler.loadShare`.
 * It follows the fourteen hooks plugins use most (the hooks reference, /plugin/dev/hooks, has all 49).
 */

export type HookKind = 'SyncWaterfall' | 'Sync' | 'AsyncWaterfall' | 'Async';

export const hookKinds = {
  beforeInit: 'SyncWaterfall',
  init: 'Sync',
  beforeRequest: 'AsyncWaterfall',
  afterResolve: 'AsyncWaterfall',
  onLoad: 'Async',
  handlePreloadModule: 'Sync',
  errorLoadRemote: 'Async',
  beforeLoadShare: 'AsyncWaterfall',
  resolveShare: 'SyncWaterfall',
  beforePreloadRemote: 'Async',
  generatePreloadAssets: 'Async',
  createScript: 'Sync',
  fetch: 'Async',
  loadEntry: 'Async',
} as const satisfies Record<string, HookKind>;

export type HookName = keyof typeof hookKinds;

export const lifecycleActions = ['init', 'loadRemote', 'loadShare', 'preloadRemote', 'manifestFails', 'entryFails'] as const;
export type LifecycleAction = (typeof lifecycleActions)[number];

/** What a hook may hand back, as a key the explainer turns into words. */
export type ReturnKey =
  | 'args'
  | 'nothing'
  | 'moduleWrapper'
  | 'assets'
  | 'response'
  | 'entryExports'
  | 'script'
  | 'manifestFallback'
  | 'moduleFallback'
  | 'resolver';

export interface HookArg {
  name: string;
  /** A sample value written as code, when one helps. */
  sample?: string;
}

export interface HookStep {
  hook: HookName;
  kind: HookKind;
  receives: HookArg[];
  returns: ReturnKey;
  /** The operation this step stands for fails (the manifest request, the entry script). */
  fails?: boolean;
  /** For errorLoadRemote: the value of `args.lifecycle`. */
  lifecycle?: 'beforeRequest' | 'afterResolve' | 'onLoad' | 'beforeLoadShare';
  /** The step's value came back from a plugin and changed the course of the call. */
  recovers?: boolean;
}

export type LifecycleOutcome = 'instance' | 'module' | 'sharedFactory' | 'preloaded' | 'fallback' | 'rejected';

export interface LifecycleRun {
  call: string;
  steps: HookStep[];
  outcome: LifecycleOutcome;
  /** The call that ends the run, when it fails: the error the caller sees. */
  error?: string;
}

export interface LifecycleOptions {
  /** Whether errorLoadRemote returns a fallback module when `args.lifecycle` is 'onLoad'. */
  fallback: boolean;
}

const manifestUrl = "'https://cdn.example.com/catalog/mf-manifest.json'";
const entryUrl = "'https://cdn.example.com/catalog/remoteEntry.js'";
const requestId = "'catalog/Button'";

const step = (hook: HookName, receives: HookArg[], returns: ReturnKey, extra: Partial<HookStep> = {}): HookStep => ({
  hook,
  kind: hookKinds[hook],
  receives,
  returns,
  ...extra,
});

const arg = (name: string, sample?: string): HookArg => (sample === undefined ? { name } : { name, sample });

const beforeRequest = step('beforeRequest', [arg('id', requestId), arg('options'), arg('origin')], 'args');
const fetchManifest = (fails = false) =>
  step('fetch', [arg('manifestUrl', manifestUrl), arg('requestInit', '{}')], 'response', fails ? { fails } : {});
const handlePreloadModule = step(
  'handlePreloadModule',
  [arg('id', requestId), arg('name', "'catalog'"), arg('remote'), arg('remoteSnapshot'), arg('preloadConfig'), arg('origin')],
  'nothing',
);
const generatePreloadAssets = step(
  'generatePreloadAssets',
  [arg('origin'), arg('preloadOptions'), arg('remote'), arg('remoteInfo'), arg('remoteSnapshot'), arg('globalSnapshot')],
  'assets',
);
/** The snapshot plugin announces the module's own assets as a preload before afterResolve returns. */
const beforePreloadForLoad = step(
  'beforePreloadRemote',
  [arg('preloadOps', "[{ nameOrAlias: 'catalog', exposes: ['./Button'], resourceCategory: 'sync' }]"), arg('options'), arg('origin')],
  'nothing',
);
const afterResolve = step(
  'afterResolve',
  [
    arg('id', requestId),
    arg('pkgNameOrAlias', "'catalog'"),
    arg('expose', "'./Button'"),
    arg('remote'),
    arg('remoteInfo'),
    arg('remoteSnapshot'),
    arg('options'),
    arg('origin'),
  ],
  'args',
);
const loadEntry = step('loadEntry', [arg('remoteInfo', "{ name: 'catalog', entry: " + entryUrl + ' }'), arg('remoteEntryExports', 'undefined')], 'entryExports');
const createScript = (fails = false) =>
  step('createScript', [arg('url', entryUrl), arg('attrs')], 'script', fails ? { fails } : {});
const onLoad = step(
  'onLoad',
  [
    arg('id', requestId),
    arg('pkgNameOrAlias', "'catalog'"),
    arg('expose', "'./Button'"),
    arg('exposeModule'),
    arg('remote'),
    arg('options'),
    arg('moduleInstance'),
    arg('origin'),
  ],
  'moduleWrapper',
);
const errorOnLoad = (error: string, fallback: boolean) =>
  step(
    'errorLoadRemote',
    [
      arg('id', requestId),
      arg('error', error),
      arg('from', "'runtime'"),
      arg('lifecycle', "'onLoad'"),
      arg('expose', "'./Button'"),
      arg('remote'),
      arg('origin'),
    ],
    'moduleFallback',
    { lifecycle: 'onLoad', recovers: fallback },
  );

const remoteLoadUpToEntry = [beforeRequest, fetchManifest(), beforePreloadForLoad, handlePreloadModule, generatePreloadAssets, afterResolve, loadEntry];

const manifestError = 'RUNTIME-003';
const scriptError = 'RUNTIME-008';

/** The hooks one call fires, in order, and how the call ends. */
export function hookSequence(action: LifecycleAction, { fallback }: LifecycleOptions): LifecycleRun {
  switch (action) {
    case 'init':
      return {
        call: "init({ name: 'shell', remotes: [{ name: 'catalog', entry: " + manifestUrl + ' }] })',
        steps: [
          step('beforeInit', [arg('userOptions'), arg('options'), arg('origin'), arg('shareInfo')], 'args'),
          step('init', [arg('options'), arg('origin')], 'nothing'),
        ],
        outcome: 'instance',
      };
    case 'loadRemote':
      return {
        call: `loadRemote(${requestId})`,
        steps: [...remoteLoadUpToEntry, createScript(), onLoad],
        outcome: 'module',
      };
    case 'loadShare':
      return {
        call: "loadShare('react')",
        steps: [
          step('beforeLoadShare', [arg('pkgName', "'react'"), arg('shareInfo'), arg('shared'), arg('origin')], 'args'),
          step(
            'resolveShare',
            [
              arg('shareScopeMap'),
              arg('scope', "'default'"),
              arg('pkgName', "'react'"),
              arg('version', "'19.1.0'"),
              arg('shareInfo'),
              arg('GlobalFederation'),
              arg('resolver'),
            ],
            'resolver',
          ),
        ],
        outcome: 'sharedFactory',
      };
    case 'preloadRemote':
      return {
        call: "preloadRemote([{ nameOrAlias: 'catalog', exposes: ['Button'], resourceCategory: 'sync' }])",
        steps: [
          step(
            'beforePreloadRemote',
            [arg('preloadOps', "[{ nameOrAlias: 'catalog', exposes: ['Button'], resourceCategory: 'sync' }]"), arg('options'), arg('origin')],
            'nothing',
          ),
          fetchManifest(),
          handlePreloadModule,
          generatePreloadAssets,
          loadEntry,
          createScript(),
        ],
        outcome: 'preloaded',
      };
    case 'manifestFails':
      return {
        call: `loadRemote(${requestId})`,
        steps: [
          beforeRequest,
          fetchManifest(true),
          // First chance: recover the manifest itself. Nothing is returned here, so the runtime throws.
          step(
            'errorLoadRemote',
            [
              arg('id', manifestUrl),
              arg('error', "TypeError('Failed to fetch')"),
              arg('from', "'runtime'"),
              arg('lifecycle', "'afterResolve'"),
              arg('remote'),
              arg('origin'),
            ],
            'manifestFallback',
            { lifecycle: 'afterResolve' },
          ),
          errorOnLoad(manifestError, fallback),
        ],
        outcome: fallback ? 'fallback' : 'rejected',
        error: fallback ? undefined : manifestError,
      };
    case 'entryFails':
      return {
        call: `loadRemote(${requestId})`,
        steps: [...remoteLoadUpToEntry, createScript(true), errorOnLoad(scriptError, fallback)],
        outcome: fallback ? 'fallback' : 'rejected',
        error: fallback ? undefined : scriptError,
      };
  }
}
