import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every `.html` file under a folder (a build's output), at any depth. */
export function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...htmlFiles(path));
    else if (name.endsWith('.html')) files.push(path);
  }
  return files;
}
