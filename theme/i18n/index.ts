import { useLang } from '@rspress/core/runtime';
import { use } from 'react';
import { inlinePageData } from '../../shared/page-data';
import type { UiStringKey, UiStrings } from './en';
import { uiStrings } from './strings';

export { format, splitTemplate } from './format';
export type { UiStringKey, UiStrings };

/**
 * The UI strings the browser has. A built page brings the strings of its own language in its HTML
 * (written by theme/layout/InlinePageData), so a first load carries no language's table in its
 * JavaScript; another language's table loads as its own chunk before the first page in it renders.
 * The server render (which writes those strings) and the dev server have every language at hand.
 */
const loaded = new Map<string, UiStrings>();
const loading = new Map<string, Promise<UiStrings>>();
const loaders: Record<string, () => Promise<UiStrings>> = {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
};
const FALLBACK = 'en';

// The condition is a constant in each bundle, so the browser's production bundle drops the tables.
if (process.env.__SSR__ || process.env.NODE_ENV !== 'production') {
  for (const [lang, strings] of Object.entries(uiStrings)) loaded.set(lang, strings);
} else {
  const inline = inlinePageData();
  if (inline?.strings) loaded.set(inline.route.lang, inline.strings as UiStrings);
}

/** The language whose table serves `lang`: itself when the site has it, English otherwise. */
function tableFor(lang: string | undefined): string {
  return lang && lang in loaders ? lang : FALLBACK;
}

/** Loads the strings of a language (English for one the site does not have); resolves at once when at hand. */
export function loadUiStrings(lang: string | undefined): Promise<UiStrings> {
  const key = tableFor(lang);
  const ready = loaded.get(key);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[key]().then((strings) => {
      loaded.set(key, strings);
      return strings;
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The strings of a language if they are at hand, without loading anything. */
function loadedUiStrings(lang: string | undefined): UiStrings | undefined {
  return loaded.get(tableFor(lang));
}

/**
 * The UI strings of the current page's language. Navigation loads them before it renders a page in
 * another language; a render that still finds them missing (the history's back button across
 * languages) waits for them.
 */
export function useUiStrings(): UiStrings {
  const lang = useLang();
  return loadedUiStrings(lang) ?? use(loadUiStrings(lang));
}
