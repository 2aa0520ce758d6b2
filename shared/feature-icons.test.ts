import { describe, expect, it } from 'vitest';
import { FEATURE_ICON_NAMES, featureIconProblem, isDrawnIcon } from './feature-icons';

describe('feature card icons', () => {
  it('reads a lower-case name as a drawing, and anything else as something to show as it is', () => {
    expect(isDrawnIcon('code-sharing')).toBe(true);
    for (const other of ['/icons/cache.svg', 'https://example.org/a.png', '🔌', 'MF', '<svg viewBox="0 0 8 8"></svg>']) expect(isDrawnIcon(other)).toBe(false);
  });

  it('refuses a lower-case word that names no drawing, and an empty or non-text icon', () => {
    for (const name of FEATURE_ICON_NAMES) expect(featureIconProblem(name)).toBeNull();
    expect(featureIconProblem('🔗')).toBeNull();
    expect(featureIconProblem('/icons/x.svg')).toBeNull();
    expect(featureIconProblem('MF')).toBeNull();
    expect(featureIconProblem('code-share')).toMatch(/no drawn icon is named "code-share"; use one of code-sharing, modules/);
    expect(featureIconProblem(' plugins ')).toMatch(/write the icon name "plugins" without spaces/);
    expect(featureIconProblem('')).toMatch(/icon must be/);
    expect(featureIconProblem(3)).toMatch(/icon must be/);
  });
});
