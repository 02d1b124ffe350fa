import type { SandboxHandle } from '../../sandbox';

let running: Promise<SandboxHandle> | undefined;
let runningWithControl = false;

/**
 * The embedded sandbox behind the Demo profile: started in-process on first use, on a
 * random loopback port (or the one the entry point was given). Its control interface (/_sandbox: fault injection, issuing API keys) is
 * off unless the first start asks for it, as tests do; the product never does. Asking for it
 * while one runs without it is refused, so a test never silently gets a sandbox it cannot steer.
 * Its code (fastify, the OAuth provider, the seed) is imported here, on first use, so that a
 * start on a real profile never loads it.
 */
export function demoSandbox(options: { control?: boolean; port?: number } = {}): Promise<SandboxHandle> {
  if (running && options.control && !runningWithControl) {
    return Promise.reject(
      new Error('The demo sandbox already runs without its control interface; stop it (stopDemoSandbox) before asking for one with control.'),
    );
  }
  if (!running) runningWithControl = options.control ?? false;
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
