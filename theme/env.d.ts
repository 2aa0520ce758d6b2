/** Build-time constants Rspress defines for the theme (see @rspress/core's Rsbuild setup). */
interface ImportMetaEnv {
  /** True while Rspress renders pages to Markdown (llms.txt and the per-page .md copies). */
  readonly SSG_MD: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
