#!/usr/bin/env node
// Makes the explainer video the home page and the announcement post show, from the scenes drawn in
// scenes.mjs and the script in timeline.mjs. Everything is drawn here: no footage, images or fonts
// from anywhere else (the labels use the system's DejaVu Sans Mono).
//
// Run it from the repository root after changing a scene or a caption:
//   node scripts/video/make-explainer.mjs                  everything below
//   node scripts/video/make-explainer.mjs --captions-only  only the two .vtt files (no browser, no ffmpeg)
//   node scripts/video/make-explainer.mjs --still 26.5     one frame, to /tmp/federation-explainer-26.5.png
//   node scripts/video/make-explainer.mjs --frames DIR     everything, keeping the PNG frames in DIR
//
// It needs Chromium (the system one, found by scripts/chromium.mjs, or CHROMIUM_PATH), the
// installed @playwright/test, and ffmpeg with libx264 (Debian: apt-get install -y ffmpeg). CI never
// runs it: the outputs in docs/public/video are committed, and the site only serves them.
//
// Outputs, in docs/public/video:
//   federation-explainer.mp4             H.264 (Main, yuv420p, no audio, faststart), 1280x720 at 24 fps
//   federation-explainer-poster.jpg      the frame at POSTER_TIME, shown before the player loads
//   federation-explainer-thumbnails.jpg  one 160x90 tile per second, THUMB_COLS x THUMB_ROWS, for
//                                        the progress-bar preview (tile k shows second k + 0.5)
//   federation-explainer.en.vtt          the English captions
//   federation-explainer.zh.vtt          the Chinese captions
// and it prints the `thumbnail` and `dots` props for the pages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { drawFrame } from './scenes.mjs';
import { CUES, DURATION, FPS, HEIGHT, SCENES, WIDTH, toWebVtt } from './timeline.mjs';

const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/public/video');
const NAME = 'federation-explainer';
/** The poster: the end state, with the Button rendered and the winning react in place. */
const POSTER_TIME = 41.7;
const THUMB_COLS = 9;
const THUMB_ROWS = DURATION / THUMB_COLS;
const CRF = 30;

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1] ?? '';
};

function writeCaptions() {
  for (const lang of ['en', 'zh']) writeFileSync(join(OUT_DIR, `${NAME}.${lang}.vtt`), toWebVtt(CUES, lang));
}

/** Opens one page in Chromium that shows an SVG document as a WIDTH x HEIGHT picture. */
async function openStage() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#0b1122;overflow:hidden"><div id="stage"></div></body></html>`);
  // Chromium's own screenshot command: the same pixels as page.screenshot, in less than half the time.
  const cdp = await page.context().newCDPSession(page);
  const shoot = async (t, path) => {
    await page.evaluate((svg) => {
      document.getElementById('stage').innerHTML = svg;
    }, drawFrame(t));
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT, scale: 1 } });
    writeFileSync(path, Buffer.from(data, 'base64'));
  };
  // The first frame waits for the fonts, so every frame is drawn with the same ones.
  await page.evaluate((svg) => {
    document.getElementById('stage').innerHTML = svg;
  }, drawFrame(0));
  await page.evaluate(() => document.fonts.ready);
  return { shoot, close: () => browser.close() };
}

function ffmpeg(...ffArgs) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...ffArgs], { stdio: 'inherit' });
}

const kb = (path) => `${(statSync(path).size / 1024).toFixed(1)} KB`;

async function main() {
  if (args.includes('--captions-only')) {
    writeCaptions();
    console.log(`wrote ${NAME}.en.vtt and ${NAME}.zh.vtt`);
    return;
  }

  const still = option('still');
  if (still !== undefined) {
    const t = Number(still);
    const stage = await openStage();
    const path = option('out') ?? join(tmpdir(), `${NAME}-${t}.png`);
    await stage.shoot(t, path);
    await stage.close();
    console.log(path);
    return;
  }

  const keep = option('frames');
  const frames = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), `${NAME}-`));
  mkdirSync(frames, { recursive: true });
  try {
    const total = DURATION * FPS;
    const stage = await openStage();
    for (let n = 0; n < total; n++) {
      await stage.shoot(n / FPS, join(frames, `${String(n).padStart(5, '0')}.png`));
      if (n % (5 * FPS) === 0 && process.stdout.isTTY) process.stdout.write(`\rframes: ${n}/${total}`);
    }
    await stage.shoot(POSTER_TIME, join(frames, 'poster.png'));
    await stage.close();
    console.log(`${process.stdout.isTTY ? '\r' : ''}frames: ${total}/${total}`);

    const mp4 = join(OUT_DIR, `${NAME}.mp4`);
    // Flat drawn art: the animation tune, and a keyframe every 5 s at most (keyframes hold most of
    // the bytes; a browser seeks between them by decoding forward).
    ffmpeg(
      ...['-framerate', String(FPS), '-i', join(frames, '%05d.png')],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(CRF)],
      ...['-profile:v', 'main', '-level', '3.1', '-pix_fmt', 'yuv420p', '-g', String(5 * FPS), '-movflags', '+faststart', '-an', mp4],
    );

    const poster = join(OUT_DIR, `${NAME}-poster.jpg`);
    ffmpeg('-i', join(frames, 'poster.png'), '-pix_fmt', 'yuvj420p', '-q:v', '5', poster);

    // Tile k is the frame at k + 0.5 s: xgplayer shows tile k for the times in (k, k + 1].
    const sprite = join(OUT_DIR, `${NAME}-thumbnails.jpg`);
    const half = Math.round(FPS / 2);
    ffmpeg(
      ...['-framerate', String(FPS), '-i', join(frames, '%05d.png')],
      ...['-vf', `select='gte(n\\,${half})*not(mod(n-${half}\\,${FPS}))',scale=160:90:flags=lanczos,tile=${THUMB_COLS}x${THUMB_ROWS},format=yuvj420p`],
      ...['-frames:v', '1', '-q:v', '6', sprite],
    );

    writeCaptions();

    for (const path of [mp4, poster, sprite]) console.log(`${path.slice(OUT_DIR.length + 1)}  ${kb(path)}`);
    const thumbnail = { urls: [`/video/${NAME}-thumbnails.jpg`], pic_num: DURATION, row: THUMB_ROWS, col: THUMB_COLS, width: 160, height: 90 };
    console.log(`thumbnail=${JSON.stringify(thumbnail)}`);
    for (const lang of ['en', 'zh']) console.log(`dots (${lang}): ${JSON.stringify(SCENES.map((scene) => ({ id: scene.id, time: scene.start, text: scene[lang] })))}`);
  } finally {
    if (!keep) rmSync(frames, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
