import { useNav, usePage, useSite } from '@rspress/core/runtime';
import { Search } from '../../search/Search';
import { useId, useRef } from 'react';
import { useUiStrings } from '../../i18n';
import { type NavEntry, splitByPosition } from '../../lib/nav';
import { hideNavbarMode } from '../../lib/scroll';
import { ThemeSwitch } from '../ThemeSwitch';
import { CloseIcon, MenuIcon } from './icons';
import { LangMenu } from './LangMenu';
import { MobileMenu } from './MobileMenu';
import { NavBarItem } from './NavItems';
import { NavBrand } from './NavBrand';
import { SocialLinks } from './SocialLinks';
import { useMobileMenu } from './useMobileMenu';
import { useNavbarHidden } from './useNavbarHidden';
import { VersionMenu } from './VersionMenu';
import '../../styles/a11y.css';
import './nav.css';

function NavList({ items, pathname, side }: { items: NavEntry[]; pathname: string; side: 'left' | 'right' }) {
  if (items.length === 0) return null;
  return (
    <ul className={`mf-nav__items mf-nav__items--${side}`}>
      {items.map((item, index) => (
        <li key={item.link ?? item.text ?? index}>
          <NavBarItem item={item} pathname={pathname} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The site header: brand, nav items (left or right), search, language and version menus, theme switch
 * and social links; below 1024 px most of it folds into the hamburger menu.
 */
export function Nav() {
  const strings = useUiStrings();
  const { site } = useSite();
  const items = useNav() as NavEntry[];
  // The active item follows the page shown, not the address: the 404 page is one file for every
  // unknown address, and its render must not depend on which one.
  const pathname = usePage().page.routePath;
  const menuPanel = useRef<HTMLDivElement>(null);
  const menu = useMobileMenu(menuPanel);
  const hidden = useNavbarHidden(hideNavbarMode(site.themeConfig.hideNavbar), menu.open);
  const menuId = useId();
  const { left, right } = splitByPosition(items);

  return (
    <header className="mf-nav" data-hidden={hidden || undefined} data-menu-open={menu.open || undefined}>
      <div className="mf-nav__bar">
        <NavBrand />
        <nav className="mf-nav__main" aria-label={strings.mainNavLabel}>
          <NavList items={left} pathname={pathname} side="left" />
          <NavList items={right} pathname={pathname} side="right" />
        </nav>
        <div className="mf-nav__search">
          <Search />
        </div>
        <div className="mf-nav__tools">
          <LangMenu />
          <VersionMenu />
        </div>
        <ThemeSwitch className="mf-nav__theme" />
        <div className="mf-nav__social">
          <SocialLinks />
        </div>
        <button
          type="button"
          className="mf-nav__hamburger"
          aria-label={strings.menuTitle}
          aria-expanded={menu.open}
          aria-controls={menu.open ? menuId : undefined}
          onClick={menu.toggle}
        >
          {menu.open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {menu.open && <MobileMenu id={menuId} items={items} pathname={pathname} panelRef={menuPanel} />}
    </header>
  );
}
