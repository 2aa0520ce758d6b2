import { describe, expect, it } from 'vitest';
import { isFragmentMeta, languageLabel, parseHighlightRanges, parseMetaTitle, splitDiffNotation } from './code-meta';

describe('parseHighlightRanges', () => {
  it('reads single lines and ranges', () => {
    expect(parseHighlightRanges('{1,3-5}')).toEqual([1, 3, 4, 5]);
    expect(parseHighlightRanges('ts title="a.ts" {2} lineNumbers')).toEqual([2]);
  });
  it('sorts, removes repeats and turns reversed ranges round', () => {
    expect(parseHighlightRanges('{5-3,1,4}')).toEqual([1, 3, 4, 5]);
  });
  it('allows spaces inside the braces', () => {
    expect(parseHighlightRanges('{ 1 , 3 - 4 }')).toEqual([1, 3, 4]);
  });
  it('ignores zero, malformed parts and braces that are not a range', () => {
    expect(parseHighlightRanges('{0,2,x,3-}')).toEqual([2]);
    expect(parseHighlightRanges('title="{1-2}"')).toEqual([]);
    expect(parseHighlightRanges('')).toEqual([]);
    expect(parseHighlightRanges(undefined)).toEqual([]);
  });
  it('drops lines past the end when the line count is known', () => {
    expect(parseHighlightRanges('{2-9}', 4)).toEqual([2, 3, 4]);
  });
  it('caps a runaway range', () => {
    expect(parseHighlightRanges('{1-99999999}').length).toBe(10_001);
  });
});

describe('parseMetaTitle', () => {
  it('reads quoted and bare titles', () => {
    expect(parseMetaTitle('title="rspack.config.ts" {1}')).toBe('rspack.config.ts');
    expect(parseMetaTitle("title='a b.ts'")).toBe('a b.ts');
    expect(parseMetaTitle('title=index.ts')).toBe('index.ts');
    expect(parseMetaTitle('{1,2}')).toBe('');
  });
});

describe('languageLabel', () => {
  it('names well-known languages and hides plain text', () => {
    expect(languageLabel('ts')).toBe('TypeScript');
    expect(languageLabel('bash')).toBe('Shell');
    expect(languageLabel('toml')).toBe('TOML');
    expect(languageLabel('txt')).toBe('');
    expect(languageLabel(undefined)).toBe('');
  });
});

describe('splitDiffNotation', () => {
  it('takes the marker off and says which kind it was', () => {
    expect(splitDiffNotation("  name: 'host', // [!code ++]")).toEqual({ text: "  name: 'host',", diff: 'add' });
    expect(splitDiffNotation('old(); // [!code --]')).toEqual({ text: 'old();', diff: 'remove' });
    expect(splitDiffNotation('run # [!code ++]')).toEqual({ text: 'run', diff: 'add' });
    expect(splitDiffNotation('<p /> <!-- [!code --] -->')).toEqual({ text: '<p />', diff: 'remove' });
  });
  it('leaves other lines alone', () => {
    expect(splitDiffNotation('const a = "[!code ++]" + b;')).toEqual({ text: 'const a = "[!code ++]" + b;' });
  });
});



describe('isFragmentMeta', () => {
  it('finds the word fragment anywhere in the meta, and only as a word', () => {
    expect(isFragmentMeta('fragment')).toBe(true);
    expect(isFragmentMeta('title="rspack.config.ts" fragment {1}')).toBe(true);
    expect(isFragmentMeta('title="fragments.ts"')).toBe(false);
    expect(isFragmentMeta('title="a-fragment"')).toBe(false);
    expect(isFragmentMeta(undefined)).toBe(false);
  });
});
