import { useSite } from '@rspress/core/runtime';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { APPEARANCE_KEY, appearanceConfig, modeForChoice, resolveTheme, safeStorage, type Theme } from '../../lib/appearance';

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
 * The site's theme state, provided to every component through Rspress's ThemeContext (Rspress's app
 * shell calls this hook by its name from the theme, so our version replaces the stock one).
 * The first render matches the static HTML (nothing read yet); a layout effect then reads the stored
 * mode and the system preference before the browser paints, so nothing flickers. Storage that throws
 * counts as "nothing stored", which means auto.
 */
export function useThemeState(): readonly [Theme, (value: Theme) => void] {
  const { site } = useSite();
  const darkMode = site.themeConfig.darkMode;
  const config = useMemo(() => appearanceConfig(darkMode), [darkMode]);
  // undefined until mounted; then the stored mode (or null for none).
  const [stored, setStored] = useState<string | null | undefined>(undefined);
  const [systemDark, setSystemDark] = useState(false);

  useLayoutEffect(() => {
    setStored(storage.get(APPEARANCE_KEY));
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    setSystemDark(Boolean(media?.matches));
    const onSystemChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    // Another tab changed the theme: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === APPEARANCE_KEY) setStored(event.newValue);
    };
    media?.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    return () => {
      media?.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const mounted = stored !== undefined;
  const theme = resolveTheme(config, stored ?? null, systemDark);

  useLayoutEffect(() => {
    if (mounted) applyTheme(theme);
  }, [mounted, theme]);

  const setTheme = useCallback(
    (choice: Theme) => {
      if (!config.switchable) return;
      const mode = modeForChoice(choice, systemDark);
      storage.set(APPEARANCE_KEY, mode);
      setStored(mode);
    },
    [config, systemDark],
  );

  return [theme, setTheme] as const;
}
