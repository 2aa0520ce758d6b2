/** Every UI string of the theme in English. Keys are shared with zh.ts, which must define them all. */
export const en = {
  outlineTitle: 'ON THIS PAGE',
  lastUpdatedText: 'Last Updated',
  /** The footer's date line; `{date}` is the date as `dateFormat` writes it. */
  lastUpdatedWithDate: 'Last Updated: {date}',
  /** A calendar date: `{year}`, `{month}` and `{day}` as numbers, `{monthName}` in the page language. */
  dateFormat: '{monthName} {day}, {year}',
  /** The twelve month names for `{monthName}`, comma-separated (our own table: Intl's costs a slow phone ~0.1 s). */
  monthNames: 'January,February,March,April,May,June,July,August,September,October,November,December',
  searchPlaceholderText: 'Search Docs',
  sourceCodeText: 'Source',
  notFoundCode: '404',
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  notFoundHint: 'The page you asked for does not exist or has moved.',
  /** Above the pages whose address or title is close to the missing one. */
  notFoundSuggestionsTitle: 'Were you looking for one of these pages?',
  /** Above the section's landing page and the home page, when nothing close was found. */
  notFoundFallbackTitle: 'Nothing close to this address. Start from one of these pages:',
  /** While the site's pages are being compared with the address. */
  notFoundSearching: 'Looking for pages close to this address…',
  /** The home page, in the list of places to start from. */
  homePageText: 'Home',
  prevPageText: 'Previous page',
  nextPageText: 'Next page',
  editLinkText: 'Edit this page on GitHub',
  scrollToTopText: 'Back to top',
  languagesText: 'Languages',
  /** The language menu's name: the menu and the current language. */
  languagesCurrent: 'Languages: {current}',
  versionsText: 'Version',
  /** The version menu's name: the menu and the current version. */
  versionsCurrent: 'Version: {current}',
  themeText: 'Theme',
  menuTitle: 'Menu',
  searchNoResultsText: 'No results for "{query}"',
  searchSuggestedQueryText: 'Please try again with a different keyword',
  searchPanelCancelText: 'Cancel',
  searchButtonLabel: 'Search',
  searchClearText: 'Clear search',
  searchLoadingText: 'Searching…',
  searchDocsTabLabel: 'Docs',
  searchResultsLabel: 'Search results',
  searchIndexErrorText: 'The search index could not be loaded. Check your connection and reopen the search.',
  searchOpenInNewTabText: '(opens in a new tab)',
  codeButtonGroupCopyButtonText: 'Copy code',
  codeCopiedText: 'Copied',
  /** Labels a code block marked `fragment`: part of a file, not a whole one. */
  codeExcerptLabel: 'Excerpt',
  skipToContent: 'Skip to main content',
  mainNavLabel: 'Main',
  homeLinkLabel: '{site} home',
  switchToDarkTheme: 'Switch to dark theme',
  switchToLightTheme: 'Switch to light theme',
  moreLinksText: 'More links',
  currentVersionText: 'Current version',
  /** Read after a link's text (visually hidden): it carries its own separator and brackets. */
  newTabSuffix: ' (opens in a new tab)',
  /** A social entry that is not a link: the service's name and the account. */
  socialAccountText: '{name}: {account}',
  loadingPageText: 'Loading page',
  codeButtonGroupWrapButtonText: 'Toggle word wrap',
  // Doc layout (sidebar, outline, footer, overview, containers)
  sidebarLabel: 'Section navigation',
  sidebarCloseText: 'Close navigation',
  pagerLabel: 'Previous and next pages',
  overviewOthersText: 'Others',
  calloutTipText: 'Tip',
  calloutNoteText: 'Note',
  calloutInfoText: 'Info',
  calloutImportantText: 'Important',
  calloutWarningText: 'Warning',
  calloutCautionText: 'Caution',
  calloutDangerText: 'Danger',
  calloutDetailsText: 'Details',
  packageManagerLabel: 'Package manager',
  opensInNewTabText: '(opens in a new tab)',
  videoPlayText: 'Play video: {title}',
  videoLoadingText: 'Loading the player',
  playerErrorNetwork: 'Network error: the video could not be downloaded.',
  playerErrorDecoder: 'Decode error: the video could not be decoded.',
  playerErrorFormat: 'Unsupported audio/video format.',
  playerErrorOther: 'The video could not be played.',
  playerErrorHint: 'Try refreshing the player.',
  playerErrorCodeText: 'Error code {code}',
  playerRetryText: 'Refresh',
  playerPromptText: 'Space plays and pauses; the arrow keys seek.',
  previewResultLabel: 'Live example',
  previewShowCodeText: 'Show code',
  previewHideCodeText: 'Hide code',
} as const;

export type UiStringKey = keyof typeof en;
export type UiStrings = Record<UiStringKey, string>;
