import type { RspressPlugin } from '@rspress/core';

/**
 * Pages that exercise the `custom` and `blank` page types and frontmatter `navbar: false`,
 * which no documentation page uses. They cannot live in docs/: the pages there are exactly the routes
 * of the specification. They are built into every site under /__fixtures__/ (and /zh/__fixtures__/) so that the end-to-end
 * tests run against the same build readers get; nothing links to them, `search: false` keeps them out
 * of the search index and a robots meta keeps them out of search engines.
 */
export const FIXTURE_PREFIX = '/__fixtures__';

interface Fixture {
  lang: 'en' | 'zh';
  /** The last part of the route; the page type's name unless given. */
  slug?: string;
  pageType: 'custom' | 'blank';
  /** More frontmatter lines. */
  frontmatter?: string[];
  title: string;
  description: string;
  body: string;
}

const fixtures: Fixture[] = [
  {
    lang: 'en',
    pageType: 'custom',
    title: 'Custom page type',
    description: 'A page with the custom page type: the site frame and navbar around free content, without sidebar or outline.',
    body: 'This page keeps the navbar and the site frame, and leaves out the sidebar, the outline and the doc footer.',
  },
  {
    lang: 'en',
    pageType: 'blank',
    title: 'Blank page type',
    description: 'A page with the blank page type: the content alone, without navbar or any surrounding layout.',
    body: 'Nothing surrounds this content: no navbar, no sidebar, no outline, no footer.',
  },
  {
    lang: 'zh',
    pageType: 'custom',
    title: '自定义页面类型',
    description: '使用 custom 页面类型的页面：保留站点框架和导航栏，不显示侧边栏和大纲。',
    body: '这个页面保留导航栏和站点框架，不显示侧边栏、大纲和文档页脚。',
  },
  {
    lang: 'en',
    slug: 'no-navbar',
    pageType: 'custom',
    frontmatter: ['navbar: false'],
    title: 'A page without the navbar',
    description: 'A page whose frontmatter sets navbar: false: the site frame stays, the navbar does not show.',
    body: 'The frontmatter of this page turns the navbar off; the skip link and the content remain.',
  },
  {
    lang: 'zh',
    slug: 'no-navbar',
    pageType: 'custom',
    frontmatter: ['navbar: false'],
    title: '不显示导航栏的页面',
    description: '在 frontmatter 中设置 navbar: false 的页面：保留站点框架，不显示导航栏。',
    body: '这个页面在 frontmatter 中关闭了导航栏，跳转链接和正文仍然保留。',
  },
  {
    lang: 'zh',
    pageType: 'blank',
    title: '空白页面类型',
    description: '使用 blank 页面类型的页面：只有内容本身，没有导航栏，也没有任何外围布局。',
    body: '这段内容周围什么都没有：没有导航栏、侧边栏、大纲和页脚。',
  },
  {
    lang: 'en',
    slug: 'english-only',
    pageType: 'custom',
    title: 'A page in English only',
    description: 'A page that has no Chinese twin: the language switch leads to the Chinese home page instead.',
    body: 'Every documentation page exists in both languages; this fixture does not, so the fallback of the language switch can be tested.',
  },
  {
    lang: 'zh',
    slug: 'chinese-only',
    pageType: 'custom',
    title: '只有中文的页面',
    description: '没有英文版本的页面：语言切换会转到英文首页。',
    body: '所有文档页面都有两种语言；这个测试页面只有中文，用来检查语言切换找不到对应页面时的去向。',
  },
];

function fixtureSource({ pageType, frontmatter = [], title, description, body }: Fixture): string {
  return [
    '---',
    `pageType: ${pageType}`,
    ...frontmatter,
    `description: '${description}'`,
    'search: false',
    'head:',
    '  - - meta',
    '    - name: robots',
    '      content: noindex',
    '---',
    '',
    `# ${title}`,
    '',
    body,
    '',
  ].join('\n');
}

export function fixtureRoute(lang: 'en' | 'zh', slug: string): string {
  return `${lang === 'zh' ? '/zh' : ''}${FIXTURE_PREFIX}/${slug}`;
}

export function pluginTestFixtures(): RspressPlugin {
  return {
    name: 'mf-test-fixtures',
    addPages() {
      return fixtures.map((fixture) => ({
        routePath: fixtureRoute(fixture.lang, fixture.slug ?? fixture.pageType),
        content: fixtureSource(fixture),
      }));
    },
  };
}
