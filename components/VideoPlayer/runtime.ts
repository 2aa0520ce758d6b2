/**
 * The part of the video player that pulls in xgplayer and its styles. It is only ever imported
 * dynamically, so its code lands in a chunk of its own that pages without a video never request.
 */
import Player from 'xgplayer';
// As text, not as a stylesheet import: a plain import would be merged into the site-wide CSS that
// every page loads, while this way the player's styles arrive with the player.
// The player's stylesheet as a file of its own, linked when the player loads. (Inlined as text, Rspress's
// site-wide "styles" chunk would pull it into every page's first load: that group matches `.css` files.)
import playerCssUrl from 'xgplayer/dist/index.min.css?url';

function injectStyles() {
  if (document.querySelector('link[data-mf-player]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = playerCssUrl;
  link.dataset.mfPlayer = '';
  document.head.appendChild(link);
}

import { trackModes, type CaptionTrack } from './tracks';

export interface PlayerHandle {
  destroy(): void;
  /** Shows caption track `index` (-1: none). */
  showCaptions(index: number): void;
}

export interface PlayerEvents {
  onReady(): void;
  onError(error: { errorType?: unknown; mediaError?: { code?: unknown } | null }): void;
  onFirstPlay(): void;
}

/** The captions a player starts with: the tracks (URLs resolved) and the index of the one shown. */
export interface PlayerCaptions {
  tracks: CaptionTrack[];
  selected: number;
}

/**
 * Adds the caption files as `<track kind="captions">` children of the video element xgplayer made, so
 * the browser loads and draws them (xgplayer's own subtitle plugin is not needed). Returns the track
 * elements in order.
 */
function addTracks(media: HTMLMediaElement, tracks: readonly CaptionTrack[]): HTMLTrackElement[] {
  return tracks.map((track) => {
    const element = document.createElement('track');
    element.kind = 'captions';
    element.src = track.src;
    element.srclang = track.srclang;
    element.label = track.label;
    media.appendChild(element);
    return element;
  });
}

function setModes(elements: readonly HTMLTrackElement[], selected: number) {
  const modes = trackModes(elements.length, selected);
  elements.forEach((element, index) => {
    // Setting a mode other than 'disabled' also makes the browser fetch the file. Only changes are
    // written, so this can run from the tracks' own change event without looping.
    if (element.track.mode !== modes[index]) element.track.mode = modes[index];
  });
}

export function createPlayer(
  el: HTMLElement,
  options: Record<string, unknown>,
  events: PlayerEvents,
  prompt: string,
  autoplay: boolean,
  captions: PlayerCaptions = { tracks: [], selected: -1 },
): PlayerHandle {
  injectStyles();
  const player = new Player({ ...options, el, autoplay });
  const media = (player as unknown as { media?: unknown }).media;
  const trackElements = media instanceof HTMLMediaElement ? addTracks(media, captions.tracks) : [];
  let selected = captions.selected;
  setModes(trackElements, selected);
  // Chromium's automatic track selection can switch on a second captions track once the video loads;
  // the reader's choice (the menu under the video) is the only one that counts.
  const keepChoice = () => setModes(trackElements, selected);
  if (media instanceof HTMLMediaElement && trackElements.length > 0) media.textTracks.addEventListener('change', keepChoice);
  // Whether the control bar shows, as `data-controls` on the host, so the page's CSS can lift the
  // captions above it without naming the player's own classes (those stay in this lazy chunk).
  const root = (player as unknown as { root?: unknown }).root;
  let controlsObserver: MutationObserver | undefined;
  if (root instanceof HTMLElement && trackElements.length > 0) {
    const mirror = () => {
      const hidden = root.classList.contains('xgplayer-inactive') || root.classList.contains('xgplayer-nostart');
      el.dataset.controls = hidden ? 'hidden' : 'shown';
    };
    controlsObserver = new MutationObserver(mirror);
    controlsObserver.observe(root, { attributes: true, attributeFilter: ['class'] });
    mirror();
  }
  player.on('ready', () => events.onReady());
  player.on('error', (error: unknown) => events.onError((error ?? {}) as Parameters<PlayerEvents['onError']>[0]));
  player.once('play', () => {
    events.onFirstPlay();
    // The prompt bar hides itself after the configured interval (3000 ms).
    (player as unknown as { showPrompt?: (text: string) => void }).showPrompt?.(prompt);
  });
  return {
    destroy: () => {
      if (media instanceof HTMLMediaElement) media.textTracks.removeEventListener('change', keepChoice);
      controlsObserver?.disconnect();
      delete el.dataset.controls;
      player.destroy();
    },
    showCaptions: (index) => {
      selected = index;
      setModes(trackElements, selected);
    },
  };
}
