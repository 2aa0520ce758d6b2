/**
 * Which folder may import which. Shipped code lives in four folders with one direction between them:
 *   shared/      contracts used by the build and the browser; imports none of the others
 *   plugins/     build plugins; may import shared/, never theme/ or components/
 *   theme/       the page frame; may import shared/, never plugins/ or components/
 *   components/  writers' MDX components; may import shared/ and theme/, never plugins/
 * and none of them imports tooling (tests/, bench/, scripts/). Inside theme/ and components/, our own
 * theme parts are imported by relative path, never through `@rspress/core/theme` (which resolves to
 * theme/index.tsx itself and carries the stock theme's types). A file path handed to a plugin is
 * written in rspress.config.ts, not inside the plugin. Aliases count as what they point at
 * (`@components/...` is components/, `mf-search-hooks` is shared/search/no-hooks.ts or the site's hooks
 * file); an alias the configuration defines that the table below does not know fails the test.
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

/**
 * Every alias the configuration defines (rspress.config.ts and the plugins' builder config), and the
 * folder of the repository it resolves to (null: a package).
 */
const ALIASES: Record<string, string | null> = {
  '@components': 'components',
  'mf-search-hooks': 'shared',
  'mf-rspress-client-entry': null,
};

/** The alias keys the configuration files define, read from their `alias: { ... }` objects. */
export function definedAliases(source: string): string[] {
  const keys: string[] = [];
  for (const block of source.matchAll(/\balias\s*(?::|=)\s*\{([^}]*)\}/g)) {
    for (const key of block[1].matchAll(/['"]([^'"]+)['"]\s*:/g)) keys.push(key[1].replace(/\$$/, ''));
  }
  return keys;
}

/** The top folder a specifier lands in (through an alias, for a bare one), or null for a package. */
function targetFolder(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) {
    const alias = Object.keys(ALIASES).find((key) => specifier === key || specifier.startsWith(`${key}/`));
    return alias ? ALIASES[alias] : null;
  }
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

  it('knows every alias the configuration defines, and sees through it', () => {
    const configFiles = [path.join(root, 'rspress.config.ts'), ...sourceFiles('plugins').filter((file) => !file.endsWith('.test.ts'))];
    const defined = configFiles.flatMap((file) => definedAliases(readFileSync(file, 'utf8')));
    expect(defined.length).toBeGreaterThanOrEqual(3);
    expect(defined.filter((key) => !(key in ALIASES))).toEqual([]);
    expect(definedAliases("resolve: { alias: { '@x$': a, \"y\": b } }")).toEqual(['@x', 'y']);
    expect(targetFolder(path.join(root, 'theme/a.ts'), '@components/Tabs')).toBe('components');
    expect(targetFolder(path.join(root, 'theme/a.ts'), 'mf-search-hooks')).toBe('shared');
  });

  it('reads every kind of specifier, so the rules above cannot pass on nothing', () => {
    const sample = `import a from '../theme/a';\nexport { b } from "./b";\nconst c = await import('../../plugins/c');\nconst d = require('./d');\nimport './e.css';`;
    expect(specifiers(sample)).toEqual(['../theme/a', './b', '../../plugins/c', './d', './e.css']);
    expect(sourceFiles('theme').length).toBeGreaterThan(50);
    expect(TOOLING.every((folder) => !allowed.theme.includes(folder))).toBe(true);
  });
});
