import { useLang } from '@rspress/core/runtime';
import { stringsFor, type UiStrings } from './strings';

export { format, splitTemplate, stringsFor, toI18nSource, uiStrings } from './strings';
export type { UiStringKey, UiStrings } from './strings';

/** The UI strings of the current page's language. */
export function useUiStrings(): UiStrings {
  return stringsFor(useLang());
}
