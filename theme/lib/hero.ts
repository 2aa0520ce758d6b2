/** Pure helpers for the home page: hero image sources and feature card widths (icons: shared/feature-icons.ts). */

export interface HeroImageSource {
  light: string;
  dark: string;
}

/** A hero image may be one file or a light/dark pair; this always returns the pair. */
export function heroImagePair(src: string | HeroImageSource | undefined): HeroImageSource | null {
  if (!src) return null;
  return typeof src === 'string' ? { light: src, dark: src } : src;
}

/** `srcset` and `sizes` may be written as a list; the <img> attribute wants one comma-joined string. */
export function joinImageList(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Feature cards sit on a 12-column grid; span defaults to 4 (three per row) and is kept within 1..12. */
export function featureSpan(span: number | undefined): number {
  if (span === undefined || !Number.isFinite(span)) return 4;
  return Math.min(12, Math.max(1, Math.round(span)));
}
