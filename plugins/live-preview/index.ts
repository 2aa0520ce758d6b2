import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';
import { remarkDemoExports } from './demo-exports';

/**
 * Live examples: a ```tsx preview block renders its default export above its code. Internal mode only
 * (no iframe build); blocks without the meta stay plain code. The plugin also registers a fixed-device
 * frame as a global UI component, which only its iframe modes use: dropped, it no longer loads (with its
 * QR-code library) on every page, 7 KB gzip of first-load JavaScript. The block itself renders with the
 * component the site passes in (`previewComponent`, a file path: ours is components/LivePreview/Preview.tsx,
 * localized, with the code shown and a labelled toggle) in place of the plugin's component; its remark step
 * that turns the block into `<Preview>` stays.
 */
/** The preview plugin's settings: internal mode, no iframe build (shared with the bench's stock build). */
export const previewOptions = { defaultRenderMode: 'pure', defaultPreviewMode: 'internal' } as const;

export function pluginLivePreview({ previewComponent }: { previewComponent: string }): RspressPlugin {
  const plugin = pluginPreview(previewOptions);
  return {
    ...plugin,
    globalUIComponents: [],
    markdown: {
      ...plugin.markdown,
      remarkPlugins: [...(plugin.markdown?.remarkPlugins ?? []), remarkDemoExports],
      globalComponents: [previewComponent],
    },
  };
}
