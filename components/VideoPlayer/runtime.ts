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

export interface PlayerHandle {
  destroy(): void;
}

export interface PlayerEvents {
  onReady(): void;
  onError(error: { errorType?: unknown; mediaError?: { code?: unknown } | null }): void;
  onFirstPlay(): void;
}

export function createPlayer(el: HTMLElement, options: Record<string, unknown>, events: PlayerEvents, prompt: string, autoplay: boolean): PlayerHandle {
  injectStyles();
  const player = new Player({ ...options, el, autoplay });
  player.on('ready', () => events.onReady());
  player.on('error', (error: unknown) => events.onError((error ?? {}) as Parameters<PlayerEvents['onError']>[0]));
  player.once('play', () => {
    events.onFirstPlay();
    // The prompt bar hides itself after the configured interval (3000 ms).
    (player as unknown as { showPrompt?: (text: string) => void }).showPrompt?.(prompt);
  });
  return { destroy: () => player.destroy() };
}
