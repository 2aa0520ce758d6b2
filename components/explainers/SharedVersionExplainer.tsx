import { lazy } from 'react';
import { useExplainerLabels } from './labels';
import { LazyExplainer } from './LazyExplainer';

const SharedVersionPanel = lazy(() => import('./SharedVersionPanel'));

/** The shared-version explainer for /configure/shared; its code loads only after the page is interactive. */
export function SharedVersionExplainer() {
  return <LazyExplainer panel={SharedVersionPanel} label={useExplainerLabels().shared} />;
}

export default SharedVersionExplainer;
