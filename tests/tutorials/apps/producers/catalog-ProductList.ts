// catalog/ProductList: the remote of the retry plugin and runtimePlugins samples. A component that
// returns text, so it renders on any copy of React.
import { markEvaluated } from './evaluated';

markEvaluated('catalog/ProductList');

export default function ProductList(): string {
  return 'Product list from catalog';
}
