import { en, type UiStringKey, type UiStrings } from './en';
import { zh } from './zh';

export type { UiStringKey, UiStrings };
export { format, splitTemplate } from './format';

/** The UI strings of every language the site has (theme/i18n/index.ts falls back to English). */
export const uiStrings: Record<string, UiStrings> = { en, zh };

/**
 * The strings in the shape Rspress's `i18nSource` expects ({ key: { en, zh } }), so stock pieces that
 * we keep read the same text as our own components.
 */
export function toI18nSource(): Record<string, Record<string, string>> {
  const source: Record<string, Record<string, string>> = {};
  for (const [lang, strings] of Object.entries(uiStrings)) {
    for (const [key, value] of Object.entries(strings)) {
      source[key] ??= {};
      source[key][lang] = value;
    }
  }
  return source;
}
