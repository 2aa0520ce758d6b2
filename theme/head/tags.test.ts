import { describe, expect, it } from 'vitest';
import { attributeName, normalizeAttrs, resolveHead, tagKey } from './tags';

describe('normalizeAttrs', () => {
  it('turns React prop names into attributes and values into strings', () => {
    expect(attributeName('hrefLang')).toBe('hreflang');
    expect(attributeName('httpEquiv')).toBe('http-equiv');
    expect(normalizeAttrs({ rel: 'alternate', hrefLang: 'zh', async: true, defer: false, media: null, sizes: undefined, key: 'x', children: 'y' })).toEqual({
      rel: 'alternate',
      hreflang: 'zh',
      async: '',
    });
  });
});

describe('tagKey', () => {
  it('keys meta tags by name, property, http-equiv or charset', () => {
    expect(tagKey('meta', { name: 'description', content: 'a' })).toBe(tagKey('meta', { name: 'description', content: 'b' }));
    expect(tagKey('meta', { property: 'og:title', content: 'a' })).not.toBe(tagKey('meta', { property: 'og:description', content: 'a' }));
    expect(tagKey('meta', { charset: 'utf-8' })).toBe('meta:charset');
  });
  it('has one canonical link, and alternates per language and address', () => {
    expect(tagKey('link', { rel: 'canonical', href: '/a' })).toBe(tagKey('link', { rel: 'canonical', href: '/b' }));
    expect(tagKey('link', { rel: 'alternate', hreflang: 'en', href: '/a' })).not.toBe(tagKey('link', { rel: 'alternate', hreflang: 'zh', href: '/zh/a' }));
  });
});

describe('resolveHead', () => {
  it('lets later entries win for the title, attributes and same-key tags, keeping the rest', () => {
    const resolved = resolveHead([
      { title: 'Site', htmlAttrs: { lang: 'en' }, meta: [{ name: 'description', content: 'site' }, { name: 'robots', content: 'index' }] },
      { title: 'Runtime - Site', htmlAttrs: { lang: 'zh', dir: 'ltr' }, meta: [{ name: 'description', content: 'page' }] },
      { link: [{ rel: 'alternate', type: 'application/rss+xml', href: '/rss/blog.rss', hrefLang: 'en' }] },
    ]);
    expect(resolved.title).toBe('Runtime - Site');
    expect(resolved.htmlAttrs).toEqual({ lang: 'zh', dir: 'ltr' });
    expect(resolved.tags.map((tag) => [tag.tag, tag.attrs])).toEqual([
      ['meta', { name: 'robots', content: 'index' }],
      ['meta', { name: 'description', content: 'page' }],
      ['link', { rel: 'alternate', type: 'application/rss+xml', href: '/rss/blog.rss', hreflang: 'en' }],
    ]);
  });
  it('leaves the title alone when no entry sets one', () => {
    expect(resolveHead([{ meta: [] }]).title).toBeUndefined();
  });
});
