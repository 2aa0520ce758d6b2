/** Shapes shared by the build plugin, the search core and the modal (the index files: format.ts). */

export interface HighlightInfo {
  start: number;
  length: number;
}

export type HitType = 'title' | 'header' | 'content';

/** One search hit . Highlight ranges index into `statement` for content hits, into
 * `header` for header hits and into `title` for title hits. */
export interface SearchHit {
  type: HitType;
  title: string;
  header: string;
  statement: string;
  link: string;
  group: string;
  query: string;
  highlightInfoList: HighlightInfo[];
  renderType: 'default';
}

/** A tab of results: a search index (or a custom group from the `onSearch` hook) and its hits. */
export interface DefaultResultGroup {
  group: string;
  renderType: 'default';
  result: SearchHit[];
}

export interface CustomResultGroup {
  group: string;
  renderType: 'custom';
  result: unknown;
}

export type ResultGroup = DefaultResultGroup | CustomResultGroup;

/** Options of the search, set in rspress.config.ts through the plugin and read by the client core. */
export interface SearchConfig {
  mode: 'local' | 'remote';
  /** One index per version, when the site is versioned. */
  versioned: boolean;
  /** Show a loading indicator while a remote search is in flight. */
  searchLoading: boolean;
  /** Remote mode: the indexes queried, each a tab labelled `label`. */
  searchIndexes: Array<{ value: string; label: string }>;
  /** Remote mode: the GET endpoint. */
  apiUrl: string;
  /** Remote mode: milliseconds before a request is abandoned. */
  timeout: number;
  /** Hits per search (7 unless the site sets another limit). */
  limit: number;
}

/** What the build tells the client: the config and the index file of each language (and version). */
export interface SearchManifest {
  config: SearchConfig;
  /** `<version>###<lang>` (version empty when not versioned) -> the index head's file name under /static/. */
  files: Record<string, string>;
}
