import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const docsRoot = join(__dirname, '../../docs');

/** Every page file of one language, as paths relative to its language folder (`guide/start/index.mdx`). */
export function pageFiles(lang: 'en' | 'zh'): string[] {
  const root = join(docsRoot, lang);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name) && !name.startsWith('_')) files.push(relative(root, path));
    }
  };
  walk(root);
  return files;
}

export function readPage(lang: 'en' | 'zh', file: string): string {
  return readFileSync(join(docsRoot, lang, file), 'utf8');
}
