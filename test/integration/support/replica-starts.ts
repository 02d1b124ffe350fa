import { afterAll, afterEach, beforeAll } from 'vitest';
import { createErpClient, type ErpClient } from '../../../src/main/erp';
import { startSandbox, type SandboxHandle, type SeedCounts } from '../../../src/sandbox';

interface Closable {
  close(): Promise<void>;
}

/**
 * A replica across restarts of the app, against one sandbox that keeps running for the file:
 * each "start" opens the data folder's replicas again with a new client, and what a test
 * started is closed after it. `counts` seeds that many items, tickets or media files. Requests are counted at the sandbox by zero-latency fault rules.
 */
export function replicaStarts(counts?: SeedCounts) {
  let sb: SandboxHandle;
  beforeAll(async () => {
    sb = await startSandbox({ port: 0, control: true, counts });
  });
  afterAll(async () => sb?.close());

  const open: { replicas: Closable; client: ErpClient }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.client.close();
      await o.replicas.close();
    }
    sb.faults.clear();
  });

  return {
    get sb(): SandboxHandle {
      return sb;
    },
    /** The profile the starts connect as. */
    profile: () => ({ id: 'p1', previewBaseUrl: sb.previewUrl, tenantId: sb.tenantId }),
    /** One start: a new client of profile p1, and the replicas `make` opens on it. */
    async start<R extends Closable>(make: () => R): Promise<{ client: ErpClient; replicas: R }> {
      const client = await createErpClient({ profileId: 'p1', preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) } });
      const replicas = make();
      open.push({ replicas, client });
      return { client, replicas };
    },
    async stop(s: { client: ErpClient; replicas: Closable }): Promise<void> {
      open.splice(open.indexOf(open.find((o) => o.client === s.client)!), 1);
      await s.client.close();
      await s.replicas.close();
    },
    /** How many records the sandbox's list at `path` (e.g. `/preview/items`) holds. */
    async total(path: string): Promise<number> {
      const res = await fetch(`${sb.origin}${path}?pageSize=1`, { headers: { 'x-api-key': sb.apiKeys.all } });
      return ((await res.json()) as { totalCount: number }).totalCount;
    },
    /** Counts the requests the sandbox answers from now on under each path prefix, in that order. */
    countRequests(pathPrefixes: readonly string[]): () => number[] {
      sb.faults.clear();
      sb.faults.configure(pathPrefixes.map((pathPrefix) => ({ kind: 'latency' as const, latencyMs: 0, pathPrefix })));
      return () => sb.faults.rules().map((r) => r.fired);
    },
  };
}
