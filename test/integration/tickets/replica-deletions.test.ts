import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { collect } from '../../../src/main/erp/paging';
import { TicketReplicas } from '../../../src/main/services/tickets/ticket-replica';
import { replicaStarts } from '../support/replica-starts';

/**
 * The tickets replica's whole read and the deletions after it (row 351), on a sandbox of its own:
 * the tombstones these tests leave would change what other files count.
 */
const starts = replicaStarts();

async function start(dataDir: string) {
  const { client, replicas } = await starts.start(() => new TicketReplicas(dataDir));
  return { client, replicas, replica: replicas.of(starts.profile(), client) };
}

function countRequests() {
  const fired = starts.countRequests(['/preview/tickets', '/preview/deletions']);
  return () => {
    const [tickets, deletions] = fired();
    return { tickets: tickets!, deletions: deletions!, all: tickets! + deletions! };
  };
}

async function removeInErp(ticketNumber: string): Promise<void> {
  const res = await fetch(`${starts.sb.origin}/_sandbox/tickets/${ticketNumber}/remove`, { method: 'POST' });
  expect(res.status).toBe(204);
}

/** The client, whose whole read of the tickets has `ticketNumber` removed in the ERP after the last page was read. */
function removingAfterRead(client: ErpClient, ticketNumber: string): ErpClient {
  const tickets = client.preview.tickets;
  const all: typeof tickets.all = (query, options) =>
    (async function* () {
      yield* tickets.all(query, options);
      await removeInErp(ticketNumber);
    })();
  return { ...client, preview: { ...client.preview, tickets: { ...tickets, all } } };
}

const folder = () => mkdtempSync(join(tmpdir(), 'qm-replica-deletions-'));

describe('the tickets replica after a whole read', () => {
  it('ends a whole read at the newest deletion: a restart then makes two calls however many records were deleted, and a ticket removed during the read is gone', async () => {
    const erp = await start(folder());
    const numbers = (await collect(erp.client.preview.tickets.all({}, { pageSize: 200 }))).map((t) => t.ticketNumber);
    // More than a page of tombstones after the newest ticket (the seed's are older than every ticket).
    for (const n of numbers.slice(0, 210)) await removeInErp(n);
    const last = numbers.at(-1)!;

    const dir = folder();
    const first = await start(dir);
    const calls = countRequests();
    // The last ticket is removed in the ERP once its page was read, before the read ends.
    expect((await first.replicas.of(starts.profile(), removingAfterRead(first.client, last)).sync()).initial).toBe(true);
    expect(calls().deletions).toBe(2);
    expect(first.replica.get(last)).toBeUndefined();
    expect(first.replica.table.count()).toBe(await starts.total('/preview/tickets'));
    await starts.stop(first);

    const again = await start(dir);
    const afterRestart = countRequests();
    expect(await again.replica.sync()).toEqual({ changed: [], removed: [], initial: false });
    expect(afterRestart()).toEqual({ tickets: 1, deletions: 1, all: 2 });
  });
});
