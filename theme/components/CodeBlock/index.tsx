import { useFrontmatter, useSite } from '@rspress/core/runtime';
import type { CodeBlockProps } from '@rspress/core/theme-original';
import { FRAGMENT_CLASS, languageLabel } from '../../../shared/code-meta';
import { useUiStrings } from '../../i18n';
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

/**
 * The copy button: copies the code only, then shows "copied" for COPIED_STATE_MS. It has no handler of
 * its own: ./actions.ts handles every block's buttons from one listener (see there).
 */
function CopyButton() {
  const t = useUiStrings();
  const label = t.codeButtonGroupCopyButtonText;
  return (
    <button
      type="button"
      className="mf-code__button mf-code__copy"
      aria-label={label}
      title={label}
      data-label-copy={label}
      data-label-copied={t.codeCopiedText}
    >
      <CopyIcon />
      <CheckIcon />
      <span className="mf-visually-hidden" aria-live="polite" />
    </button>
  );
}

/**
 * A highlighted code block (the markup comes from Shiki at build time): an optional title, the
 * language, a wrap toggle and a copy button, optional line numbers. Replaces the stock `CodeBlock`,
 * which the stock `pre` renderer uses for every fence. Markup only: the buttons work through
 * ./actions.ts, so a block needs no hydration.
 */
export function CodeBlock({ title, lang, wrapCode, lineNumbers, height, containerElementClassName, codeButtonGroupProps, children }: CodeBlockProps) {
  const t = useUiStrings();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const wrapped = wrapCode ?? site.markdown?.defaultWrapCode ?? false;
  // The fence's own setting wins, then the page's frontmatter, then the site's (off by default).
  const numbered = lineNumbers ?? (frontmatter.lineNumbers as boolean | undefined) ?? site.markdown?.showLineNumbers ?? false;
  const label = languageLabel(lang);
  const excerpt = containerElementClassName?.split(' ').includes(FRAGMENT_CLASS) ?? false;
  const classes = ['mf-code', `language-${lang || 'txt'}`, numbered && 'mf-code--numbered', containerElementClassName]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-wrapped={String(wrapped)}>
      {(title || label || excerpt) && (
        <div className="mf-code__header">
          {title && <span className="mf-code__title">{title}</span>}
          {excerpt && <span className="mf-code__excerpt">{t.codeExcerptLabel}</span>}
          {label && <span className="mf-code__lang">{label}</span>}
        </div>
      )}
      <div className="mf-code__body">
        <div className="mf-code__scroll" style={height ? { maxHeight: `${height}px` } : undefined}>
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
            >
              <WrapIcon />
            </button>
          )}
          {codeButtonGroupProps?.showCopyButton !== false && <CopyButton />}
        </div>
      </div>
    </div>
  );
}
