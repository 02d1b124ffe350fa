import type { SandboxHandle } from '../../sandbox';

let running: Promise<SandboxHandle> | undefined;

/**
 * The embedded sandbox behind the Demo profile: started in-process on first use, on a
 * random loopback port (or the one the entry point was given). Its control interface (/_sandbox: fault injection, issuing API keys) is
 * off unless the first start asks for it, as tests do; the product never does (issue 20 §6).
 * Its code (fastify, the OAuth provider, the seed) is imported here, on first use, so that a
 * start on a real profile never loads it.
 */
export function demoSandbox(options: { control?: boolean; port?: number } = {}): Promise<SandboxHandle> {
  running ??= import('../../sandbox')
    .then(({ startSandbox }) => startSandbox({ port: options.port ?? 0, control: options.control ?? false }))
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
