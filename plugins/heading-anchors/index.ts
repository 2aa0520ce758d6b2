/** The part of a HAST node this plugin reads. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function isHeadingAnchor(node: HastNode): boolean {
  if (node.type !== 'element' || node.tagName !== 'a') return false;
  // Rspress writes `class` (not hast's usual `className`) on the anchors it creates.
  const className = node.properties?.className ?? node.properties?.class;
  const classes = Array.isArray(className) ? className : String(className ?? '').split(/\s+/);
  return classes.includes('rp-header-anchor') || classes.includes('header-anchor');
}

/**
 * Rspress puts a `#` link with aria-hidden="true" in every heading. A hidden element that still takes
 * keyboard focus leaves a screen-reader user on an empty stop (axe: aria-hidden-focus), so the link
 * leaves the tab order: the heading keeps its id, and the mouse and the outline still link to it.
 */
export function rehypeHeadingAnchorsOutOfTabOrder() {
  const walk = (node: HastNode) => {
    if (isHeadingAnchor(node) && node.properties?.ariaHidden !== undefined) node.properties.tabIndex = -1;
    node.children?.forEach(walk);
  };
  return (tree: HastNode) => walk(tree);
}
