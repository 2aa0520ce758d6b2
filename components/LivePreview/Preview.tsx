import { Children, type ReactNode, useEffect, useId, useRef } from 'react';
import { useUiStrings } from '../../theme/i18n';
import { Island } from '../Islands/Island';
import { activatePreview } from './controller';
import './preview.css';

/**
 * What a ```tsx preview block becomes (see plugins/live-preview): the rendered example, then its code,
 * with a button that hides and shows the code. Replaces the preview plugin's own component, whose
 * button is unlabelled for screen readers in Chinese and which also carries the plugin's iframe modes
 * we do not use. The file name is the MDX component's name the plugin writes (`<Preview>`). The toggle
 * works through ./controller.ts; on a first load, the example itself is an island (components/Islands).
 */
export default function Preview({ children, demoId }: { children?: ReactNode; previewMode?: string; demoId?: string }) {
  const strings = useUiStrings();
  const codeId = useId();
  const root = useRef<HTMLDivElement>(null);
  // The plugin passes the code block first and the example's component second.
  const [code, result] = Children.toArray(children);

  useEffect(() => (root.current ? activatePreview(root.current) : undefined), []);

  return (
    <div className="mf-preview" ref={root}>
      <section className="mf-preview__result" aria-label={strings.previewResultLabel}>
        {demoId ? (
          <Island name="demo" props={{ id: demoId }}>
            {result}
          </Island>
        ) : (
          result
        )}
      </section>
      <div className="mf-preview__bar">
        <button
          type="button"
          className="mf-preview__toggle"
          aria-expanded="true"
          aria-controls={codeId}
          data-label-hide={strings.previewHideCodeText}
          data-label-show={strings.previewShowCodeText}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M5.5 4 1.5 8l4 4M10.5 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="mf-preview__label">{strings.previewHideCodeText}</span>
        </button>
      </div>
      <div id={codeId} className="mf-preview__code">
        {code}
      </div>
    </div>
  );
}
