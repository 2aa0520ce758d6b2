/**
 * Rspack configurations of the runtime tutorials: the producers the samples load (ours, small, built
 * with the real `@module-federation/enhanced/rspack` plugin), the shell that runs the runtime page's
 * samples (no federation build plugin, as the page's "application without a build plugin"), and what
 * a page's own `rspack.config.ts` needs to build in a folder of its own (only what the page leaves to
 * the reader's project: an entry, output folder, TypeScript compilation and an HTML page).
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';

/** Compiles TypeScript and TSX with React's automatic runtime, as an Rspack project that uses TypeScript does. */
export const typescriptRule: RuleSetRule = {
  test: /\.tsx?$/,
  loader: 'builtin:swc-loader',
  options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  type: 'javascript/auto',
};

const extensions = ['.ts', '.tsx', '.js', '.json'];
/** The HTML page of a consumer: the apps render into #app. */
const html = () => new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html><head><title>shell</title></head><body><div id="app"></div></body></html>' });

export interface ProducerSpec {
  kind: 'producer';
  /** Federation name: what the samples call the remote (`provider`, `catalog`...). */
  name: string;
  /** A label built into the producer's modules, so two builds of one producer can be told apart. */
  release: string;
  /** Expose key to source file (absolute). */
  exposes: Record<string, string>;
  /** Whether the producer shares react as a singleton. */
  shareReact: boolean;
  outDir: string;
}

export function producerConfig(spec: ProducerSpec): Configuration {
  return {
    name: `${spec.name}@${spec.release}`,
    mode: 'production',
    devtool: false,
    // The container entry is the producer's only entry; the plugin adds it.
    entry: {},
    output: { path: spec.outDir, publicPath: 'auto', uniqueName: `${spec.name}_${spec.release.replace(/\W/g, '_')}`, clean: true },
    resolve: { extensions },
    module: { rules: [typescriptRule] },
    plugins: [
      new rspack.DefinePlugin({ PROVIDER_RELEASE: JSON.stringify(spec.release) }),
      new ModuleFederationPlugin({
        name: spec.name,
        filename: 'remoteEntry.js',
        exposes: spec.exposes,
        shared: spec.shareReact ? { react: { singleton: true, requiredVersion: '^19.0.0' } } : {},
        manifest: true,
        dts: false,
      }),
    ],
  };
}

export interface ShellSpec {
  kind: 'shell';
  /** The harness entry (absolute). */
  entry: string;
  /** Folder of the page's sample files, imported by the harness as `@page/<title>`. */
  samples: string;
  outDir: string;
}

/** The shell of the runtime page: a plain Rspack app that imports the runtime, as the page's samples do. */
export function shellConfig(spec: ShellSpec): Configuration {
  return {
    name: 'shell',
    mode: 'production',
    devtool: false,
    entry: { main: spec.entry },
    output: { path: spec.outDir, publicPath: '/', clean: true },
    resolve: { extensions, alias: { '@page': spec.samples } },
    module: { rules: [typescriptRule] },
    plugins: [html()],
  };
}

export interface PageConfigSpec {
  kind: 'page';
  /** The page the configuration comes from, for messages. */
  page: string;
  /** The folder the reader builds in (the configuration is loaded with it as working directory). */
  cwd: string;
  configFile: string;
  /** Entry used when the page's configuration names none. */
  defaultEntry: string;
  outDir: string;
  /** Build the page's configuration without its `runtimePlugins` (the control of a plugin test). */
  withoutRuntimePlugins?: boolean;
}

type PluginLike = { constructor: { name: string }; _options?: Record<string, unknown> };

/**
 * Completes a page's `rspack.config.ts` with what the page leaves to the reader's project: an entry
 * when it names none, an output folder, a TypeScript rule when it has no module rules, resolution of
 * `.ts`/`.tsx` files, and an HTML page. Its federation options are used as printed.
 */
export function completePageConfig(config: Configuration, spec: PageConfigSpec): Configuration {
  const plugins = (config.plugins ?? []).map((plugin) => {
    const federation = plugin as unknown as PluginLike;
    if (!spec.withoutRuntimePlugins || !(plugin instanceof ModuleFederationPlugin) || !federation._options) return plugin;
    const { runtimePlugins: _dropped, ...options } = federation._options;
    return new ModuleFederationPlugin(options as ConstructorParameters<typeof ModuleFederationPlugin>[0]);
  });
  return {
    ...config,
    name: `${spec.page} (${spec.outDir})`,
    context: config.context ?? spec.cwd,
    mode: config.mode ?? 'production',
    devtool: false,
    entry: config.entry ?? { main: spec.defaultEntry },
    output: { ...config.output, path: spec.outDir, publicPath: '/', clean: true },
    resolve: { extensions, ...config.resolve },
    module: config.module?.rules?.length ? config.module : { ...config.module, rules: [typescriptRule] },
    plugins: [...plugins, html()],
  };
}

export type AppSpec = ProducerSpec | ShellSpec | PageConfigSpec;
