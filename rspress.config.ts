import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginSearchIndex } from './plugins/search-index';
import { pluginTestFixtures } from './plugins/test-fixtures';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginCspHeaders } from './plugins/csp-headers';
import { pluginFrontmatterCheck } from './plugins/frontmatter-check';
import { rehypeHeadingAnchorsOutOfTabOrder } from './plugins/heading-anchors';
import { pluginSeo } from './plugins/seo';
import { pluginLivePreview } from './plugins/live-preview';
import { pluginLeanPageData } from './plugins/lean-page-data';
import { pluginClientHead } from './plugins/client-head';
import { pluginBuildOneAtATime } from './plugins/build-memory';
import { pluginFarBlocks } from './plugins/far-blocks';
import { pluginPageStart } from './plugins/page-start';
import { rehypeCodeAsHtml } from './plugins/code-html';
import { transformerDiffNotation, transformerFragmentMark, transformerHighlightRanges } from './plugins/shiki-transformers';
import { toI18nSource } from './theme/i18n/strings';

/**
 * The address the site is published at (GitHub Pages, see DEPLOYING.md). Canonical URLs, Open
 * Graph URLs, the sitemap, robots.txt and the RSS feeds are built from it: the one place to change
 * when the site moves to another domain.
 */
const siteOrigin = 'https://module-federation.github.io';
const siteName = 'Module Federation';

/** Where the pages' sources live, for the "Edit this page" link. */
const docRepoBaseUrl = 'https://github.com/module-federation/module-federation-docs/tree/main/docs';

