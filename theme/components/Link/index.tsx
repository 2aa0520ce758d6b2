import { cleanUrlByConfig, preloadLink, removeBase, withBase } from '@rspress/core/runtime';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { ensureRouteTable } from '../../../shared/route-table';
import { isPlainClick, linkKind, resolveRelative, routePathOf } from '../../lib/link-target';
import { useRouteNavigate } from './useRouteNavigate';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * Every link of the theme and of the docs (Rspress's MDX `a` renders it too). External links open in
 * a new tab; in-site links navigate without a page load and fetch the target's chunk on hover or
 * touch, so nothing is prefetched before the reader shows interest.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href = '/', className, onClick, onMouseEnter, onTouchStart, children, ...rest },
  ref,
) {
  const navigateTo = useRouteNavigate();
  const kind = linkKind(href);
  const classes = className ? `mf-link ${className}` : 'mf-link';

  if (kind === 'external' || kind === 'hash') {
    const newTab = kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return (
      <a ref={ref} href={href} className={classes} {...newTab} onClick={onClick} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} {...rest}>
        {children}
      </a>
    );
  }

  // A relative href is rendered as written (the server has no address to resolve it against) and
  // resolved when the reader acts on it.
  const rendered = kind === 'relative' ? href : withBase(cleanUrlByConfig(href));
  const absolute = () => (kind === 'relative' ? resolveRelative(href, window.location.href) : rendered);
  const prefetch = () => {
    const route = routePathOf(removeBase(absolute()));
    void ensureRouteTable().then(() => preloadLink(route), () => undefined);
  };

  return (
    <a
      ref={ref}
      href={rendered}
      className={classes}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, event.currentTarget.getAttribute('target'))) return;
        event.preventDefault();
        void navigateTo(absolute());
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
