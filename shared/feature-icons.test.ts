import { describe, expect, it } from 'vitest';
import { FEATURE_ICON_NAMES, featureIcon, featureIconProblem, isImageIcon } from './feature-icons';

describe('feature card icons', () => {
  it('reads a name as a drawing, a path or URL as an image, anything else as text', () => {
    expect(featureIcon('code-sharing')).toEqual({ kind: 'drawn', value: 'code-sharing' });
    expect(featureIcon(' plugins ')).toEqual({ kind: 'drawn', value: 'plugins' });
    expect(featureIcon('/icons/cache.svg')).toEqual({ kind: 'image', value: '/icons/cache.svg' });
    expect(featureIcon('https://example.org/a.png')).toEqual({ kind: 'image', value: 'https://example.org/a.png' });
    expect(featureIcon('🔌')).toEqual({ kind: 'text', value: '🔌' });
    expect(featureIcon('MF')).toEqual({ kind: 'text', value: 'MF' });
  });

  it('tells images by their path or extension', () => {
    expect(isImageIcon('./logo.webp')).toBe(true);
    expect(isImageIcon('icon.svg')).toBe(true);
    expect(isImageIcon('🧩')).toBe(false);
  });

  it('refuses a lower-case word that names no drawing, and an empty or non-text icon', () => {
    for (const name of FEATURE_ICON_NAMES) expect(featureIconProblem(name)).toBeNull();
    expect(featureIconProblem('🔗')).toBeNull();
    expect(featureIconProblem('/icons/x.svg')).toBeNull();
    expect(featureIconProblem('MF')).toBeNull();
    expect(featureIconProblem('code-share')).toMatch(/no drawn icon is named "code-share"; use one of code-sharing, modules/);
    expect(featureIconProblem('')).toMatch(/icon must be/);
    expect(featureIconProblem(3)).toMatch(/icon must be/);
  });
});
