import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromium } from '@playwright/test';

/**
 * Browsers cannot be downloaded on every machine, so use, in order: CHROMIUM_PATH,
 * Playwright's own Chromium if it was installed, then the system's /usr/bin/chromium.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined;
  } catch {
    // Playwright has no browser of its own here.
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/playwright',
  globalSetup: './test/e2e/support/global-setup.ts',
  // Each worker has its own browser host and sandbox (support/test.ts); the tests of a file run in
  // order. One worker by default: on two cores every test is CPU-bound, and two workers ran fewer
  // tests a minute (3.4 against 5.4) and pushed the heaviest storefront scans past a minute.
  fullyParallel: false,
  workers: Number(process.env.QM_E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // Without the networking flags Chromium keeps trying to reach the internet, which is closed here.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'light', use: { colorScheme: 'light' }, testIgnore: /electron-smoke/ },
    // The accessibility scan covers dark itself on the same page load; the shell is walked in both.
    { name: 'dark', use: { colorScheme: 'dark' }, testMatch: /shell\.spec/ },
    { name: 'electron', testMatch: /electron-smoke/ },
  ],
});
