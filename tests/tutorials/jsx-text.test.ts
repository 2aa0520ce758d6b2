import { describe, expect, it } from 'vitest';
import { jsxText } from './jsx-text';

describe('jsxText', () => {
  it('skips arrow functions in attributes and stops at the first expression', () => {
    const code = '<button type="button" onClick={() => setClicks((n) => n + 1)}>\n  Button from provider, clicked {clicks} times\n</button>';
    expect(jsxText(code, 'button')).toBe('Button from provider, clicked');
  });
  it('reads a plain element and reports a missing one', () => {
    expect(jsxText('<main><h1>Consumer app</h1></main>', 'h1')).toBe('Consumer app');
    expect(jsxText('<main />', 'h1')).toBeUndefined();
  });
});
