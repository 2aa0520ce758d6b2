import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { transformerDiffNotation, transformerHighlightRanges } from './components/lib/shiki-transformers';
import { toI18nSource } from './theme/i18n/strings';

/** Where the pages' sources live, for the "Edit this page" link. */
const docRepoBaseUrl = 'https://github.com/module-federation/module-federation-docs/tree/main/docs';

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  outDir: 'doc_build',
  lang: 'en',
  title: 'Module Federation',
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
      description: 'Module Federation 让多个 JavaScript 应用在运行时共享代码：面向 Rspack 与 webpack 的微前端架构。',
    },
  ],
  // One version only, with no other versions listed, so no version prefix appears in URLs. The default
  // stays empty (SPEC: "the page version is empty"): Rspress 2.0.22 keys the generated nav by the page
  // version and falls back to 'default' only for an empty one, so a named default would lose the nav.
  // UI strings live in theme/i18n; stock components we keep read the same text through this.
  i18nSource: (source) => ({ ...source, ...toI18nSource() }),
  multiVersion: { default: '', versions: [] },
  route: {
    cleanUrls: true,
    localeRedirect: 'auto',
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true },
    shiki: {
      // Our own: `{1,3-5}` highlight ranges and `// [!code ++]` / `// [!code --]` diff lines.
      transformers: [transformerHighlightRanges(), transformerDiffNotation()],
    },
  },
  // Writers import components from '@components/<Name>' (see components/index.ts and the README).
  builderConfig: {
    resolve: { alias: { '@components': path.join(__dirname, 'components') } },
  },
  // Image zoom is ours (components/ImageZoom): the stock plugin is off so the two never both attach.
  mediumZoom: false,
  globalUIComponents: [path.join(__dirname, 'components/ImageZoom/index.tsx')],
  themeConfig: {
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
