import { describe, expect, it } from 'vitest';
import { decodeInlinePageData, encodeInlinePageData, type InlinePageData } from './page-data';

const data: InlinePageData = {
  route: { path: '/configure/shared', filePath: 'en/configure/shared.mdx', lang: 'en', version: '' },
  meta: { title: 'shared', toc: [{ id: 'singleton', text: 'singleton', depth: 2 }], frontmatter: { description: 'A </script><script>alert(1)</script> trick' } },
  sidebar: [{ text: 'Overview', link: '/configure/' }],
};

describe('inline page data', () => {
  it('round-trips, and nothing in it can close its script element', () => {
    const text = encodeInlinePageData(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(decodeInlinePageData(text)).toEqual(data);
  });
  it('is null for anything that is not page data', () => {
    expect(decodeInlinePageData('')).toBeNull();
    expect(decodeInlinePageData('{broken')).toBeNull();
    expect(decodeInlinePageData(JSON.stringify({ route: { path: '/' }, meta: {}, sidebar: [] }))).toBeNull();
    expect(decodeInlinePageData(JSON.stringify({ ...data, sidebar: null }))).toBeNull();
  });
});
