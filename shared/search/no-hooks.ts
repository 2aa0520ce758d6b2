/**
 * The search hooks module when the site configures none (every hook is optional). The browser imports
 * it as `mf-search-hooks`, an alias the search-index plugin points here or at the site's own hooks file.
 */
export {};
