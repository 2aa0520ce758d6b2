import { describe, expect, it } from 'vitest';
import { pageTitle } from './title';

describe('pageTitle', () => {
  it('is "<page> - <site>" and the site alone at home', () => {
    expect(pageTitle('doc', 'Shared', 'Module Federation')).toBe('Shared - Module Federation');
    expect(pageTitle('home', 'Home', 'Module Federation')).toBe('Module Federation');
    expect(pageTitle('custom', '', 'Module Federation')).toBe('Module Federation');
    expect(pageTitle('404', '404', 'Module Federation')).toBe('404 - Module Federation');
    expect(pageTitle('404', undefined, 'Module Federation')).toBe('404 - Module Federation');
  });
});
