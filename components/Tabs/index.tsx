import { Children, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { indexAfterKey } from '../lib/tab-state';
import { useTabGroup } from './useTabGroup';
import './tabs.css';

export interface TabProps {
  /** The tab's button text. */
  label: ReactNode;
  children?: ReactNode;
}

/** One panel of <Tabs>; it renders nothing on its own, <Tabs> reads its label and content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export interface TabsProps {
  children: ReactNode;
  /** Tab sets with the same group id switch together and remember the choice (localStorage). */
  groupId?: string;
  /** The tab shown first, before any remembered choice. */
  defaultIndex?: number;
  /** An accessible name for the tab list, when the labels alone do not say what is being chosen. */
  ariaLabel?: string;
}

/**
 * Tabs for writers: `<Tabs groupId="..."><Tab label="npm">...</Tab>...</Tabs>`. Every panel is in
 * the HTML (search and readers without JavaScript see all of them); inactive ones are hidden.
 */
export function Tabs({ children, groupId, defaultIndex, ariaLabel }: TabsProps) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const [selected, select] = useTabGroup(groupId, tabs.length, defaultIndex);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = indexAfterKey(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="mf-tabs" data-group={groupId}>
      <div className="mf-tabs__list" role="tablist" aria-label={ariaLabel}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="mf-tabs__tab"
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          className="mf-tabs__panel"
          hidden={index !== selected}
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
