import type { ReactNode } from 'react';
import { useUiStrings, type UiStringKey } from '../i18n';

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
 * The `:::tip` / `:::info` / `:::warning` / `:::danger` / `:::details` containers. Rspress compiles them
 * into this component (the `$$$callout$$$` MDX name); an untitled one gets its title in the page's
 * language, so Chinese pages read 提示 rather than "Tip".
 */
export function Callout({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const strings = useUiStrings();
  const kind: CalloutType = isCalloutType(type) ? type : 'note';
  const heading = title ?? strings[titleKeys[kind]];
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
