import { useSite } from '@rspress/core/runtime';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { APPEARANCE_KEY, appearanceConfig, modeForChoice, resolveTheme, safeStorage, type AppearanceConfig, type Theme } from '../../lib/appearance';

const storage = safeStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage));
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Puts the theme on <html> the way the head script does, so both agree on the class names. */
function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('rp-dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/**
 * The reader's stored mode and the system preference, outside React: components that show the theme
 * subscribe to it, and nothing at the root of the app re-renders when it is read or changes (a state at
 * the root would re-render the whole page right after hydration). Storage that throws counts as
 * "nothing stored", which means auto.
 */
const listeners = new Set<() => void>();
let stored: string | null | undefined;
let systemDark = false;

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    stored = storage.get(APPEARANCE_KEY);
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    systemDark = Boolean(media?.matches);
    const onSystemChange = (event: MediaQueryListEvent) => {
      systemDark = event.matches;
      notify();
    };
    // Another tab changed the theme: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== APPEARANCE_KEY) return;
      stored = event.newValue;
      notify();
    };
    media?.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    unsubscribeSources = () => {
      media?.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) unsubscribeSources?.();
  };
}
let unsubscribeSources: (() => void) | undefined;

function themeOf(config: AppearanceConfig): Theme {
  return resolveTheme(config, stored ?? null, systemDark);
}

/** Stores the reader's choice (auto when it is the system's), puts it on <html> and tells subscribers. */
function choose(config: AppearanceConfig, choice: Theme): void {
  if (!config.switchable) return;
  const mode = modeForChoice(choice, systemDark);
  storage.set(APPEARANCE_KEY, mode);
  // Kept in memory too: a storage that refuses must not undo the reader's choice on this page.
  stored = mode;
  applyTheme(themeOf(config));
  notify();
}

/**
 * The current theme and the setter, for the components that show or change it (the switch). The server
 * render and the first browser render read the configured default, so hydration matches; the reader's
 * own theme is already on <html> from the head script, and the switch updates on its own right after.
 */
export function useAppearance(): readonly [Theme, (value: Theme) => void] {
  const { site } = useSite();
  const darkMode = site.themeConfig.darkMode;
  const config = useMemo(() => appearanceConfig(darkMode), [darkMode]);
  const theme = useSyncExternalStore(
    subscribe,
    () => themeOf(config),
    () => resolveTheme(config, null, false),
  );
  const setTheme = useCallback((choice: Theme) => choose(config, choice), [config]);
  return [theme, setTheme] as const;
}

/**
 * What Rspress's app shell puts into its ThemeContext (it calls this hook by its name from the theme,
 * so our version replaces the stock one). Nothing of ours reads that context (the switch uses
 * `useAppearance`), so the shell gets a value that never changes and never re-renders the page.
 */
export function useThemeState(): readonly [Theme, (value: Theme) => void] {
  const { site } = useSite();
  const config = useMemo(() => appearanceConfig(site.themeConfig.darkMode), [site.themeConfig.darkMode]);
  // The head script puts the theme on <html> before the page paints; where it could not (storage that
  // throws stops it), the theme is put there once the page runs. No React state changes.
  useEffect(() => {
    stored = storage.get(APPEARANCE_KEY);
    systemDark = typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
    applyTheme(themeOf(config));
  }, [config]);
  const setTheme = useCallback((choice: Theme) => choose(config, choice), [config]);
  return useMemo(() => [resolveTheme(config, null, false), setTheme] as const, [config, setTheme]);
}
