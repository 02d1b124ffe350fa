import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Starts the real browser host (same handlers as Electron) with a fresh data folder, and hands
 * its URL to the tests. Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join('out', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build` before the end-to-end tests.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/browser-main.ts', '--json', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, QM_TEST_MODE: '1', QM_TICKET_WATCH_MS: '2000' },
  });
  const started = await new Promise<{ url: string; origin: string; token: string; sandboxOrigin: string | null }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The browser host did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`The browser host exited early with code ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
  });
  process.env.QM_URL = started.url;
  process.env.QM_ORIGIN = started.origin;
  process.env.QM_TOKEN = started.token;
  process.env.QM_DATA_DIR_E2E = dataDir;
  process.env.QM_SANDBOX_ORIGIN = started.sandboxOrigin ?? '';
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
