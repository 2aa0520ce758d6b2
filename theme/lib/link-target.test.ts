import { describe, expect, it } from 'vitest';
import { isPlainClick, linkKind, resolveRelative, routePathOf } from './link-target';

describe('linkKind', () => {
  it('tells external, same-page, relative and in-site links apart', () => {
    expect(linkKind('https://github.com/module-federation/core')).toBe('external');
    expect(linkKind('mailto:team@example.org')).toBe('external');
    expect(linkKind('//cdn.example.org/x.js')).toBe('external');
    expect(linkKind('#shared')).toBe('hash');
    expect(linkKind('./shared')).toBe('relative');
    expect(linkKind('shared#eager')).toBe('relative');
    expect(linkKind('/configure/shared#eager')).toBe('internal');
  });
});

describe('resolveRelative and routePathOf', () => {
  it('resolves against the current address and keeps query and hash', () => {
    expect(resolveRelative('./shared?x=1#eager', 'https://site.test/configure/exposes')).toBe('/configure/shared?x=1#eager');
    expect(resolveRelative('../guide/start/', 'https://site.test/zh/configure/exposes')).toBe('/zh/guide/start/');
  });
  it('takes the route path of an href', () => {
    expect(routePathOf('/configure/shared#eager')).toBe('/configure/shared');
    expect(routePathOf('/zh/?q=1')).toBe('/zh/');
    expect(routePathOf('')).toBe('/');
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('handles a plain left click in this tab', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick(click, '_self')).toBe(true);
  });
  it('leaves new tabs, other buttons, modifiers and handled clicks to the browser', () => {
    expect(isPlainClick(click, '_blank')).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
