/**
 * The tickets replica in the local database at the sandbox's scale 50, against keeping every
 * ticket in a Map in main's heap (as the list did before the replica), both in this run:
 * - main's heap held by the tickets;
 * - a page of open tickets by next deadline (the query only; the delta poll is the same two calls);
 * - the calls of a restart with nothing changed, against the full read a Map needs after a start.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createErpClient, type ErpClient } from '../src/main/erp';
import { collect } from '../src/main/erp/paging';
import type { ErpTicket } from '../src/main/erp/preview/tickets';
import { toRow } from '../src/main/services/tickets/rows';
import { heapAfterGc, pageInMemory, readThenRestart } from './ticket-baseline';
import { timed, type Benchmark, type Figure, type SandboxLike } from './lib';

function client(sb: SandboxLike): Promise<ErpClient> {
  return createErpClient({ profileId: 'bench', preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) } });
}

async function medianMs(fn: () => unknown, runs = 7): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push((await timed(async () => fn())).ms);
  return ms.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

const benchmark: Benchmark = {
  name: 'Tickets replica on disk at 15,000 tickets',
  async run(ctx): Promise<Figure[]> {
    const sb = await ctx.sandbox();
    const profile = { id: 'bench', previewBaseUrl: sb.previewUrl, tenantId: sb.tenantId };
    const dir = mkdtempSync(join(tmpdir(), 'qm-bench-replica-'));
    const now = new Date();

    // Baseline: every ticket in a Map, as the in-memory index kept them.
    const before = heapAfterGc();
    const erp = await client(sb);
    erp.resetStats();
    let inMemory: Map<string, ErpTicket> | null = new Map(
      (await collect(erp.preview.tickets.all({}, { pageSize: 200, concurrency: 4 }))).map((t) => [t.ticketNumber, t]),
    );
    const fullReadCalls = erp.stats().requests;
    const mapHeap = heapAfterGc() - before;
    const total = inMemory.size;
    const memoryPage = pageInMemory(inMemory, now);
    const memoryMs = await medianMs(() => pageInMemory(inMemory!, now));
    inMemory = null;
    await erp.close();

    // The replica: a full read once, then a restart that reopens it from disk.
    const { fullReadMs, heapBefore: base, replicas, client: again, replica } = await readThenRestart(dir, profile, () => client(sb));
    const restart = await timed(() => replica.sync());
    const restartCalls = again.stats().requests;
    const selection = { query: { open: true }, view: 'all' as const, now, windowMinutes: 60 };
    const page = () => replica.table.page(selection, 'nextDeadline', 0, 50).tickets.map((t) => toRow(t, { now }).ticketNumber);
    const replicaPage = page();
    const replicaMs = await medianMs(page);
    const replicaHeap = Math.max(0, heapAfterGc() - base);
    await again.close();
    await replicas.close();

    const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;
    const same = JSON.stringify(replicaPage) === JSON.stringify(memoryPage);
    return [
      {
        label: `main heap held for ${total.toLocaleString('en-US')} tickets`,
        value: mb(replicaHeap),
        baseline: mb(mapHeap),
        unit: 'MB',
        baselineLabel: 'every ticket in a Map',
        expectation: 'at least 10x less',
        met: total >= 10_000 && replicaHeap * 10 <= mapHeap,
        note: `${Math.round(mapHeap / total)} bytes per ticket in the Map; replica's first full read ${fullReadMs} ms`,
      },
      {
        label: 'a page of open tickets by next deadline',
        value: replicaMs,
        baseline: memoryMs,
        unit: 'ms',
        baselineLabel: 'filter and sort the Map',
        expectation: 'same page, no slower than 2x the Map',
        met: same && replicaMs <= Math.max(2 * memoryMs, 5),
        note: `median of 7, the query only (both sides add the same two-call delta poll)`,
      },
      {
        label: 'calls of a restart with nothing changed',
        value: restartCalls,
        baseline: fullReadCalls,
        unit: 'calls',
        baselineLabel: 'full read into a new Map',
        expectation: 'at most 2',
        met: restartCalls <= 2,
        note: `restart sync ${restart.ms} ms`,
      },
    ];
  },
};

export default benchmark;
