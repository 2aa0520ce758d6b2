import { describe, expect, it } from 'vitest';
import { fold, foldQuery, toOriginal } from './fold';

describe('fold', () => {
  it('lowercases and strips accents, keeping offsets back to the original', () => {
    expect(fold('Café Déjà-vu').text).toBe('cafe deja-vu');
    expect(foldQuery('ÉCOLE')).toBe('ecole');
  });
  it('keeps Hangul syllables whole and folds Cyrillic case (ё to е) without stripping й', () => {
    expect(fold('모듈 페더레이션').text).toBe('모듈 페더레이션');
    expect(fold('ЁЛКА Йогурт').text).toBe('елка йогурт');
  });
  it('keeps CJK text as it is, with no offset map', () => {
    expect(fold('共享依赖 React')).toEqual({ text: '共享依赖 react', map: null });
  });
  it('maps ranges back across characters that change length when folded', () => {
    const text = 'ﬁle İstanbul';
    const folded = fold(text);
    const at = folded.text.indexOf('istanbul');
    const range = toOriginal(folded, at, 'istanbul'.length, text);
    expect(text.slice(range.start, range.start + range.length)).toBe('İstanbul');
  });
});
