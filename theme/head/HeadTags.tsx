import { Head, useFrontmatter, useHead, useLocaleSiteData, usePage, useSite } from '@rspress/core/runtime';
import { createElement } from 'react';
import { pageTitle } from './title';

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
  // Extra tags a page asks for in its frontmatter `head:` ([tag, attributes] pairs), such as robots.
  const extra = (frontmatter.head as [string, Record<string, string>][] | undefined) ?? [];
  if (extra.length === 0) return null;
  return <Head>{extra.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}</Head>;
}
