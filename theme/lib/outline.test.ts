import { describe, expect, it } from 'vitest';
import { activeHeadingId, anchorScrollTop, filterToc, outlineIndent } from './outline';

const toc = [
  { id: 'a', text: 'A', depth: 2 },
  { id: 'a1', text: 'A.1', depth: 3 },
  { id: 'a11', text: 'A.1.1', depth: 4 },
  { id: 'a111', text: 'A.1.1.1', depth: 5 },
  { id: '', text: 'no id', depth: 2 },
  { id: 'b', text: 'B', depth: 2 },
];

describe('filterToc', () => {
  it('keeps depths 2 to 4 with ids, in order', () => {
    expect(filterToc(toc).map((heading) => heading.id)).toEqual(['a', 'a1', 'a11', 'b']);
  });
  it('keeps only the depths asked for', () => {
    expect(filterToc(toc, [2]).map((heading) => heading.id)).toEqual(['a', 'b']);
    expect(filterToc(undefined)).toEqual([]);
  });
});

describe('outlineIndent', () => {
  it('is 12 px per level beyond depth 2', () => {
    expect(outlineIndent(2)).toBe(0);
    expect(outlineIndent(3)).toBe(12);
    expect(outlineIndent(4)).toBe(24);
  });
});

describe('anchorScrollTop', () => {
  it('puts the heading 72 px below the viewport top', () => {
    expect(anchorScrollTop(500, 1000)).toBe(1428);
    expect(anchorScrollTop(10, 0)).toBe(0);
    expect(anchorScrollTop(300, 0, 100)).toBe(200);
  });
});

describe('activeHeadingId', () => {
  const positions = [
    { id: 'a', top: -400 },
    { id: 'b', top: 60 },
    { id: 'c', top: 500 },
  ];
  it('marks the last heading that passed the anchor line', () => {
    expect(activeHeadingId(positions)).toBe('b');
    expect(activeHeadingId([{ id: 'a', top: 300 }])).toBeNull();
  });
  it('marks the last heading at the bottom of the page', () => {
    expect(activeHeadingId(positions, { atBottom: true })).toBe('c');
    expect(activeHeadingId([])).toBeNull();
  });
});
