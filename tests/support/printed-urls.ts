/**
 * The documentation addresses the installed Module Federation packages print, derived from the packages
 * themselves: the link `getShortErrorMsg` (in `@module-federation/error-codes`) ends every coded message
 * with, for every code the package defines, plus every literal `https://module-federation.io/...`
 * address in the JavaScript the packages ship (a warning such as the Rsbuild plugin's `#cors-warn`).
 * An upgrade that adds a code or a link adds it here, and the built-site test then asks for its page.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as errorCodes from '@module-federation/error-codes';

const packagesDir = join(import.meta.dirname, '../../node_modules/@module-federation');
const SITE = 'https://module-federation.io';
const LITERAL = /https:\/\/module-federation\.io\/[^\s"'`)\\]*/g;

export interface PrintedUrl {
  /** The whole address as printed. */
  url: string;
  /** Path on this site, as printed (`/guide/troubleshooting/other.html`). */
  path: string;
  /** The anchor without `#`, or '' when the address has none. */
  anchor: string;
  /** Where it was found: the error code, or the package file. */
  source: string;
}

function parse(url: string, source: string): PrintedUrl {
  const address = new URL(url);
  return { url, path: address.pathname, anchor: decodeURIComponent(address.hash.slice(1)), source };
}

/** Every code `@module-federation/error-codes` exports (`RUNTIME-001`...), with the link its message prints. */
export function errorCodeUrls(): PrintedUrl[] {
  const codes = Object.keys(errorCodes.errorDescMap);
  if (codes.length === 0) throw new Error('@module-federation/error-codes exports no codes: has the package changed?');
  return codes.map((code) => {
    const message = errorCodes.getShortErrorMsg(code, errorCodes.errorDescMap);
    const url = message.match(LITERAL)?.[0];
    if (!url) throw new Error(`the message of ${code} prints no ${SITE} link: ${message}`);
    return parse(url, code);
  });
}

function scriptFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'node_modules') continue;
    if (statSync(path).isDirectory()) scriptFiles(path, found);
    else if (/\.(c|m)?js$/.test(entry)) found.push(path);
  }
  return found;
}

/** Literal addresses (no template placeholder) in the JavaScript of every installed @module-federation package. */
export function literalUrls(): PrintedUrl[] {
  const found = new Map<string, PrintedUrl>();
  for (const pkg of readdirSync(packagesDir)) {
    for (const file of scriptFiles(join(packagesDir, pkg))) {
      for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
        const url = match[0].replace(/[.,;:]+$/, '');
        // `…/troubleshooting/${type}#${code}` is the template errorCodeUrls() expands.
        if (url.includes('${') || url === `${SITE}/` || found.has(url)) continue;
        found.set(url, parse(url, `@module-federation/${pkg}/${file.slice(join(packagesDir, pkg).length + 1)}`));
      }
    }
  }
  return [...found.values()];
}

/** Every printed address once, error codes first. */
export function printedUrls(): PrintedUrl[] {
  const seen = new Set<string>();
  return [...errorCodeUrls(), ...literalUrls()].filter((entry) => !seen.has(entry.url) && seen.add(entry.url));
}
