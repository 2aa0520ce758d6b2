/**
 * Executed claims of configure/name, configure/remotes, configure/exposes, configure/filename and
 * configure/getpublicpath, run against `@module-federation/enhanced/rspack`, `@module-federation/rsbuild-plugin`
 * with `@rsbuild/core`, the dts plugin's own resolution of type archives and the runtime 2.9.2.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { generateSnapshotFromManifest, getResourceUrl, type Manifest, type ModuleInfo } from '@module-federation/sdk';
import { DTSManager, retrieveHostConfig } from '@module-federation/dts-plugin/core';
import { createRsbuild, type RsbuildConfig } from '@rsbuild/core';
import { rspack } from '@rspack/core';
import { describe, expect } from 'vitest';
import { buildProducer, buildRspack, claim, nodeHost, rejection, scratch, scriptRule, serveRoutes, writeFiles } from './harness';

/** A consumer app (`src/index.ts` as given) built by Rspack with the enhanced plugin. */
function consumerBuild(name: string, index: string, federation: Omit<ConstructorParameters<typeof ModuleFederationPlugin>[0], 'name'>) {
  const dir = writeFiles(scratch(name), { 'src/index.ts': index });
  return buildRspack({
    context: dir,
    entry: { main: './src/index.ts' },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule] },
    output: { path: join(dir, 'dist') },
    plugins: [new ModuleFederationPlugin({ name, dts: false, ...federation })],
  });
}

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** The output options Rsbuild hands to Rspack, after every plugin has had its say (the compiler is created, not run). */
async function rsbuildOutput(rsbuildConfig: RsbuildConfig, mode: 'development' | 'production' = 'production') {
  const cwd = writeFiles(scratch('rsbuild'), { 'src/index.ts': 'export const app = 1;\n', 'src/Cart.ts': 'export const Cart = 1;\n', 'package.json': '{ "name": "checkout-app" }\n' });
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { mode, logLevel: 'silent', source: { entry: { index: './src/index.ts' } }, ...rsbuildConfig } });
  const compiler = await rsbuild.createCompiler();
  if (!('output' in compiler.options)) throw new Error('Rsbuild made a multi-compiler');
  const output = { ...compiler.options.output };
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return output;
}

/** The output options Rspack resolves for a config with `@module-federation/enhanced/rspack` alone, and what the federation logger wrote. */
function rspackAlone(federation: FederationOptions, files: Record<string, string> = {}) {
  const context = writeFiles(scratch('rspack-alone'), { 'src/Cart.ts': 'export const Cart = 1;\n', 'package.json': '{ "name": "checkout-app" }\n', ...files });
  const logged: string[] = [];
  const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  const compiler = rspack({
    context,
    mode: 'production',
    entry: {},
    infrastructureLogging: { level: 'verbose', console: { ...console, log: capture, info: capture, warn: capture, error: capture, debug: capture } },
    plugins: [new ModuleFederationPlugin({ dts: false, ...federation })],
  });
  return { output: compiler.options.output, logged, close: () => new Promise<void>((resolve) => compiler.close(() => resolve())) };
}

const js = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.js'));

