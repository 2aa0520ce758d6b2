import { useLang, withBase } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { format, useUiStrings } from '../../theme/i18n';
import {
  PLAYER_ERROR_CODES,
  aspectRatio,
  buildPlayerOptions,
  classifyPlayerError,
  errorMessageKey,
  type PlayerErrorType,
  type ProgressDot,
  type ThumbnailConfig,
} from '../lib/player-config';
import type { PlayerHandle } from './runtime';
import '../../theme/styles/a11y.css';
import './video-player.css';

export interface VideoPlayerProps {
  /** The video URL (a path under docs/public, such as /video/sample.mp4). */
  src: string;
  /** What the video shows; it names the play button for screen readers. */
  title: string;
  /** The frame shown until the player is ready. */
  poster?: string;
  /** The video's size in pixels; it fixes the frame's aspect ratio before anything loads. */
  width?: number;
  height?: number;
  /** Preview frames on the progress bar (a sprite of 160x90 frames). */
  thumbnail?: Partial<ThumbnailConfig>;
  /** Markers on the progress bar. */
  dots?: ProgressDot[];
  /** A URL for the optional download speed test. */
  speedTestUrl?: string;
}

/** Runs `task` once the page has loaded and the browser is idle, so the player never competes with the page. */
function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback; a short timeout after load stands in for it.
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else idleId = setTimeout(() => !cancelled && task(), 200) as unknown as number;
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleId === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
    else clearTimeout(idleId);
  };
}

/** A missing file reports as a format error in browsers; a quick HEAD request tells the two apart. */
async function refineErrorType(type: PlayerErrorType, src: string): Promise<PlayerErrorType> {
  if (type !== 'format') return type;
  try {
    const response = await fetch(src, { method: 'HEAD', cache: 'no-store' });
    return response.ok ? type : 'network';
  } catch {
    return 'network';
  }
}

type Phase = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A video for pages: the poster and a fixed-ratio frame are in the HTML, so nothing moves when the
 * player arrives. The player (xgplayer) is fetched only when the frame is near the viewport and the
 * page is idle, or at once when the reader presses play. Errors show a panel in the page's language
 * with a refresh action.
 */
export function VideoPlayer({ src, title, poster, width = 640, height = 360, thumbnail, dots, speedTestUrl }: VideoPlayerProps) {
  const t = useUiStrings();
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState<false | 'idle' | 'play'>(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [errorType, setErrorType] = useState<PlayerErrorType>('other');
  const [attempt, setAttempt] = useState(0);
  const url = withBase(src);
  const posterUrl = poster ? withBase(poster) : undefined;

  // Ask for the player when the frame comes near the viewport, once the page is idle.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || wanted) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setWanted((current) => current || 'idle'));
      },
      { rootMargin: '200px' },
    );
    observer.observe(frame);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [wanted]);

  // Load xgplayer and create the player; a retry (attempt + 1) builds a fresh one.
  useEffect(() => {
    if (!wanted || !hostRef.current) return;
    let handle: PlayerHandle | undefined;
    let disposed = false;
    setPhase('loading');
    const options = buildPlayerOptions({ src: url, poster: posterUrl, width, height, lang, thumbnail, dots, speedTestUrl });
    import(/* webpackChunkName: "video-player" */ './runtime')
      .then(({ createPlayer }) => {
        if (disposed || !hostRef.current) return;
        handle = createPlayer(
          hostRef.current,
          options,
          {
            onReady: () => !disposed && setPhase((current) => (current === 'error' ? current : 'ready')),
            onFirstPlay: () => !disposed && setPhase('ready'),
            onError: (error) => {
              void refineErrorType(classifyPlayerError(error), url).then((type) => {
                if (disposed) return;
                setErrorType(type);
                setPhase('error');
              });
            },
          },
          t.playerPromptText,
          wanted === 'play' || attempt > 0,
        );
      })
      .catch(() => {
        // The player's own code failed to download.
        if (disposed) return;
        setErrorType('network');
        setPhase('error');
      });
    return () => {
      disposed = true;
      handle?.destroy();
    };
    // Options are rebuilt from props on each attempt; a new page mounts a new component.
  }, [wanted, attempt, url]);

  const showPoster = phase !== 'ready' && phase !== 'error';
  return (
    <figure className="mf-video" data-phase={phase}>
      <div className="mf-video__frame" ref={frameRef} style={{ aspectRatio: aspectRatio(width, height) }}>
        <div className="mf-video__host" ref={hostRef} />
        {showPoster && (
          <button
            type="button"
            className="mf-video__poster"
            aria-label={format(t.videoPlayText, { title })}
            onClick={() => setWanted('play')}
            aria-busy={phase === 'loading'}
          >
            {posterUrl && <img src={posterUrl} alt="" width={width} height={height} decoding="async" loading="lazy" data-no-zoom="" />}
            <span className="mf-video__play" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              </svg>
            </span>
            {phase === 'loading' && wanted === 'play' && <span className="mf-visually-hidden">{t.videoLoadingText}</span>}
          </button>
        )}
        {phase === 'error' && (
          <div className="mf-video__error" role="alert" data-error-type={errorType} data-error-code={PLAYER_ERROR_CODES[errorType]}>
            <p className="mf-video__error-message">{t[errorMessageKey(errorType)]}</p>
            <p className="mf-video__error-hint">
              {t.playerErrorHint} <span className="mf-video__error-code">{format(t.playerErrorCodeText, { code: String(PLAYER_ERROR_CODES[errorType]) })}</span>
            </p>
            <button
              type="button"
              className="mf-video__retry"
              onClick={() => {
                setPhase('loading');
                setWanted((current) => current || 'play');
                setAttempt((value) => value + 1);
              }}
            >
              {t.playerRetryText}
            </button>
          </div>
        )}
      </div>
      <figcaption className="mf-video__caption">{title}</figcaption>
    </figure>
  );
}
