/**
 * Which folder may import which. Shipped code lives in four folders with one direction between them:
 *   shared/      contracts used by the build and the browser; imports none of the others
 *   plugins/     build plugins; may import shared/, never theme/ or components/
 *   theme/       the page frame; may import shared/, never plugins/ or components/
 *   components/  writers' MDX components; may import shared/ and theme/, never plugins/
 * and none of them imports tooling (tests/, bench/, scripts/). Inside theme/ and components/, our own
 * theme parts are imported by relative path, never through `@rspress/core/theme` (which resolves to
 * theme/index.tsx itself and carries the stock theme's types). A file path handed to a plugin is
 * written in rspress.config.ts, not inside the plugin.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(__dirname, '../..');
const SHIPPED = ['shared', 'plugins', 'theme', 'components'] as const;
type Folder = (typeof SHIPPED)[number];
const TOOLING = ['tests', 'bench', 'scripts'];

const allowed: Record<Folder, readonly string[]> = {
  shared: ['shared'],
  plugins: ['plugins', 'shared'],
  theme: ['theme', 'shared'],
  components: ['components', 'shared', 'theme'],
};

/** Source files of a folder, tests included (a test may not reach across the rule either). */
function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(tsx?|mts|mjs|js)$/.test(name)) files.push(file);
    }
  };
  walk(path.join(root, folder));
  return files;
}

/** Every module specifier a file names: static and dynamic imports, re-exports, require. */
export function specifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"]+)\1/g;
  for (const match of source.matchAll(pattern)) found.push(match[2]);
  return found;
}

/** The top folder a relative specifier lands in, or null for a package. */
function targetFolder(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(root, path.resolve(path.dirname(file), specifier));
  return target.split(path.sep)[0];
}

function violations(folder: Folder): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(folder)) {
    const source = readFileSync(file, 'utf8');
    const relative = path.relative(root, file);
    for (const specifier of specifiers(source)) {
      const target = targetFolder(file, specifier);
      if (target && !allowed[folder].includes(target)) found.push(`${relative} imports ${specifier} (${target}/)`);
      if ((folder === 'theme' || folder === 'components') && specifier === '@rspress/core/theme' && relative !== path.join('theme', 'index.tsx')) {
        found.push(`${relative} imports our own theme through @rspress/core/theme`);
      }
    }
    if (folder === 'plugins' && /['"`](?:\.\.\/)+(?:theme|components)\//.test(source)) {
      found.push(`${relative} names a file of theme/ or components/ by path`);
    }
  }
  return found;
}

describe('import rules', () => {
  for (const folder of SHIPPED) {
    it(`${folder}/ imports only ${allowed[folder].join(', ')}`, () => {
      expect(violations(folder)).toEqual([]);
    });
  }

  it('reads every kind of specifier, so the rules above cannot pass on nothing', () => {
    const sample = `import a from '../theme/a';\nexport { b } from "./b";\nconst c = await import('../../plugins/c');\nconst d = require('./d');\nimport './e.css';`;
    expect(specifiers(sample)).toEqual(['../theme/a', './b', '../../plugins/c', './d', './e.css']);
    expect(sourceFiles('theme').length).toBeGreaterThan(50);
    expect(TOOLING.every((folder) => !allowed.theme.includes(folder))).toBe(true);
  });
});
