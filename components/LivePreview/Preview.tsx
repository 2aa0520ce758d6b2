import { Children, type ReactNode, useId, useState } from 'react';
import { useUiStrings } from '../../theme/i18n';
import './preview.css';

/**
 * What a ```tsx preview block becomes (see plugins/live-preview): the rendered example, then its code,
 * with a button that hides and shows the code. Replaces the preview plugin's own component, whose
 * button is unlabelled for screen readers in Chinese and which also carries the plugin's iframe modes
 * we do not use. The file name is the MDX component's name the plugin writes (`<Preview>`).
 */
export default function Preview({ children }: { children?: ReactNode; previewMode?: string; demoId?: string }) {
  const strings = useUiStrings();
  const [codeShown, setCodeShown] = useState(true);
  const codeId = useId();
  // The plugin passes the code block first and the example's component second.
  const [code, result] = Children.toArray(children);

  return (
    <div className="mf-preview">
      <section className="mf-preview__result" aria-label={strings.previewResultLabel}>
        {result}
      </section>
      <div className="mf-preview__bar">
        <button
          type="button"
          className="mf-preview__toggle"
          aria-expanded={codeShown}
          aria-controls={codeId}
          onClick={() => setCodeShown((shown) => !shown)}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M5.5 4 1.5 8l4 4M10.5 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {codeShown ? strings.previewHideCodeText : strings.previewShowCodeText}
        </button>
      </div>
      <div id={codeId} className="mf-preview__code" hidden={!codeShown}>
        {code}
      </div>
    </div>
  );
}
