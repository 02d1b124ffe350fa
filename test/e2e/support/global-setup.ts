import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserHost } from './browser-host';

/**
 * Starts the real browser host (same handlers as Electron) with a fresh data folder, and hands
 * its URL to the tests. Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join('out', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build` before the end-to-end tests.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-e2e-'));
  const { started, stop } = await startBrowserHost(dataDir);
  process.env.QM_URL = started.url;
  process.env.QM_ORIGIN = started.origin;
  process.env.QM_TOKEN = started.token;
  process.env.QM_DATA_DIR_E2E = dataDir;
  process.env.QM_SANDBOX_ORIGIN = started.sandboxOrigin ?? '';
  return stop;
}
