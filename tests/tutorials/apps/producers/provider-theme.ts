// provider/theme: the module with a side effect that the runtime page loads as a factory.
import { markEvaluated } from './evaluated';

markEvaluated('provider/theme');

export function applyTheme(name: string): void {
  document.documentElement.dataset.theme = name;
}
