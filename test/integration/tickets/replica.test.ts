import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DELETIONS_KEPT_MS, TicketReplicas, type ReplicaOptions } from '../../../src/main/services/tickets/ticket-replica';
import { Database } from '../../../src/main/store/database';
import { slaOf } from '../../../src/shared/domain/sla';
import { replicaStarts } from '../support/replica-starts';

/** The tickets replica across restarts of the app (see `replicaStarts`). */
const starts = replicaStarts();

/** One start of the app on that data folder: the replica of one connection to the sandbox. */
async function start(dataDir: string, options: ReplicaOptions = {}) {
  const { client, replicas } = await starts.start(() => new TicketReplicas(dataDir, options));
  return { client, replicas, replica: replicas.of(starts.profile(), client) };
}
const stop = starts.stop;

/** Counts the requests the sandbox answers from now on, per resource. */
function countRequests() {
  const fired = starts.countRequests(['/preview/tickets', '/preview/deletions']);
  return () => {
    const [tickets, deletions] = fired();
    return { tickets: tickets!, deletions: deletions!, all: tickets! + deletions! };
  };
}

async function sandboxTicketCount(): Promise<number> {
  const res = await fetch(`${starts.sb.previewUrl}/tickets?pageSize=1`, { headers: { 'x-api-key': starts.sb.apiKeys.all } });
  return ((await res.json()) as { totalCount: number }).totalCount;
}

const folder = () => mkdtempSync(join(tmpdir(), 'qm-replica-'));
const selection = { query: { open: true }, view: 'all' as const, now: new Date(), windowMinutes: 60 };

