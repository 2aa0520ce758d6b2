/** Social links: the first few show as icons in the navbar, the rest go into a dropdown. */

/** At most three social links are shown inline. */
export const MAX_INLINE_SOCIAL_LINKS = 3;

/** Splits links into the ones shown inline (the first `max`) and the ones in the overflow menu. */
export function splitSocialLinks<T>(links: readonly T[], max = MAX_INLINE_SOCIAL_LINKS): { inline: T[]; more: T[] } {
  const count = Math.max(0, Math.floor(max));
  return { inline: links.slice(0, count), more: links.slice(count) };
}
