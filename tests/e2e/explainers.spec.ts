import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from '../support/console';

/** Texts that exist only in the explainers' code: the CSS class prefix and keys of their strings. */
const explainerMarkers = ['mf-explainer', 'sveGetsShared', 'hleReturnArgs'];
const explainerPages = new Set([
  'configure/shared.html',
  'zh/configure/shared.html',
  'plugin/dev/index.html',
  'zh/plugin/dev/index.html',
]);

const pages = {
  en: { shared: '/configure/shared', hooks: '/plugin/dev/', locale: 'en-US' },
  zh: { shared: '/zh/configure/shared', hooks: '/zh/plugin/dev/', locale: 'zh-CN' },
} as const;

/** Names of the controls, per language, as the reader sees them. */
const labels = {
  en: {
    version: 'Version it provides',
    result: 'Which version each app gets',
    warning: 'warning',
    error: 'error',
    cannotLoad: 'shell cannot load react',
    action: 'What the app does',
    manifestFails: 'loadRemote() when the manifest cannot be fetched',
    entryFails: 'loadRemote() when the remote entry script fails',
    fallback: 'Your errorLoadRemote returns a fallback module',
    fallbackOutcome: 'loadRemote resolves to the fallback module',
    rejected: 'loadRemote rejects with RUNTIME-003',
    loadedFirstNote: 'With loaded-first, catalog reuses 18.3.1',
  },
  zh: {
    version: '提供的版本',
    result: '每个应用拿到的版本',
    warning: '警告',
    error: '错误',
    cannotLoad: 'shell 无法加载 react',
    action: '应用执行的操作',
    manifestFails: 'loadRemote()，但 Manifest 无法获取',
    entryFails: 'loadRemote()，但远程入口脚本加载失败',
    fallback: '你的 errorLoadRemote 返回一个兜底模块',
    fallbackOutcome: 'loadRemote 返回兜底模块',
    rejected: 'loadRemote 返回的 Promise 被拒绝，错误为 RUNTIME-003',
    loadedFirstNote: '在 loaded-first 策略下，catalog 复用已加载的 18.3.1',
  },
} as const;

function appFieldset(explainer: Locator, app: string): Locator {
  return explainer.locator(`fieldset[data-app="${app}"]`);
}

async function openExplainer(page: Page, path: string, kind: 'shared' | 'hooks'): Promise<Locator> {
  await page.goto(path, { waitUntil: 'load' });
  const explainer = page.locator(`[data-explainer="${kind}"]`);
  await expect(explainer).toBeVisible();
  return explainer;
}

