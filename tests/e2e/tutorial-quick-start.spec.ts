/**
 * The quick start, executed as printed: its files come from the page's code blocks (see
 * tests/tutorials/quick-start.ts), Rsbuild builds the producer and the consumer with the page's
 * `npm run build`, `npm run preview` serves them, and Chromium opens the consumer at the address the
 * page gives. Every failure names the page.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { countReactRenderers, readShareScopes } from '../tutorials/browser';
import { watchConsole } from '../support/console';
import { repoRoot } from '../tutorials/page';
import { reuseBuilds } from '../tutorials/processes';
import { assembleQuickStart, buildAndServeQuickStart, QUICK_START, type BuiltQuickStart } from '../tutorials/quick-start';
import { routeAddresses } from '../tutorials/routing';
import { jsxText } from '../tutorials/jsx-text';

const workDir = join(repoRoot, '.tmp/tutorials/quick-start');
let built: BuiltQuickStart | undefined;

// One build for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  const started = Date.now();
  built = await buildAndServeQuickStart(assembleQuickStart(workDir));
  const steps = Object.entries(built.timings).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`);
  console.log(`[tutorials] ${QUICK_START}: built and served in ${((Date.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`);
});

test.afterAll(async () => {
  await built?.stop();
  if (!reuseBuilds) rmSync(workDir, { recursive: true, force: true });
});

test(`${QUICK_START}: the consumer renders the producer's button, with one copy of React`, async ({ browser }) => {
  const { page: doc, producer, consumer, localOrigin } = built!;
  const say = (what: string) => `${QUICK_START}: ${what}`;
  const context = await browser.newContext();
  await countReactRenderers(context);
  const consumerOrigin = `http://localhost:${consumer.pagePort}`;
  const producerOrigin = `http://localhost:${producer.pagePort}`;
  const routes = await routeAddresses(context, {
    [`${consumerOrigin}/`]: `${localOrigin.get(consumer.name)}/`,
    [`${producerOrigin}/`]: `${localOrigin.get(producer.name)}/`,
  });
  const page = await context.newPage();
  const problems = watchConsole(page);

  // "Open http://localhost:3000. You should see the heading ... and the button from the producer."
  await page.goto(`${consumerOrigin}/`);
  const heading = jsxText(doc.code(`${consumer.name}/src/App.tsx`), 'h1');
  const buttonText = jsxText(doc.code(`${producer.name}/src/Button.tsx`), 'button');
  expect(heading, say('consumer/src/App.tsx renders an <h1> heading')).toBeTruthy();
  expect(buttonText, say('provider/src/Button.tsx renders a <button> with text')).toBeTruthy();
  const button = page.getByRole('button', { name: buttonText! });
  try {
    await expect(button).toBeVisible({ timeout: 15_000 });
  } catch (error) {
    // A blank page says why in its console (RUNTIME-006 without the async boundary, RUNTIME-001 without assetPrefix...).
    throw new Error(say(`the producer's button ("${buttonText}") did not appear in the consumer. The page reported:\n${problems.join('\n') || '(nothing)'}\n\n${(error as Error).message}`));
  }
  await expect(page.getByRole('heading', { level: 1 }), say("the consumer's heading")).toHaveText(heading!);

  // "Clicking it updates the counter": the producer's useState runs on the consumer's React.
  const before = await button.textContent();
  await button.click();
  await expect(button, say('the button updates after a click')).not.toHaveText(before ?? '');

  // The consumer loaded the producer's Manifest, then its remote entry and the chunk of ./Button.
  const manifest = JSON.parse(readFileSync(join(producer.dir, 'dist/mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string; path: string } };
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const remoteUrl = new RegExp(`${producer.name}@(\\S+?)['"]`).exec(readFileSync(join(consumer.dir, 'rsbuild.config.ts'), 'utf8'))?.[1];
  expect(remoteUrl, say(`consumer/rsbuild.config.ts names the remote ${producer.name}@<url>`)).toBeTruthy();
  const loaded = (url: string) => routes.requests.some((request) => request.url === url && request.status === 200);
  expect(loaded(remoteUrl!), say(`the consumer fetched ${remoteUrl}`)).toBe(true);
  const entryPath = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
  expect(loaded(`${producerOrigin}/${entryPath}`), say(`the consumer loaded the remote entry ${entryPath} from ${producerOrigin}`)).toBe(true);
  const expose = manifest.exposes.find((item) => item.path === './Button');
  expect(expose, say('the producer exposes ./Button')).toBeTruthy();
  for (const chunk of expose!.assets.js.sync) expect(loaded(`${producerOrigin}/${chunk}`), say(`the consumer loaded ${chunk}`)).toBe(true);

  // One React: one React DOM renderer started, and every shared copy of react and react-dom that was
  // loaded is the consumer's, used by the producer too.
  expect(await page.evaluate(() => window.__tutorialReactRenderers), say('React DOM renderers started on the page')).toHaveLength(1);
  const shared = (await readShareScopes(page)).filter((entry) => entry.pkg === 'react' || entry.pkg === 'react-dom');
  expect(shared.length, say('react and react-dom are in the share scope')).toBeGreaterThan(0);
  for (const entry of shared.filter((item) => item.loaded)) {
    expect(entry.from, say(`the loaded ${entry.pkg} ${entry.version} (scope of ${entry.instance}) is the consumer's`)).toBe(consumer.name);
  }
  const react = shared.filter((entry) => entry.pkg === 'react' && entry.loaded);
  expect(new Set(react.map((entry) => `${entry.from}@${entry.version}`)).size, say('one copy of react is loaded')).toBe(1);
  expect(react[0].useIn, say("the producer uses the consumer's react")).toContain(producer.name);

  expect(routes.unmapped, say('requests to addresses the tutorial does not serve')).toEqual([]);
  expect(problems, say('console errors and uncaught exceptions')).toEqual([]);
  await context.close();
});
