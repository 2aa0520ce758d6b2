import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { resolveRequest } from '../../scripts/serve-core.mjs';
import { htmlPages } from '../support/site/crawl';

/**
 * Every link on a Chinese page leads to a Chinese page when one exists: body, nav, sidebar, footer,
 * and the home page's hero buttons and feature cards (frontmatter links, which Rspress does not
 * prefix). The one link allowed to leave is the language switch (theme/components/Nav/LangMenu: an
 * `<a hreflang="en">`) to the English twin of the page itself (the English home for a page without
 * one, as useLanguageLinks does). Read from the built files, like
 * built-site.spec.ts: the build the other e2e tests serve, or E2E_DIR.
 */
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.E2E_DIR || 'doc_build');
const ORIGIN = 'https://site.invalid';

interface Anchor {
  href: string;
  hreflang: string | null;
  /** The anchor's opening tag, for the report. */
  tag: string;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every `<a href>` of a page, with its hreflang. */
function anchorsOf(html: string): Anchor[] {
  const anchors: Anchor[] = [];
  for (const match of html.matchAll(/<a\b[^>]*>/gi)) {
    const tag = match[0];
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1];
    if (href === undefined) continue;
    const hreflang = /\shreflang="([^"]*)"/i.exec(tag)?.[1] ?? null;
    anchors.push({ href: decodeEntities(href), hreflang, tag });
  }
  return anchors;
}

/** The page file a site path is answered with (redirects followed), or null when there is none. */
function pageFile(pathname: string): string | null {
  let target = resolveRequest(root, pathname);
  for (let hops = 0; target.kind === 'redirect' && hops < 3; hops += 1) target = resolveRequest(root, target.location);
  return target.kind === 'file' && target.status === 200 && target.file.endsWith('.html') ? target.file : null;
}

const isChineseFile = (file: string) => file.startsWith(join(root, 'zh') + sep);

interface PageLinks {
  checked: number;
  /** Language switch links to this page's English twin (allowed). */
  switches: number;
  /** `page -> href` for each link to an English page that has a Chinese twin. */
  english: string[];
}

/** Classifies the links of one Chinese page (`pagePath` such as `/zh/guide/start/`). */
function englishLinks(pagePath: string, html: string): PageLinks {
  const result: PageLinks = { checked: 0, switches: 0, english: [] };
  const base = new URL(pagePath, ORIGIN);
  const ownFile = pageFile(pagePath);
  // The switch leads to the page's English twin, or to the English home when the page has none, and
  // always on the 404 page (one file answers every unknown address, so it has no twin to offer).
  const switchTarget = pagePath.endsWith('/404') ? pageFile('/') : (pageFile(pagePath.replace(/^\/zh(?=\/|$)/, '') || '/') ?? pageFile('/'));
  for (const anchor of anchorsOf(html)) {
    if (/^(mailto|tel|javascript|data):/i.test(anchor.href)) continue;
    let url: URL;
    try {
      url = new URL(anchor.href, base);
    } catch {
      continue; // built-site.spec.ts reports invalid URLs
    }
    if (url.origin !== ORIGIN) continue;
    const target = pageFile(url.pathname);
    if (!target || target === ownFile) continue; // an asset, a dead link (reported elsewhere) or this page's #anchor
    result.checked += 1;
    if (isChineseFile(target)) continue;
    const twin = pageFile(`/zh${url.pathname === '/' ? '/' : url.pathname}`);
    if (!twin || !isChineseFile(twin)) continue; // an English-only page: no Chinese page to link instead
    if (anchor.hreflang === 'en' && target === switchTarget) {
      result.switches += 1;
      continue;
    }
    result.english.push(`${pagePath} -> ${anchor.href} (Chinese twin: /zh${url.pathname}) in ${anchor.tag}`);
  }
  return result;
}

const chinesePages = () => htmlPages(root).filter((page) => page.path === '/zh/' || page.path.startsWith('/zh/'));

test('the check catches a link to an English page and allows only the language switch', () => {
  const html = [
    '<a href="/guide/start/quick-start" class="mf-hero__action">快速上手</a>',
    '<a href="/zh/guide/start/quick-start">快速上手</a>',
    '<a href="/guide/start/" lang="en" hreflang="en">English</a>',
    '<a href="/configure/shared" hreflang="en">English</a>',
    '<a href="https://github.com/module-federation/core">GitHub</a>',
    '<a href="#what-is-it">#</a>',
    '<a href="/hero-light.svg">image</a>',
  ].join('\n');
  const result = englishLinks('/zh/guide/start/', html);
  expect(result.english.map((line) => line.split(' (')[0])).toEqual(['/zh/guide/start/ -> /guide/start/quick-start', '/zh/guide/start/ -> /configure/shared']);
  expect(result.switches).toBe(1);
  expect(result.checked).toBe(4);
});

test('every link on a Chinese page stays in Chinese when the Chinese page exists', () => {
  const pages = chinesePages();
  expect(pages.length).toBeGreaterThan(55);
  const english: string[] = [];
  let checked = 0;
  const withoutSwitch: string[] = [];
  for (const page of pages) {
    const result = englishLinks(page.path, readFileSync(page.file, 'utf8'));
    checked += result.checked;
    english.push(...result.english);
    // Every Chinese page with an English twin offers the switch to it (so the exception is really used).
    const hasTwin = pageFile(page.path.replace(/^\/zh(?=\/|$)/, '') || '/') !== null;
    if (hasTwin && result.switches === 0 && !page.path.includes('__fixtures__') && !page.path.endsWith('/404')) withoutSwitch.push(page.path);
  }
  test.info().annotations.push({ type: 'figures', description: `${pages.length} Chinese pages, ${checked} links to site pages checked` });
  expect(checked).toBeGreaterThan(pages.length * 20);
  expect(english).toEqual([]);
  expect(withoutSwitch).toEqual([]);
});

test('the Chinese home page: hero buttons and feature cards open Chinese pages', () => {
  const html = readFileSync(join(root, 'zh', 'index.html'), 'utf8');
  const actions = anchorsOf(html).filter((anchor) => /mf-hero__action|mf-feature__card/.test(anchor.tag));
  expect(actions.length).toBeGreaterThanOrEqual(6);
  for (const anchor of actions) {
    expect(anchor.href, anchor.tag).toMatch(/^\/zh\//);
    expect(pageFile(new URL(anchor.href, ORIGIN).pathname), anchor.href).not.toBeNull();
  }
});
