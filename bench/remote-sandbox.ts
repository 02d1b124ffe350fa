import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { SeedCounts } from '../src/sandbox/index';
import type { SandboxLike, TrafficSummary } from './lib';

/** Starts bench/sandbox-process.ts as a child and talks to its control interface over HTTP. */
export async function startRemoteSandbox(scale: number, counts: SeedCounts = {}): Promise<SandboxLike> {
  const script = fileURLToPath(new URL('./sandbox-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(scale), JSON.stringify(counts)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`sandbox process exited with ${String(code)} before it was ready`);
  });
  const [first] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  const info = JSON.parse(first) as Omit<SandboxLike, 'faults' | 'close'> & { controlUrl: string };
  const control = async (method: string, body?: unknown, path = '/faults') => {
    const res = await fetch(`${info.controlUrl}${path}`, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`sandbox control ${method} ${path} answered ${res.status}`);
    return res;
  };
  return {
    ...info,
    faults: {
      configure: async (rules) => void (await control('POST', { rules })),
      clear: async () => void (await control('DELETE')),
    },
    traffic: {
      start: async () => void (await control('POST', undefined, '/traffic')),
      read: async (pathPrefix) =>
        (await (await control('GET', undefined, `/traffic${pathPrefix ? `?pathPrefix=${encodeURIComponent(pathPrefix)}` : ''}`)).json()) as TrafficSummary,
    },
    async close() {
      child.stdin!.end();
      await once(child, 'exit');
    },
  };
}
