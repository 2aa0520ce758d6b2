/**
 * Light / dark / auto without React. The stored value lives under the key that Rspress's inline
 * head script reads before the body renders, so the first paint already has the right theme.
 */

export type Theme = 'light' | 'dark';
export type ThemeMode = Theme | 'auto';

/** Read by the inline script Rspress puts in every page's head; keep the name to avoid a flash. */
export const APPEARANCE_KEY = 'rspress-theme-appearance';

export interface AppearanceConfig {
  /** The mode used when the reader has chosen nothing. */
  defaultMode: ThemeMode;
  /** False when the config fixes the theme (`darkMode: false` fixes light). */
  switchable: boolean;
}

/** Reads `themeConfig.darkMode` (true, false, 'auto', 'light', 'dark', 'force-*'). */
export function appearanceConfig(darkMode: unknown): AppearanceConfig {
  switch (darkMode) {
    case false:
    case 'force-light':
      return { defaultMode: 'light', switchable: false };
    case 'force-dark':
      return { defaultMode: 'dark', switchable: false };
    case 'force-auto':
      return { defaultMode: 'auto', switchable: false };
    case 'light':
    case 'dark':
      return { defaultMode: darkMode, switchable: true };
    default:
      return { defaultMode: 'auto', switchable: true };
  }
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'auto';
}

/** The theme in effect: a fixed config wins, then the reader's stored mode, and 'auto' follows the system. */
export function resolveTheme(config: AppearanceConfig, stored: unknown, systemDark: boolean): Theme {
  const mode = config.switchable && isThemeMode(stored) ? stored : config.defaultMode;
  if (mode === 'auto') return systemDark ? 'dark' : 'light';
  return mode;
}

/**
 * What to store when the reader picks a theme with the toggle: the same theme as the system becomes
 * 'auto' again (so the site keeps following the system), a different one is stored as chosen.
 */
export function modeForChoice(choice: Theme, systemDark: boolean): ThemeMode {
  return (choice === 'dark') === systemDark ? 'auto' : choice;
}

/** Storage that may be missing or throw (private mode, blocked cookies): every failure means "nothing stored". */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function safeStorage(getStorage: () => Storage | undefined): SafeStorage {
  return {
    get(key) {
      try {
        return getStorage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStorage()?.setItem(key, value);
      } catch {
        // The choice still applies to this page view; it just is not remembered.
      }
    },
  };
}
