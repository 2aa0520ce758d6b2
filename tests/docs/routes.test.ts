import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeOfDocsFile } from '../../shared/routes';
import { chineseRoutes, englishRoutes } from '../support/routes';

const docsRoot = join(__dirname, '../../docs');

/** Lists the page files of one language folder as route paths. */
function routesIn(lang: 'en' | 'zh'): string[] {
  const root = join(docsRoot, lang);
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name) && !name.startsWith('_')) {
        const route = routeOfDocsFile(relative(docsRoot, path));
        if (!/^\/(zh\/)?404$/.test(route)) routes.push(route);
      }
    }
  };
  walk(root);
  return routes.sort();
}

describe('the pages on disk', () => {
  it('are exactly the English routes', () => {
    expect(routesIn('en')).toEqual([...englishRoutes].sort());
  });

  it('are exactly the Chinese routes: every English page has its Chinese twin', () => {
    expect(routesIn('zh')).toEqual([...chineseRoutes].sort());
  });

  it('each have a description and an h1 title', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const route of routesIn(lang)) {
        const rel = route.replace(/^\/zh/, '').replace(/\/$/, '/index').slice(1) || 'index';
        const file = [join(docsRoot, lang, `${rel}.mdx`), join(docsRoot, lang, `${rel}.md`)].find(existsSync)!;
        const source = readFileSync(file, 'utf8');
        const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
        expect(frontmatter, `${file}: description`).toMatch(/^description:\s*\S.{10,}/m);
        if (!/^pageType:\s*['"]?home/m.test(frontmatter)) expect(source, `${file}: h1`).toMatch(/^# \S/m);
      }
    }
  });
});
