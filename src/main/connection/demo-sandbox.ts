import type { SandboxHandle } from '../../sandbox';

let running: Promise<SandboxHandle> | undefined;

/**
 * The embedded sandbox behind the Demo profile: started in-process on first use, on a
 * random loopback port, with its control interface on (demo and test mode only).
 * Its code (fastify, the OAuth provider, the seed) is imported here, on first use, so that a
 * start on a real profile never loads it.
 */
export function demoSandbox(): Promise<SandboxHandle> {
  running ??= import('../../sandbox')
    .then(({ startSandbox }) => startSandbox({ port: Number(process.env.QM_SANDBOX_PORT ?? 0), control: true }))
    .catch((error: unknown) => {
      running = undefined;
      throw error;
    });
  return running;
}

export async function stopDemoSandbox(): Promise<void> {
  const current = running;
  running = undefined;
  if (current) await (await current).close();
}

export function demoSandboxStarted(): boolean {
  return running !== undefined;
}
