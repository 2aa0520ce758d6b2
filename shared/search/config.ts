import type { SearchConfig } from './types';

/** Hits a search returns unless the site sets `limit`. */
export const DEFAULT_RESULT_LIMIT = 7;

/** The search settings when the site configures none; the build plugin and the client share them. */
export const defaultSearchConfig: SearchConfig = {
  mode: 'local',
  versioned: true,
  searchLoading: true,
  searchIndexes: [],
  apiUrl: '',
  timeout: 8000,
  limit: DEFAULT_RESULT_LIMIT,
};
