import { lazy } from 'react';
import { Island } from '../Islands/Island';
import { useExplainerLabels } from './labels';
import { LazyExplainer } from './LazyExplainer';

const SharedVersionPanel = lazy(() => import('./SharedVersionPanel'));

/** What the island renders: a placeholder, then the panel once its chunk has arrived. */
export function SharedVersionBody() {
  return <LazyExplainer panel={SharedVersionPanel} label={useExplainerLabels().shared} />;
}

/** The shared-version explainer for /configure/shared; its code loads only after the page is interactive. */
export function SharedVersionExplainer() {
  return (
    <Island name="SharedVersionExplainer">
      <SharedVersionBody />
    </Island>
  );
}

export default SharedVersionExplainer;
