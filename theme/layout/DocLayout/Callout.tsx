import type { ReactNode } from 'react';
import { useUiStrings, type UiStringKey } from '../../i18n';

type CalloutType = 'tip' | 'note' | 'info' | 'important' | 'warning' | 'caution' | 'danger' | 'details';

const titleKeys: Record<CalloutType, UiStringKey> = {
  tip: 'calloutTipText',
  note: 'calloutNoteText',
  info: 'calloutInfoText',
  important: 'calloutImportantText',
  warning: 'calloutWarningText',
  caution: 'calloutCautionText',
  danger: 'calloutDangerText',
  details: 'calloutDetailsText',
};

function isCalloutType(value: string): value is CalloutType {
  return value in titleKeys;
}

/**
 * The `:::tip` / `:::info` / `:::warning` / `:::danger` / `:::details` containers. Rspress compiles each
 * into an import of `Callout` from `@rspress/core/theme`, so theme/index.tsx exports this one under that
 * name; an untitled container gets its title in the page's language (提示 rather than "Tip").
 */
export function Callout({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const strings = useUiStrings();
  const kind: CalloutType = isCalloutType(type) ? type : 'note';
  // The compiler fills in the type's English name ("Tip", "TIP") when the writer gave no title.
  const untitled = !title || title.trim().toLowerCase() === type.toLowerCase();
  const heading = untitled ? strings[titleKeys[kind]] : title;
  if (kind === 'details') {
    return (
      <details className="mf-callout mf-callout--details">
        <summary className="mf-callout__title">{heading}</summary>
        <div className="mf-callout__content">{children}</div>
      </details>
    );
  }
  return (
    <div className={`mf-callout mf-callout--${kind}`}>
      <p className="mf-callout__title">{heading}</p>
      <div className="mf-callout__content">{children}</div>
    </div>
  );
}
