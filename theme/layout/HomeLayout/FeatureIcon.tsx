import { withBase } from '@rspress/core/runtime';
import { FEATURE_ICON_SPRITE, isDrawnIcon } from '../../../shared/feature-icons';
import { Tag } from '../../components/Tag';

/**
 * A feature card's icon: one of our drawings by name, or what a tag may be (an image URL, sanitised
 * inline svg, or text such as an emoji), drawn by the one tag renderer. The drawings are symbols of one
 * sprite file (scripts/feature-icons.mjs writes it), so they cost the page's JavaScript nothing;
 * home.css passes them the palette's colours.
 */
export function FeatureIcon({ icon }: { icon: string }) {
  return (
    <span className="mf-feature__icon" aria-hidden="true">
      {isDrawnIcon(icon) ? (
        // The symbol brings its own viewBox; the <svg> only sizes it.
        <svg width={28} height={28}>
          <use href={`${withBase(FEATURE_ICON_SPRITE)}#${icon}`} />
        </svg>
      ) : (
        <Tag tag={icon} bare className="mf-feature__glyph" />
      )}
    </span>
  );
}
