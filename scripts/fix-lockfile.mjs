// The registry mirror here lacks the non-Linux builds of some native packages, so `npm install`
// leaves them out of package-lock.json and `npm ci` then refuses the lockfile. This adds an
// entry for each missing optional platform package, marked with its os/cpu so that npm skips
// it on every other platform. Run it after `npm install` changes the lockfile.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** Reads os, cpu and libc from a platform package name such as `binding-linux-x64-gnu`. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osNames = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
  const os = parts.find((part) => osNames.includes(part));
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  if (!os) return null;
  const cpu = parts[parts.indexOf(os) + 1];
  const entry = { os: [os] };
  if (cpu) entry.cpu = [cpu];
  if (parts.includes('musl')) entry.libc = ['musl'];
  else if (parts.includes('gnu')) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[hoisted] = { version: version.replace(/^[\^~]/, ''), optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: added ${added} platform entries`);
