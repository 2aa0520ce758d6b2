import { useEffect, useState } from 'react';
import { tagKind } from '../../lib/sidebar';

/**
 * Turns svg markup from the sidebar config into markup that is safe to insert: it must parse as one
 * <svg> element; scripts, foreign objects, event handlers and javascript: URLs are removed. Runs in the
 * browser only (DOMParser), so svg tags appear after hydration.
 */
function sanitizeSvg(markup: string): string | null {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName.toLowerCase() !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  root.querySelectorAll('script, foreignObject').forEach((node) => node.remove());
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) element.removeAttribute(attribute.name);
    }
  }
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('focusable', 'false');
  return new XMLSerializer().serializeToString(root);
}

function SvgTag({ markup }: { markup: string }) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => setSafe(sanitizeSvg(markup)), [markup]);
  if (!safe) return null;
  return <span className="mf-sidebar-tag mf-sidebar-tag--svg" dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** A sidebar entry's tag: inline svg, an image URL, or a short text badge. */
export function SidebarTag({ tag }: { tag?: string }) {
  const kind = tagKind(tag);
  if (!tag || kind === 'none') return null;
  if (kind === 'svg') return <SvgTag markup={tag.trim()} />;
  if (kind === 'image') return <img className="mf-sidebar-tag mf-sidebar-tag--image" src={tag.trim()} alt="" loading="lazy" />;
  return <span className="mf-sidebar-tag mf-sidebar-tag--text">{tag.trim()}</span>;
}
