import { isExternalLink } from '../../lib/links';
import { hasChildren, isNavActive, type NavEntry } from '../../lib/nav';
import { useUiStrings } from '../../i18n';
import { Link } from '../Link';
import { Dropdown } from './Dropdown';
import { ExternalIcon } from './icons';
import { Tag } from '../Tag';

/** A navigation link: in-site links load through Rspress's Link (preloaded on hover). */
export function NavLink({ item, pathname, className }: { item: NavEntry & { link: string }; pathname: string; className: string }) {
  const strings = useUiStrings();
  const external = isExternalLink(item.link);
  const active = !external && isNavActive(item, pathname);
  return (
    <Link href={item.link} className={className} data-active={active || undefined} aria-current={active ? 'true' : undefined} rel={item.rel}>
      <span>{item.text}</span>
      {item.tag && <Tag tag={item.tag} />}
      {external && (
        <>
          <ExternalIcon className="mf-nav__external" />
          <span className="mf-visually-hidden">{strings.newTabSuffix}</span>
        </>
      )}
    </Link>
  );
}

/** The links inside a dropdown; a child with children of its own becomes a titled group. */
export function NavMenuList({ items, pathname }: { items: NavEntry[]; pathname: string }) {
  return (
    <ul className="mf-menu">
      {items.map((item, index) =>
        hasChildren(item) ? (
          <li key={item.text ?? index} className="mf-menu__group">
            <span className="mf-menu__group-title">{item.text}</span>
            <NavMenuList items={item.items} pathname={pathname} />
          </li>
        ) : item.link ? (
          <li key={item.link}>
            <NavLink item={{ ...item, link: item.link }} pathname={pathname} className="mf-menu__link" />
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** One top-level entry of the desktop navbar: a link, or a dropdown of links. */
export function NavBarItem({ item, pathname }: { item: NavEntry; pathname: string }) {
  if (hasChildren(item)) {
    return (
      <Dropdown
        label={
          <>
            <span>{item.text}</span>
            {item.tag && <Tag tag={item.tag} />}
          </>
        }
        active={isNavActive(item, pathname)}
      >
        <NavMenuList items={item.items} pathname={pathname} />
      </Dropdown>
    );
  }
  if (!item.link) return null;
  return <NavLink item={{ ...item, link: item.link }} pathname={pathname} className="mf-nav__link" />;
}
