import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * A production build compiles the site up to three times (the browser bundle, the server bundle that
 * renders the HTML, and the one that renders the Markdown copies for llms.txt), and Rspack runs the
 * three at once. Each holds every page's modules, so the build's memory grows with the page count three
 * times over. Here they run one after another, in the order Rsbuild lists them (the browser bundle
 * first: the HTML renderer waits for its index.html anyway), so only one compilation is in flight.
 * `parallelism` is the option of Rspack's MultiCompiler (webpack's too); the dev server builds only
 * the browser bundle and is left alone.
 */
export function pluginBuildOneAtATime(): RspressPlugin {
  const sequential: RsbuildPlugin = {
    name: 'mf-build-one-at-a-time',
    setup(api) {
      api.onBeforeCreateCompiler(({ bundlerConfigs }) => {
        if (api.context.action !== 'build' || bundlerConfigs.length < 2) return;
        (bundlerConfigs as typeof bundlerConfigs & { parallelism?: number }).parallelism = 1;
      });
    },
  };
  return { name: 'mf-build-one-at-a-time', builderConfig: { plugins: [sequential] } };
}
