// The one place that says which Chromium the tests and scripts drive, and with which flags.
// Debian's system Chromium is preferred (browsers cannot be downloaded on our machines); where it is
// missing, Playwright's own browser is the fallback (executablePath undefined).
import { existsSync } from 'node:fs';

const systemCandidates = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Path of the system Chromium, or undefined to let Playwright use its own browser. */
export const chromiumPath = process.env.CHROMIUM_PATH || systemCandidates.find((path) => existsSync(path));

/** Flags for a headless run on a machine with no network but the package registries. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
