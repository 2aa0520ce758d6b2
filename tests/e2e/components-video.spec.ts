import { expect, test, type Page, type Request } from '@playwright/test';
import { holdAppStart } from '../support/hold-start';
import { settle, watchConsole } from '../support/console';

/** Requests for the player's code or the video, seen from the start of the page load. */
function playerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (/video-player(\.[\w]+)?\.js|\/video\/federation-explainer\.mp4/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Starts playback the way a reader would: with our poster button while the player is still loading,
 * or with the player's own start button once it has taken over the frame.
 */
async function start(page: Page) {
  const frame = page.locator('.mf-video__frame');
  await frame.scrollIntoViewIfNeeded();
  const ours = page.locator('.mf-video__poster');
  const theirs = page.locator('.mf-video .xgplayer-start');
  await expect(page.locator('.mf-video__poster:visible, .mf-video .xgplayer-start:visible, .mf-video__error:visible').first()).toBeVisible({ timeout: 10_000 });
  // Either button may go away on its own while we reach for it (the player starts, or shows its error
  // panel); the assertions after start() check what happened.
  const press = async () => {
    if (await ours.isVisible()) await ours.click({ timeout: 2000 }).catch(() => {});
    if (await theirs.isVisible()) await theirs.click({ timeout: 2000 }).catch(() => {});
  };
  // On a busy machine a click can fall between our poster going and the player's button coming: if
  // nothing has started (nor failed) a few seconds later, press again.
  const video = page.locator('.mf-video video');
  const startedOrFailed = async () =>
    (await page.locator('.mf-video__error').isVisible())
    || ((await video.count()) > 0 && (await video.evaluate((v: HTMLVideoElement) => !v.paused || v.currentTime > 0)));
  await press();
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = await expect.poll(startedOrFailed, { timeout: 5000 }).toBe(true).then(() => true, () => false);
    if (started) return;
    await press();
  }
}

