import type { ReactNode } from 'react';
import './steps.css';

/**
 * Numbered steps: each `###` heading inside starts a step, numbered by CSS, with a line joining the
 * steps. The headings stay ordinary headings, so they keep their anchors and outline entries.
 */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="mf-steps">{children}</div>;
}
