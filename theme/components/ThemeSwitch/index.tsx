import { useSite } from '@rspress/core/runtime';
import { useUiStrings } from '../../i18n';
import { appearanceConfig } from '../../lib/appearance';
import { MoonIcon, SunIcon } from './icons';
import { useAppearance } from './useThemeState';
import './theme-switch.css';

/**
 * The light/dark toggle. Both icons are in the markup and CSS shows the one for the current theme, so
 * the button looks right on first paint, before any script runs. Hidden when the config fixes the theme.
 */
export function ThemeSwitch({ className = '' }: { className?: string }) {
  const [theme, setTheme] = useAppearance();
  const { site } = useSite();
  const strings = useUiStrings();
  if (!appearanceConfig(site.themeConfig.darkMode).switchable) return null;
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? strings.switchToDarkTheme : strings.switchToLightTheme;
  return (
    <button
      type="button"
      className={`mf-theme-switch ${className}`.trim()}
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      <SunIcon className="mf-theme-switch__sun" />
      <MoonIcon className="mf-theme-switch__moon" />
    </button>
  );
}

export { useThemeState } from './useThemeState';
