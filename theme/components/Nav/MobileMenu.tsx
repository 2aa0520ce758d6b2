import type { RefObject } from 'react';
import { hasChildren, type NavEntry } from '../../lib/nav';
import { useUiStrings } from '../../i18n';
import { LangMenu } from './LangMenu';
import { NavLink, NavMenuList } from './NavItems';
import { SocialLinks } from './SocialLinks';
import { VersionMenu } from './VersionMenu';

/** The panel the hamburger opens below 1024 px: every nav entry, the languages, the version, social links. */
export function MobileMenu({
  id,
  items,
  pathname,
  panelRef,
}: {
  id: string;
  items: NavEntry[];
  pathname: string;
  /** The menu's scroll container, the one part that scrolls while the page is locked. */
  panelRef: RefObject<HTMLDivElement | null>;
}) {
  const strings = useUiStrings();
  return (
    <div id={id} className="mf-mobile-menu" ref={panelRef}>
      <nav className="mf-mobile-menu__nav" aria-label={strings.menuTitle}>
        <ul className="mf-mobile-menu__items">
          {items.map((item, index) =>
            hasChildren(item) ? (
              <li key={item.text ?? index} className="mf-mobile-menu__group">
                <span className="mf-mobile-menu__title">{item.text}</span>
                <NavMenuList items={item.items} pathname={pathname} />
              </li>
            ) : item.link ? (
              <li key={item.link}>
                <NavLink item={{ ...item, link: item.link }} pathname={pathname} className="mf-mobile-menu__link" />
              </li>
            ) : null,
          )}
        </ul>
      </nav>
      <div className="mf-mobile-menu__row">
        <section className="mf-mobile-menu__section" aria-label={strings.languagesText}>
          <h2 className="mf-mobile-menu__title">{strings.languagesText}</h2>
          <LangMenu layout="list" />
        </section>
        <section className="mf-mobile-menu__section" aria-label={strings.versionsText}>
          <h2 className="mf-mobile-menu__title">{strings.versionsText}</h2>
          <VersionMenu layout="list" />
        </section>
      </div>
      <SocialLinks layout="list" />
    </div>
  );
}
