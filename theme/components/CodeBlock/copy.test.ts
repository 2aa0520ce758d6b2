import { describe, expect, it } from 'vitest';
import { joinCodeLines } from './copy';

describe('joinCodeLines', () => {
  it('joins lines and drops trailing empty ones only', () => {
    expect(joinCodeLines(['a', '', 'b', '', ''])).toBe('a\n\nb');
    expect(joinCodeLines([])).toBe('');
  });
});