describe('the tickets replica on disk', () => {
  it('is read from disk after a restart, answering before any call, and then asks only for changes: two calls when nothing changed', async () => {
    const dir = folder();
    const first = await start(dir);
    const total = await sandboxTicketCount();
    const calls = countRequests();
    expect((await first.replica.sync()).initial).toBe(true);
    expect(first.replica.table.count()).toBe(total);
    expect(calls().tickets).toBe(Math.ceil(total / 200));
    // The deletions after the newest ticket, read once at the end of the whole read (row 351).
    expect(calls().deletions).toBe(1);
    const page = first.replica.table.page(selection, 'nextDeadline', 0, 25);
    await stop(first);

    const again = await start(dir);
    const afterRestart = countRequests();
    // Survived the close: the same rows and page, without a call.
    expect(again.replica.table.count()).toBe(total);
    expect(again.replica.table.page(selection, 'nextDeadline', 0, 25)).toEqual(page);
    expect(afterRestart().all).toBe(0);
    const changes = await again.replica.sync();
    expect(changes).toEqual({ changed: [], removed: [], initial: false });
    expect(afterRestart()).toEqual({ tickets: 1, deletions: 1, all: 2 });
  });

  it('brings tickets created, changed and removed while the app was closed in with one delta read', async () => {
    const dir = folder();
    const first = await start(dir);
    await first.replica.sync();
    const [changedOne, removedOne] = first.replica.table.page(selection, 'ticketNumber', 0, 2).tickets;
    await stop(first);

    const erp = await start(folder());
    const created = await erp.client.preview.tickets.create({ title: 'Replica delta probe', description: 'Made while the app was closed', priority: 'Normal' });
    const wrote = await fetch(`${starts.sb.origin}/_sandbox/tickets/${changedOne!.ticketNumber}/customer-comment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Still broken' }),
    });
    expect(wrote.status).toBe(201);
    expect((await fetch(`${starts.sb.origin}/_sandbox/tickets/${removedOne!.ticketNumber}/remove`, { method: 'POST' })).status).toBe(204);

    const again = await start(dir);
    const calls = countRequests();
    const changes = await again.replica.sync();
    expect(changes.initial).toBe(false);
    expect(changes.changed.map((t) => t.ticketNumber).sort()).toEqual([created.ticketNumber, changedOne!.ticketNumber].sort());
    expect(changes.removed).toEqual([removedOne!.ticketNumber]);
    expect(calls().all).toBe(2);
    expect(again.replica.get(removedOne!.ticketNumber)).toBeUndefined();
    expect(again.replica.get(changedOne!.ticketNumber)!.modifiedDate).not.toBe(changedOne!.modifiedDate);
    const found = again.replica.table.page({ ...selection, query: { search: 'replica delta PROBE' } }, 'newest', 0, 10);
    expect(found.tickets.map((t) => t.ticketNumber)).toEqual([created.ticketNumber]);
    expect(again.replica.table.count()).toBe(await sandboxTicketCount());
  });

  it('reads every ticket again when the last sync is older than deletions are kept, and not before', async () => {
    const dir = folder();
    const first = await start(dir);
    await first.replica.sync();
    await stop(first);
    const total = await sandboxTicketCount();

    const withinKept = await start(dir, { now: () => Date.now() + DELETIONS_KEPT_MS - 60_000 });
    const quiet = countRequests();
    expect((await withinKept.replica.sync()).initial).toBe(false);
    expect(quiet().all).toBe(2);
    await stop(withinKept);

    // That sync wrote its time on the moved clock: from there, a gap a minute past the rule.
    const afterGap = await start(dir, { now: () => Date.now() + 2 * DELETIONS_KEPT_MS + 60_000 });
    const calls = countRequests();
    expect((await afterGap.replica.sync()).initial).toBe(true);
    expect(calls()).toEqual({ tickets: Math.ceil(total / 200), deletions: 1, all: Math.ceil(total / 200) + 1 });
    expect(afterGap.replica.table.count()).toBe(total);
  });

  it('reads every ticket again when the stored replica was written by another replica version or for another ERP', async () => {
    const dir = folder();
    const first = await start(dir);
    await first.replica.sync();
    await stop(first);
    const db = Database.open(dir);
    db.sql.prepare("UPDATE replica_state SET version = version + 1 WHERE profile_id = 'p1'").run();
    db.release();

    const again = await start(dir);
    expect((await again.replica.sync()).initial).toBe(true);
    expect((await again.replica.sync()).initial).toBe(false);
    const moved = again.replicas.of({ id: 'p1', previewBaseUrl: `${starts.sb.previewUrl}/elsewhere`, tenantId: starts.sb.tenantId }, again.client);
    expect(moved).not.toBe(again.replica);
    expect((await moved.sync()).initial).toBe(true);
  });

  it('answers the SLA views and the orders in SQL exactly as the SLA rules and sorts over every ticket would, at any instant', async () => {
    const { replica } = await start(folder());
    await replica.sync();
    const all = replica.table.page({ ...selection, query: {} }, 'ticketNumber', 0, 100_000).tickets;
    expect(all.length).toBe(replica.table.count());
    const numbers = (ts: { ticketNumber: string }[]) => ts.map((t) => t.ticketNumber);
    const seen = { breached: 0, breachingSoon: 0 };
    for (const hours of [0, 3, 30, 24 * 10]) {
      const now = new Date(Date.now() + hours * 3_600_000);
      for (const windowMinutes of [60, 24 * 60]) {
        for (const view of ['breached', 'breachingSoon'] as const) {
          const expected = all.filter((t) => slaOf(t, now, windowMinutes).state === view);
          const got = replica.table.page({ query: {}, view, now, windowMinutes }, 'ticketNumber', 0, 100_000);
          expect(numbers(got.tickets), `${view} at +${hours} h, window ${windowMinutes}`).toEqual(numbers(expected));
          expect(got.totalCount).toBe(expected.length);
          seen[view] += expected.length;
        }
      }
    }
    // Both views held tickets at some of those instants: the comparison is not of empty sets.
    expect(seen.breached).toBeGreaterThan(0);
    expect(seen.breachingSoon).toBeGreaterThan(0);
    const key = (s: string | null | undefined, missing: number) => (s ? Date.parse(s) : missing);
    const byNumber = (a: { ticketNumber: string }, b: { ticketNumber: string }) => (a.ticketNumber < b.ticketNumber ? -1 : 1);
    const newest = [...all].sort((a, b) => key(b.createdDate, -Infinity) - key(a.createdDate, -Infinity) || byNumber(a, b));
    expect(numbers(replica.table.page({ ...selection, query: {} }, 'newest', 0, 100_000).tickets)).toEqual(numbers(newest));
    const changed = [...all].sort((a, b) => key(b.modifiedDate, -Infinity) - key(a.modifiedDate, -Infinity) || byNumber(a, b));
    expect(numbers(replica.table.page({ ...selection, query: {} }, 'recentlyChanged', 0, 100_000).tickets)).toEqual(numbers(changed));
  });
});
