import { useUiStrings } from '../../theme/i18n';
import '../../theme/styles/a11y.css';
import './source-link.css';

export interface SourceLinkProps {
  /** Where the source lives (a repository file or folder). */
  href: string;
  /** The button text; 'Source' (源码 on Chinese pages) when left out. */
  text?: string;
}

/** A code-hosting glyph of our own: a branch with two commits merging. */
function BranchIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="6" cy="4.5" r="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="6" cy="15.5" r="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="14" cy="7" r="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M6 6.5v7M14 9c0 3-3 3.5-7.2 5.2" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** A button-like link to source code, opened in a new tab. */
export function SourceLink({ href, text }: SourceLinkProps) {
  const t = useUiStrings();
  return (
    <a className="mf-source-link" href={href} target="_blank" rel="noopener noreferrer">
      <BranchIcon />
      <span>{text ?? t.sourceCodeText}</span>
      <span className="mf-visually-hidden"> {t.opensInNewTabText}</span>
    </a>
  );
}
