import { createHash } from 'node:crypto';

const executable = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The CSP source expression (`'sha256-…'`) of every inline script in a page that the browser would run.
 * Rspress writes two into every page (the theme and the first-visit language redirect), and the policy
 * allows exactly those instead of any inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!executable.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Adds `hashes` to the `script-src` directive of every Content-Security-Policy line of a `_headers`
 * file (Netlify/Cloudflare format). Guessing a `script-src` from `default-src` could loosen the policy,
 * so a policy without one is an error.
 */
export function addScriptHashes(headersFile: string, hashes: readonly string[]): string {
  const unique = [...new Set(hashes)].sort();
  return headersFile
    .split('\n')
    .map((line) => {
      const match = /^(\s+Content-Security-Policy:\s*)(.*)$/i.exec(line);
      if (!match) return line;
      const directives = match[2].split(';').map((part) => part.trim()).filter(Boolean);
      const index = directives.findIndex((directive) => /^script-src\s/i.test(directive) || directive === 'script-src');
      if (index === -1) throw new Error('_headers: a Content-Security-Policy without a script-src directive');
      const existing = directives[index].split(/\s+/);
      directives[index] = [...existing, ...unique.filter((hash) => !existing.includes(hash))].join(' ');
      return `${match[1]}${directives.join('; ')}`;
    })
    .join('\n');
}
