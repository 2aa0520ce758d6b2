/**
 * The first load keeps the page body as the server's markup (React does not hydrate the prose), and
 * what needs JavaScript in it works on its own: code-block buttons, tab sets, in-site links, live
 * examples, the explainers and the video. After a client-side navigation the body is rendered by React
 * and the same things work. Without JavaScript the body reads the same.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { settle, waitForReady, watchConsole } from '../support/console';

/** True when React has taken hold of the element (it stores its fiber on every node it manages). */
const managedByReact = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

async function expectStaticBody(page: Page) {
  await waitForReady(page);
  const body = page.locator('[data-mf-content]');
  await expect(body).toHaveAttribute('data-mf-static', '');
  expect(await managedByReact(body.locator('p').first())).toBe(false);
}

async function expectReactBody(page: Page) {
  const body = page.locator('[data-mf-content]');
  await expect(body).not.toHaveAttribute('data-mf-static');
  await expect.poll(() => managedByReact(body.locator('p').first())).toBe(true);
}

/** A client-side navigation keeps the window: a value set on it survives, a full page load loses it. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

async function expectCodeAndTabsWork(page: Page) {
  const block = page.locator('.mf-code').filter({ has: page.locator('.mf-code__title', { hasText: 'provider/rsbuild.config.ts' }) }).first();
  const copy = block.locator('.mf-code__copy');
  await block.hover();
  await copy.click();
  await expect(copy).toHaveAttribute('aria-label', 'Copied');
  const wrap = block.locator('.mf-code__wrap');
  await wrap.click();
  await expect(wrap).toHaveAttribute('aria-pressed', 'true');
  await expect(block).toHaveAttribute('data-wrapped', 'true');

  const sets = page.locator('.mf-tabs[data-group="package-manager"]');
  await sets.first().getByRole('tab', { name: 'yarn' }).click();
  await expect(sets.nth(1).getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
  await expect(sets.nth(1).locator('[role="tabpanel"]:visible')).toContainText('yarn add');
}

test.describe('islands on the first load and after a client-side navigation', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('code blocks, tabs and in-site links work in the server markup, then in the React render', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/guide/start/quick-start');
    await expectStaticBody(page);
    // The highlighted code reaches a React render as one HTML string (plugins/code-html): the same markup.
    const codeMarkup = () => page.locator('[data-mf-content] .mf-code pre code').evaluateAll((codes) => codes.map((code) => code.innerHTML));
    const serverCode = await codeMarkup();
    expect(serverCode.length).toBeGreaterThan(3);
    await expectCodeAndTabsWork(page);

    // A link in the body navigates without a page load.
    await markWindow(page);
    await page.locator('[data-mf-content] a[href="/configure/shared"]').first().click();
    await expect(page).toHaveURL(/\/configure\/shared$/);
    await expect(page.locator('h1').first()).toContainText('shared');
    await expectSameDocument(page);
    await expectReactBody(page);

    // Back on the first page, now rendered by React: the same behaviour.
    await page.goBack();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expectReactBody(page);
    await expectSameDocument(page);
    await expect.poll(codeMarkup).toEqual(serverCode);
    await page.evaluate(() => localStorage.clear());
    await expectCodeAndTabsWork(page);
    await settle(page);
    expect(problems).toEqual([]);
  });

  test('a live example runs in the server markup and after a client-side navigation', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/practice/bridge/react-bridge');
    await expectStaticBody(page);
    const preview = page.locator('.mf-preview').first();
    // The example is an island: it answers once its own root has hydrated.
    await expect(preview.locator('[data-mf-island="demo"]')).toHaveAttribute('data-mf-island-ready', '');
    await preview.getByRole('button', { name: 'Select an order (0)' }).click();
    await expect(preview).toContainText('Consumer received: 1 selected');

    await markWindow(page);
    await page.locator('[data-mf-content] a[href="/practice/bridge/"]').first().click();
    await expect(page).toHaveURL(/\/practice\/bridge\/$/);
    await page.locator('[data-mf-content] a[href="/practice/bridge/react-bridge"]').first().click();
    await expect(page).toHaveURL(/\/react-bridge$/);
    await expectSameDocument(page);
    await expectReactBody(page);
    const again = page.locator('.mf-preview').first();
    await again.getByRole('button', { name: 'Select an order (0)' }).click();
    await expect(again).toContainText('Consumer received: 1 selected');
    await again.getByRole('button', { name: 'Hide code' }).click();
    await expect(again.locator('.mf-preview__code')).toBeHidden();
    await settle(page);
    expect(problems).toEqual([]);
  });

  test('the explainer mounts on its own on the first load and renders after a navigation', async ({ page }) => {
    await page.goto('/configure/shared');
    await expectStaticBody(page);
    const island = page.locator('[data-mf-island="SharedVersionExplainer"]');
    await island.scrollIntoViewIfNeeded();
    await expect(island.locator('[data-explainer="shared"]')).toBeVisible();

    await markWindow(page);
    await page.locator('header').getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/configure\/shared$/);
    await expectSameDocument(page);
    const rendered = page.locator('[data-explainer="shared"]');
    await rendered.scrollIntoViewIfNeeded();
    await expect(rendered).toBeVisible();
  });

  test('the video mounts on its own on the first load and after a navigation', async ({ page }) => {
    await page.goto('/');
    await waitForReady(page);
    const video = page.locator('[data-mf-island="VideoPlayer"]');
    await expect(video).toHaveCount(1);
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('.mf-video')).toBeVisible();
    expect(await managedByReact(video.locator('.mf-video'))).toBe(true);

    await markWindow(page);
    await page.locator('header').getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(/\/guide\/start\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectSameDocument(page);
    await expect(page.locator('.mf-video')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page body reads the same as with it', async ({ page, browser }) => {
    const path = '/guide/start/quick-start';
    await page.goto(path);
    const withoutScript = await page.locator('[data-mf-content]').innerText();
    const context = await browser.newContext({ javaScriptEnabled: true });
    const scripted = await context.newPage();
    await scripted.goto(path);
    await waitForReady(scripted);
    const withScript = await scripted.locator('[data-mf-content]').innerText();
    await context.close();
    expect(withoutScript.length).toBeGreaterThan(2000);
    expect(withScript).toBe(withoutScript);
  });
});
