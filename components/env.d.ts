/** `?inline` CSS imports (Rsbuild): the stylesheet's text, bundled with the importing chunk. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
