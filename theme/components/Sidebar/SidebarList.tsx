import { isSameRoute } from '../../../shared/routes';
import { Link } from '../Link';
import type { CSSProperties } from 'react';
import { sidebarIndent } from '../../lib/sidebar';
import { isSidebarDivider, isSidebarGroup, isSidebarLink, isSidebarSectionHeader, type SidebarNode } from '../../../shared/sidebar';
import { SidebarGroup } from './SidebarGroup';
import { Tag } from '../Tag';

function nodeKey(node: SidebarNode, index: number): string {
  if (isSidebarGroup(node)) return `g:${node.text}:${index}`;
  if (isSidebarLink(node)) return `l:${node.link}`;
  return `s:${index}`;
}

/** One level of the sidebar tree: links, groups, dividers and section headers. */
export function SidebarList({ nodes, depth, pathname }: { nodes: readonly SidebarNode[]; depth: number; pathname: string }) {
  const indent = { '--mf-sidebar-indent': `${sidebarIndent(depth)}px` } as CSSProperties;
  return (
    <ul className="mf-sidebar-list">
      {nodes.map((node, index) => {
        const key = nodeKey(node, index);
        if (isSidebarGroup(node)) return <SidebarGroup key={key} group={node} depth={depth} pathname={pathname} />;
        if (isSidebarDivider(node)) {
          return <li key={key} role="separator" className={`mf-sidebar-divider mf-sidebar-divider--${node.dividerType === 'dashed' ? 'dashed' : 'solid'}`} />;
        }
        if (isSidebarSectionHeader(node)) {
          return (
            <li key={key} className="mf-sidebar-section" style={indent}>
              <span>{node.sectionHeaderText}</span>
              <Tag tag={node.tag} />
            </li>
          );
        }
        if (!isSidebarLink(node)) return null;
        const active = isSameRoute(node.link, pathname);
        return (
          <li key={key}>
            <Link
              href={node.link}
              className={`mf-sidebar-item${active ? ' is-active' : ''}`}
              style={indent}
              aria-current={active ? 'page' : undefined}
            >
              <span className="mf-sidebar-item__text">{node.text}</span>
              <Tag tag={node.tag} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
