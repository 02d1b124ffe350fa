/**
 * Tickets at a large count, for scale.bench.ts: the replica in the local database against every
 * ticket's JSON held in a Map in main's heap (as the in-memory index did), both in this run on
 * one sandbox seeded with exactly that many tickets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createErpClient, type ErpClient } from '../src/main/erp';
import { collect } from '../src/main/erp/paging';
import type { ErpTicket } from '../src/main/erp/preview/tickets';
import { listTickets, pollChanges } from '../src/main/services/tickets/list';
import { toRow } from '../src/main/services/tickets/rows';
import { ticketCalls } from '../src/shared/contract/tickets';
import { heapAfterGc, pageInMemory, readThenRestart } from './ticket-baseline';
import { timed, type BenchContext, type Figure, type SandboxLike } from './lib';

const PAGE = 50;
const SAMPLES = 60;
const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;
const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.95) - 1]!;

/** A client of the sandbox's preview API whose quota the benchmark's calls never reach. */
export function client(sb: SandboxLike): Promise<ErpClient> {
  return createErpClient({
    profileId: 'bench',
    preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) },
    quota: { perMinute: 1_000_000 },
  });
}

/** Milliseconds of each run, fractional (a page takes less than one). */
function samples(run: (i: number) => unknown): number[] {
  const out: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    run(i);
    out.push(performance.now() - started);
  }
  return out;
}

const offsetOf = (i: number) => (i % 10) * PAGE;

export async function ticketsAtScale(ctx: BenchContext, sb: SandboxLike, count: number): Promise<Figure[]> {
  const n = count.toLocaleString('en-US');
  const profile = { id: 'bench', previewBaseUrl: sb.previewUrl, tenantId: sb.tenantId };
  const dir = mkdtempSync(join(tmpdir(), 'qm-bench-scale-tickets-'));
  const now = new Date();
  const rows = { now };
  const filter = ticketCalls['tickets.list'].input.parse({ pageSize: PAGE });

  // Baseline: every ticket's JSON in a Map, as the in-memory index held them; a start read them all.
  const empty = heapAfterGc();
  const erp = await client(sb);
  erp.resetStats();
  const mapRead = await timed(() => collect(erp.preview.tickets.all({}, { pageSize: 200, concurrency: 4 })));
  const mapCalls = erp.stats().requests;
  let map: Map<string, ErpTicket> | null = new Map(mapRead.value.map((t) => [t.ticketNumber, t]));
  mapRead.value.length = 0;
  const mapHeap = heapAfterGc();
  const perTicket = Math.round((mapHeap - empty) / map.size);
  const total = map.size;
  const mapPages = Array.from({ length: 10 }, (_, i) => pageInMemory(map!, now, i * PAGE, PAGE));
  const mapMs = samples((i) => pageInMemory(map!, now, offsetOf(i), PAGE));
  map = null;
  await erp.close();

  // The replica: its first full read, then a restart that reopens it from disk.
  const { fullReadMs, replicas, client: again, replica } = await readThenRestart(dir, profile, () => client(sb));
  const restart = await timed(() => listTickets(replica, filter, rows));
  const restartCalls = again.stats().requests;
  const selection = { query: { open: true }, view: 'all' as const, now, windowMinutes: 60 };
  const query = (offset: number) => replica.table.page(selection, 'nextDeadline', offset, PAGE).tickets.map((t) => toRow(t, rows).ticketNumber);
  const same = mapPages.every((p, i) => JSON.stringify(p) === JSON.stringify(query(i * PAGE)));
  const replicaMs = samples((i) => query(offsetOf(i)));
  const listed: number[] = [];
  for (let i = 0; i < 20; i++) listed.push((await timed(() => listTickets(replica, { ...filter, page: (i % 10) + 1 }, rows))).ms);
  const replicaHeap = heapAfterGc();

  again.resetStats();
  const poll = await timed(() => pollChanges(again, restart.value.watermark, rows));
  const pollStats = again.stats();
  await again.close();
  await replicas.close();
  rmSync(dir, { recursive: true, force: true });

  ctx.log(`tickets at ${n}: ${perTicket} bytes a ticket in the Map; replica's first full read ${fullReadMs} ms; ` + `heap without tickets ${mb(empty)} MB`);
  return [
    {
      label: `tickets at ${n}: main heap with the tickets loaded`,
      value: mb(replicaHeap),
      baseline: mb(mapHeap),
      unit: 'MB',
      baselineLabel: 'ticket JSON in a Map',
      expectation: '< 150 MB',
      met: total === count && replicaHeap < 150e6,
      note: `whole heap of this process after GC; ${perTicket} bytes a ticket in the Map (x 200,000 = ${mb(perTicket * 200_000)} MB)`,
    },
    {
      label: `tickets at ${n}: first usable page after a restart`,
      value: restart.ms,
      baseline: mapRead.ms,
      unit: 'ms',
      baselineLabel: `full read, ${mapCalls} calls`,
      expectation: '<= 1 s, <= 2 calls plus changes',
      met: restart.ms <= 1000 && restartCalls <= 2 && restart.value.items.length === PAGE && restart.value.asOf === undefined,
      note: `${restartCalls} calls (changes and deletions since the stored watermark)`,
    },
    {
      label: `tickets at ${n}: page by next deadline, p95`,
      value: Math.round(p95(replicaMs) * 10) / 10,
      baseline: Math.round(p95(mapMs) * 10) / 10,
      unit: 'ms',
      baselineLabel: 'filter and sort the Map',
      expectation: '< 50 ms, same pages',
      met: same && p95(replicaMs) < 50,
      note: `${SAMPLES} pages 1-10, the query only; the whole list call with its two-call sync p95 ${p95(listed)} ms over 20`,
    },
    {
      label: `tickets at ${n}: one poll with nothing changed`,
      value: pollStats.requests,
      baseline: mapCalls,
      unit: 'calls',
      baselineLabel: 'full read',
      expectation: '2 small calls',
      met: pollStats.requests === 2 && poll.value.changed.length === 0 && pollStats.bodyBytesReceived < 8_000,
      note: `${pollStats.bodyBytesReceived} bytes received (tickets at the watermark's instant come again), ${poll.ms} ms`,
    },
  ];
}
