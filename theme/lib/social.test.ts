import { describe, expect, it } from 'vitest';
import { splitSocialLinks } from './social';

describe('splitSocialLinks', () => {
  it('shows up to three inline', () => {
    expect(splitSocialLinks(['github', 'discord'])).toEqual({ inline: ['github', 'discord'], more: [] });
    expect(splitSocialLinks(['a', 'b', 'c'])).toEqual({ inline: ['a', 'b', 'c'], more: [] });
  });
  it('moves the rest into the dropdown', () => {
    expect(splitSocialLinks(['a', 'b', 'c', 'd', 'e'])).toEqual({ inline: ['a', 'b', 'c'], more: ['d', 'e'] });
    expect(splitSocialLinks(['a', 'b'], 1)).toEqual({ inline: ['a'], more: ['b'] });
  });
});
