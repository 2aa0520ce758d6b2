import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { withPageStart } from './tags';

/**
 * Production builds only: every built page asks for the app's scripts once it has been painted, and
 * holds clicks on its widgets until then (see shared/page-start.ts for why). The dev server keeps
 * Rsbuild's deferred script tags.
 */
export function pluginPageStart(): RspressPlugin {
  const afterPaint: RsbuildPlugin = {
    name: 'mf-page-start:tags',
    setup(api) {
      if (api.context.action !== 'build') return;
      api.modifyHTMLTags((tags, { environment }) => (environment.name === 'web' ? withPageStart(tags) : tags));
    },
  };
  return { name: 'mf-page-start', builderConfig: { plugins: [afterPaint] } };
}
