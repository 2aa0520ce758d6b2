import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import ours from '../rspress.config';
import { previewOptions } from '../plugins/live-preview';
import { rehypeCodeAsHtml } from '../plugins/code-html';

/**
 * The same site with the stock Rspress theme and its built-in search: our theme and our plugins are
 * switched off, the docs and markdown settings are shared. The bench builds it beside ours. The live
 * preview plugin stays: the pages use it (and its `?raw` loader) to compile at all. Of our builder
 * settings only the `@components` alias stays (the pages import from it); our bundler tuning does not.
 * Nor does plugins/code-html: it changes how a page's module carries its code blocks (one HTML string
 * instead of Rspress's JSX per token), which is our build's design, not what the docs say.
 */
export default defineConfig({
  ...ours,
  themeDir: path.join(__dirname, 'stock-theme'),
  plugins: [pluginPreview(previewOptions)],
  search: {},
  markdown: { ...ours.markdown, rehypePlugins: (ours.markdown?.rehypePlugins ?? []).filter((plugin) => plugin !== rehypeCodeAsHtml) },
  builderConfig: { resolve: ours.builderConfig?.resolve },
  outDir: path.join(__dirname, '../.tmp/bench/stock'),
});
