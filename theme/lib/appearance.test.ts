import { describe, expect, it } from 'vitest';
import { APPEARANCE_KEY, appearanceConfig, modeForChoice, resolveTheme, safeStorage } from './appearance';

describe('appearance', () => {
  it('defaults to auto and follows the system', () => {
    const config = appearanceConfig(true);
    expect(config).toEqual({ defaultMode: 'auto', switchable: true });
    expect(resolveTheme(config, null, true)).toBe('dark');
    expect(resolveTheme(config, null, false)).toBe('light');
    expect(resolveTheme(config, 'garbage', true)).toBe('dark');
  });
  it("keeps the reader's stored choice", () => {
    const config = appearanceConfig(true);
    expect(resolveTheme(config, 'dark', false)).toBe('dark');
    expect(resolveTheme(config, 'light', true)).toBe('light');
    expect(resolveTheme(config, 'auto', true)).toBe('dark');
  });
  it('darkMode: false fixes light whatever is stored or preferred', () => {
    const config = appearanceConfig(false);
    expect(config.switchable).toBe(false);
    expect(resolveTheme(config, 'dark', true)).toBe('light');
    expect(resolveTheme(appearanceConfig('force-dark'), 'light', false)).toBe('dark');
  });
  it('stores auto when the choice matches the system, the choice otherwise', () => {
    expect(modeForChoice('dark', false)).toBe('dark');
    expect(modeForChoice('light', false)).toBe('auto');
    expect(modeForChoice('light', true)).toBe('light');
  });
  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const storage = safeStorage(() => throwing);
    expect(storage.get(APPEARANCE_KEY)).toBeNull();
    expect(() => storage.set(APPEARANCE_KEY, 'dark')).not.toThrow();
    expect(safeStorage(() => undefined).get(APPEARANCE_KEY)).toBeNull();
  });
});
