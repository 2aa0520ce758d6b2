/** The document title of a page: `<page> - <site>`, the site name alone on the home page. */
export function pageTitle(pageType: string | undefined, title: string | undefined, siteTitle: string): string {
  const page = (title ?? '').trim();
  if (pageType === 'home' || !page) return siteTitle;
  if (!siteTitle || page === siteTitle) return page;
  return `${page} - ${siteTitle}`;
}
