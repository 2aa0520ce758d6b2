import { describe, expect, it } from 'vitest';
import { slimPage, withPlainSidebars } from './data';

describe('slimPage', () => {
  const full = {
    title: 'Runtime',
    routePath: '/guide/basic/runtime',
    lang: 'en',
    toc: [{ id: 'a', text: 'A', depth: 2, charIndex: 0 }],
    frontmatter: { description: 'Long text' },
    version: '',
    _relativePath: 'en/guide/basic/runtime.mdx',
    description: 'Long text',
    feeds: [],
    lastUpdatedTime: '11/24/2026, 9:34:15 AM',
  };

  it('keeps what the current page and the language switch read, and nothing else', () => {
    expect(slimPage(full)).toEqual({ routePath: '/guide/basic/runtime', lang: 'en' });
    expect(slimPage({ ...full, version: '2.x' }).version).toBe('2.x');
    const feeds = [{ url: 'https://example.org/rss/blog.rss', mime: 'application/rss+xml', language: 'en' }];
    expect(slimPage({ ...full, feeds }).feeds).toEqual(feeds);
  });

});

describe('withPlainSidebars', () => {
  it("makes every language's sidebar texts plain in the site data", () => {
    const site = {
      themeConfig: {
        locales: [
          { lang: 'en', sidebar: { '/plugin/': [{ text: 'Retry Plugin <Badge text="Official" />', link: '/plugin/retry' }] } },
          { lang: 'zh', sidebar: { '/zh/plugin/': [{ text: '重试插件 <Badge text="官方" />', link: '/zh/plugin/retry' }] } },
        ],
      },
    };
    expect(withPlainSidebars(site)).toEqual({
      themeConfig: {
        locales: [
          { lang: 'en', sidebar: { '/plugin/': [{ text: 'Retry Plugin', link: '/plugin/retry' }] } },
          { lang: 'zh', sidebar: { '/zh/plugin/': [{ text: '重试插件', link: '/zh/plugin/retry' }] } },
        ],
      },
    });
  });

  it('puts the sections in prefix order, so the same sidebars always give the same module source', () => {
    const section = (link: string) => [{ text: link, link }];
    const scanned = (order: string[]) => ({ themeConfig: { sidebar: Object.fromEntries(order.map((prefix) => [prefix, section(prefix)])) } });
    const a = withPlainSidebars(scanned(['/guide', '/blog', '/configure']));
    const b = withPlainSidebars(scanned(['/configure', '/guide', '/blog']));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(Object.keys((a as { themeConfig: { sidebar: object } }).themeConfig.sidebar)).toEqual(['/blog', '/configure', '/guide']);
  });
});
