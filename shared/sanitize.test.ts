import { describe, expect, it } from 'vitest';
import { HTML_SNIFF_LENGTH, looksLikeHtml, renderableContent, sanitizeHtml } from './sanitize';

describe('looksLikeHtml', () => {
  it('accepts documents and strings with known tags', () => {
    expect(looksLikeHtml('<!DOCTYPE html><html></html>')).toBe(true);
    expect(looksLikeHtml('  <html lang="en">')).toBe(true);
    expect(looksLikeHtml('<svg viewBox="0 0 1 1"></svg>')).toBe(true);
    expect(looksLikeHtml('New <strong>2.0</strong>')).toBe(true);
  });
  it('treats everything else as text', () => {
    expect(looksLikeHtml('a < b and c > d')).toBe(false);
    expect(looksLikeHtml('Array<string>')).toBe(false);
    expect(looksLikeHtml('<Tabs> is a component')).toBe(false);
    expect(looksLikeHtml('')).toBe(false);
  });
  it('reads only the first 1000 characters', () => {
    const late = `${'x'.repeat(HTML_SNIFF_LENGTH)}<strong>late</strong>`;
    expect(HTML_SNIFF_LENGTH).toBe(1000);
    expect(looksLikeHtml(late)).toBe(false);
    expect(looksLikeHtml(`${'x'.repeat(HTML_SNIFF_LENGTH - 20)}<strong>early</strong>`)).toBe(true);
  });
});

describe('sanitizeHtml', () => {
  it('drops script elements, event handlers and script URLs', () => {
    const out = sanitizeHtml('<svg onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><path d="M0 0"/></svg>');
    expect(out).not.toMatch(/script|onload|javascript/i);
    expect(out).toContain('<path d="M0 0"/>');
  });
  it('keeps harmless markup as it is', () => {
    expect(sanitizeHtml('<span class="tag">New</span>')).toBe('<span class="tag">New</span>');
  });
});

describe('renderableContent', () => {
  it('returns html for markup and text for the rest', () => {
    expect(renderableContent('<em>x</em><img src=x onerror=alert(1)>')).toEqual({ html: '<em>x</em><img src=x>' });
    expect(renderableContent('Experimental')).toEqual({ text: 'Experimental' });
  });
});
