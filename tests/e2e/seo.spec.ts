import { expect, test, type APIRequestContext } from '@playwright/test';
import { chineseRoutes, englishRoutes } from '../support/routes';

// What crawlers and link previews read: the static HTML (no JavaScript runs), and the site's files.
async function staticHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  return response.text();
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

async function origin(request: APIRequestContext): Promise<string> {
  const canonical = attribute(await staticHtml(request, '/'), /<link rel="canonical" href="([^"]+)"/);
  expect(canonical, 'the home page has a canonical URL').toBeTruthy();
  return new URL(canonical as string).origin;
}

for (const [lang, path, locale] of [
  ['en', '/guide/start/quick-start', 'en_US'],
  ['zh', '/zh/guide/start/quick-start', 'zh_CN'],
] as const) {
  test(`a ${lang} page carries its description, canonical URL, Open Graph and Twitter tags`, async ({ request }) => {
    const site = await origin(request);
    const html = await staticHtml(request, path);
    expect(attribute(html, /<html lang="([^"]+)"/)).toBe(lang);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${site}${path}`);
    expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(`${site}${path}`);
    expect(attribute(html, /<meta property="og:locale" content="([^"]+)"/)).toBe(locale);
    expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary');
    const description = attribute(html, /<meta name="description" content="([^"]+)"/) ?? '';
    expect(description.length).toBeGreaterThan(30);
    expect(attribute(html, /<meta property="og:description" content="([^"]+)"/)).toBe(description);
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toMatch(lang === 'en' ? /^Quick start/ : /^快速上手/);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site}/guide/start/quick-start">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh" href="${site}/zh/guide/start/quick-start">`);
    expect(html).toContain('<link rel="icon" href="/favicon.ico">');
  });
}

test('the 404 page advertises no canonical URL', async ({ request }) => {
  const html = await staticHtml(request, '/no/such/page');
  expect(html).not.toContain('rel="canonical"');
});

test('the favicon is served', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  expect((await response.body()).length).toBeGreaterThan(100);
});

test('sitemap.xml lists every page of both languages with its hreflang alternates', async ({ request }) => {
  const site = await origin(request);
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual([...englishRoutes, ...chineseRoutes].map((route) => `${site}${route}`).sort());
  const entry = xml.split('<url>').find((part) => part.includes(`<loc>${site}/zh/configure/shared</loc>`));
  expect(entry).toContain(`hreflang="en" href="${site}/configure/shared"`);
  expect(entry).toContain(`hreflang="x-default" href="${site}/configure/shared"`);
});

test('robots.txt points at the sitemap', async ({ request }) => {
  const site = await origin(request);
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('each language has an RSS feed of its blog posts, linked from the posts', async ({ request }) => {
  const site = await origin(request);
  const english = await (await request.get('/rss/blog.rss')).text();
  expect([...english.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1])).toEqual(
    expect.arrayContaining([`${site}/blog/announcement`, `${site}/blog/hoisted-runtime`]),
  );
  expect(english.match(/<item>/g)).toHaveLength(2);
  expect(english).toContain('<language>en</language>');
  const chinese = await (await request.get('/rss/blog-zh.rss')).text();
  expect([...chinese.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => match[1])).toEqual(
    expect.arrayContaining([`${site}/zh/blog/announcement`, `${site}/zh/blog/hoisted-runtime`]),
  );
  expect(chinese.match(/<item>/g)).toHaveLength(2);
  expect(chinese).toContain('<language>zh-CN</language>');
  expect(await staticHtml(request, '/zh/blog/announcement')).toContain(`type="application/rss+xml" href="${site}/rss/blog-zh.rss"`);
});

test('llms.txt lists the pages of each language, each with a Markdown copy', async ({ request }) => {
  const site = await origin(request);
  for (const [index, page, heading] of [
    ['/llms.txt', '/guide/start/quick-start.md', '# Quick start'],
    ['/zh/llms.txt', '/zh/guide/start/quick-start.md', '# 快速上手'],
  ] as const) {
    const llms = await (await request.get(index)).text();
    expect(llms).toContain(`(${site}${page})`);
    const markdown = await request.get(page);
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toContain('text/markdown');
    expect((await markdown.text()).startsWith(heading)).toBe(true);
  }
});
