import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createErpClient, type ErpClient } from '../../../src/main/erp';
import { listTickets, queuesWithCounts } from '../../../src/main/services/tickets/list';
import { DELETIONS_KEPT_MS, TicketReplicas, type ReplicaOptions } from '../../../src/main/services/tickets/ticket-replica';
import { ticketCalls } from '../../../src/shared/contract/tickets';
import { AppError } from '../../../src/shared/errors';
import { startSandbox } from '../../../src/sandbox';

/**
 * Ticket lists and queue counts while the ERP cannot be reached: the replica answers with the
 * instant of its last completed sync, over real HTTP against a sandbox that is faulted or closed.
 * Retries are kept short so a 5xx "after retries" takes milliseconds.
 */
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

const filter = ticketCalls['tickets.list'].input.parse({ pageSize: 25 });
const breached = ticketCalls['tickets.list'].input.parse({ view: 'breached', pageSize: 25 });

async function start(apiKey?: string, options: ReplicaOptions = {}) {
  const sb = await startSandbox({ port: 0, control: true, counts: { tickets: 600 } });
  cleanup.push(() => sb.close());
  const replicas = new TicketReplicas(mkdtempSync(join(tmpdir(), 'qm-offline-')), options);
  cleanup.push(() => replicas.close());
  const connect = async (key = apiKey ?? sb.apiKeys.all): Promise<ErpClient> => {
    const client = await createErpClient({
      profileId: 'p1',
      preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: key }) },
      retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 10, maxRetryAfterMs: 10 },
    });
    cleanup.push(() => client.close());
    return client;
  };
  const client = await connect();
  const profile = { id: 'p1', previewBaseUrl: sb.previewUrl, tenantId: sb.tenantId };
  return { sb, client, connect, replica: (c: ErpClient = client) => replicas.of(profile, c), now: () => ({ now: new Date() }) };
}

const kindOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: unknown) => (AppError.is(e) ? e.kind : 'other'),
  );

describe('ticket lists when the ERP cannot be reached', () => {
  it('answer from the replica as of the last sync on 5xx after retries, and are live again once the ERP answers', async () => {
    const s = await start();
    const live = await listTickets(s.replica(), filter, s.now());
    expect(live.asOf).toBeUndefined();
    const liveQueues = await queuesWithCounts(s.client, s.replica(), s.now());
    expect(liveQueues.asOf).toBeUndefined();
    // Each live answer synced first: the last completed sync is the queue read's.
    const syncedAt = s.replica().lastSynced()!;
    expect(Date.parse(syncedAt)).toBeLessThanOrEqual(Date.now());

    s.sb.faults.configure([
      { kind: 'error-before-commit', pathPrefix: '/preview/tickets', method: 'GET' },
      { kind: 'error-before-commit', pathPrefix: '/preview/deletions', method: 'GET' },
      { kind: 'error-before-commit', pathPrefix: '/preview/reference/ticket-queues', method: 'GET' },
    ]);
    const stale = await listTickets(s.replica(), filter, s.now());
    expect(s.sb.faults.rules()[0]!.fired).toBeGreaterThan(0);
    expect(stale.asOf).toBe(syncedAt);
    expect(stale.items.map((r) => r.ticketNumber)).toEqual(live.items.map((r) => r.ticketNumber));
    expect(stale.totalCount).toBe(live.totalCount);
    // The answer is one the contract accepts, views included.
    expect(ticketCalls['tickets.list'].output.parse(stale).asOf).toBe(syncedAt);
    expect((await listTickets(s.replica(), breached, s.now())).asOf).toBe(syncedAt);
    const staleQueues = await queuesWithCounts(s.client, s.replica(), s.now());
    expect(staleQueues.asOf).toBe(syncedAt);
    expect(staleQueues.queues).toEqual(liveQueues.queues);
    ticketCalls['tickets.queues'].output.parse(staleQueues);

    s.sb.faults.clear();
    const back = await listTickets(s.replica(), filter, s.now());
    expect(back.asOf).toBeUndefined();
    expect(Date.parse(s.replica().lastSynced()!)).toBeGreaterThanOrEqual(Date.parse(syncedAt));
  });

  it('answer as of the last sync when the connection is refused (the ERP stopped)', async () => {
    const s = await start();
    await listTickets(s.replica(), filter, s.now());
    const syncedAt = s.replica().lastSynced()!;
    await s.sb.close();
    const page = await listTickets(s.replica(), filter, s.now());
    expect(page.asOf).toBe(syncedAt);
    expect(page.items).toHaveLength(25);
    const queues = await queuesWithCounts(s.client, s.replica(), s.now());
    expect(queues.asOf).toBe(syncedAt);
    expect(queues.queues.reduce((n, q) => n + q.openCount, 0)).toBeGreaterThan(0);
  });

  it('keep the stored rows when a full read is due (deletions unread too long) but the ERP cannot be reached', async () => {
    let clock = Date.now();
    const s = await start(undefined, { now: () => clock });
    const live = await listTickets(s.replica(), filter, s.now());
    const syncedAt = s.replica().lastSynced()!;
    clock += DELETIONS_KEPT_MS + 60_000;
    s.sb.faults.configure([{ kind: 'error-before-commit', pathPrefix: '/preview/tickets', method: 'GET' }]);
    const stale = await listTickets(s.replica(), filter, s.now());
    expect(stale.asOf).toBe(syncedAt);
    expect(stale.totalCount).toBe(live.totalCount);

    s.sb.faults.clear();
    const back = await listTickets(s.replica(), filter, s.now());
    expect(back.asOf).toBeUndefined();
    expect(back.totalCount).toBe(live.totalCount);
    expect(s.replica().lastSynced()).toBe(new Date(clock).toISOString());
  });

  it('still fail on a refusal (401) and when no sync ever completed', async () => {
    const s = await start();
    await listTickets(s.replica(), filter, s.now());
    const refused = await s.connect('not-a-key');
    expect(await kindOf(listTickets(s.replica(refused), filter, s.now()))).toBe('auth');
    expect(await kindOf(queuesWithCounts(refused, s.replica(refused), s.now()))).toBe('auth');

    const fresh = await start();
    fresh.sb.faults.configure([{ kind: 'error-before-commit', pathPrefix: '/preview/tickets', method: 'GET' }]);
    expect(await kindOf(listTickets(fresh.replica(), filter, fresh.now()))).toBe('unavailable');
  });
});
