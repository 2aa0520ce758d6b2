import { withBase } from '@rspress/core/runtime';
import { FEATURE_ICON_SPRITE, featureIcon } from '../../../shared/feature-icons';

/**
 * A feature card's icon: one of our drawings by name, an image, or the writer's text (an emoji). The
 * drawings are symbols of one sprite file (scripts/feature-icons.mjs writes it), so they cost the page's
 * JavaScript nothing; home.css passes them the palette's colours.
 */
export function FeatureIcon({ icon }: { icon: string }) {
  const { kind, value } = featureIcon(icon);
  return (
    <span className="mf-feature__icon" aria-hidden="true">
      {kind === 'drawn' ? (
        // The symbol brings its own viewBox; the <svg> only sizes it.
        <svg className="mf-feature__drawing" width={28} height={28}>
          <use href={`${withBase(FEATURE_ICON_SPRITE)}#${value}`} />
        </svg>
      ) : kind === 'image' ? (
        <img src={withBase(value)} alt="" width={32} height={32} />
      ) : (
        value
      )}
    </span>
  );
}
