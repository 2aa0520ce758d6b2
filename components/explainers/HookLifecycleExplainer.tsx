import { lazy } from 'react';
import { Island } from '../Islands/Island';
import { useExplainerLabels } from './labels';
import { LazyExplainer } from './LazyExplainer';

const HookLifecyclePanel = lazy(() => import('./HookLifecyclePanel'));

/** What the island renders: a placeholder, then the panel once its chunk has arrived. */
export function HookLifecycleBody() {
  return <LazyExplainer panel={HookLifecyclePanel} label={useExplainerLabels().hooks} />;
}

/** The runtime-hook lifecycle explainer for /plugin/dev/; its code loads only after the page is interactive. */
export function HookLifecycleExplainer() {
  return (
    <Island name="HookLifecycleExplainer">
      <HookLifecycleBody />
    </Island>
  );
}

export default HookLifecycleExplainer;
