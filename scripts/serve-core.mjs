// The request logic of the production server, kept apart from the listening code so that tests can
// call it directly. It serves the static build with clean URLs and a real 404 status.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, normalize, sep } from 'node:path';
import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import { headersForPath, parseHeadersFile } from './headers-file.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;
/** Without a `_headers` file: files with a content hash in their name are cached for a year. */
const hashedAsset = /[.-][0-9a-f]{8,}\.(js|css|json|svg|png|woff2)$/;
/** Files the host reads as its configuration and never serves. */
const hostFiles = new Set(['_headers', '_redirects']);

const rulesByRoot = new Map();
/** The rules of `<root>/_headers`, or null when the build has none (read once per build folder). */
function headerRules(root) {
  if (!rulesByRoot.has(root)) {
    const file = join(root, '_headers');
    rulesByRoot.set(root, existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : null);
  }
  return rulesByRoot.get(root);
}

/**
 * Headers besides Content-Type: those `_headers` gives the path (as Netlify or Cloudflare would send
 * them), or, for a build without the file, nosniff and a year of caching for hashed file names.
 */
function hostHeaders(root, pathname, file) {
  const rules = headerRules(root);
  if (!rules) {
    return {
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': hashedAsset.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
  }
  // What both hosts send for a path no rule gives a Cache-Control: revalidate every time.
  return { 'cache-control': 'public, max-age=0, must-revalidate', ...headersForPath(rules, pathname) };
}

function requestPathname(rawPath) {
  try {
    return decodeURIComponent(rawPath.split(/[?#]/)[0]);
  } catch {
    return '/';
  }
}

/**
 * Decides what answers a path: { kind: 'file', file, status } or { kind: 'redirect', location }.
 * `langs` are the non-default language prefixes (such as ['zh']); `defaultLang` is the default one.
 */
export function resolveRequest(root, rawPath, { langs = ['zh'], defaultLang = 'en' } = {}) {
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath.split(/[?#]/)[0]);
  } catch {
    return notFound(root, '/', langs);
  }
  if (pathname.includes('\0')) return notFound(root, '/', langs);
  pathname = pathname.replace(/\/{2,}/g, '/');

  // A path that names the default language leads to the same path without it (an /en/ address redirects to the unprefixed page).
  const defaultPrefix = `/${defaultLang}`;
  if (pathname === defaultPrefix || pathname.startsWith(`${defaultPrefix}/`)) {
    return { kind: 'redirect', location: pathname.slice(defaultPrefix.length) || '/' };
  }

  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  if (hostFiles.has(basename(safe))) return notFound(root, pathname, langs);
  const candidates = [];
  if (safe.endsWith('/') || safe.endsWith(sep)) candidates.push(join(safe, 'index.html'));
  else {
    candidates.push(safe);
    candidates.push(`${safe}.html`);
    candidates.push(join(safe, 'index.html'));
  }
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (!file.startsWith(root)) continue;
    if (existsSync(file) && statSync(file).isFile()) {
      // A folder asked for without its slash answers with its index; links inside it stay relative-safe.
      if (candidate.endsWith('index.html') && !safe.endsWith('/') && !safe.endsWith('index.html') && !safe.endsWith('index')) {
        return { kind: 'redirect', location: `${pathname}/` };
      }
      return { kind: 'file', file, status: 200 };
    }
  }
  return notFound(root, pathname, langs);
}

function notFound(root, pathname, langs) {
  const lang = langs.find((item) => pathname === `/${item}` || pathname.startsWith(`/${item}/`));
  const localized = lang ? join(root, lang, '404.html') : '';
  const file = localized && existsSync(localized) ? localized : join(root, '404.html');
  return { kind: 'file', file, status: 404 };
}

/** Answers one request from the build folder `root`. */
export function handleRequest(root, request, response, options = {}) {
  const result = resolveRequest(root, request.url || '/', options);
  if (result.kind === 'redirect') {
    response.writeHead(301, { Location: result.location });
    response.end();
    return result;
  }
  const type = contentTypes[extname(result.file)] || 'application/octet-stream';
  const headers = {
    'Content-Type': type,
    ...hostHeaders(root, requestPathname(request.url || '/'), result.file),
  };
  const accept = String(request.headers['accept-encoding'] || '');
  let stream = createReadStream(result.file);
  if (compressible.test(type) && options.compress !== false) {
    if (/\bbr\b/.test(accept)) {
      headers['Content-Encoding'] = 'br';
      stream = stream.pipe(createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
    } else if (/\bgzip\b/.test(accept)) {
      headers['Content-Encoding'] = 'gzip';
      stream = stream.pipe(createGzip());
    }
    headers.Vary = 'Accept-Encoding';
  } else {
    headers['Content-Length'] = statSync(result.file).size;
  }
  response.writeHead(result.status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return result;
  }
  stream.pipe(response);
  return result;
}
