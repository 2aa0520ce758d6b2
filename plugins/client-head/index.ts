import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * In the browser bundle only, `@unhead/react` and `@unhead/react/client` resolve to `headManager` (a
 * file path; the site passes theme/head/manager.tsx): a small head manager for route changes (about
 * 1 KB gzip instead of unhead's 6 KB on every page). The server bundles keep unhead, which writes every
 * page's head into its HTML at build time.
 */
export function pluginClientHead({ headManager }: { headManager: string }): RspressPlugin {
  const clientHead = headManager;
  const alias: RsbuildPlugin = {
    name: 'mf-client-head:alias',
    setup(api) {
      api.modifyBundlerChain((chain, { environment }) => {
        if (environment.name !== 'web') return;
        chain.resolve.alias.set('@unhead/react$', clientHead).set('@unhead/react/client$', clientHead);
      });
    },
  };
  return { name: 'mf-client-head', builderConfig: { plugins: [alias] } };
}