describe('configure/name', () => {
  claim('configure/name', 'what-does-it-do', ['@module-federation/rsbuild-plugin fills both from name when you leave them unset', 'chunkLoadingGlobal becomes chunk_<name>', "Rsbuild's built-in moduleFederation option sets uniqueName the same way", 'set neither, so there uniqueName defaults to the name field of your package.json'], async () => {
    const plugin = await rsbuildOutput({ plugins: [pluginModuleFederation({ name: 'checkout', exposes: { './Cart': './src/Cart.ts' }, dts: false })] });
    expect(plugin.uniqueName).toBe('checkout');
    expect(plugin.chunkLoadingGlobal).toBe('chunk_checkout');
    const set = await rsbuildOutput({ output: {}, tools: { rspack: { output: { uniqueName: 'mine' } } }, plugins: [pluginModuleFederation({ name: 'checkout', exposes: { './Cart': './src/Cart.ts' }, dts: false })] });
    expect(set.uniqueName).toBe('mine');
    const builtIn = await rsbuildOutput({ moduleFederation: { options: { name: 'checkout', exposes: { './Cart': './src/Cart.ts' } } } });
    expect(builtIn.uniqueName).toBe('checkout');
    const alone = rspackAlone({ name: 'checkout', exposes: { './Cart': './src/Cart.ts' } });
    expect(alone.output.uniqueName).toBe('checkout-app');
    expect(alone.output.chunkLoadingGlobal).toBe('rspackChunkcheckout_app');
    await alone.close();
  });

  claim('configure/name', 'what-does-it-do', ['A producer\'s remote entry registers its container under this name', 'mf-manifest.json, the type archive and the Chrome devtool all show the app by this name'], async () => {
    const producer = await buildProducer({ name: 'nm_checkout', files: { 'src/Cart.ts': 'export const Cart = "cart";\n' }, federation: { exposes: { './Cart': './src/Cart.ts' } } });
    expect(producer.manifest).toMatchObject({ name: 'nm_checkout', metaData: { name: 'nm_checkout', globalName: 'nm_checkout' } });
    const host = nodeHost({ name: 'nm_host', remotes: [{ name: 'nm_checkout', entry: producer.entry }] });
    expect(await host.loadRemote('nm_checkout/Cart')).toMatchObject({ Cart: 'cart' });
  });

  claim('configure/name', 'pitfalls', 'With the webpack or Rspack plugin, set it to the same value as name', async () => {
    // without it, two apps of one package.json share a chunk loading global
    const first = rspackAlone({ name: 'checkout', exposes: { './Cart': './src/Cart.ts' } });
    const second = rspackAlone({ name: 'cart', exposes: { './Cart': './src/Cart.ts' } });
    expect(first.output.chunkLoadingGlobal).toBe(second.output.chunkLoadingGlobal);
    await Promise.all([first.close(), second.close()]);
  });
});

