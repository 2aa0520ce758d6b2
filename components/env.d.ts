/** `?url` imports (Rsbuild): the file is emitted as an asset and the import gives its URL. */
declare module '*.css?url' {
  const url: string;
  export default url;
}