test.describe('video player', () => {
  test('the home page shows the poster in a fixed 16:9 frame and loads the player only when it comes into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const requests = playerRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    const frame = page.locator('.mf-video__frame');
    const poster = page.locator('.mf-video__poster img');
    await expect(poster).toHaveAttribute('src', /\/video\/federation-explainer-poster\.jpg$/);
    const before = await frame.boundingBox();
    expect(before).not.toBeNull();
    expect(before!.height).toBeCloseTo((before!.width * 9) / 16, 0);
    // Below the fold: nothing of the player is fetched yet, once the page has settled.
    await settle(page);
    expect(requests.filter((url) => url.includes('video-player'))).toEqual([]);
    await expect(page.locator('.mf-video .xgplayer')).toHaveCount(0);

    await frame.scrollIntoViewIfNeeded();
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('.mf-video .xgplayer')).toHaveCount(1, { timeout: 10_000 });
    expect(requests.some((url) => url.includes('video-player'))).toBe(true);
    const after = await frame.boundingBox();
    expect(after!.height).toBeCloseTo(before!.height, 0);
  });

  test('a click on the play button before the app has started is kept, and starts the video', async ({ page }) => {
    const start = await holdAppStart(page);
    const problems = watchConsole(page);
    await page.goto('/', { waitUntil: 'load' });
    expect(await start.appRunning()).toBe(false);
    // A real click, at the button's centre: on its play icon.
    await page.locator('.mf-video__poster').click();
    expect(await start.appRunning()).toBe(false);
    await start.release();
    const video = page.locator('.mf-video video');
    await expect(video).toHaveCount(1, { timeout: 10_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 20_000 }).toBe(true);
    expect(problems).toEqual([]);
  });

  test('pages without a video never load the player', async ({ page }) => {
    const requests = playerRequests(page);
    await page.goto('/guide/start/quick-start', { waitUntil: 'load' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);
    expect(requests).toEqual([]);
    await expect(page.locator('.mf-video')).toHaveCount(0);
  });

  test('plays the explainer with preview thumbnails, scene dots and the mini progress bar configured', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/blog/announcement');
    await start(page);
    const video = page.locator('.mf-video video');
    await expect(video).toHaveCount(1, { timeout: 10_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(45);
    await expect(page.locator('.mf-video .xgplayer-spot')).toHaveCount(7);
    await expect(page.locator('.mf-video .xg-mini-progress')).toHaveCount(1);
    // The prompt bar shows on first play and hides itself after 3000 ms.
    const prompt = page.locator('.mf-video .xgplayer-prompt');
    await expect(prompt).toHaveClass(/show/);
    await expect(prompt).toContainText('Space plays and pauses');
    await expect(prompt).not.toHaveClass(/show/, { timeout: 4000 });
    expect(problems).toEqual([]);
  });

  test('a missing source shows the error panel with its code, and Refresh retries', async ({ page }) => {
    await page.route('**/video/federation-explainer.mp4', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto('/blog/announcement');
    await start(page);
    const panel = page.locator('.mf-video__error');
    await expect(panel).toBeVisible({ timeout: 10_000 });
    await expect(panel).toHaveAttribute('role', 'alert');
    await expect(panel).toHaveAttribute('data-error-type', 'network');
    await expect(panel).toContainText('Network error');
    await expect(panel).toContainText('Try refreshing the player.');
    await expect(panel).toContainText('Error code 1');

    // The file is back: Refresh builds a new player that plays.
    await page.unroute('**/video/federation-explainer.mp4');
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(panel).toHaveCount(0);
    const video = page.locator('.mf-video video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(page.locator('.mf-video__error')).toHaveCount(0);
  });

  // The captions file in the page's language is a <track kind="captions"> of the video, showing from
  // the start; the menu under the video names it and switches the captions off and on.
  const captionCases = [
    { path: '/', locale: 'en-US', lang: 'en', label: 'English', menu: 'Captions', off: 'Off', firstCue: 'A consumer and a producer' },
    { path: '/zh/', locale: 'zh-CN', lang: 'zh', label: '中文', menu: '字幕', off: '关闭', firstCue: '消费者和生产者' },
  ];
  for (const { path, locale, lang, label, menu, off, firstCue } of captionCases) {
    test.describe(`captions on ${path}`, () => {
      test.use({ locale });
      test(`${path} shows the ${label} captions track from the start`, async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(path);
        const select = page.getByRole('combobox', { name: menu });
        await expect(select).toHaveValue(lang === 'en' ? '0' : '1');
        await expect(select.locator('option:checked')).toHaveText(label);
        await start(page);
        const video = page.locator('.mf-video video');
        await expect(video).toHaveCount(1, { timeout: 10_000 });
        await expect(video.locator('track[kind="captions"]')).toHaveCount(2);
        const track = video.locator(`track[kind="captions"][srclang="${lang}"]`);
        await expect(track).toHaveAttribute('src', new RegExp(`/video/federation-explainer\\.${lang}\\.vtt$`));
        await expect(track).toHaveAttribute('label', label);
        const showing = () =>
          video.evaluate((v: HTMLVideoElement) =>
            Array.from(v.textTracks)
              .filter((t) => t.mode === 'showing')
              .map((t) => t.language),
          );
        await expect.poll(showing).toEqual([lang]);
        // The file is loaded (readyState 2) and its first cue is on screen while the clip plays.
        await expect.poll(() => track.evaluate((el: HTMLTrackElement) => el.readyState), { timeout: 20_000 }).toBe(2);
        await expect
          .poll(() => video.evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).flatMap((t) => Array.from(t.activeCues ?? [], (cue) => (cue as VTTCue).text)).join(' ')), { timeout: 20_000 })
          .toContain(firstCue);
        // Still that one track alone once the video has loaded (the browser may not add a second).
        expect(await showing()).toEqual([lang]);

        // Off from the menu, then back on with the keyboard: the menu is a native select.
        await select.selectOption({ label: off });
        await expect.poll(showing).toEqual([]);
        await select.focus();
        for (let step = 0; step <= (lang === 'en' ? 0 : 1); step++) await page.keyboard.press('ArrowDown');
        await expect(select.locator('option:checked')).toHaveText(label);
        await expect.poll(showing).toEqual([lang]);
        expect(problems).toEqual([]);
      });
    });
  }

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test('the error panel speaks Chinese', async ({ page }) => {
      await page.route('**/video/federation-explainer.mp4', (route) => route.fulfill({ status: 404, body: 'missing' }));
      await page.goto('/zh/');
      await expect(page.locator('.mf-video__poster')).toHaveAttribute('aria-label', /^播放视频：/);
      await start(page);
      const panel = page.locator('.mf-video__error');
      await expect(panel).toBeVisible({ timeout: 10_000 });
      await expect(panel).toContainText('网络错误');
      await expect(panel).toContainText('请尝试刷新');
      await expect(panel).toContainText('错误码 1');
      await expect(panel.getByRole('button', { name: '刷新' })).toBeVisible();
    });
  });
});
