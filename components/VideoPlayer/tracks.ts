/**
 * Captions for the video player: which of a page's WebVTT tracks is shown first, the mode of each
 * text track for a choice, and the words of the captions menu. Pure, so it is unit-tested in Node;
 * the `<track>` elements themselves are added to xgplayer's video element in runtime.ts.
 */

/** A captions file for `<VideoPlayer tracks={[…]}>`. */
export interface CaptionTrack {
  /** A WebVTT file under docs/public, such as /video/federation-explainer.en.vtt. */
  src: string;
  /** Its language, as a BCP 47 tag: `en`, `zh`, `zh-CN`. */
  srclang: string;
  /** Its name in the captions menu, written in its own language: `English`, `中文`. */
  label: string;
  /** Shown first when no track is in the page's language. */
  default?: boolean;
}

/** The words of the captions menu in each site language. */
export const CAPTION_STRINGS = {
  en: { menu: 'Captions', off: 'Off' },
  zh: { menu: '字幕', off: '关闭' },
} as const;

/** The tracks that can be used: a non-empty file and language each. Missing labels become the language. */
export function usableTracks(tracks: readonly Partial<CaptionTrack>[] | undefined): CaptionTrack[] {
  if (!Array.isArray(tracks)) return [];
  return tracks
    .filter((track): track is Partial<CaptionTrack> & { src: string; srclang: string } => typeof track?.src === 'string' && track.src.length > 0 && typeof track.srclang === 'string' && track.srclang.trim().length > 0)
    .map((track) => ({
      src: track.src,
      srclang: track.srclang.trim(),
      label: typeof track.label === 'string' && track.label.trim() ? track.label.trim() : track.srclang.trim(),
      ...(track.default ? { default: true } : {}),
    }));
}

/** The primary language subtag, in lower case: `zh-CN` → `zh`. */
export function primaryLanguage(tag: string): string {
  return tag.trim().split(/[-_]/)[0].toLowerCase();
}

/**
 * The index of the track shown when the player starts: the first one in the page's language, else
 * the one marked `default`, else -1 (captions off).
 */
export function initialTrackIndex(tracks: readonly CaptionTrack[], pageLang: string): number {
  const lang = primaryLanguage(pageLang);
  const matching = tracks.findIndex((track) => primaryLanguage(track.srclang) === lang);
  if (matching !== -1) return matching;
  return tracks.findIndex((track) => track.default === true);
}

/** The mode of each of `count` text tracks when track `selected` is shown (-1: none is). */
export function trackModes(count: number, selected: number): ('showing' | 'disabled')[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => (index === selected ? 'showing' : 'disabled'));
}

/** A menu value back to a track index; anything that is not a track means captions off. */
export function parseTrackChoice(value: string, count: number): number {
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < count ? index : -1;
}
