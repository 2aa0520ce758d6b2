/**
 * Everything about the video player that is data, not DOM: the figures the specification sets (prompt, stall and gap handling, speed test), the thumbnail and
 * progress-dot settings, the error types and their codes (network 1 … other 8), and the player options built from a
 * component's props. Pure, so it is unit-tested in Node; the player itself is loaded lazily.
 */

/** The player's figures, in one place; every option below is built from these. */
export const PLAYER_DEFAULTS = {
  promptAutoHideMs: 3000,
  dynamicBackground: { frameRate: 10, scale: 1.2, blurPx: 50 },
  speedTest: { testCount: 3, loadSizeBytes: 204_800, stepMs: 3000, keepSamples: 5 },
  stallDetection: { tickMs: 1000, stuckCount: 3 },
  gapJump: { smallGapLimitS: 0.5, detectionThresholdS: 0.3, browserToleranceS: 0.001 },
  waitingTimeoutJump: { waitS: 15, jumpSizeS: 2, maxJumps: 4 },
  thumbnail: { width: 160, height: 90 },
  miniProgressHeight: 2,
} as const;

/** A sprite of preview frames for the progress bar. */
export interface ThumbnailConfig {
  urls: string[];
  pic_num: number;
  row: number;
  col: number;
  width?: number;
  height?: number;
}

/** A marker on the progress bar. */
export interface ProgressDot {
  time: number;
  text?: string;
  id?: string | number;
  duration?: number;
  color?: string;
  style?: Record<string, string>;
  width?: number;
  height?: number;
}

/** Thumbnails are used only with a non-empty url list and a frame count above 0. */
export function isThumbnailUsable(thumbnail: Partial<ThumbnailConfig> | undefined): thumbnail is ThumbnailConfig {
  return (
    !!thumbnail &&
    Array.isArray(thumbnail.urls) &&
    thumbnail.urls.some((url) => typeof url === 'string' && url.length > 0) &&
    typeof thumbnail.pic_num === 'number' &&
    thumbnail.pic_num > 0
  );
}

/** The error types with their codes. */
export const PLAYER_ERROR_CODES = {
  network: 1,
  mse: 2,
  parse: 3,
  format: 4,
  decoder: 5,
  runtime: 6,
  timeout: 7,
  other: 8,
} as const;
export type PlayerErrorType = keyof typeof PLAYER_ERROR_CODES;

/** The HTMLMediaElement error codes (MediaError.code) and the player error type each one means. */
const MEDIA_ERROR_TYPES: Record<number, PlayerErrorType> = {
  1: 'other', // MEDIA_ERR_ABORTED: the reader or the page stopped the fetch
  2: 'network', // MEDIA_ERR_NETWORK
  3: 'decoder', // MEDIA_ERR_DECODE
  4: 'format', // MEDIA_ERR_SRC_NOT_SUPPORTED (also a missing file, which the component checks)
};

/**
 * The error type of a player error: its own type name when it has a known one, otherwise what the
 * media element's error code says, otherwise 'other'.
 */
export function classifyPlayerError(error: { errorType?: unknown; mediaError?: { code?: unknown } | null } | undefined): PlayerErrorType {
  const type = typeof error?.errorType === 'string' ? error.errorType.toLowerCase() : '';
  if (type in PLAYER_ERROR_CODES) return type as PlayerErrorType;
  const code = error?.mediaError?.code;
  return (typeof code === 'number' && MEDIA_ERROR_TYPES[code]) || 'other';
}

/** The UI-string key of the message for an error type (network, decode and format have their own; the rest share one). */
export function errorMessageKey(type: PlayerErrorType): 'playerErrorNetwork' | 'playerErrorDecoder' | 'playerErrorFormat' | 'playerErrorOther' {
  if (type === 'network') return 'playerErrorNetwork';
  if (type === 'decoder') return 'playerErrorDecoder';
  if (type === 'format') return 'playerErrorFormat';
  return 'playerErrorOther';
}

/** What a page writes on <VideoPlayer>, reduced to what the options need. */
export interface PlayerSettings {
  src: string;
  poster?: string;
  width: number;
  height: number;
  lang: 'zh' | 'en';
  thumbnail?: Partial<ThumbnailConfig>;
  dots?: ProgressDot[];
  /** A URL for the optional speed test (a byte-range GET); without it the test is off. */
  speedTestUrl?: string;
}

/**
 * The xgplayer options for a player. Plugin options are keyed by each plugin's name. The player's own
 * error layer is switched off (`ignores`): our React panel shows errors in the page's language.
 */
export function buildPlayerOptions(settings: PlayerSettings): Record<string, unknown> {
  const d = PLAYER_DEFAULTS;
  const thumbnail = isThumbnailUsable(settings.thumbnail)
    ? {
        urls: settings.thumbnail.urls.filter(Boolean),
        pic_num: settings.thumbnail.pic_num,
        row: settings.thumbnail.row,
        col: settings.thumbnail.col,
        width: settings.thumbnail.width ?? d.thumbnail.width,
        height: settings.thumbnail.height ?? d.thumbnail.height,
      }
    : undefined;
  return {
    url: settings.src,
    poster: settings.poster,
    width: '100%',
    height: '100%',
    fluid: false,
    autoplay: false,
    lang: settings.lang === 'zh' ? 'zh-cn' : 'en',
    ignores: ['error'],
    prompt: { interval: d.promptAutoHideMs, autoHide: true },
    // Preview on the progress bar is on only with usable thumbnails.
    ...(thumbnail ? { thumbnail } : {}),
    progresspreview: { width: d.thumbnail.width, height: d.thumbnail.height, isShowThumbnail: !!thumbnail },
    progressDot: settings.dots ?? [],
    // xgplayer reads this key twice: as the switch that renders the mini bar and as its plugin options.
    miniprogress: { mode: 'auto', height: d.miniProgressHeight },
    dynamicBg: { frameRate: d.dynamicBackground.frameRate, multiple: d.dynamicBackground.scale, filter: `blur(${d.dynamicBackground.blurPx}px)` },
    testspeed: {
      openSpeed: !!settings.speedTestUrl,
      url: settings.speedTestUrl ?? '',
      testCnt: d.speedTest.testCount,
      loadSize: d.speedTest.loadSizeBytes,
      testTimeStep: d.speedTest.stepMs,
      saveSpeedMax: d.speedTest.keepSamples,
    },
    FpsDetect: { tick: d.stallDetection.tickMs, stuckCount: d.stallDetection.stuckCount },
    gapJump: { useGapJump: true, smallGapLimit: d.gapJump.smallGapLimitS, gapDetectionThreshold: d.gapJump.detectionThresholdS },
    waitingTimeoutJump: {
      useWaitingTimeoutJump: true,
      waitingTime: d.waitingTimeoutJump.waitS,
      jumpSize: d.waitingTimeoutJump.jumpSizeS,
      jumpCntMax: d.waitingTimeoutJump.maxJumps,
    },
  };
}

/** The CSS aspect ratio of the frame, so the box has its final size before any video byte arrives. */
export function aspectRatio(width: number, height: number): string {
  return width > 0 && height > 0 ? `${width} / ${height}` : '16 / 9';
}
