import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface StartedHost {
  url: string;
  origin: string;
  token: string;
  sandboxOrigin: string | null;
}

/** The real browser host (same handlers as Electron) on the given data folder; `stop` ends it. */
export async function startBrowserHost(dataDir: string): Promise<{ started: StartedHost; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/browser-main.ts', '--json', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, QM_TEST_MODE: '1', QM_TICKET_WATCH_MS: '2000' },
  });
  const started = await new Promise<StartedHost>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The browser host did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`The browser host exited early with code ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { started, stop };
}
