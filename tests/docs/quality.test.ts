import { describe, expect, it } from 'vitest';
import { pageFiles, readPage } from '../support/docs';

/** English words of a page's prose: frontmatter, code blocks, tags and link targets left out. */
function proseWords(source: string): number {
  const prose = source
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/(`{3,})[\s\S]*?\1/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.match(/[A-Za-z][A-Za-z'-]*/g)?.length ?? 0;
}

/** The minimum an English page must say, by kind (issue: reference ≥ 300 words, guides ≥ 500). */
function minimumWords(file: string): number {
  if (file === 'index.mdx' || file === '404.mdx') return 0;
  if (file === 'practice/frameworks/index.mdx') return 80; // an overview: the sidebar groups follow its intro
  if (file === 'practice/overview.mdx') return 300; // a map of the practice section, not a walkthrough
  if (/(^|\/)index\.mdx$/.test(file) && /^(blog|showcase)\//.test(file)) return 250;
  if (file.startsWith('configure/') || file.startsWith('plugin/plugins/') || file.startsWith('guide/troubleshooting/') || /glossary|npm-packages|features/.test(file)) return 300;
  return 500;
}

const englishPages = pageFiles('en').filter((file) => file !== '404.mdx' && file !== 'index.mdx');

describe('English pages meet the quality bar', () => {
  for (const file of englishPages) {
    it(`${file} says enough and links onwards`, () => {
      const source = readPage('en', file);
      expect(proseWords(source)).toBeGreaterThanOrEqual(minimumWords(file));
      expect(source, 'links to a related page').toMatch(/\]\(\/[a-z]/);
      expect(source).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|coming soon/i);
    });
  }
});

describe('Chinese pages', () => {
  for (const file of pageFiles('zh').filter((name) => name !== '404.mdx' && name !== 'index.mdx')) {
    it(`${file} has content and links onwards`, () => {
      const source = readPage('zh', file);
      const minimum = file === 'practice/frameworks/index.mdx' ? 150 : 400; // the overview lists its groups below
      expect(source.replace(/^---[\s\S]*?\n---/, '').replace(/(`{3,})[\s\S]*?\1/g, '').length).toBeGreaterThan(minimum);
      expect(source).toMatch(/\]\(\/[a-z]/);
      expect(source).not.toMatch(/TODO|待补充|敬请期待/);
    });
  }
});
