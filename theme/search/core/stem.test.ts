import { describe, expect, it } from 'vitest';
import { stem } from './stem';

describe('stem', () => {
  it('maps the forms of a word to one key', () => {
    const same = (...words: string[]) => expect(new Set(words.map(stem)).size).toBe(1);
    same('timeout', 'timeouts');
    same('share', 'shared', 'shares', 'sharing');
    same('load', 'loaded', 'loading', 'loads');
    same('dependency', 'dependencies');
    same('map', 'mapping');
  });
  it('keeps different words apart and leaves short words, identifiers with digits and other scripts alone', () => {
    expect(stem('remote')).not.toBe(stem('remove'));
    expect(stem('class')).toBe('class');
    expect(stem('css')).toBe('css');
    expect(stem('v2')).toBe('v2');
    expect(stem('共享')).toBe('共享');
  });
});
