import { useLang, withBase } from '@rspress/core/runtime';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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
import { Island } from '../Islands/Island';
import { whenIdle } from '../../theme/lib/idle';
import type { PlayerHandle } from './runtime';
import { CAPTION_STRINGS, initialTrackIndex, parseTrackChoice, usableTracks, type CaptionTrack } from './tracks';
import '../../theme/styles/a11y.css';
import './video-player.css';

export interface VideoPlayerProps {
  /** The video URL (a path under docs/public, such as /video/federation-explainer.mp4). */
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
  /**
   * WebVTT caption files, added to the video as `<track kind="captions">`. The one in the page's
   * language is shown from the start (else the one marked `default`); a menu under the video switches.
   */
  tracks?: CaptionTrack[];
}

/** Keys pressed in the captions menu stay there: xgplayer listens on the whole document for its shortcuts. */
const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

/** Runs `task` once the page has loaded and the browser is idle, so the player never competes with the page. */
function whenLoadedAndIdle(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  // Safari has no requestIdleCallback; a short timeout after load stands in for it.
  const run = () => {
    cancelIdle = whenIdle(task, 2000, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    cancelIdle?.();
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
export function VideoPlayerBody({ src, title, poster, width = 640, height = 360, thumbnail, dots, speedTestUrl, tracks }: VideoPlayerProps) {
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
  const captionTracks = usableTracks(tracks).map((track) => ({ ...track, src: withBase(track.src) }));
  const [caption, setCaption] = useState(() => initialTrackIndex(captionTracks, lang));
  // The player reads the choice when it is created; later changes go through the handle.
  const captionRef = useRef(caption);
  captionRef.current = caption;
  const handleRef = useRef<PlayerHandle | undefined>(undefined);

  // Ask for the player when the frame comes near the viewport, once the page is idle.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || wanted) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenLoadedAndIdle(() => setWanted((current) => current || 'idle'));
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
          { tracks: captionTracks, selected: captionRef.current },
        );
        handleRef.current = handle;
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
      handleRef.current = undefined;
    };
    // Options are rebuilt from props on each attempt; a new page mounts a new component.
  }, [wanted, attempt, url]);

  useEffect(() => {
    handleRef.current?.showCaptions(caption);
  }, [caption]);

  const showPoster = phase !== 'ready' && phase !== 'error';
  const captionStrings = CAPTION_STRINGS[lang];
  return (
    <figure className={captionTracks.length > 0 ? 'mf-video mf-video--captioned' : 'mf-video'} data-phase={phase}>
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
      {captionTracks.length > 0 && (
        <div className="mf-video__captions">
          <label>
            <span className="mf-video__captions-label">{captionStrings.menu}</span>
            <select value={caption} onChange={(event) => setCaption(parseTrackChoice(event.target.value, captionTracks.length))} onKeyDown={keepKeys} onKeyUp={keepKeys}>
              <option value={-1}>{captionStrings.off}</option>
              {captionTracks.map((track, index) => (
                <option key={`${track.srclang}-${index}`} value={index} lang={track.srclang}>
                  {track.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <figcaption className="mf-video__caption">{title}</figcaption>
    </figure>
  );
}

/**
 * The player for writers: `<VideoPlayer src="..." poster="..." />`. An island: on a first load the page
 * body is not hydrated, and components/Islands mounts the player on its own root with these props.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  return (
    <Island name="VideoPlayer" props={{ ...props }}>
      <VideoPlayerBody {...props} />
    </Island>
  );
}
