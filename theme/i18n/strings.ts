import { en, type UiStringKey, type UiStrings } from './en';
import { zh } from './zh';

export type { UiStringKey, UiStrings };

/** The UI strings of every language the site has; English is the fallback. */
export const uiStrings: Record<string, UiStrings> = { en, zh };

/** Returns the strings of a language, falling back to English for an unknown one. */
export function stringsFor(lang: string | undefined): UiStrings {
  return (lang && uiStrings[lang]) || en;
}

/** Fills `{name}` placeholders in a UI string; values are plain text, never markup. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name] : whole));
}

/**
 * The text before and after one `{name}` placeholder, for a string that wraps an element
 * (`'Last Updated: {date}'` around a `<time>`); the whole template is "before" when it has none.
 */
export function splitTemplate(template: string, name: string): [before: string, after: string] {
  const placeholder = `{${name}}`;
  const index = template.indexOf(placeholder);
  if (index < 0) return [template, ''];
  return [template.slice(0, index), template.slice(index + placeholder.length)];
}

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
