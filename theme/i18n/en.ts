/** Every UI string of the theme in English. Keys are shared with zh.ts, which must define them all. */
export const en = {
  outlineTitle: 'ON THIS PAGE',
  lastUpdatedText: 'Last Updated',
  searchPlaceholderText: 'Search Docs',
  sourceCodeText: 'Source',
  notFoundCode: '404',
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  notFoundHint: 'The page you asked for does not exist or has moved.',
  prevPageText: 'Previous page',
  nextPageText: 'Next page',
  editLinkText: 'Edit this page on GitHub',
  scrollToTopText: 'Back to top',
  languagesText: 'Languages',
  versionsText: 'Version',
  themeText: 'Theme',
  menuTitle: 'Menu',
  searchNoResultsText: 'No results for "{query}"',
  searchSuggestedQueryText: 'Please try again with a different keyword',
  searchPanelCancelText: 'Cancel',
  searchButtonLabel: 'Search',
  codeButtonGroupCopyButtonText: 'Copy code',
  codeCopiedText: 'Copied',
  codeButtonGroupWrapButtonText: 'Toggle word wrap',
  // Interactive explainers (components/explainers; the rest of their strings are in explainers.ts, loaded with them)
  explainerLoading: 'Loading the interactive example…',
  sveLabel: 'Shared version explainer',
  hleLabel: 'Runtime hook lifecycle explainer',
} as const;

export type UiStringKey = keyof typeof en;
export type UiStrings = Record<UiStringKey, string>;
