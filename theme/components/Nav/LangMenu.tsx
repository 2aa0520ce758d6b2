import { Link } from '../Link';
import { format, useUiStrings } from '../../i18n';
import { Dropdown } from './Dropdown';
import { GlobeIcon } from './icons';
import { type LanguageLink, rememberLanguageChoice, useLanguageLinks } from './useLanguageLinks';

function LanguageList({ links }: { links: LanguageLink[] }) {
  return (
    <ul className="mf-menu">
      {links.map((link) => (
        <li key={link.lang}>
          <Link
            href={link.href}
            className="mf-menu__link"
            lang={link.lang === 'zh' ? 'zh-CN' : link.lang}
            hrefLang={link.lang}
            aria-current={link.current ? 'true' : undefined}
            data-active={link.current || undefined}
            onClick={rememberLanguageChoice}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The language switch: a globe menu in the navbar, a plain list in the mobile menu. */
export function LangMenu({ layout = 'bar' }: { layout?: 'bar' | 'list' }) {
  const strings = useUiStrings();
  const links = useLanguageLinks();
  if (links.length < 2) return null;
  if (layout === 'list') return <LanguageList links={links} />;
  const current = links.find((link) => link.current);
  return (
    <Dropdown
      label={<GlobeIcon />}
      ariaLabel={format(strings.languagesCurrent, { current: current?.label ?? '' })}
      align="end"
      className="mf-lang-menu"
    >
      <LanguageList links={links} />
    </Dropdown>
  );
}
