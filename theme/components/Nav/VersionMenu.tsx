import { useLang, useSite } from '@rspress/core/runtime';
import { Link } from '../Link';
import { format, useUiStrings } from '../../i18n';
import { withPrefixes } from '../../../shared/routes';
import { CURRENT_VERSION_LABEL } from '../../lib/version';
import { Dropdown } from './Dropdown';

/** The versions of the docs (one today), each leading to its home in the current language. */
function VersionList() {
  const strings = useUiStrings();
  const lang = useLang();
  const { site } = useSite();
  const home = withPrefixes('/', { lang, defaultLang: site.lang || 'en' });
  return (
    <ul className="mf-menu">
      <li>
        <Link href={home} className="mf-menu__link" aria-current="true" data-active>
          {CURRENT_VERSION_LABEL}
          <span className="mf-menu__note">{strings.currentVersionText}</span>
        </Link>
      </li>
    </ul>
  );
}

/** The version menu: the current version's label in the navbar, a list in the mobile menu. */
export function VersionMenu({ layout = 'bar' }: { layout?: 'bar' | 'list' }) {
  const strings = useUiStrings();
  if (layout === 'list') return <VersionList />;
  return (
    <Dropdown label={<span>{CURRENT_VERSION_LABEL}</span>} ariaLabel={format(strings.versionsCurrent, { current: CURRENT_VERSION_LABEL })} align="end" className="mf-version-menu">
      <VersionList />
    </Dropdown>
  );
}
