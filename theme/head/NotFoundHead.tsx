import { useFrontmatter, useHead, useLocaleSiteData, usePage, useSite } from '@rspress/core/runtime';

/** The 404 page's document head: its language, title and description. */
export function NotFoundHead() {
  const { page } = usePage();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const locale = useLocaleSiteData();
  useHead({
    htmlAttrs: { lang: page.lang || site.lang || 'en' },
    title: `404 - ${locale.title || site.title}`,
    meta: [{ name: 'description', content: (frontmatter.description as string | undefined) || page.description || locale.description || site.description }],
  });
  return null;
}
