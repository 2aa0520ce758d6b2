import { lazy } from 'react';
import { useExplainerLabels } from './labels';
import { LazyExplainer } from './LazyExplainer';

const HookLifecyclePanel = lazy(() => import('./HookLifecyclePanel'));

/** The runtime-hook lifecycle explainer for /plugin/dev/; its code loads only after the page is interactive. */
export function HookLifecycleExplainer() {
  return <LazyExplainer panel={HookLifecyclePanel} label={useExplainerLabels().hooks} />;
}

export default HookLifecycleExplainer;
