import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/chromium-path.mjs';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/playwright',
  globalSetup: './test/e2e/support/global-setup.ts',
  // Each worker has its own browser host and sandbox (support/test.ts); the tests of a file run in
  // order. Two workers where there are two cores: a test spends much of its time waiting (for the
  // sandbox's answer, for the next poll of an assertion), time the other worker uses. The whole
  // suite on two cores under the same outside load: 1819 s with two workers against 2295 s with one.
  fullyParallel: false,
  workers: Number(process.env.QM_E2E_WORKERS ?? Math.min(2, availableParallelism())),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    // A step that cannot happen (a click on something covered, a download that never comes) fails
    // at that step with its call log, instead of waiting out the test and losing where it stood.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    viewport: { width: 1440, height: 900 },
    // As many users set their system: dialogs and menus appear at once (the theme respects it), so
    // no test waits on a fade and the machine draws no frames of one.
    reducedMotion: 'reduce',
    // Recording a trace costs every test, passing or not: the end-to-end run took 832 s without
    // against 1369 s with. A failure still leaves its error context (the accessibility snapshot).
    // QM_TRACE=1 records one for each failing test, to open with `npx playwright show-trace`.
    trace: process.env.QM_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // Without the networking flags Chromium keeps trying to reach the internet, which is closed here.
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'light', use: { colorScheme: 'light' }, testIgnore: /electron-smoke/ },
    // Dark is for pictures: the accessibility scan checks dark contrast on the same page load, and
    // the shell test proves the scheme follows the system live. With pictures wanted (see
    // support/app.ts) the shell is walked and photographed in dark too.
    ...(process.env.QM_SCREENSHOTS ? [{ name: 'dark', use: { colorScheme: 'dark' as const }, testMatch: /shell\.spec/ }] : []),
    { name: 'electron', testMatch: /electron-smoke/ },
  ],
});
