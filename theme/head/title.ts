/**
 * The document title of a page: `<page> - <site>`, the site name alone on the home page, `404 - <site>`
 * on the 404 page whatever its frontmatter says.
 */
export function pageTitle(pageType: string | undefined, title: string | undefined, siteTitle: string): string {
  const page = pageType === '404' ? '404' : (title ?? '').trim();
  if (pageType === 'home' || !page) return siteTitle;
  if (!siteTitle || page === siteTitle) return page;
  return `${page} - ${siteTitle}`;
}
