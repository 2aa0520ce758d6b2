import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addScriptHashes, inlineScriptHashes } from './core';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes inline scripts that run and skips external and data scripts', () => {
    const html = [
      '<script>var a = 1;</script>',
      '<script defer src="/static/js/index.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="module">import "./x.js";</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('import "./x.js";')]);
  });
});

describe('adding hashes to _headers', () => {
  const file = "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'; object-src 'none'\n  X-Content-Type-Options: nosniff\n";
  it('appends each hash once, sorted, to script-src only', () => {
    const result = addScriptHashes(file, ["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    expect(result).toContain("script-src 'self' 'sha256-a' 'sha256-b'; object-src 'none'");
    expect(result).toContain('X-Content-Type-Options: nosniff');
  });
  it('leaves the file unchanged when there is nothing to add', () => {
    expect(addScriptHashes(file, [])).toBe(file);
  });
  it('refuses a policy without script-src', () => {
    expect(() => addScriptHashes("/*\n  Content-Security-Policy: default-src 'self'\n", ["'sha256-a'"])).toThrow(/script-src/);
  });
});
