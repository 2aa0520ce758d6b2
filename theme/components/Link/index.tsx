import { cleanUrlByConfig, withBase } from '@rspress/core/runtime';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { linkKind } from '../../lib/link-target';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/** Marks an in-site link for the one listener that navigates (./useSiteLinks). */
export const SITE_LINK_ATTRIBUTE = 'data-mf-link';

/**
 * Every link of the theme and of the docs (Rspress's MDX `a` renders it too). External links open in
 * a new tab; in-site links navigate without a page load and fetch the target's chunk on hover or
 * touch, so nothing is prefetched before the reader shows interest. The link itself is markup only:
 * one listener on the document does the navigating and prefetching for every in-site link (./useSiteLinks),
 * so a sidebar or outline of a hundred links costs a hydrating page nothing per link.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href = '/', className, children, ...rest }, ref) {
  const kind = linkKind(href);
  const classes = className ? `mf-link ${className}` : 'mf-link';

  if (kind === 'external' || kind === 'hash') {
    const newTab = kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a ref={ref} href={href} className={classes} {...newTab} {...rest}>
        {children}
      </a>
    );
  }

  // A relative href is rendered as written (the server has no address to resolve it against) and
  // resolved when the reader acts on it.
  const rendered = kind === 'relative' ? href : withBase(cleanUrlByConfig(href));
  return (
    <a ref={ref} href={rendered} className={classes} {...{ [SITE_LINK_ATTRIBUTE]: '' }} {...rest}>
      {children}
    </a>
  );
});
