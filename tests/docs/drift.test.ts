import { describe, expect, it } from 'vitest';
import { codeWithoutComments, extractCodeBlocks, extractHeadings } from './code-blocks';
import { pageFiles, readPage } from '../support/docs';

/**
 * The English and Chinese pages are the same page in two languages: same structure, same samples.
 * Every page exists in both languages (checked in routes.test.ts).
 */
const zhFiles = new Set(pageFiles('zh'));
const pairs = pageFiles('en').filter((file) => zhFiles.has(file));

function countByDepth(source: string, depth: number): number {
  return extractHeadings(source).filter((heading) => heading.depth === depth).length;
}

describe('English and Chinese pages stay in step', () => {
  it('has pairs to compare', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(55);
  });

  for (const file of pairs) {
    it(`${file}: same headings and code samples`, () => {
      const en = readPage('en', file);
      const zh = readPage('zh', file);
      for (const depth of [2, 3]) {
        const difference = Math.abs(countByDepth(en, depth) - countByDepth(zh, depth));
        expect(difference, `h${depth} count differs by ${difference}`).toBeLessThanOrEqual(1);
      }
      const enBlocks = extractCodeBlocks(en);
      const zhBlocks = extractCodeBlocks(zh);
      expect(zhBlocks.map((block) => block.lang), 'code block languages').toEqual(enBlocks.map((block) => block.lang));
      enBlocks.forEach((block, index) => {
        expect(
          codeWithoutComments(zhBlocks[index].lang, zhBlocks[index].code),
          `code block ${index + 1} (English line ${block.line}, Chinese line ${zhBlocks[index].line})`,
        ).toBe(codeWithoutComments(block.lang, block.code));
      });
    });
  }
});
