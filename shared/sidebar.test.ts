import { describe, expect, it } from 'vitest';
import { plainText, withPlainTexts } from './sidebar';

describe('plainText and withPlainTexts', () => {
  it('drops MDX components that an h1 carries into its sidebar entry', () => {
    expect(plainText('Retry Plugin <Badge text="Official" type="tip" />')).toBe('Retry Plugin');
    expect(plainText('experiments <Badge type="warning">Experimental</Badge>')).toBe('experiments');
    expect(plainText('Plain title')).toBe('Plain title');
  });
  it('cleans every level of the tree and leaves dividers alone', () => {
    const nodes = withPlainTexts([
      { text: 'Group <Tag />', items: [{ text: 'Page <Badge text="x" />', link: '/a' }] },
      { dividerType: 'dashed' },
      { sectionHeaderText: 'Header <Badge text="y" />' },
    ]);
    expect(nodes).toEqual([
      { text: 'Group', items: [{ text: 'Page', link: '/a' }] },
      { dividerType: 'dashed' },
      { sectionHeaderText: 'Header' },
    ]);
  });
});
