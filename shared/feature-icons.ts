/**
 * The icons a home page feature card can name in its frontmatter (`icon: code-sharing`). The drawings
 * are symbols of one sprite in docs/public (written by scripts/feature-icons.mjs, which a test keeps in
 * step with these names); the theme draws them, and the build's frontmatter check refuses a name that
 * no drawing answers, instead of letting the card show the word.
 */
export const FEATURE_ICON_SPRITE = '/feature-icons.svg';

export const FEATURE_ICON_NAMES = ['code-sharing', 'modules', 'runtime', 'bundlers', 'devtools', 'plugins'] as const;

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number];

const isIconName = (icon: string): icon is FeatureIconName => (FEATURE_ICON_NAMES as readonly string[]).includes(icon);
/** How a name is spelled: lower-case words joined by hyphens. */
const NAME_SHAPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * True when a card's `icon` names one of our drawings; anything else is an image URL, markup or text,
 * read like a tag (shared/sanitize.ts `tagKind`). A word spelled like a name is taken for one without
 * looking it up: the build's frontmatter check has refused every name that no drawing answers
 * (`featureIconProblem`), and the browser is spared the list.
 */
export function isDrawnIcon(icon: string): boolean {
  return NAME_SHAPE.test(icon);
}

/**
 * Why an `icon` value cannot be what its writer meant, or null. A lower-case word that names no
 * drawing (`code-share`) is a mistyped name: shown as text it would put the word on the card.
 */
export function featureIconProblem(icon: unknown): string | null {
  if (typeof icon !== 'string' || icon.trim() === '') return 'icon must be the name of a drawn icon, an image URL, inline svg or a short text such as an emoji';
  const value = icon.trim();
  if (value !== icon && NAME_SHAPE.test(value)) return `write the icon name "${value}" without spaces around it`;
  if (NAME_SHAPE.test(value) && !isIconName(value)) {
    return `no drawn icon is named "${value}"; use one of ${FEATURE_ICON_NAMES.join(', ')}, an image URL, inline svg or an emoji`;
  }
  return null;
}
