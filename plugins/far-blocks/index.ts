import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { htmlFiles } from '../html-files';
import { markFarBlocks } from './mark';

/**
 * After a production build, marks in every built page the body blocks that start below the first
 * screen (see shared/far-blocks), so that a first load lays out one screen and not the whole page.
 * Pages rendered by React after a client-side navigation carry no marks and render whole.
 */
export function pluginFarBlocks(): RspressPlugin {
  return {
    name: 'mf-far-blocks',
    afterBuild(config, isProd) {
      if (!isProd) return;
      for (const file of htmlFiles(resolve(config.outDir ?? 'doc_build'))) {
        const html = readFileSync(file, 'utf8');
        const marked = markFarBlocks(html);
        if (marked !== html) writeFileSync(file, marked);
      }
    },
  };
}