for (const lang of ['en', 'zh'] as const) {
  const route = pages[lang];
  const text = labels[lang];

  test.describe(`shared-version explainer (${lang})`, () => {
    test.use({ locale: route.locale });

    test('a singleton conflict warns with the runtime message, strictVersion turns it into an error', async ({ page }) => {
      const problems = watchConsole(page);
      const explainer = await openExplainer(page, route.shared, 'shared');
      const result = explainer.getByTestId('shared-result');
      await expect(result).toHaveAttribute('aria-live', 'polite');
      await expect(result).toHaveAccessibleName(text.result);
      // A widget adds no heading to the page: the page's outline and its headings stay the document's own.
      await expect(explainer.getByRole('heading')).toHaveCount(0);
      expect(await page.locator('.mf-doc :is(h2, h3, h4)[id^="_r"]').count()).toBe(0);

      // Start: shell 18.3.1 needs ^18, catalog 19.1.0 needs ^19, both singletons, version-first.
      const shell = result.locator('li[data-app="shell"]');
      await expect(shell).toHaveClass(/--warning/);
      await expect(shell).toContainText(text.warning);
      await expect(shell).toContainText(
        'Version 19.1.0 from catalog of shared singleton module react does not satisfy the requirement of shell which needs ^18.0.0)',
      );
      await expect(result.locator('li[data-app="catalog"]')).toContainText('19.1.0');

      // strictVersion on shell: the warning becomes an error and shell gets no copy.
      await appFieldset(explainer, 'shell').getByRole('checkbox', { name: 'strictVersion' }).check();
      await expect(shell).toHaveClass(/--error/);
      await expect(shell).toContainText(text.error);
      await expect(shell).toContainText(text.cannotLoad);
      await expect(shell).not.toHaveClass(/--warning/);
      expect(problems).toEqual([]);
    });

    test('loaded-first, a third app and eager change the outcome', async ({ page }) => {
      const explainer = await openExplainer(page, route.shared, 'shared');
      const result = explainer.getByTestId('shared-result');
      // Compatible versions: shell 18.3.1 (^18), catalog 18.3.1 -> make catalog bring 19.1.0 but accept ^18.
      await appFieldset(explainer, 'catalog').getByLabel(text.version).selectOption('18.2.0');
      await appFieldset(explainer, 'catalog').getByLabel('requiredVersion').selectOption('^18.0.0');
      await expect(result.locator('li[data-app="catalog"]')).toContainText('18.3.1');

      await explainer.getByRole('radio', { name: 'loaded-first' }).check();
      await appFieldset(explainer, 'catalog').getByLabel(text.version).selectOption('19.1.0');
      await appFieldset(explainer, 'catalog').getByLabel('requiredVersion').selectOption('>=18.0.0');
      await expect(result.locator('li[data-app="catalog"]')).toContainText('18.3.1');
      await expect(result.locator('[data-note="loadedFirstLower"]')).toContainText(text.loadedFirstNote);

      await explainer.getByRole('radio', { name: lang === 'en' ? 'Three apps' : '三个应用' }).check();
      await expect(result.locator('li[data-app="checkout"]')).toBeVisible();
      await appFieldset(explainer, 'checkout').getByRole('checkbox', { name: 'eager' }).check();
      await expect(result.locator('[data-note="eagerMixed"]')).toBeVisible();
    });

    test('is usable with the keyboard alone', async ({ page }) => {
      const explainer = await openExplainer(page, route.shared, 'shared');
      const strict = appFieldset(explainer, 'shell').getByRole('checkbox', { name: 'strictVersion' });
      await strict.focus();
      await page.keyboard.press('Space');
      await expect(explainer.getByTestId('shared-result').locator('li[data-app="shell"]')).toHaveClass(/--error/);
      const loadedFirst = explainer.getByRole('radio', { name: 'version-first' });
      await loadedFirst.focus();
      await page.keyboard.press('ArrowRight');
      await expect(explainer.getByRole('radio', { name: 'loaded-first' })).toBeChecked();
    });
  });

  test.describe(`hook lifecycle explainer (${lang})`, () => {
    test.use({ locale: route.locale });

    test('loadRemote lists its hooks in order with kinds, arguments and return values', async ({ page }) => {
      const problems = watchConsole(page);
      const explainer = await openExplainer(page, route.hooks, 'hooks');
      const result = explainer.getByTestId('hooks-result');
      await expect(result).toHaveAttribute('aria-live', 'polite');
      const hooks = result.locator('li[data-hook]');
      await expect(hooks).toHaveCount(9);
      expect(await hooks.evaluateAll((items) => items.map((item) => item.getAttribute('data-hook')))).toEqual([
        'beforeRequest',
        'fetch',
        'beforePreloadRemote',
        'handlePreloadModule',
        'generatePreloadAssets',
        'afterResolve',
        'loadEntry',
        'createScript',
        'onLoad',
      ]);
      await expect(result.locator('li[data-hook="beforeRequest"]')).toContainText('AsyncWaterfall');
      await expect(result.locator('li[data-hook="beforeRequest"]')).toContainText("id: 'catalog/Button'");
      expect(problems).toEqual([]);
    });

    test('an unreachable manifest falls back through errorLoadRemote, or rejects without a fallback', async ({ page }) => {
      const explainer = await openExplainer(page, route.hooks, 'hooks');
      const result = explainer.getByTestId('hooks-result');
      await explainer.getByLabel(text.action, { exact: true }).selectOption({ label: text.manifestFails });
      const errors = result.locator('li[data-hook="errorLoadRemote"]');
      await expect(errors).toHaveCount(2);
      await expect(errors.nth(0)).toContainText("lifecycle: 'afterResolve'");
      await expect(errors.nth(1)).toContainText("lifecycle: 'onLoad'");
      await expect(errors.nth(1)).toHaveClass(/--recovers/);
      await expect(result.locator('li[data-hook="fetch"]')).toHaveClass(/--fails/);
      await expect(result.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'fallback');
      await expect(result.locator('[data-outcome]')).toContainText(text.fallbackOutcome);

      await explainer.getByRole('checkbox', { name: text.fallback }).uncheck();
      await expect(result.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'rejected');
      await expect(result.locator('[data-outcome]')).toContainText(text.rejected);
    });

    test('a failing entry script is reported at createScript and recovered in errorLoadRemote', async ({ page }) => {
      const explainer = await openExplainer(page, route.hooks, 'hooks');
      const select = explainer.getByLabel(text.action, { exact: true });
      await select.focus();
      await select.selectOption({ label: text.entryFails });
      const result = explainer.getByTestId('hooks-result');
      await expect(result.locator('li[data-hook="createScript"]')).toHaveClass(/--fails/);
      await expect(result.locator('li[data-hook]').last()).toHaveAttribute('data-hook', 'errorLoadRemote');
      await expect(result.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'fallback');
    });
  });
}

test.describe('explainers at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const [path, kind] of [
    ['/configure/shared', 'shared'],
    ['/plugin/dev/', 'hooks'],
  ] as const) {
    test(`${path} fits without horizontal scrolling`, async ({ page }) => {
      const explainer = await openExplainer(page, path, kind);
      const box = await explainer.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

test('dark mode gives the explainer dark colours', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
  const explainer = await openExplainer(page, '/configure/shared', 'shared');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const background = await explainer.evaluate((element) => getComputedStyle(element).backgroundColor);
  const channels = background.match(/\d+/g)?.slice(0, 3).map(Number) ?? [255, 255, 255];
  expect(Math.max(...channels)).toBeLessThan(80);
});

test.describe('explainer code loads only where an explainer is', () => {
  function htmlFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'static' ? [] : htmlFiles(path);
      return name.endsWith('.html') ? [path] : [];
    });
  }

  test('no other built page loads a file holding explainer code', () => {
    const root = process.env.E2E_DIR || 'doc_build';
    const files = htmlFiles(root);
    expect(files.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of files) {
      const page = relative(root, file);
      const assets = [...readFileSync(file, 'utf8').matchAll(/(?:src|href)="(\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
      expect(assets.length, page).toBeGreaterThan(0);
      for (const asset of assets) {
        const content = readFileSync(join(root, asset), 'utf8');
        const carries = explainerMarkers.some((marker) => content.includes(marker));
        if (carries && !explainerPages.has(page)) offenders.push(`${page} -> ${asset}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  test('the explainer page itself fetches the explainer chunk only after it has rendered', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/configure/shared', { waitUntil: 'load' });
    await expect(page.locator('[data-explainer="shared"]')).toBeVisible();
    const html = await (await page.request.get('/configure/shared')).text();
    const late = requested.filter((url) => url.includes('/static/js/async/') && !html.includes(new URL(url).pathname));
    // The panel arrives as a chunk the HTML does not list.
    expect(late.length).toBeGreaterThan(0);
  });
});
