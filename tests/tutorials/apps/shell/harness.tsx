// The shell that runs the runtime page's samples in the browser. It is ours; the code it runs is the
// page's: each flow imports the sample files (written from the page's code blocks to
// .tmp/tutorials/runtime/samples and aliased as `@page`) and calls what they export.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { createInstance, getInstance, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { AddedElement, TutorialFlows } from './flows';

type Exports = Record<string, unknown>;

/** The export `name` of a sample file, which must be of `type`. */
function sampleExport<T>(mod: Exports, file: string, name: string, type: 'function' | 'object'): T {
  if (typeof mod[name] !== type) throw new Error(`${file} does not export a ${type} named ${name}`);
  return mod[name] as T;
}

const added: AddedElement[] = [];
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof HTMLLinkElement) added.push({ tag: 'link', rel: node.rel, as: node.getAttribute('as') ?? '', url: node.href });
      if (node instanceof HTMLScriptElement && node.src) added.push({ tag: 'script', rel: '', as: '', url: node.src });
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });

function mount(id: string) {
  const element = document.createElement('div');
  element.id = id;
  document.getElementById('app')!.append(element);
  return createRoot(element);
}

const flows: TutorialFlows = {
  currentInstance: () => getInstance()?.name ?? null,

  async createInstance() {
    const file = 'src/widget-federation.ts';
    const mod = (await import('@page/runtime/src/widget-federation')) as Exports;
    const instance = sampleExport<{ name: string }>(mod, file, 'widgetFederation', 'object');
    const loadWidget = sampleExport<(key: string) => Promise<{ default: unknown } | null>>(mod, file, 'loadWidget', 'function');
    const listed = (globalThis.__FEDERATION__?.__INSTANCES__ ?? []).includes(instance as never);
    const current = getInstance()?.name ?? null;
    const widget = await loadWidget('Clock');
    return { name: instance.name, listed, current, widget: typeof widget?.default === 'function' ? String(widget.default()) : `no default export: ${typeof widget?.default}` };
  },

  async init() {
    await import('@page/runtime/src/federation');
    const instance = getInstance();
    return { current: instance?.name ?? null, remotes: instance?.options.remotes.map((remote) => remote.name) ?? [], shared: Object.keys(instance?.options.shared ?? {}) };
  },

  async describe() {
    const mod = (await import('@page/runtime/src/describe-federation')) as Exports;
    return sampleExport<() => string>(mod, 'src/describe-federation.ts', 'describeFederation', 'function')();
  },

  async preload() {
    const mod = (await import('@page/runtime/src/preload')) as Exports;
    await sampleExport<() => Promise<void>>(mod, 'src/preload.ts', 'preloadCheckout', 'function')();
  },

  async renderRemoteButton() {
    const mod = (await import('@page/runtime/src/RemoteButton')) as Exports;
    const RemoteButton = sampleExport<React.ComponentType>(mod, 'src/RemoteButton.tsx', 'RemoteButton', 'function');
    mount('remote-button').render(<RemoteButton />);
  },

  async loadFactory() {
    const mod = (await import('@page/runtime/src/remote-factory')) as Exports;
    const factory = await sampleExport<() => Promise<unknown>>(mod, 'src/remote-factory.ts', 'prepareTheme', 'function')();
    const ran = () => (globalThis.__tutorialEvaluated ?? []).includes('provider/theme');
    const ranBeforeCall = ran();
    if (typeof factory !== 'function') return { factoryType: typeof factory, ranBeforeCall, ranAfterCall: ran(), theme: undefined };
    const theme = (factory as () => { applyTheme: (name: string) => void })();
    theme.applyTheme('dark');
    return { factoryType: 'function', ranBeforeCall, ranAfterCall: ran(), theme: document.documentElement.dataset.theme };
  },

  async executeFactoryHooks(id) {
    const calls: Array<{ hook: string; loadFactory: boolean }> = [];
    const record = (hook: string) => (args: { loadFactory: boolean }) => {
      calls.push({ hook, loadFactory: args.loadFactory });
    };
    registerPlugins([{ name: 'record-execute-factory', beforeExecuteFactory: record('beforeExecuteFactory'), afterExecuteFactory: record('afterExecuteFactory') }]);
    const { loadRemote } = await import('@module-federation/enhanced/runtime');
    await loadRemote(id, { loadFactory: false, from: 'runtime' });
    calls.push({ hook: '-- loadFactory: true --', loadFactory: true });
    await loadRemote(id);
    return calls;
  },

  async loadShare() {
    const mod = (await import('@page/runtime/src/shared-react')) as Exports;
    const shared = await sampleExport<() => Promise<typeof React | undefined>>(mod, 'src/shared-react.ts', 'getSharedReact', 'function')();
    return { version: shared?.version, sameAsShell: shared?.useState === React.useState, shellVersion: React.version };
  },

  async registerRemotes(version) {
    const mod = (await import('@page/runtime/src/register')) as Exports;
    const loaded = await sampleExport<(version: string) => Promise<{ default: unknown } | null>>(mod, 'src/register.ts', 'switchProviderVersion', 'function')(version);
    const Component = loaded?.default;
    if (typeof Component === 'function') mount('switched').render(React.createElement(Component as React.ComponentType));
    return { defaultType: typeof Component };
  },

  async fallback(id) {
    let withoutPlugin: string;
    try {
      const { loadRemote } = await import('@module-federation/enhanced/runtime');
      await loadRemote(id);
      withoutPlugin = 'resolved';
    } catch (error) {
      withoutPlugin = `rejected: ${(error as Error).message.split('\n')[0]}`;
    }
    const mod = (await import('@page/runtime/src/fallback-plugin')) as Exports;
    const fallbackPlugin = sampleExport<() => ModuleFederationRuntimePlugin>(mod, 'src/fallback-plugin.tsx', 'fallbackPlugin', 'function');
    registerPlugins([fallbackPlugin()]);
    const { loadRemote } = await import('@module-federation/enhanced/runtime');
    const result = await loadRemote<{ default?: unknown }>(id);
    // The page's own component renders the loaded module, as it would the real one.
    const button = (await import('@page/runtime/src/RemoteButton')) as Exports;
    const RemoteButton = sampleExport<React.ComponentType>(button, 'src/RemoteButton.tsx', 'RemoteButton', 'function');
    mount('fallback').render(<RemoteButton />);
    return { withoutPlugin, withPlugin: { type: typeof result, defaultType: typeof result?.default } };
  },

  async retry() {
    const mod = (await import('@page/retry-plugin/src/bootstrap-remotes')) as Exports;
    const loaded = (await sampleExport<() => Promise<{ default?: unknown } | null>>(mod, 'src/bootstrap-remotes.ts', 'loadProductList', 'function')()) ?? {};
    return { text: typeof loaded.default === 'function' ? String((loaded.default as () => unknown)()) : `no default export: ${typeof loaded.default}` };
  },

  async loadWithoutPlugins(remote, id) {
    const control = createInstance({ name: 'control_without_plugins', remotes: [remote] });
    try {
      await control.loadRemote(id);
      return 'resolved';
    } catch (error) {
      return `rejected: ${(error as Error).message.split('\n')[0]}`;
    }
  },

  async loadError(remote, id) {
    const instance = createInstance({ name: `errors_${remote.name}`, remotes: [remote] });
    try {
      await instance.loadRemote(id);
      return 'resolved';
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  },

  evaluated: () => [...(globalThis.__tutorialEvaluated ?? [])],
  added: () => [...added],
};

window.tutorial = flows;
document.body.dataset.harness = 'ready';
