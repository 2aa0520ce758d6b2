import { useUiStrings } from '../../i18n';
import { OutlineList } from './OutlineList';
import { useOutline } from './useOutline';
import './outline.css';

/** The right-hand "on this page" list with the scroll-spy mark. Renders nothing for a page without headings. */
export function Outline() {
  const strings = useUiStrings();
  const { headings, activeId, select } = useOutline();
  if (headings.length === 0) return null;
  return (
    <div className="mf-outline">
      <p className="mf-outline__title" id="mf-outline-title">
        {strings.outlineTitle}
      </p>
      <OutlineList headings={headings} activeId={activeId} onSelect={select} />
    </div>
  );
}
