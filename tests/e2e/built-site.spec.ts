import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { crawlSite, htmlPages } from '../support/site/crawl';
import { classesAt } from '../support/site/markup-context';
import { SCRIPTS_ATTRIBUTE } from '../../shared/page-start';

// Checks of the built files themselves (no browser): the build the other e2e tests serve.
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.E2E_DIR || 'doc_build');
/** The published origin, as the home page's canonical URL gives it (links to it are internal links). */
function siteOrigin(): string {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(join(root, 'index.html'), 'utf8'))?.[1];
  return canonical ? new URL(canonical).origin : '';
}

test('every internal link and #anchor of the built site is alive, in both languages', () => {
  const origin = siteOrigin();
  expect(origin).toMatch(/^https:\/\//);
  const result = crawlSite(root, origin);
  // Enough was crawled for the result to mean something: every page of both languages, their anchors.
  expect(result.pages).toBeGreaterThan(110);
  expect(result.links).toBeGreaterThan(result.pages * 20);
  expect(result.anchors).toBeGreaterThan(100);
  const dead = result.dead.map((link) => `${link.page} -> ${link.href}: ${link.reason} (${classesAt(readFileSync(link.file, 'utf8'), link.offset)})`);
  expect(dead).toEqual([]);
});

test('every built page starts its app with the same inline script, which the Content Security Policy allows', () => {
  const starts = new Set<string>();
  const lists = new Set<string>();
  const pages = htmlPages(root);
  for (const { file } of pages) {
    const html = readFileSync(file, 'utf8');
    const found = [...html.matchAll(new RegExp(`<script ${SCRIPTS_ATTRIBUTE}="([^"]+)">([\\s\\S]*?)</script>`, 'g'))];
    expect(found, relative(root, file)).toHaveLength(1);
    expect(html.indexOf(found[0]![0]), `${relative(root, file)}: the start script is the body's last element`).toBe(html.lastIndexOf('<script'));
    expect(/<script[^>]*\ssrc=/.test(html), `${relative(root, file)}: no script tag of its own`).toBe(false);
    lists.add(found[0]![1]!);
    starts.add(found[0]![2]!);
  }
  expect(pages.length).toBeGreaterThan(110);
  expect(starts.size).toBe(1);
  expect(lists.size).toBe(1);
  const hash = `'sha256-${createHash('sha256').update([...starts][0]!, 'utf8').digest('base64')}'`;
  expect(readFileSync(join(root, '_headers'), 'utf8')).toContain(hash);
});

test('html-validate accepts every built page', async () => {
  test.setTimeout(120_000);
  // The project's configuration, wherever the build folder lives (E2E_DIR may point outside the repo).
  const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
  const config = JSON.parse(readFileSync(join(projectRoot, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const findings: string[] = [];
  const pages = htmlPages(root);
  for (const { file, path } of pages) {
    const report = await validator.validateFile(file);
    if (report.valid) continue;
    const html = readFileSync(file, 'utf8');
    for (const message of report.results.flatMap((result) => result.messages)) {
      const where = classesAt(html, message.offset);
      findings.push(`${relative(root, file)}:${message.line}:${message.column} [${message.ruleId}] ${message.message} (${where}, ${path})`);
    }
  }
  expect(pages.length).toBeGreaterThan(110);
  expect(findings.slice(0, 40)).toEqual([]);
});
