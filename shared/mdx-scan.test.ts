import { describe, expect, it } from 'vitest';
import { fencedBlocks, scanMdx } from './mdx-scan';

describe('scanMdx', () => {
  it('tells prose from fenced code, with 1-based lines', () => {
    const lines = scanMdx('# Title\n\n```ts title="a.ts"\nconst a = 1;\n```\nafter');
    expect(lines.map((l) => l.kind)).toEqual(['text', 'text', 'fence-open', 'code', 'fence-close', 'text']);
    expect(lines[3]).toMatchObject({ kind: 'code', text: 'const a = 1;', line: 4 });
    expect(lines[2]).toMatchObject({ fence: { lang: 'ts', meta: 'title="a.ts"', marker: '```' } });
  });
  it('closes a fence only with the same character, at least as long, alone on its line', () => {
    const kinds = scanMdx('````md\n```ts\ncode\n```\n~~~~\n````\nprose').map((l) => l.kind);
    expect(kinds).toEqual(['fence-open', 'code', 'code', 'code', 'code', 'fence-close', 'text']);
    expect(scanMdx('```\n``` not a close\n```').map((l) => l.kind)).toEqual(['fence-open', 'code', 'fence-close']);
  });
  it('does not open a fence on inline code and runs an unclosed fence to the end', () => {
    expect(scanMdx('```inline``` text').map((l) => l.kind)).toEqual(['text']);
    expect(scanMdx('```bash\nnpm i').map((l) => l.kind)).toEqual(['fence-open', 'code']);
  });
  it('removes the fence indentation from code lines', () => {
    const code = scanMdx('  ```js\n  const x = 1;\n    nested();\n  ```').filter((l) => l.kind === 'code');
    expect(code.map((l) => (l.kind === 'code' ? l.text : ''))).toEqual(['const x = 1;', '  nested();']);
  });
  it('reads Windows line endings', () => {
    expect(scanMdx('a\r\n```\r\nb\r\n```').map((l) => l.kind)).toEqual(['text', 'fence-open', 'code', 'fence-close']);
  });
});

describe('fencedBlocks', () => {
  it('collects each block with its fence and first code line', () => {
    const blocks = fencedBlocks('text\n```tsx preview\nexport default 1;\n```\n\n~~~\nplain\n~~~');
    expect(blocks).toEqual([
      { fence: { indent: '', marker: '```', lang: 'tsx', meta: 'preview' }, code: 'export default 1;', line: 3 },
      { fence: { indent: '', marker: '~~~', lang: '', meta: '' }, code: 'plain', line: 7 },
    ]);
  });
});
