import path from 'node:path';
import { defineConfig, type UserConfig } from '@rspress/core';
import ours from '../../rspress.config';
import stock from '../stock.config';
import { pluginLeanPageData } from '../../plugins/lean-page-data';

/**
 * The site of `npm run bench:scale` and `npm run bench:dev-loop`: our config (or the bench's stock
 * one) pointed at a generated docs folder. The environment says which:
 * - BENCH_SCALE_ROOT: the docs folder (required);
 * - BENCH_SCALE_OUT: the output folder (builds only);
 * - BENCH_SCALE_THEME: 'ours' (default) or 'stock';
 * - BENCH_SCALE_CACHE: the build cache folder, so a cold build starts from an empty one of its own
 *   and the shared node_modules/.cache is left alone;
 * - BENCH_SCALE_SOURCEMAP=1: source maps, for the first-load breakdown only (never in timed builds);
 * - BENCH_SCALE_CONFIG: a JSON object of top-level config keys to override, for experiments such as
 *   '{"llms":false}' (bench/scale/profile.mjs --env BENCH_SCALE_CONFIG=…).
 * The one plugin given the docs folder in rspress.config.ts (lean-page-data) is made again for this one.
 */
const root = process.env.BENCH_SCALE_ROOT;
if (!root) throw new Error('bench/scale/config.ts: set BENCH_SCALE_ROOT to the docs folder to build');
const theme = process.env.BENCH_SCALE_THEME === 'stock' ? 'stock' : 'ours';
const base: UserConfig = theme === 'stock' ? stock : ours;

const plugins = (base.plugins ?? []).map((plugin) =>
  plugin.name === 'mf-lean-page-data' ? pluginLeanPageData({ docsRoot: root, sharedDir: path.join(__dirname, '../../shared') }) : plugin,
);

const builderConfig = base.builderConfig ?? {};
const overrides = JSON.parse(process.env.BENCH_SCALE_CONFIG || '{}') as Partial<UserConfig>;
const cache = process.env.BENCH_SCALE_CACHE;

export default defineConfig({
  ...base,
  root,
  outDir: process.env.BENCH_SCALE_OUT ?? path.join(root, '../out'),
  plugins,
  builderConfig: {
    ...builderConfig,
    performance: {
      ...builderConfig.performance,
      ...(cache ? { buildCache: { cacheDirectory: cache } } : {}),
    },
    output: {
      ...builderConfig.output,
      ...(process.env.BENCH_SCALE_SOURCEMAP === '1' ? { sourceMap: { js: 'source-map', css: false } } : {}),
    },
  },
  ...overrides,
});
