import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startSandbox } from '../../../src/sandbox/index';
import { createErpClient, type ErpClient, type ErpClientOptions } from '../../../src/main/erp';

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** One sandbox per test file (started in beforeAll), plus clients and temp dirs closed afterAll. */
export function useSandbox(options: Parameters<typeof startSandbox>[0] = { scale: 1 }) {
  const state: { sb?: Sandbox } = {};
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    state.sb = await startSandbox(options);
  }, 60_000);
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
    await state.sb?.close();
  });
  const sandbox = (): Sandbox => {
    if (!state.sb) throw new Error('sandbox not started');
    return state.sb;
  };
  return {
    sandbox,
    /** A client on the sandbox with the all-scopes key unless told otherwise. */
    async client(extra: Partial<ErpClientOptions> & { apiKey?: string } = {}): Promise<ErpClient> {
      const sb = sandbox();
      const { apiKey, ...rest } = extra;
      const erp = await createErpClient({
        profileId: 'it',
        preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: apiKey ?? sb.apiKeys.all }) },
        ecom: { baseUrl: sb.ecomUrl, tenantId: sb.tenantId, defaultChannel: sb.channels[0]!.code },
        retry: { baseDelayMs: 10, maxDelayMs: 100 },
        ...rest,
      });
      cleanups.push(() => erp.close());
      return erp;
    },
    async tempDir(): Promise<string> {
      const dir = await mkdtemp(join(tmpdir(), 'qm-erp-it-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