/** Puts theme/boot.ts in the place of Rspress's browser entry, which it then imports under an alias. */
function swapInBootEntry(config: { entry?: unknown; resolve?: { alias?: unknown } }) {
  const boot = path.join(__dirname, 'theme/boot.ts');
  const entry = config.entry as Record<string, string | string[] | { import: string | string[] }> | undefined;
  const index = entry?.index;
  const imports = typeof index === 'string' ? [index] : Array.isArray(index) ? index : index ? [index.import].flat() : [];
  const rspressEntry = imports.find((file) => /ssrClientEntry\.js$/.test(file));
  if (!entry || !rspressEntry) throw new Error(`rspress.config.ts: Rspress's browser entry (ssrClientEntry.js) was not found in ${JSON.stringify(index)}; see theme/boot.ts`);
  const swapped = imports.map((file) => (file === rspressEntry ? boot : file));
  entry.index = typeof index === 'object' && !Array.isArray(index) ? { ...index, import: swapped } : swapped;
  config.resolve ??= {};
  config.resolve.alias = { ...(config.resolve.alias as object | undefined), 'mf-rspress-client-entry': rspressEntry };
}

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  // DOC_BUILD_DIR lets a second build run beside the main one (for example while tests read doc_build).
  outDir: process.env.DOC_BUILD_DIR || 'doc_build',
  lang: 'en',
  siteOrigin,
  title: siteName,
  description:
    'Module Federation shares code between JavaScript applications at runtime: a micro-frontend architecture for Rspack and webpack.',
  icon: '/favicon.ico',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Module Federation',
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Module Federation',
      description:
        'Module Federation shares code between JavaScript applications at runtime: a micro-frontend architecture for Rspack and webpack.',
    },
    {
      lang: 'zh',
      label: '简体中文',
      title: 'Module Federation',
      description: 'Module Federation 让多个 JavaScript 应用在运行期间共享代码：面向 Rspack 与 webpack 的微前端架构。',
    },
  ],
  // One version only, with no other versions listed, so no version prefix appears in URLs. The default
  // stays empty (the page version is empty): Rspress 2.0.22 keys the generated nav by the page
  // version and falls back to 'default' only for an empty one, so a named default would lose the nav.
  multiVersion: { default: '', versions: [] },
  // UI strings live in theme/i18n; stock components we keep read the same text through this.
  i18nSource: (source) => ({ ...source, ...toI18nSource() }),
  // Our own search (plugins/search-index + theme/search) replaces the built-in one, which would otherwise
  // build a second index and put its search code into every page's first load.
  search: false,
  route: {
    cleanUrls: true,
    localeRedirect: 'auto',
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true },
    // The heading anchors out of the tab order; each code block's highlighted markup as one HTML string.
    rehypePlugins: [rehypeHeadingAnchorsOutOfTabOrder, rehypeCodeAsHtml],
    shiki: {
      // Our own: `{1,3-5}` highlight ranges and `// [!code ++]` / `// [!code --]` diff lines.
      transformers: [transformerHighlightRanges(), transformerDiffNotation(), transformerFragmentMark()],
    },
  },
  // llms.txt and llms-full.txt per language, and a Markdown copy of every page next to its HTML.
  llms: true,
  plugins: [
    pluginFrontmatterCheck(),
    pluginSearchIndex(),
    // Live examples (```tsx preview blocks), see plugins/live-preview.
    pluginLivePreview({ previewComponent: path.join(__dirname, 'components/LivePreview/Preview.tsx') }),
    // Unlinked fixture pages for the custom and blank page types (tests/e2e), see plugins/test-fixtures.
    pluginTestFixtures(),
    pluginSeo({
      siteOrigin,
      siteName,
      defaultLang: 'en',
      ogLocales: { en: 'en_US', zh: 'zh_CN' },
      excludeRoutes: /(^|\/)__fixtures__\//,
    }),
    // One feed per language, with the posts only (not the blog's index page); a post's `date` is its
    // frontmatter `date`.
    pluginRss({
      feed: [
        {
          id: 'blog',
          test: /^\/blog\/.+/,
          title: 'Module Federation Blog',
          description: 'Releases and deep dives from the Module Federation team.',
          link: `${siteOrigin}/blog/`,
          language: 'en',
        },
        {
          id: 'blog-zh',
          test: /^\/zh\/blog\/.+/,
          title: 'Module Federation 博客',
          description: 'Module Federation 团队发布的版本动态与技术解读。',
          link: `${siteOrigin}/zh/blog/`,
          language: 'zh-CN',
        },
      ],
      output: { type: 'rss', dir: 'rss' },
    }),
    // Built pages ask for the app's scripts once painted, and hold widget clicks until it runs.
    pluginPageStart(),
    pluginCspHeaders(),
    // Marks the body blocks that start below the first screen, which a first load then lays out later.
    pluginFarBlocks(),
    // The browser's head manager for route changes; the build still writes each head with unhead.
    pluginClientHead({ headManager: path.join(__dirname, 'theme/head/manager.tsx') }),
    // Keeps the browser's copy of the site-wide data small; the plugins above still see all of it.
    pluginLeanPageData({ docsRoot: path.join(__dirname, 'docs'), sharedDir: path.join(__dirname, 'shared') }),
    // The build's bundles compiled one after another, so its memory holds one compilation at a time.
    pluginBuildOneAtATime(),
  ],
  // Writers import components from '@components/<Name>' (see the README's writer components).
  builderConfig: {
    resolve: { alias: { '@components': path.join(__dirname, 'components') } },
    html: {
      // Says, before the body is parsed, that scripts run: only then do the body's far blocks skip their
      // layout on arrival (doc.css), since only then does theme/lib/body-layout lay them out soon after.
      // Without JavaScript they render as usual, so selecting or copying the page takes all of its text.
      tags: [{ tag: 'script', head: true, append: false, children: "document.documentElement.dataset.mfScripted=''" }],
    },
    tools: {
      rspack(config, { target, isProd }) {
        // Lazy chunks sit in a folder named by the build's hash, each by its id (or the name we gave it,
        // like `video-player`): the entry's chunk loader builds every address from one template instead
        // of carrying a table of every route chunk's name and hash, which grows with the site (1.8 KB
        // gzip at 120 pages). A new build moves every chunk to a new folder, so the year-long cache of
        // /static stays safe. Not in the dev server: its hash changes with every rebuild (a lazily
        // compiled chunk among them), so an address handed out a moment ago would already be gone.
        if (target === 'web' && isProd && config.output) {
          config.output.chunkFilename = 'static/js/async/[fullhash:10]/[name].js';
        }
        // The built site starts from theme/boot.ts, which runs Rspress's entry (see there why).
        if (target === 'web' && isProd) swapInBootEntry(config);
        if (target === 'web' && !isProd) {
          // One rebuild per save: an editor's save (truncate, then write) is two file events, and Rsbuild
          // rebuilds on the first one (it waits 0 ms).
          config.watchOptions = { ...config.watchOptions, aggregateTimeout: 50 };
          // Pages compile when first opened (lazy compilation); our own lazily loaded parts (the
          // React-rendered body, code blocks, islands) compile up front. On demand, they compiled just
          // after a page opened, and a save in that moment lost its hot update to a full reload.
          if (config.lazyCompilation && typeof config.lazyCompilation === 'object') {
            config.lazyCompilation = { ...config.lazyCompilation, test: /\.mdx?$/ };
          }
        }
      },
    },
  },
  // Image zoom is ours (components/ImageZoom): the stock plugin is off so the two never both attach.
  mediumZoom: false,
  // Islands: what needs JavaScript in a page body that the first load keeps as the server's markup.
  globalUIComponents: [path.join(__dirname, 'components/ImageZoom/index.tsx'), path.join(__dirname, 'components/Islands/index.tsx')],
  themeConfig: {
    // llms.txt and the Markdown copies are for tools; the page itself shows no "copy as Markdown" or
    // "open in a chatbot" buttons.
    llmsUI: false,
    darkMode: true,
    hideNavbar: 'auto',
    enableScrollToTop: true,
    lastUpdated: true,
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/module-federation/core' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/T8c6yAxkbv' },
    ],
    editLink: { docRepoBaseUrl },
    footer: {
      message: '© 2026 Module Federation documentation contributors. Released under the MIT License.',
    },
  },
});
