import { useFrontmatter, useSite } from '@rspress/core/runtime';
import type { CodeBlockProps } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import { COPIED_STATE_MS, languageLabel } from '../../../shared/code-meta';
import { useUiStrings } from '../../i18n';
import { codeTextOf, writeClipboard } from './copy';
import '../../styles/a11y.css';
import './code-block.css';

function CopyIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="6.5" y="6.5" width="10" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M13.5 4.5v-.5a1.5 1.5 0 0 0-1.5-1.5H5A1.5 1.5 0 0 0 3.5 4v9A1.5 1.5 0 0 0 5 14.5h.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function WrapIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h11a2.5 2.5 0 0 1 0 5H10m0 0l2-2m-2 2l2 2M3 15h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The copy button: copies the code only, then shows "copied" for COPIED_STATE_MS. */
function CopyButton({ source }: { source: React.RefObject<HTMLDivElement | null> }) {
  const t = useUiStrings();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!source.current) return;
    if (!(await writeClipboard(codeTextOf(source.current)))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
  };
  const label = copied ? t.codeCopiedText : t.codeButtonGroupCopyButtonText;
  return (
    <button type="button" className={`mf-code__button mf-code__copy${copied ? ' is-copied' : ''}`} onClick={copy} aria-label={label} title={label}>
      {copied ? <CheckIcon /> : <CopyIcon />}
      {/* Screen readers hear the change through this live region, not through the label alone. */}
      <span className="mf-visually-hidden" aria-live="polite">
        {copied ? t.codeCopiedText : ''}
      </span>
    </button>
  );
}

/**
 * A highlighted code block (the markup comes from Shiki at build time): an optional title, the
 * language, a wrap toggle and a copy button, optional line numbers. Replaces the stock `CodeBlock`,
 * which the stock `pre` renderer uses for every fence.
 */
export function CodeBlock({ title, lang, wrapCode, lineNumbers, height, containerElementClassName, codeButtonGroupProps, children }: CodeBlockProps) {
  const t = useUiStrings();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const [wrapped, setWrapped] = useState(wrapCode ?? site.markdown?.defaultWrapCode ?? false);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The fence's own setting wins, then the page's frontmatter, then the site's (off by default).
  const numbered = lineNumbers ?? (frontmatter.lineNumbers as boolean | undefined) ?? site.markdown?.showLineNumbers ?? false;
  const label = languageLabel(lang);
  const classes = ['mf-code', `language-${lang || 'txt'}`, wrapped && 'mf-code--wrap', numbered && 'mf-code--numbered', containerElementClassName]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {(title || label) && (
        <div className="mf-code__header">
          {title && <span className="mf-code__title">{title}</span>}
          {label && <span className="mf-code__lang">{label}</span>}
        </div>
      )}
      <div className="mf-code__body">
        <div className="mf-code__scroll" ref={scrollRef} style={height ? { maxHeight: `${height}px` } : undefined}>
          {children}
        </div>
        <div className="mf-code__buttons">
          {codeButtonGroupProps?.showWrapCodeButton !== false && (
            <button
              type="button"
              className="mf-code__button mf-code__wrap"
              aria-pressed={wrapped}
              aria-label={t.codeButtonGroupWrapButtonText}
              title={t.codeButtonGroupWrapButtonText}
              onClick={() => setWrapped((value) => !value)}
            >
              <WrapIcon />
            </button>
          )}
          {codeButtonGroupProps?.showCopyButton !== false && <CopyButton source={scrollRef} />}
        </div>
      </div>
    </div>
  );
}
