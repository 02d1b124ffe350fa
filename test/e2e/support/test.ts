import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startBrowserHost, type StartedHost } from './browser-host';

export * from '@playwright/test';

/**
 * Every worker has its own browser host (same handlers as Electron) with its own data folder and
 * embedded sandbox, started once before its first test: workers never see each other's writes,
 * so two of them can run side by side. The support helpers read the host from the environment.
 */
export const test = base.extend<object, { host: StartedHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'qm-e2e-'));
      const { started, stop } = await startBrowserHost(dataDir);
      process.env.QM_URL = started.url;
      process.env.QM_ORIGIN = started.origin;
      process.env.QM_TOKEN = started.token;
      process.env.QM_DATA_DIR_E2E = dataDir;
      process.env.QM_SANDBOX_ORIGIN = started.sandboxOrigin ?? '';
      await use(started);
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
});
