// The remote module the page configurations declare (remotes: { catalog: ... }).
declare module 'catalog/ProductList' {
  const ProductList: import('react').ComponentType;
  export default ProductList;
}
