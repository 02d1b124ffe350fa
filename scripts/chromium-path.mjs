// Which Chromium the end-to-end tests, the benches and the scripts drive. Browsers cannot be
// downloaded on every machine, so, in order: CHROMIUM_PATH, Playwright's own Chromium if it was
// installed, then the system's headless shell, then the system's full Chromium.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The headless shell comes first among the system's: it is the browser Playwright itself runs
 * headless, and it opened the app's screens a fifth faster than the full browser on two cores.
 * `undefined` means Playwright's own.
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined;
  } catch {
    // Playwright has no browser of its own here.
  }
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
}

/** Without the networking flags Chromium keeps trying to reach the internet, which is closed here. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
