import type { ReactNode } from 'react';
import { Tag } from '../../theme/components/Tag';
import './badge.css';

export interface BadgeProps {
  /** The badge text; markup (an svg icon, `<strong>`) is allowed and sanitised. */
  text?: string;
  children?: ReactNode;
  type?: 'tip' | 'info' | 'warning' | 'danger';
  /** A bordered badge instead of a filled one. */
  outline?: boolean;
}

/** A small label for headings and sidebar entries: `# Experiments <Badge text="Experimental" type="warning" />`. */
export function Badge({ text, children, type = 'tip', outline = false }: BadgeProps) {
  const className = `mf-badge mf-badge--${type}${outline ? ' mf-badge--outline' : ''}`;
  if (children !== undefined || text === undefined) return <span className={className}>{children}</span>;
  return <Tag tag={text} className={className} bare />;
}
