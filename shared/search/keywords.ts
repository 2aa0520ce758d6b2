/**
 * The shape of a page's frontmatter `keywords`, in one place for the check that fails the build on a
 * wrong one (plugins/frontmatter-check) and the index that reads them (plugins/search-index).
 */

/** One keyword as YAML reads it: text, or a number or a boolean (the `18` of `[react, 18]`). */
export function isKeywordEntry(entry: unknown): entry is string | number | boolean {
  return typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean';
}

/** Whether `keywords` has a shape search can read: a list of keywords, or one comma-separated string. */
export function isKeywordsValue(value: unknown): value is string | Array<string | number | boolean> {
  return typeof value === 'string' || (Array.isArray(value) && value.every(isKeywordEntry));
}
