import type { SearchConfig } from './types';

/** The search settings when the site configures none; the build plugin and the client share them. */
export const defaultSearchConfig: SearchConfig = {
  mode: 'local',
  versioned: true,
  searchLoading: true,
  searchIndexes: [],
  apiUrl: '',
  timeout: 8000,
  limit: 7,
};
