import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';

/**
 * Live examples: a ```tsx preview block renders its default export above its code. Internal mode only
 * (no iframe build); blocks without the meta stay plain code. The plugin also registers a fixed-device
 * frame as a global UI component, which only its iframe modes use: dropped, it no longer loads (with its
 * QR-code library) on every page, 7 KB gzip of first-load JavaScript.
 */
export function pluginLivePreview(): RspressPlugin {
  const plugin = pluginPreview({ defaultRenderMode: 'pure', defaultPreviewMode: 'internal' });
  return { ...plugin, globalUIComponents: [] };
}
