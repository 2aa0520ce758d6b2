import { withBase } from '@rspress/core/runtime';
import { sanitizeHtml, tagKind } from '../../../shared/sanitize';
import './tag.css';

export interface TagProps {
  /** A text, an image URL, or markup (inline svg); markup is sanitised. */
  tag?: string;
  /** Extra classes, for the place the tag sits in (navbar, sidebar, heading badge). */
  className?: string;
  /** Only the caller's classes, without the default tag look (a writer's `<Badge>` has its own). */
  bare?: boolean;
}

/**
 * The one tag renderer: a nav item's, a sidebar entry's or a page's frontmatter tag, and a writer's
 * `<Badge>`. Markup goes through the shared sanitiser, on the server and in the browser alike, so the
 * tag is in the static HTML and nothing in it can run script.
 */
export function Tag({ tag, className, bare = false }: TagProps) {
  const kind = tagKind(tag);
  if (!tag || kind === 'none') return null;
  const value = tag.trim();
  const classes = (variant: string) => [bare ? '' : `mf-tag mf-tag--${variant}`, className ?? ''].join(' ').trim() || undefined;
  // A site path (`/icons/x.svg`) is under the site's base; a URL (`https:`, `//`, `data:`) is left as it is.
  const src = /^\/(?!\/)/.test(value) ? withBase(value) : value;
  if (kind === 'image') return <img className={classes('image')} src={src} alt="" width={16} height={16} loading="lazy" />;
  if (kind === 'markup') {
    return <span className={classes('markup')} aria-hidden={value.startsWith('<svg') || undefined} dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }} />;
  }
  return <span className={classes('text')}>{value}</span>;
}
