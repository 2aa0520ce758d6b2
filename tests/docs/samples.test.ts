import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from './code-blocks';
import { checkSamples, isCheckedSample, isUncheckedImport, sampleFileName } from './check-samples';
import { pageFiles, readPage } from '../support/docs';

describe('sample selection', () => {
  const [complete, fragment, shell] = extractCodeBlocks(
    '```ts title="src/rspack.config.ts"\nexport default {};\n```\n```ts fragment\nshared: {}\n```\n```bash\nnpm i\n```\n',
  );
  it('checks complete TypeScript and JavaScript blocks only', () => {
    expect([complete, fragment, shell].map(isCheckedSample)).toEqual([true, false, false]);
  });
  it('names a sample after its title', () => {
    expect(sampleFileName(complete)).toBe('rspack.config.ts');
  });
  it('checks imports of the listed packages and lets other imports pass unchecked', () => {
    expect(isUncheckedImport('./App')).toBe(true);
    expect(isUncheckedImport('@module-federation/bridge-react')).toBe(true);
    expect(isUncheckedImport('@module-federation/enhanced/rspack')).toBe(false);
    expect(isUncheckedImport('webpack')).toBe(false);
  });
  it('reports a wrong option name with the page and line', () => {
    const source = [
      '# Page',
      '',
      '```ts title="rspack.config.ts"',
      "import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';",
      'export default { plugins: [new ModuleFederationPlugin({ name: "app", sharedd: {} })] };',
      '```',
    ].join('\n');
    const result = checkSamples([{ file: 'docs/en/bad.mdx', source }], join(__dirname, '../../.tmp/samples-bad'));
    expect(result.checked).toBe(1);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: 'docs/en/bad.mdx', line: 5 });
    expect(result.problems[0].message).toMatch(/sharedd/);
  }, 120_000);
});

describe('the documentation samples', () => {
  it('type-check against the real package types in both languages', () => {
    const pages = (['en', 'zh'] as const).flatMap((lang) =>
      pageFiles(lang).map((file) => ({ file: `docs/${lang}/${file}`, source: readPage(lang, file) })),
    );
    const result = checkSamples(pages, join(__dirname, '../../.tmp/samples'));
    expect(result.checked).toBeGreaterThan(100);
    const report = result.problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`).join('\n');
    expect(report).toBe('');
  }, 180_000);
});
