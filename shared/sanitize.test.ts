import { describe, expect, it } from 'vitest';
import { HTML_SNIFF_LENGTH, looksLikeHtml, sanitizeHtml, tagKind } from './sanitize';

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

describe('tagKind', () => {
  it('recognises image URLs, markup and text', () => {
    expect(tagKind('<svg viewBox="0 0 8 8"><circle r="4"/></svg>')).toBe('markup');
    expect(tagKind('<strong>new</strong>')).toBe('markup');
    expect(tagKind('https://example.com/new.png')).toBe('image');
    expect(tagKind('//cdn.example.com/new')).toBe('image');
    expect(tagKind('/icons/beta.svg')).toBe('image');
    expect(tagKind('/icons/beta.svg?v=2')).toBe('image');
    expect(tagKind('data:image/png;base64,AAAA')).toBe('image');
    expect(tagKind('new')).toBe('text');
    expect(tagKind('a < b')).toBe('text');
    expect(tagKind('  ')).toBe('none');
    expect(tagKind(undefined)).toBe('none');
  });
  it('keeps plain markup and drops what runs script', () => {
    expect(sanitizeHtml('<em>x</em><img src=x onerror=alert(1)>')).toBe('<em>x</em><img src=x>');
  });
  it('is markup that the sanitiser cleans, for a hostile svg', () => {
    const hostile = '<svg onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></svg>';
    expect(tagKind(hostile)).toBe('markup');
    expect(sanitizeHtml(hostile)).not.toMatch(/onload|<script|javascript:/);
  });
});