describe('configure/remotes', () => {
  claim('configure/remotes', 'manifest-or-remote-entry', ['Type hints still work, by convention', 'looks for the type archive as @mf-types.zip in the folder of the entry', 'https://legacy.example.com/@mf-types.zip'], () => {
    const { mapRemotesToDownload } = retrieveHostConfig({
      moduleFederationConfig: {
        name: 'shell',
        remotes: { catalog: 'catalog_app@https://catalog.example.com/mf-manifest.json', legacy: 'legacy_app@https://legacy.example.com/remoteEntry.js' },
      },
    });
    expect(mapRemotesToDownload.legacy).toMatchObject({ name: 'legacy_app', zipUrl: 'https://legacy.example.com/@mf-types.zip', apiTypeUrl: 'https://legacy.example.com/@mf-types.d.ts' });
    // a manifest URL has no conventional archive: it is read from the manifest's metaData.types.zip
    expect(mapRemotesToDownload.catalog).toMatchObject({ url: 'https://catalog.example.com/mf-manifest.json', zipUrl: '' });
  });

  claim('configure/remotes', 'what-does-it-do', 'imports that start with an alias (import(\'catalog/ProductList\')) are compiled into calls to the federation runtime instead of being resolved from node_modules', async () => {
    const consumer = await buildProducer({
      name: 'rm_alias',
      files: { 'src/x.ts': "export const load = () => import('catalog/ProductList');\n" },
      federation: { exposes: { './x': './src/x.ts' }, remotes: { catalog: 'catalog_app@http://127.0.0.1:9/mf-manifest.json' }, remoteType: 'script', shareStrategy: 'loaded-first' },
    });
    expect(consumer.errors).toEqual([]);
    // at run time the import asks the runtime for the producer, whose manifest is not there
    const host = nodeHost({ name: 'rm_alias_host', remotes: [{ name: 'rm_alias', entry: consumer.entry }] });
    const { load } = (await host.loadRemote<{ load: () => Promise<unknown> }>('rm_alias/x'))!;
    expect(await rejection(load())).toContain('RUNTIME-003');
  });

  claim('configure/remotes', 'pitfalls', ["fails at build time with Can't resolve 'catalog_app/ProductList'", 'RUNTIME-003 when the manifest cannot be fetched'], async () => {
    const result = await consumerBuild('rm_name_shell', "export const load = () => import('catalog_app/ProductList');\n", { remotes: { catalog: 'catalog_app@https://catalog.example.com/mf-manifest.json' } });
    expect(result.errors.join('\n')).toContain("Can't resolve 'catalog_app/ProductList'");
    const host = nodeHost({ name: 'rm_unreachable_host', remotes: [{ name: 'catalog_app', entry: 'http://127.0.0.1:9/mf-manifest.json' }] });
    expect(await rejection(host.loadRemote('catalog_app/ProductList'))).toContain('RUNTIME-003');
  });

  claim('configure/remotes', 'which-value-forms-are-there', ['A list of fallback locations is loaded by the bundler\'s own fallback code instead, which tries each external in turn'], async () => {
    const build = (name: string, remotes: FederationOptions['remotes']) =>
      buildProducer({ name, files: { 'src/x.ts': "export const load = () => import('catalog/List');\n" }, federation: { exposes: { './x': './src/x.ts' }, remotes, remoteType: 'script' } });
    const single = await build('rm_single', { catalog: 'catalog_app@https://a.example.com/remoteEntry.js' });
    const list = await build('rm_list', { catalog: ['catalog_app@https://a.example.com/remoteEntry.js', 'catalog_app@https://b.example.com/remoteEntry.js'] });
    const entry = (dir: string) => readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
    // one external module per location, tried one after the other by the fallback module
    expect(entry(list.outDir)).toMatch(/\.l\("https:\/\/a\.example\.com\/remoteEntry\.js"/);
    expect(entry(list.outDir)).toMatch(/\.l\("https:\/\/b\.example\.com\/remoteEntry\.js"/);
    expect(entry(list.outDir)).toMatch(/for\(;\w+<\w+\.length;\)\{try\{/);
    expect(entry(single.outDir)).not.toMatch(/for\(;\w+<\w+\.length;\)\{try\{/);
  });

  claim('configure/remotes', 'which-value-forms-are-there', ['the share scope(s) this remote\'s container is initialised with'], async () => {
    const producer = await buildProducer({
      name: 'rm_scope',
      files: { 'src/scope.ts': 'declare const __webpack_share_scopes__: Record<string, unknown>;\nexport const scope: unknown = __webpack_share_scopes__.default;\n' },
      federation: { exposes: { './scope': './src/scope.ts' } },
    });
    const host = nodeHost({ name: 'rm_scope_host', remotes: [{ name: 'rm_scope', entry: producer.entry, shareScope: 'ui' }] });
    const { scope } = (await host.loadRemote<{ scope: unknown }>('rm_scope/scope'))!;
    // the container keeps the consumer's 'ui' scope object as its own scope
    expect(scope).toBe(host.shareScopeMap.ui);
    expect(scope).not.toBe(host.shareScopeMap.default);
  });
});

describe('configure/exposes', () => {
  const files = {
    'src/index.ts': "export const which = 'index';\n",
    'src/Button.ts': "export const which = 'button';\n",
    'src/polyfill.ts': '(globalThis as { __claimsPolyfill?: number }).__claimsPolyfill = ((globalThis as { __claimsPolyfill?: number }).__claimsPolyfill ?? 0) + 1;\nexport const which = "polyfill";\n',
    'src/hooks/useCart.ts': "export const which = 'useCart';\n",
    'src/star.ts': "export const which = 'star';\n",
  };

  claim('configure/exposes', 'how-are-keys-written', ['ui/Button asks the container for ./Button', 'a key without it can never be requested', '. is the container\'s default entry', './* is an ordinary key named ./*'], async () => {
    const producer = await buildProducer({
      name: 'ex_keys',
      files,
      federation: { exposes: { '.': './src/index.ts', './Button': './src/Button.ts', './hooks/useCart': './src/hooks/useCart.ts', Bare: './src/Button.ts', './*': './src/star.ts' } },
    });
    expect(producer.errors).toEqual([]);
    const host = nodeHost({ name: 'ex_keys_host', remotes: [{ name: 'ex_keys', entry: producer.entry, alias: 'ui' }] });
    expect(await host.loadRemote('ui/Button')).toMatchObject({ which: 'button' });
    expect(await host.loadRemote('ui/hooks/useCart')).toMatchObject({ which: 'useCart' });
    expect(await host.loadRemote('ui')).toMatchObject({ which: 'index' });
    expect(await rejection(host.loadRemote('ui/Bare'))).toContain('Module "./Bare" does not exist in container.');
    expect(await rejection(host.loadRemote('ui/anything'))).toContain('Module "./anything" does not exist in container.');
    expect(await host.loadRemote('ui/*')).toMatchObject({ which: 'star' });
  });

  claim('configure/exposes', 'which-value-forms-are-there', ['All modules are loaded in order; the consumer receives the exports of the last one', 'this form only builds with manifest: false', 'Failed to create Rspack compiler instance', "{ import: ['./src/polyfills.ts', './src/Button.tsx'] }"], async () => {
    const counter = globalThis as { __claimsPolyfill?: number };
    for (const [name, federation] of [
      ['ex_array', { manifest: false, exposes: { './Button': ['./src/polyfill.ts', './src/Button.ts'] } }],
      ['ex_import_list', { exposes: { './Button': { import: ['./src/polyfill.ts', './src/Button.ts'] } } }],
    ] as [string, Parameters<typeof buildProducer>[0]['federation']][]) {
      const producer = await buildProducer({ name, files, federation });
      expect(producer.errors).toEqual([]);
      const host = nodeHost({ name: `${name}_host`, remotes: [{ name, entry: producer.entry }] });
      const before = counter.__claimsPolyfill ?? 0;
      expect(await host.loadRemote(`${name}/Button`)).toMatchObject({ which: 'button' });
      expect(counter.__claimsPolyfill).toBe(before + 1);
    }
    // the array form with the manifest on: the compiler is not even created
    const failure = await buildProducer({ name: 'ex_array_manifest', files, federation: { exposes: { './Button': ['./src/polyfill.ts', './src/Button.ts'] } } }).then(
      () => 'built',
      (error: Error) => `${error.message}\n${String((error as { cause?: unknown }).cause ?? '')}`,
    );
    expect(failure).toContain('Failed to create Rspack compiler instance');
    expect(failure).toContain('RawExposeOptions.import');
  });

  claim('configure/exposes', 'which-value-forms-are-there', ['the plugin names the chunk after the key, for example __federation_expose_Button for ./Button and __federation_expose_default_export for .', "with manifest: false the bundler's own chunk naming applies", 'which then appears in its file name'], async () => {
    const named = await buildProducer({
      name: 'ex_names',
      files,
      federation: { exposes: { '.': './src/index.ts', './Button': './src/Button.ts', './hooks/useCart': { import: './src/hooks/useCart.ts', name: 'use-cart' } } },
    });
    expect(js(named.outDir)).toEqual(expect.arrayContaining(['__federation_expose_Button.js', '__federation_expose_default_export.js', 'use-cart.js']));
    const unnamed = await buildProducer({ name: 'ex_names_off', files, federation: { manifest: false, exposes: { './Button': './src/Button.ts' } } });
    expect(js(unnamed.outDir).filter((file) => file.startsWith('__federation_expose'))).toEqual([]);
  });

  claim('configure/exposes', 'what-does-it-do', ['splits each exposed module into its own chunk', 'records the exposes in mf-manifest.json'], async () => {
    const producer = await buildProducer({ name: 'ex_split', files, federation: { exposes: { './Button': './src/Button.ts', './hooks/useCart': './src/hooks/useCart.ts' } } });
    const holding = (marker: string) => js(producer.outDir).filter((file) => readFileSync(join(producer.outDir, file), 'utf8').includes(marker));
    expect(holding("which:\"button\"").length + holding("which:'button'").length + holding('"button"').length).toBeGreaterThan(0);
    const [button] = holding('"button"');
    const [useCart] = holding('"useCart"');
    expect(button).not.toBe(useCart);
    expect([button, useCart]).not.toContain('remoteEntry.js');
    expect((producer.manifest?.exposes as { path: string }[]).map((expose) => expose.path).sort()).toEqual(['./Button', './hooks/useCart']);
  });

  claim('configure/exposes', 'pitfalls', 'their import fails with Module "./Button" does not exist in container.', async () => {
    const producer = await buildProducer({ name: 'ex_renamed', files, federation: { exposes: { './PrimaryButton': './src/Button.ts' } } });
    const host = nodeHost({ name: 'ex_renamed_host', remotes: [{ name: 'ex_renamed', entry: producer.entry }] });
    expect(await rejection(host.loadRemote('ex_renamed/Button'))).toContain('Module "./Button" does not exist in container.');
  });
});

describe('configure/filename', () => {
  claim('configure/filename', 'what-if-filename-is-not-set', ["'[name].js'", 'checkout.js', 'static/js/[name].[contenthash:10].js', "'static/js/[name].js'"], async () => {
    const producer = await buildProducer({ name: 'checkout', files: { 'src/Cart.ts': 'export const Cart = 1;\n' }, federation: { filename: undefined, exposes: { './Cart': './src/Cart.ts' } } });
    expect(producer.errors).toEqual([]);
    expect(js(producer.outDir)).toContain('checkout.js');
    expect(js(producer.outDir)).not.toContain('remoteEntry.js');
    const federation = pluginModuleFederation({ name: 'checkout', exposes: { './Cart': './src/Cart.ts' }, dts: false });
    expect((await rsbuildOutput({ plugins: [federation] }, 'production')).filename).toBe('static/js/[name].[contenthash:10].js');
    expect((await rsbuildOutput({ plugins: [pluginModuleFederation({ name: 'checkout', exposes: { './Cart': './src/Cart.ts' }, dts: false })] }, 'development')).filename).toBe('static/js/[name].js');
  });

  claim('configure/filename', 'what-does-it-do', ['placeholders such as [name] and [contenthash] work in it', 'The manifest option always knows the real file name'], async () => {
    const producer = await buildProducer({ name: 'fn_hash', files: { 'src/Cart.ts': 'export const Cart = 1;\n' }, federation: { filename: '[name].[contenthash].js', exposes: { './Cart': './src/Cart.ts' } } });
    const [entry] = js(producer.outDir).filter((file) => /^fn_hash\.[0-9a-f]{8,}\.js$/.test(file));
    expect(entry).toBeDefined();
    expect(producer.manifest).toMatchObject({ metaData: { remoteEntry: { name: entry } } });
  });

  claim('configure/filename', 'example', 'emitted as dist/static/js/checkout-entry.js', async () => {
    const producer = await buildProducer({ name: 'fn_folder', files: { 'src/Cart.ts': 'export const Cart = "cart";\n' }, federation: { filename: 'static/js/checkout-entry.js', exposes: { './Cart': './src/Cart.ts' } } });
    expect(existsSync(join(producer.outDir, 'static/js/checkout-entry.js'))).toBe(true);
    const host = nodeHost({ name: 'fn_folder_host', remotes: [{ name: 'fn_folder', entry: producer.entry }] });
    expect(await host.loadRemote('fn_folder/Cart')).toMatchObject({ Cart: 'cart' });
  });

  claim('configure/filename', 'pitfalls', 'An app with no exposes emits no remote entry at all', async () => {
    const result = await consumerBuild('fn_consumer', 'export const app = 1;\n', { filename: 'remoteEntry.js', remotes: { catalog: 'catalog@https://catalog.example.com/mf-manifest.json' } });
    expect(result.errors).toEqual([]);
    expect(js(result.outDir)).toContain('main.js');
    expect(js(result.outDir)).not.toContain('remoteEntry.js');
  });
});

describe('configure/getpublicpath', () => {
  const files = { 'src/path.ts': 'declare const __webpack_public_path__: string;\nexport const publicPath: string = __webpack_public_path__;\n' };

  /** A producer with a fixed output.publicPath ('auto' has nothing to infer from in this Node setup). */
  async function publicPathProducer(name: string, getPublicPath: string) {
    const result = await buildProducer({ name, files, output: { publicPath: '/static/' }, federation: { exposes: { './path': './src/path.ts' }, getPublicPath } });
    const manifest = result.manifest as { metaData: Record<string, unknown> };
    const host = nodeHost({ name: `${name}_host`, remotes: [{ name, entry: result.entry }] });
    const { publicPath } = (await host.loadRemote<{ publicPath: string }>(`${name}/path`))!;
    return { result, manifest, publicPath };
  }

  claim('configure/getpublicpath', 'what-does-it-do', ['For the body form it runs __webpack_require__.p = new Function(body)()', 'does not use its return value', 'records the string as metaData.getPublicPath in place of metaData.publicPath'], async () => {
    const body = await publicPathProducer('gp_body', 'return "https://cdn.example.com/checkout/";');
    expect(body.result.errors).toEqual([]);
    expect(body.publicPath).toBe('https://cdn.example.com/checkout/');
    expect(body.manifest.metaData.getPublicPath).toBe('return "https://cdn.example.com/checkout/";');
    expect(body.manifest.metaData).not.toHaveProperty('publicPath');
    const fn = await publicPathProducer('gp_fn', 'function () { return "https://cdn.example.com/checkout/"; }');
    expect(fn.publicPath).toBe('/static/');
    const assigning = await publicPathProducer('gp_assign', 'function () { __webpack_public_path__ = "https://eu.cdn.example.com/checkout/"; }');
    expect(assigning.publicPath).toBe('https://eu.cdn.example.com/checkout/');
  });

  claim('configure/getpublicpath', 'what-does-it-do', 'A consumer whose remote points at the manifest evaluates it (with new Function, for both forms)', () => {
    const manifest = (getPublicPath: string) =>
      ({ id: 'checkout', name: 'checkout', metaData: { name: 'checkout', globalName: 'checkout', buildInfo: { buildVersion: '1', buildName: 'checkout' }, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, types: { path: '', name: '', zip: '', api: '' }, type: 'app', pluginVersion: '2.9.2', getPublicPath }, shared: [], remotes: [], exposes: [] }) as unknown as Manifest;
    for (const source of ['return "https://eu.cdn.example.com/checkout/";', 'function () { return "https://eu.cdn.example.com/checkout/"; }']) {
      const snapshot = generateSnapshotFromManifest(manifest(source));
      expect(getResourceUrl(snapshot as ModuleInfo, 'remoteEntry.js')).toBe('https://eu.cdn.example.com/checkout/remoteEntry.js');
    }
  });

  claim('configure/getpublicpath', 'pitfalls', 'The option is ignored, with a warning, in builds that expose nothing', async () => {
    const consumer = rspackAlone({ name: 'gp_none', getPublicPath: 'return "/x/";' });
    expect(consumer.logged.join('\n')).toContain("Detect you don't set exposes, 'getPublicPath' will not have effect.");
    await consumer.close();
    const producer = rspackAlone({ name: 'gp_some', exposes: { './Cart': './src/Cart.ts' }, getPublicPath: 'return "/x/";' });
    expect(producer.logged.join('\n')).not.toContain('getPublicPath');
    await producer.close();
  });
});

describe('configure/getpublicpath, the dts plugin', () => {
  claim('configure/getpublicpath', 'pitfalls', ["The consumer's dts plugin cannot evaluate it at all", 'it finds no type archive for that producer'], async () => {
    /** Where the dts plugin looks for the producer's type archive, for a manifest served on loopback with this getPublicPath. */
    const archiveFor = async (getPublicPath: string) => {
      const server = await serveRoutes(() => JSON.stringify({ metaData: { types: { zip: '@mf-types.zip', api: '@mf-types.d.ts' }, getPublicPath } }));
      try {
        const url = `${server.origin}/mf-manifest.json`;
        const manager = new DTSManager({ host: { moduleFederationConfig: { name: 'gp_dts_host', remotes: {} } } });
        const info = await manager.requestRemoteManifest({ name: 'checkout', url, zipUrl: '', apiTypeUrl: '', alias: 'checkout' }, { timeout: 5000, family: 4 } as never);
        return info.zipUrl;
      } finally {
        await server.close();
      }
    };
    expect(await archiveFor('return "https://cdn.example.com/checkout/";')).toBe('https://cdn.example.com/checkout/@mf-types.zip');
    expect(await archiveFor('function () { return "https://cdn.example.com/checkout/"; }')).toBe('');
  });
});
