/** The writers' synonyms file: well formed, and no phrase in two groups (it would join them silently). */
import { describe, expect, it } from 'vitest';
import synonyms from './synonyms.json';
import { foldQuery } from './fold';

describe('synonyms.json', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`has groups of two or more distinct phrases for ${lang}`, () => {
      const groups = synonyms[lang];
      expect(groups.length).toBeGreaterThan(10);
      const seen = new Map<string, number>();
      groups.forEach((group, index) => {
        expect(group.length).toBeGreaterThanOrEqual(2);
        for (const phrase of group) {
          const key = foldQuery(phrase).trim();
          expect(key, `"${phrase}" is empty`).not.toBe('');
          expect(seen.get(key), `"${phrase}" is in two groups`).toBeUndefined();
          seen.set(key, index);
        }
      });
    });
  }
});
