import { useSite } from '@rspress/core/runtime';
import type { SocialLink } from '@rspress/core';
import { format, useUiStrings } from '../../i18n';
import { splitSocialLinks } from '../../lib/social';
import { Tag } from '../Tag';
import { Dropdown } from './Dropdown';
import { DiscordIcon, GithubIcon, LinkIcon, MoreIcon } from './icons';

/** Service names are proper nouns: the same in every language. An icon name that is already its service's name (`X`, `npm`) needs no entry. */
const serviceNames: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  discord: 'Discord',
  x: 'X',
  slack: 'Slack',
  youtube: 'YouTube',
  bluesky: 'Bluesky',
  lark: 'Lark',
  wechat: 'WeChat',
  zhihu: 'Zhihu',
  juejin: 'Juejin',
  bilibili: 'Bilibili',
  weibo: 'Weibo',
  qq: 'QQ',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

function serviceName(link: SocialLink): string {
  if (typeof link.icon === 'string') return serviceNames[link.icon] ?? link.icon;
  try {
    return new URL(link.content).hostname.replace(/^www\./, '');
  } catch {
    return link.content;
  }
}

function SocialIcon({ link }: { link: SocialLink }) {
  if (typeof link.icon === 'object') {
    // A custom icon from the site config: drawn by the theme's one renderer of config markup, which sanitises it.
    return <Tag tag={link.icon.svg} className="mf-social__svg" bare />;
  }
  if (link.icon === 'github') return <GithubIcon />;
  if (link.icon === 'discord') return <DiscordIcon />;
  return <LinkIcon />;
}

function isLink(link: SocialLink) {
  return link.mode === 'link' || link.mode === 'github-stars';
}

/** One social entry: an icon link inline, or an icon plus its name in the overflow menu. */
function SocialEntry({ link, withName }: { link: SocialLink; withName: boolean }) {
  const strings = useUiStrings();
  const name = serviceName(link);
  if (isLink(link)) {
    return (
      <a
        className="mf-social__link"
        href={link.content}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={withName ? undefined : `${name}${strings.newTabSuffix}`}
        title={name}
      >
        <SocialIcon link={link} />
        {withName && (
          <span>
            {name}
            <span className="mf-visually-hidden">{strings.newTabSuffix}</span>
          </span>
        )}
      </a>
    );
  }
  // Text and image modes show their content (an account id, a QR code) next to the name.
  return (
    <span className="mf-social__link mf-social__link--static" title={name}>
      <SocialIcon link={link} />
      {link.mode === 'img' ? (
        <img src={link.content} alt={name} width={120} height={120} />
      ) : (
        <span>{format(strings.socialAccountText, { name, account: link.content })}</span>
      )}
    </span>
  );
}

/** The social links of `themeConfig.socialLinks`: up to three inline, the rest in a "more" menu. */
export function SocialLinks({ layout = 'bar' }: { layout?: 'bar' | 'list' }) {
  const { site } = useSite();
  const strings = useUiStrings();
  const links = site.themeConfig.socialLinks ?? [];
  if (links.length === 0) return null;
  if (layout === 'list') {
    return (
      <ul className="mf-social mf-social--list">
        {links.map((link) => (
          <li key={`${String(link.icon)}-${link.content}`}>
            <SocialEntry link={link} withName />
          </li>
        ))}
      </ul>
    );
  }
  const { inline, more } = splitSocialLinks(links);
  return (
    <ul className="mf-social">
      {inline.map((link) => (
        <li key={`${String(link.icon)}-${link.content}`}>
          <SocialEntry link={link} withName={false} />
        </li>
      ))}
      {more.length > 0 && (
        <li>
          <Dropdown label={<MoreIcon />} ariaLabel={strings.moreLinksText} align="end" className="mf-social__more">
            <ul className="mf-menu">
              {more.map((link) => (
                <li key={`${String(link.icon)}-${link.content}`}>
                  <SocialEntry link={link} withName />
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
      )}
    </ul>
  );
}
