import type { CSSProperties, MouseEvent } from 'react';
import { outlineIndent, type OutlineHeading } from '../../lib/outline';

/** The outline's links; used by the right-hand rail and by the dropdown on narrow screens. */
export function OutlineList({
  headings,
  activeId,
  onSelect,
}: {
  headings: readonly OutlineHeading[];
  activeId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="mf-outline-list">
      {headings.map((heading) => {
        const active = heading.id === activeId;
        const style = { '--mf-outline-indent': `${outlineIndent(heading.depth)}px` } as CSSProperties;
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onSelect(heading.id);
        };
        return (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className={`mf-outline-link${active ? ' is-active' : ''}`}
              style={style}
              data-depth={heading.depth}
              aria-current={active ? 'location' : undefined}
              onClick={onClick}
            >
              {heading.text}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
