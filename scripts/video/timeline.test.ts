import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CUES, DURATION, SCENES, toWebVtt, vttTimestamp } from './timeline.mjs';

const committed = (lang: 'en' | 'zh') => readFileSync(fileURLToPath(new URL(`../../docs/public/video/federation-explainer.${lang}.vtt`, import.meta.url)), 'utf8');

describe('the explainer captions', () => {
  it('are in order, apart, and inside the video', () => {
    CUES.forEach((cue, index) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(CUES[index - 1].end);
    });
    expect(CUES[0].start).toBeGreaterThanOrEqual(0);
    expect(CUES[CUES.length - 1].end).toBeLessThanOrEqual(DURATION);
  });

  it('can be read at their pace: at most 20 characters a second in English, 10 in Chinese', () => {
    // In Chinese a half-width character (the code names, versions, spaces) counts as half of one.
    const zhLength = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) < 0x2e80 ? 0.5 : 1), 0);
    for (const cue of CUES) {
      const seconds = cue.end - cue.start;
      expect(cue.en.length / seconds, cue.en).toBeLessThanOrEqual(20);
      expect(zhLength(cue.zh) / seconds, cue.zh).toBeLessThanOrEqual(10);
    }
  });

  it('start a caption with every scene', () => {
    for (const scene of SCENES) expect(CUES.some((cue) => cue.start === scene.start), scene.id).toBe(true);
  });

  it('are committed as generated (run make-explainer.mjs --captions-only after a change)', () => {
    expect(committed('en')).toBe(toWebVtt(CUES, 'en'));
    expect(committed('zh')).toBe(toWebVtt(CUES, 'zh'));
  });

  it('are written as WebVTT', () => {
    expect(vttTimestamp(83.4)).toBe('00:01:23.400');
    expect(vttTimestamp(0.3)).toBe('00:00:00.300');
    const vtt = toWebVtt([{ start: 1, end: 2.5, en: 'a < b & c', zh: '甲' }], 'en');
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500 line:-2\na &lt; b &amp; c\n');
  });
});
