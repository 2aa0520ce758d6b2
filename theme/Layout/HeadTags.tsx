import { useFrontmatter, useHead, useLocaleSiteData, usePage, useSite } from '@rspress/core/runtime';
import { pageTitle } from '../lib/head';

/** The document head of a page: `<html lang>`, the title `<page> - <site>` and the description. */
export function HeadTags() {
  const { page } = usePage();
  const { site } = useSite();
  const locale = useLocaleSiteData();
  const { frontmatter } = useFrontmatter();
  const siteTitle = locale.title || site.title || '';
  const title = pageTitle(page.pageType, (frontmatter.title as string | undefined) ?? page.title, siteTitle);
  const description = (frontmatter.description as string | undefined) || page.description || locale.description || site.description;
  useHead({
    htmlAttrs: { lang: page.lang || site.lang || 'en' },
    title,
    meta: [
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
    ],
  });
  return null;
}
