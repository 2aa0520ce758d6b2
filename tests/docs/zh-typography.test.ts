import { describe, expect, it } from 'vitest';
import { checkZhTypography } from './zh-typography';
import { pageFiles, readPage } from '../support/docs';

describe('checkZhTypography', () => {
  it('finds a missing space between Chinese and Latin text', () => {
    const problems = checkZhTypography('使用Rspack构建应用');
    expect(problems.map((problem) => problem.rule)).toEqual(['space', 'space']);
  });
  it('finds half-width punctuation after Chinese text', () => {
    expect(checkZhTypography('这是共享依赖, 对吧?').map((problem) => problem.rule)).toEqual(['punctuation', 'punctuation']);
  });
  it('leaves code, inline code, link targets, ids and frontmatter alone', () => {
    const source = ['---', 'description: 使用Rspack', '---', '`共享a`，[共享](/configure/shared) ## 标题 {#a1}', '```ts', 'const 共享a = 1;', '```'].join('\n');
    expect(checkZhTypography(source)).toEqual([]);
  });
  it('accepts well-typed prose', () => {
    expect(checkZhTypography('使用 Rspack 构建应用，并共享 React 18。')).toEqual([]);
  });
});

describe('the Chinese pages', () => {
  for (const file of pageFiles('zh')) {
    it(`${file} follows the typography rules`, () => {
      const problems = checkZhTypography(readPage('zh', file));
      expect(problems.map((problem) => `line ${problem.line} (${problem.rule}): ${problem.excerpt}`)).toEqual([]);
    });
  }
});
