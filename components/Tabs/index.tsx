import { Children, isValidElement, useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { initialIndex } from '../lib/tab-state';
import { activateTabs } from './controller';
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
 * the HTML (search and readers without JavaScript see all of them); inactive ones are hidden. The
 * component renders the markup with the default tab selected; ./controller.ts does the rest, the same
 * way for this React tree and for server markup that was never hydrated.
 */
export function Tabs({ children, groupId, defaultIndex, ariaLabel }: TabsProps) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const selected = initialIndex(defaultIndex, tabs.length);
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => (root.current ? activateTabs(root.current) : undefined), []);

  return (
    <div className="mf-tabs" data-group={groupId} ref={root}>
      <div className="mf-tabs__list" role="tablist" aria-label={ariaLabel}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="mf-tabs__tab"
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
