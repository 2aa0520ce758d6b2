import { Link } from '../Link';
import { useEffect, useId, useState, type CSSProperties } from 'react';
import { isSameRoute } from '../../../shared/routes';
import { containsRoute, isGroupInitiallyOpen, sidebarIndent } from '../../lib/sidebar';
import { type SidebarGroupNode } from '../../../shared/sidebar';
import { SidebarList } from './SidebarList';
import { Tag } from '../Tag';

function Chevron() {
  return (
    <svg className="mf-sidebar-group__chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A sidebar group. Collapsible groups toggle on a click on their title or arrow (0.3 s open, 0.5 s
 * close, in sidebar.css); the group holding the current page opens by itself.
 */
export function SidebarGroup({ group, depth, pathname }: { group: SidebarGroupNode; depth: number; pathname: string }) {
  const [open, setOpen] = useState(() => isGroupInitiallyOpen(group, pathname));
  const holdsActive = containsRoute(group, pathname);
  const panelId = useId();
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive, pathname]);

  const collapsible = Boolean(group.collapsible);
  const active = isSameRoute(group.link, pathname);
  const style = { '--mf-sidebar-indent': `${sidebarIndent(depth)}px` } as CSSProperties;
  const toggle = () => setOpen((value) => !value);

  const title = (
    <>
      <span className="mf-sidebar-group__text">{group.text}</span>
      <Tag tag={group.tag} />
    </>
  );

  let header;
  if (group.link) {
    header = (
      <div className="mf-sidebar-group__header" style={style}>
        <Link
          href={group.link}
          className="mf-sidebar-group__title mf-sidebar-group__title--link"
          aria-current={active ? 'page' : undefined}
          onClick={() => collapsible && !open && setOpen(true)}
        >
          {title}
        </Link>
        {collapsible && (
          <button type="button" className="mf-sidebar-group__arrow" aria-expanded={open} aria-controls={panelId} aria-label={group.text} onClick={toggle}>
            <Chevron />
          </button>
        )}
      </div>
    );
  } else if (collapsible) {
    header = (
      <button type="button" className="mf-sidebar-group__header mf-sidebar-group__title" style={style} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {title}
        <span className="mf-sidebar-group__arrow" aria-hidden="true">
          <Chevron />
        </span>
      </button>
    );
  } else {
    header = (
      <div className="mf-sidebar-group__header mf-sidebar-group__title" style={style}>
        {title}
      </div>
    );
  }

  return (
    <li className={`mf-sidebar-group${open ? ' is-open' : ''}${depth === 0 ? ' mf-sidebar-group--top' : ''}`} data-collapsible={collapsible || undefined}>
      {header}
      <div className="mf-sidebar-group__panel" id={panelId}>
        <div className="mf-sidebar-group__inner">
          <SidebarList nodes={group.items} depth={depth + 1} pathname={pathname} />
        </div>
      </div>
    </li>
  );
}
