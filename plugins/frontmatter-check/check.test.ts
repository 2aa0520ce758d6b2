import { describe, expect, it } from 'vitest';
import { checkFrontmatter, formatProblem } from './check';

describe('frontmatter check', () => {
  it('accepts valid frontmatter and pages without any', () => {
    expect(checkFrontmatter('---\ndescription: "@scope/pkg shares code"\ndate: 2024-04-24\n---\n\n# Title\n')).toEqual([]);
    expect(checkFrontmatter('# Title\n\n---\n\nA thematic break, not frontmatter.\n')).toEqual([]);
  });
  it('reports an unclosed list with its page line and column', () => {
    const [problem] = checkFrontmatter('---\ndescription: fine\ntitle: [unclosed\n---\n# T\n');
    expect(problem.line).toBe(3);
    expect(problem.column).toBeGreaterThan(1);
    expect(problem.message).not.toMatch(/at line/);
  });
  it('reports a value that YAML reserves (a leading @) on its line', () => {
    const problems = checkFrontmatter('---\ndescription: @module-federation/nextjs-mf shares packages\n---\n');
    expect(problems.map((problem) => problem.line)).toEqual([2]);
  });
  it('reports frontmatter that is never closed', () => {
    expect(checkFrontmatter('---\ndescription: x\n\n# Title\n')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringMatching(/never closed/) }),
    ]);
  });
  it('reports frontmatter that is not a mapping', () => {
    expect(checkFrontmatter('---\n- a\n- b\n---\n')[0]?.message).toMatch(/key: value/);
  });
  it('reports a feature card icon that names no drawing on its line, and accepts names, paths and emoji', () => {
    const page = (icon: string) => `---\npageType: home\nfeatures:\n  - title: A\n    icon: ${icon}\n  - title: B\n    icon: /icons/b.svg\n---\n`;
    expect(checkFrontmatter(page('code-sharing'))).toEqual([]);
    expect(checkFrontmatter(page('🔗'))).toEqual([]);
    expect(checkFrontmatter(page('code-share'))).toEqual([
      expect.objectContaining({ line: 5, column: 5, message: expect.stringMatching(/^features: no drawn icon is named "code-share"; use one of code-sharing/) }),
    ]);
  });
  it('accepts keywords as a list or a comma-separated string, and reports any other shape on its line', () => {
    expect(checkFrontmatter('---\ndescription: x\nkeywords: [share react, duplicate react]\n---\n')).toEqual([]);
    expect(checkFrontmatter('---\nkeywords: share react, duplicate react\n---\n')).toEqual([]);
    expect(checkFrontmatter('---\ndescription: x\nkeywords: {react: 1}\n---\n')).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/keywords must be a list/) }),
    ]);
    expect(checkFrontmatter('---\nkeywords: [react, 18]\n---\n')).toEqual([]);
    expect(checkFrontmatter('---\nkeywords:\n  - share react\n  - duplicate react\n---\n')).toEqual([]);
    expect(checkFrontmatter('---\ntitle: x\n"keywords": [[nested]]\n---\n')).toEqual([expect.objectContaining({ line: 3, column: 1 })]);
    expect(checkFrontmatter('---\nkeywords:\n---\n')).toEqual([expect.objectContaining({ line: 2 })]);
  });
  it('formats a problem as file:line:column', () => {
    expect(formatProblem('docs/en/x.mdx', { line: 3, column: 8, message: 'bad' })).toBe('docs/en/x.mdx:3:8 frontmatter: bad');
  });
});
