/**
 * The sidebar data as Rspress normalises it (the shape `useSidebar()` returns), shared by the build
 * (which makes entry texts plain once, in the site data) and the theme (which renders and walks it).
 */

export interface SidebarLink {
  text: string;
  link: string;
  tag?: string;
  overviewHeaders?: number[];
}

export interface SidebarGroupNode {
  text: string;
  link?: string;
  tag?: string;
  items: SidebarNode[];
  collapsible?: boolean;
  collapsed?: boolean;
  overviewHeaders?: number[];
}

export interface SidebarDividerNode {
  dividerType: 'solid' | 'dashed';
}

export interface SidebarSectionHeaderNode {
  sectionHeaderText: string;
  tag?: string;
}

export type SidebarNode = SidebarLink | SidebarGroupNode | SidebarDividerNode | SidebarSectionHeaderNode;

export function isSidebarGroup(node: SidebarNode): node is SidebarGroupNode {
  return 'items' in node && Array.isArray(node.items);
}

export function isSidebarDivider(node: SidebarNode): node is SidebarDividerNode {
  return 'dividerType' in node;
}

export function isSidebarSectionHeader(node: SidebarNode): node is SidebarSectionHeaderNode {
  return 'sectionHeaderText' in node;
}

export function isSidebarLink(node: SidebarNode): node is SidebarLink {
  return !isSidebarGroup(node) && 'link' in node && typeof node.link === 'string' && node.link !== '';
}

/**
 * Entry texts as readers should see them. Rspress names a page's entry after its h1, and an h1 may hold
 * an MDX component (`# Retry Plugin <Badge text="Official" />`) whose source would otherwise show as text.
 */
export function plainText(text: string): string {
  return text
    .replace(/<([A-Z][\w.]*)\b[^<>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<\/?[A-Za-z][\w.]*\b[^<>]*\/?>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sidebar tree with every entry's text made plain (see `plainText`). */
export function withPlainTexts(nodes: readonly SidebarNode[]): SidebarNode[] {
  return nodes.map((node) => {
    if (isSidebarGroup(node)) return { ...node, text: plainText(node.text), items: withPlainTexts(node.items) };
    if (isSidebarLink(node)) return { ...node, text: plainText(node.text) };
    if (isSidebarSectionHeader(node)) return { ...node, sectionHeaderText: plainText(node.sectionHeaderText) };
    return node;
  });
}
