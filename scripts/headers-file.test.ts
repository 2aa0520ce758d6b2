import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from './headers-file.mjs';

const rules = parseHeadersFile(
  ['# comment', '/*', '  X-Content-Type-Options: nosniff', '  Link: </a>', '', '/static/*', '  Cache-Control: public, max-age=31536000, immutable', '  Link: </b>', '/blog/:post', '  X-Post: yes'].join('\n'),
);

describe('_headers rules', () => {
  it('applies /* everywhere', () => {
    expect(headersForPath(rules, '/guide/start/')).toEqual({ 'x-content-type-options': 'nosniff', link: '</a>' });
  });
  it('adds a splat rule only under its folder, joining repeated headers as the hosts do', () => {
    const headers = headersForPath(rules, '/static/js/index.1a2b3c4d.js');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.link).toBe('</a>, </b>');
    expect(headersForPath(rules, '/staticx/a.js')['cache-control']).toBeUndefined();
  });
  it('matches a :placeholder against one path segment only', () => {
    expect(headersForPath(rules, '/blog/announcement')['x-post']).toBe('yes');
    expect(headersForPath(rules, '/blog/a/b')['x-post']).toBeUndefined();
  });
  it('rejects a header line without a rule', () => {
    expect(() => parseHeadersFile('  X-A: b')).toThrow(/cannot read/);
  });
});
