/** The browser host (the same handlers as Electron) started by a bench on a fresh data folder. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface RunningHost {
  url: string;
  stop(): Promise<void>;
}

/** Serves the given renderer build on the Demo sandbox; `url` carries the launch token. */
export async function startHost(rendererDir: string): Promise<RunningHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-bench-host-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/browser-main.ts', '--json', '--data-dir', dataDir, '--renderer-dir', rendererDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('The browser host did not start within 60 s')), 60_000);
    child.once('exit', (code) => fail(new Error(`The browser host exited early with code ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      done((JSON.parse(line) as { url: string }).url);
    });
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
