import { describe, expect, it } from 'vitest';
import { FRAME_PARTS, hiddenByQuery, overlaysHidden, visibleParts } from './query-flags';

describe('hiddenByQuery', () => {
  it('hides every part for 0 and for false, whatever the part', () => {
    for (const part of FRAME_PARTS) {
      expect([...hiddenByQuery(`?${part}=0`)]).toEqual([part]);
      expect([...hiddenByQuery(`${part}=false`)]).toEqual([part]);
      expect([...hiddenByQuery(`?${part}=FALSE`)]).toEqual([part]);
    }
  });
  it('leaves a part for any other value, and ignores unknown names', () => {
    expect(hiddenByQuery('?sidebar=1&navbar=&outline=no&footer').size).toBe(0);
    expect(hiddenByQuery('?toc=0&nav=0').size).toBe(0);
  });
  it('reads several flags at once', () => {
    expect([...hiddenByQuery('?navbar=0&footer=false&outline=1')].sort()).toEqual(['footer', 'navbar']);
  });
});

describe('visibleParts', () => {
  it('shows everything by default', () => {
    expect(visibleParts({}, new Set())).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
  });
  it('hides what the frontmatter or the query hides', () => {
    expect(visibleParts({ outline: false, sidebar: true }, hiddenByQuery('?navbar=0'))).toEqual({
      navbar: false,
      sidebar: true,
      outline: false,
      footer: true,
    });
  });
});

describe('overlaysHidden', () => {
  it('is true only for globalUIComponents: false', () => {
    expect(overlaysHidden({ globalUIComponents: false })).toBe(true);
    expect(overlaysHidden({ globalUIComponents: true })).toBe(false);
    expect(overlaysHidden({})).toBe(false);
  });
});
