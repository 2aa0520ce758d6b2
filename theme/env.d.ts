/** Build-time constants Rspress defines for the theme (see @rspress/core's Rsbuild setup). */
interface ImportMetaEnv {
  /** True while Rspress renders pages to Markdown (llms.txt and the per-page .md copies). */
  readonly SSG_MD: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Rspress's browser entry, which theme/boot.ts runs after the first paint (aliased in rspress.config.ts). */
declare module 'mf-rspress-client-entry';
