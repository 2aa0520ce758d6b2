import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { htmlFiles } from '../html-files';
import { addScriptHashes, inlineScriptHashes } from './core';

/**
 * After the build, writes the hashes of the inline scripts found in the built pages into the
 * Content-Security-Policy of `doc_build/_headers` (copied there from `docs/public/_headers`), so the
 * policy allows those scripts and no other inline script.
 */
export function pluginCspHeaders(): RspressPlugin {
  return {
    name: 'mf-csp-headers',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = resolve(config.outDir ?? 'doc_build');
      const headersPath = join(outDir, '_headers');
      if (!existsSync(headersPath)) return;
      const hashes = htmlFiles(outDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
      writeFileSync(headersPath, addScriptHashes(readFileSync(headersPath, 'utf8'), hashes));
    },
  };
}
