import { describe, expect, it } from 'vitest';
import { codeWithoutComments, extractCodeBlocks, extractHeadings } from './code-blocks';

const page = [
  '---',
  'description: x',
  '---',
  '',
  '# Title',
  '',
  '## First {#first}',
  '',
  '```ts title="rspack.config.ts" {2-3}',
  'import x from "y";',
  '// ## not a heading',
  '```',
  '',
  '### Second',
  '',
  '````md fragment',
  '```js',
  'inner();',
  '```',
  '````',
  '',
  '```bash',
  'npm install',
  '```',
].join('\n');

describe('extractCodeBlocks', () => {
  const blocks = extractCodeBlocks(page);
  it('finds every fence with its language, title, fragment flag and first line', () => {
    expect(blocks.map((block) => [block.lang, block.title, block.fragment, block.line])).toEqual([
      ['ts', 'rspack.config.ts', false, 10],
      ['md', undefined, true, 17],
      ['bash', undefined, false, 23],
    ]);
  });
  it('keeps nested shorter fences inside a longer one', () => {
    expect(blocks[1].code).toBe('```js\ninner();\n```');
  });
});

describe('extractHeadings', () => {
  it('lists headings outside code with ids removed', () => {
    expect(extractHeadings(page).map((heading) => [heading.depth, heading.text])).toEqual([
      [1, 'Title'],
      [2, 'First'],
      [3, 'Second'],
    ]);
  });
});

describe('codeWithoutComments', () => {
  it('drops line and block comments but keeps URLs', () => {
    const code = "const a = 1; // set a\n/* block */\nconst url = 'http://localhost:3001/mf-manifest.json';\n";
    expect(codeWithoutComments('ts', code)).toBe("const a = 1;\nconst url = 'http://localhost:3001/mf-manifest.json';");
  });
  it('drops shell comments but keeps a shebang', () => {
    expect(codeWithoutComments('bash', '#!/bin/sh\n# install\nnpm i # deps')).toBe('#!/bin/sh\nnpm i');
  });
  it('drops JSX comments and HTML comments', () => {
    expect(codeWithoutComments('tsx', '<div>\n  {/* 说明 */}\n</div>')).toBe('<div>\n</div>');
    expect(codeWithoutComments('html', '<!-- note -->\n<p>x</p>')).toBe('<p>x</p>');
  });
});
