import { describe, expect, it } from 'vitest';
import { CAPTION_STRINGS, initialTrackIndex, parseTrackChoice, primaryLanguage, trackModes, usableTracks } from './tracks';

const en = { src: '/video/a.en.vtt', srclang: 'en', label: 'English' };
const zh = { src: '/video/a.zh.vtt', srclang: 'zh', label: '中文' };

describe('usableTracks', () => {
  it('keeps tracks with a file and a language, trimmed, and names unlabelled ones by their language', () => {
    expect(usableTracks([en, { src: '', srclang: 'fr', label: 'Français' }, { src: '/v.de.vtt', srclang: ' ', label: 'Deutsch' }, { src: '/v.ja.vtt', srclang: ' ja ' }])).toEqual([
      en,
      { src: '/v.ja.vtt', srclang: 'ja', label: 'ja' },
    ]);
  });
  it('keeps `default` only when it is set', () => {
    expect(usableTracks([{ ...zh, default: true }, { ...en, default: false }])).toEqual([{ ...zh, default: true }, en]);
  });
  it('is empty without tracks', () => {
    expect(usableTracks(undefined)).toEqual([]);
    expect(usableTracks([])).toEqual([]);
  });
});

describe('initialTrackIndex', () => {
  it("shows the track in the page's language, matching on the primary subtag", () => {
    expect(initialTrackIndex([en, zh], 'zh')).toBe(1);
    expect(initialTrackIndex([en, zh], 'en')).toBe(0);
    expect(initialTrackIndex([en, { ...zh, srclang: 'zh-Hans' }], 'zh-CN')).toBe(1);
  });
  it('falls back to the track marked default, then to none', () => {
    expect(initialTrackIndex([en, { ...zh, default: true }], 'fr')).toBe(1);
    expect(initialTrackIndex([en, zh], 'fr')).toBe(-1);
    expect(initialTrackIndex([], 'en')).toBe(-1);
  });
  it("prefers the page's language over `default`", () => {
    expect(initialTrackIndex([{ ...en, default: true }, zh], 'zh')).toBe(1);
  });
});

describe('trackModes and parseTrackChoice', () => {
  it('shows exactly the chosen track and disables the others', () => {
    expect(trackModes(2, 1)).toEqual(['disabled', 'showing']);
    expect(trackModes(3, -1)).toEqual(['disabled', 'disabled', 'disabled']);
    expect(trackModes(0, 0)).toEqual([]);
  });
  it('reads a menu value back as a track index, anything else as off', () => {
    expect(parseTrackChoice('1', 2)).toBe(1);
    expect(parseTrackChoice('-1', 2)).toBe(-1);
    expect(parseTrackChoice('2', 2)).toBe(-1);
    expect(parseTrackChoice('x', 2)).toBe(-1);
  });
  it('splits language tags', () => {
    expect(primaryLanguage('zh-CN')).toBe('zh');
    expect(primaryLanguage('EN_us')).toBe('en');
  });
});

describe('CAPTION_STRINGS', () => {
  it('names the menu and the off choice in both languages', () => {
    expect(CAPTION_STRINGS.en).toEqual({ menu: 'Captions', off: 'Off' });
    expect(CAPTION_STRINGS.zh).toEqual({ menu: '字幕', off: '关闭' });
  });
});
