import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import WebSocket from 'ws';

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

/** `npm run start:browser` without the build step: the host as a person runs it, in its own process. */
async function startHostProcess(): Promise<{ origin: string; token: string; sandboxOrigin: string | null }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-stop-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main/browser-main.ts', '--json', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child!.once('exit', (code) => reject(new Error(`the host exited early with ${code}`)));
    createInterface({ input: child!.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line));
    });
  });
}

describe('Ctrl-C on the browser host', () => {
  it('stops within two seconds while a tab holds a WebSocket, a keep-alive connection and the Demo sandbox', async () => {
    const started = await startHostProcess();
    expect(started.sandboxOrigin, 'the Demo sandbox runs inside the host').toBeTruthy();

    const socket = new WebSocket(`${started.origin.replace('http', 'ws')}/api/events?token=${started.token}`, { headers: { origin: started.origin } });
    await new Promise((resolve) => socket.on('open', resolve));
    // A tab that never answers the closing handshake (busy, or asleep in the background).
    (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const keepAlive = new Agent({ keepAliveTimeout: 60_000 });
    const call = await request(`${started.origin}/api/call/app.info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-qm-token': started.token },
      body: '{}',
      dispatcher: keepAlive,
    });
    await call.body.json();

    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const sent = Date.now();
      child!.once('exit', (code) => resolve({ code, ms: Date.now() - sent }));
    });
    child!.kill('SIGINT');
    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(2000);
    // The embedded sandbox went with it.
    await expect(fetch(`${started.sandboxOrigin}/_sandbox/info`)).rejects.toThrow();
    await keepAlive.close();
  }, 60_000);
});
