/** The site's search hooks module (option `searchHooks` of pluginSearchIndex); every export is optional. */
declare module 'mf-search-hooks' {
  const hooks: Record<string, unknown>;
  export = hooks;
}
