import { describe, expect, it } from 'vitest';
import {
  PLAYER_ERROR_CODES,
  aspectRatio,
  buildPlayerOptions,
  classifyPlayerError,
  errorMessageKey,
  isThumbnailUsable,
} from './player-config';

const base = { src: '/video/a.mp4', width: 1280, height: 720, lang: 'en' as const };

describe('buildPlayerOptions', () => {
  const options = buildPlayerOptions(base);
  it('turns the defaults into plugin options', () => {
    expect(options.prompt).toEqual({ interval: 3000, autoHide: true });
    expect(options.gapJump).toEqual({ useGapJump: true, smallGapLimit: 0.5, gapDetectionThreshold: 0.3 });
    expect(options.waitingTimeoutJump).toEqual({ useWaitingTimeoutJump: true, waitingTime: 15, jumpSize: 2, jumpCntMax: 4 });
    expect(options.FpsDetect).toEqual({ tick: 1000, stuckCount: 3 });
    expect(options.miniprogress).toEqual({ mode: 'auto', height: 2 });
    expect(options.dynamicBg).toEqual({ frameRate: 10, multiple: 1.2, filter: 'blur(50px)' });
    expect(options.ignores).toEqual(['error']);
    expect(options.lang).toBe('en');
    expect(buildPlayerOptions({ ...base, lang: 'zh' }).lang).toBe('zh-cn');
  });
  it('runs the speed test only with a url', () => {
    expect(options.testspeed).toMatchObject({ openSpeed: false, testCnt: 3, loadSize: 204800, testTimeStep: 3000, saveSpeedMax: 5 });
    expect(buildPlayerOptions({ ...base, speedTestUrl: '/probe.bin' }).testspeed).toMatchObject({ openSpeed: true, url: '/probe.bin' });
  });
  it('enables progress-bar preview only with usable thumbnails', () => {
    expect(options.thumbnail).toBeUndefined();
    expect(options.progresspreview).toMatchObject({ isShowThumbnail: false, width: 160, height: 90 });
    const withThumbs = buildPlayerOptions({ ...base, thumbnail: { urls: ['/video/sprite.jpg'], pic_num: 20, row: 4, col: 5 } });
    expect(withThumbs.thumbnail).toEqual({ urls: ['/video/sprite.jpg'], pic_num: 20, row: 4, col: 5, width: 160, height: 90 });
    expect(withThumbs.progresspreview).toMatchObject({ isShowThumbnail: true });
  });
  it('passes progress dots through', () => {
    const dots = [{ time: 3, text: 'Host', id: 1, duration: 2, color: '#f60' }];
    expect(buildPlayerOptions({ ...base, dots }).progressDot).toEqual(dots);
    expect(options.progressDot).toEqual([]);
  });
});

describe('isThumbnailUsable', () => {
  it('needs a non-empty url list and pic_num above 0', () => {
    expect(isThumbnailUsable({ urls: ['/a.jpg'], pic_num: 1, row: 1, col: 1 })).toBe(true);
    expect(isThumbnailUsable({ urls: [], pic_num: 4 })).toBe(false);
    expect(isThumbnailUsable({ urls: [''], pic_num: 4 })).toBe(false);
    expect(isThumbnailUsable({ urls: ['/a.jpg'], pic_num: 0 })).toBe(false);
    expect(isThumbnailUsable(undefined)).toBe(false);
  });
});

describe('player errors', () => {
  it('has the codes of the spec', () => {
    expect(PLAYER_ERROR_CODES).toEqual({ network: 1, mse: 2, parse: 3, format: 4, decoder: 5, runtime: 6, timeout: 7, other: 8 });
  });
  it('classifies by type name first, then by media error code', () => {
    expect(classifyPlayerError({ errorType: 'timeout' })).toBe('timeout');
    expect(classifyPlayerError({ errorType: 'MSE' })).toBe('mse');
    expect(classifyPlayerError({ errorType: '', mediaError: { code: 2 } })).toBe('network');
    expect(classifyPlayerError({ mediaError: { code: 3 } })).toBe('decoder');
    expect(classifyPlayerError({ mediaError: { code: 4 } })).toBe('format');
    expect(classifyPlayerError({ errorType: 'weird' })).toBe('other');
    expect(classifyPlayerError(undefined)).toBe('other');
  });
  it('picks the message for network, decode and format errors and a general one otherwise', () => {
    expect(errorMessageKey('network')).toBe('playerErrorNetwork');
    expect(errorMessageKey('decoder')).toBe('playerErrorDecoder');
    expect(errorMessageKey('format')).toBe('playerErrorFormat');
    expect(errorMessageKey('runtime')).toBe('playerErrorOther');
  });
});

describe('aspectRatio', () => {
  it('uses the given size and falls back to 16 / 9', () => {
    expect(aspectRatio(1280, 720)).toBe('1280 / 720');
    expect(aspectRatio(0, 720)).toBe('16 / 9');
  });
});
