/**
 * What the ticket benchmarks share: main's heap after garbage collection, the page as the
 * in-memory index cut it from a Map of every ticket, and a replica read once in full and then
 * opened again from disk, as after a restart of the app.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ErpClient } from '../src/main/erp';
import type { ErpTicket } from '../src/main/erp/preview/tickets';
import { toRow } from '../src/main/services/tickets/rows';
import { TicketReplicas, type TicketReplica } from '../src/main/services/tickets/ticket-replica';
import { isFinished, nextDeadline } from '../src/shared/domain/sla';
import { timed } from './lib';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export function heapAfterGc(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

/** A page as the in-memory index cut it: every open ticket keyed by its next deadline, sorted, sliced. */
export function pageInMemory(tickets: Map<string, ErpTicket>, now: Date, offset = 0, size = 50): string[] {
  const keyed: { n: string; k: number; t: ErpTicket }[] = [];
  for (const t of tickets.values()) {
    if (isFinished(t.status)) continue;
    const next = nextDeadline(t);
    keyed.push({ n: t.ticketNumber, k: next ? Date.parse(next.due) : Number.POSITIVE_INFINITY, t });
  }
  keyed.sort((a, b) => (a.k !== b.k ? (a.k < b.k ? -1 : 1) : a.n < b.n ? -1 : a.n > b.n ? 1 : 0));
  return keyed.slice(offset, offset + size).map((x) => toRow(x.t, { now }).ticketNumber);
}

export interface Restarted {
  /** The first full read of the replica. */
  fullReadMs: number;
  /** Main's heap after GC before the replica was opened again. */
  heapBefore: number;
  replicas: TicketReplicas;
  client: ErpClient;
  replica: TicketReplica;
}

/** The replica of `dir` read in full once, closed, and opened again with a new client whose stats start at zero. */
export async function readThenRestart(
  dir: string,
  profile: { id: string; previewBaseUrl: string; tenantId: string },
  connect: () => Promise<ErpClient>,
): Promise<Restarted> {
  const first = new TicketReplicas(dir);
  const firstClient = await connect();
  const read = await timed(() => first.of(profile, firstClient).sync());
  await firstClient.close();
  await first.close();
  const heapBefore = heapAfterGc();
  const replicas = new TicketReplicas(dir);
  const client = await connect();
  client.resetStats();
  return { fullReadMs: read.ms, heapBefore, replicas, client, replica: replicas.of(profile, client) };
}
