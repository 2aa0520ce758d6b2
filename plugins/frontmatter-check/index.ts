import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { checkFrontmatter, formatProblem } from './check';

function pageFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'public' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...pageFiles(path));
    else if (/\.mdx?$/.test(name)) files.push(path);
  }
  return files;
}

/** Fails the build, before anything is compiled, when a page's frontmatter is not valid YAML. */
export function pluginFrontmatterCheck(): RspressPlugin {
  return {
    name: 'mf-frontmatter-check',
    beforeBuild(config) {
      const root = config.root ?? join(process.cwd(), 'docs');
      const report: string[] = [];
      for (const file of pageFiles(root)) {
        const name = relative(process.cwd(), file);
        for (const problem of checkFrontmatter(readFileSync(file, 'utf8'))) report.push(formatProblem(name, problem));
      }
      if (report.length > 0) {
        throw new Error(`Broken frontmatter (fix these lines and build again):\n${report.join('\n')}`);
      }
    },
  };
}
