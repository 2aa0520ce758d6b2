import { type ComponentType, type LazyExoticComponent, Suspense, useEffect, useState } from 'react';
import { useExplainerLabels } from './labels';

/**
 * Renders a placeholder on the server and in the first client render (so hydration matches), then
 * fetches the explainer's own chunk: the page is interactive before the explainer's code arrives.
 */
export function LazyExplainer({ panel: Panel, label }: { panel: LazyExoticComponent<ComponentType>; label: string }) {
  const t = useExplainerLabels();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <div className="mf-explainer-loading" role="status" aria-label={label}>
      {t.loading}
    </div>
  );
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Panel />
    </Suspense>
  );
}
