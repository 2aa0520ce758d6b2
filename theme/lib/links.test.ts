import { describe, expect, it } from 'vitest';
import { isExternalLink, splitLink } from './links';

describe('isExternalLink', () => {
  it('is true for a scheme or a protocol-relative URL, false for a site path or a bare hash', () => {
    expect(isExternalLink('https://github.com/module-federation/core')).toBe(true);
    expect(isExternalLink('mailto:team@example.org')).toBe(true);
    expect(isExternalLink('//cdn.example.org/x.js')).toBe(true);
    expect(isExternalLink('/guide/')).toBe(false);
    expect(isExternalLink('#eager')).toBe(false);
  });
});

describe('splitLink', () => {
  it('splits the path from its query and hash', () => {
    expect(splitLink('/configure/shared.html#singleton')).toEqual({ path: '/configure/shared.html', suffix: '#singleton' });
    expect(splitLink('/guide/start/index?x=1#a')).toEqual({ path: '/guide/start/index', suffix: '?x=1#a' });
    expect(splitLink('/guide/')).toEqual({ path: '/guide/', suffix: '' });
  });
});
