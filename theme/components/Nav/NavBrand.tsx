import { useLang, useSite, withBase } from '@rspress/core/runtime';
import { Link } from '../Link';
import { format, useUiStrings } from '../../i18n';
import { withPrefixes } from '../../../shared/routes';

/** The logo pair (CSS shows the one for the theme) and the site name, linking to the language's home. */
export function NavBrand() {
  const { site } = useSite();
  const lang = useLang();
  const strings = useUiStrings();
  const home = withPrefixes('/', { lang, defaultLang: site.lang || 'en' });
  const logo = site.logo;
  const light = typeof logo === 'string' ? logo : logo?.light;
  const dark = typeof logo === 'string' ? logo : logo?.dark;
  const text = site.logoText || site.title;
  return (
    <Link href={home} className="mf-nav__brand" aria-label={format(strings.homeLinkLabel, { site: text })}>
      {light && <img className="mf-nav__logo mf-nav__logo--light" src={withBase(light)} alt="" width={32} height={32} />}
      {dark && <img className="mf-nav__logo mf-nav__logo--dark" src={withBase(dark)} alt="" width={32} height={32} />}
      <span className="mf-nav__brand-text">{text}</span>
    </Link>
  );
}
