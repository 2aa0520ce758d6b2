import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_ICON_NAMES, FEATURE_ICON_SPRITE } from '../shared/feature-icons';
import { sprite } from './feature-icons.mjs';

describe('the sprite of drawn feature icons', () => {
  it('is what scripts/feature-icons.mjs writes, with one symbol per name the frontmatter may use', () => {
    const file = readFileSync(new URL(`../docs/public${FEATURE_ICON_SPRITE}`, import.meta.url), 'utf8');
    expect(file).toBe(sprite());
    expect([...file.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])).toEqual([...FEATURE_ICON_NAMES]);
  });
  it('draws every shape in one of the two brand colours, which the page passes in', () => {
    for (const shape of sprite().match(/<(path|circle)[^>]*>/g) ?? []) expect(shape).toMatch(/var\(--mf-icon-[ab],#[0-9a-f]{6}\)/);
  });
});
