import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import type { SandboxLike } from './lib';

/** Starts bench/sandbox-process.ts as a child and talks to its control interface over HTTP. */
export async function startRemoteSandbox(scale: number): Promise<SandboxLike> {
  const script = fileURLToPath(new URL('./sandbox-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(scale)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`sandbox process exited with ${String(code)} before it was ready`);
  });
  const [first] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  const info = JSON.parse(first) as Omit<SandboxLike, 'faults' | 'close'> & { controlUrl: string };
  const control = async (method: string, body?: unknown) => {
    const res = await fetch(`${info.controlUrl}/faults`, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`sandbox control ${method} /faults answered ${res.status}`);
  };
  return {
    ...info,
    faults: { configure: (rules) => control('POST', { rules }), clear: () => control('DELETE') },
    async close() {
      child.stdin!.end();
      await once(child, 'exit');
    },
  };
}
