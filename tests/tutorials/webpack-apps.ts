/**
 * docs/en/guide/basic/webpack.mdx as a reader builds it, with the webpack the page names: its consumer
 * config whole, its producer as that config with the page's producer fragment in place of the
 * consumer's dev server and plugins. The page does not print the app's own files; they are the ones its
 * prose describes (`src/index.js` only imports `./bootstrap`, `src/bootstrap.jsx` renders the app; the
 * consumer's app shows the producer's `./Button`). Used by the unit test (versions, the commonjs
 * failure) and by the Chromium run (tests/e2e/tutorial-webpack.spec.ts).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { TutorialPage } from './page';

export const WEBPACK_PAGE = 'docs/en/guide/basic/webpack.mdx';
export const webpackPage = new TutorialPage(WEBPACK_PAGE);
const require = createRequire(import.meta.url);

export const consumerConfig = webpackPage.code('webpack.config.js');
export const producerConfig = (() => {
  const fragment = webpackPage.code('webpack.config.js', 'fragment');
  const start = consumerConfig.indexOf('  devServer: {');
  const end = consumerConfig.lastIndexOf('  ],\n};');
  if (start < 0 || end < 0) throw webpackPage.error('the consumer config has no devServer … plugins part for the producer fragment to replace');
  return `${consumerConfig.slice(0, start)}${fragment.trimEnd()}\n};\n`.replace("uniqueName: 'shell'", "uniqueName: 'provider'");
})();

/** The text of the producer's button, which the consumer's page must show. */
export const BUTTON_TEXT = 'Button from provider';

/** The app's own files: the producer's button, and a bootstrap that renders it (consumer) or a line (producer). */
function appFiles(role: 'consumer' | 'producer'): Record<string, string> {
  const render =
    role === 'consumer'
      ? "import Button from 'provider/Button';\n\ncreateRoot(document.body.appendChild(document.createElement('div'))).render(<Button />);\n"
      : "createRoot(document.body.appendChild(document.createElement('div'))).render(<p>provider</p>);\n";
  return {
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.jsx': `import { createRoot } from 'react-dom/client';\n${render}`,
    'src/Button.jsx': `export default function Button() {\n  return <button type="button">${BUTTON_TEXT}</button>;\n}\n`,
  };
}

/** Writes one app as the page describes it under `root`; `type` is the package.json field, when a test sets one. */
export function writeWebpackApp(root: string, name: string, config: string, role: 'consumer' | 'producer', type?: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name, version: '1.0.0', private: true, ...(type ? { type } : {}) })}\n`);
  writeFileSync(join(dir, 'webpack.config.js'), config);
  for (const [file, text] of Object.entries(appFiles(role))) writeFileSync(join(dir, file), text);
  return dir;
}

/**
 * Builds an app the way a reader's `npx webpack --mode production` does: in a Node process started in the
 * app's folder (the plugin writes its generated entry under the working directory's node_modules, where
 * the app's package.json decides how it is parsed). `extraRule` is a module rule added to the page's
 * config. Resolves with the error messages webpack reports.
 */
export function buildWebpackApp(dir: string, extraRule?: string): Promise<string[]> {
  const script = `
    const webpack = require(${JSON.stringify(require.resolve('webpack'))});
    const config = require('./webpack.config.js');
    ${extraRule ? `config.module.rules.push(${extraRule});` : ''}
    webpack({ ...config, mode: 'production', infrastructureLogging: { level: 'error' } }, (error, stats) => {
      if (error) throw error;
      process.stdout.write(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message)));
    });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', script], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${WEBPACK_PAGE}: the build in ${dir} stopped: ${stderr || error.message}`));
      resolve(JSON.parse(stdout) as string[]);
    });
  });
}
