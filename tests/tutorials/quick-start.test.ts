import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './page';
import { assembleQuickStart, insertNextTo, mergeJson, QUICK_START } from './quick-start';

const scratch = mkdtempSync(join(tmpdir(), 'quick-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('helpers', () => {
  it('inserts a fragment next to a property, or reports that there is none', () => {
    const config = ['export default {', '  server: {', '    port: 3001,', '  },', '};'].join('\n');
    expect(insertNextTo(config, 'server', '  output: {},\n')).toBe(['export default {', '  output: {},', '  server: {', '    port: 3001,', '  },', '};'].join('\n'));
    expect(insertNextTo(config, 'dev', '  output: {},')).toBeUndefined();
  });
  it('merges JSON objects and keeps what the fragment does not name', () => {
    expect(mergeJson({ compilerOptions: { strict: true, lib: ['DOM'] } }, { compilerOptions: { paths: { '*': ['x'] } } })).toEqual({
      compilerOptions: { strict: true, lib: ['DOM'], paths: { '*': ['x'] } },
    });
  });
});

describe('assembleQuickStart on the real page', () => {
  const root = join(scratch, 'real');
  const quickStart = assembleQuickStart(root);
  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  it('finds the producer and the consumer with the ports the page prints', () => {
    expect(quickStart.producer.name).toBe('provider');
    expect(quickStart.consumer.name).toBe('consumer');
    expect(quickStart.scripts.get('provider')).toEqual(['build', 'preview']);
  });
  it('renames the generated entry and writes the page one-line entry', () => {
    expect(read('consumer/src/bootstrap.tsx')).toContain('createRoot');
    expect(read('consumer/src/index.tsx').trim()).toBe("import('./bootstrap');");
  });
  it('applies the fragments where the prose puts them', () => {
    expect(JSON.parse(read('consumer/tsconfig.json')).compilerOptions).toMatchObject({ strict: true, paths: { '*': ['./@mf-types/*'] } });
    expect(read('provider/rsbuild.config.ts')).toMatch(/output: \{[\s\S]*assetPrefix[\s\S]*\},\n\s*server: \{/);
  });
});

describe('assembleQuickStart names the page when a step cannot be followed', () => {
  const variant = (name: string, edit: (source: string) => string) => {
    const file = join(scratch, `${name}.mdx`);
    writeFileSync(file, edit(readFileSync(join(repoRoot, QUICK_START), 'utf8')));
    return () => assembleQuickStart(join(scratch, name), file);
  };
  it('an install command that is gone', () => {
    expect(variant('no-install', (source) => source.replace('<PackageManagerTabs command="add -D @module-federation/rsbuild-plugin" />', ''))).toThrow(
      /no-install\.mdx: provider\/rsbuild\.config\.ts imports @module-federation\/rsbuild-plugin, but neither the react-ts template nor an install command on the page adds @module-federation\/rsbuild-plugin$/,
    );
  });
  it('a configuration without the property the fragment goes next to', () => {
    expect(variant('no-server', (source) => source.replace(/  server: \{\n    port: 3001,\n  \},\n/, ''))).toThrow(
      /no-server\.mdx: cannot place the provider\/rsbuild\.config\.ts fragment: the configuration has no `server` property to put it next to$/,
    );
  });
});
