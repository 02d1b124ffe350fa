import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collect } from '../../../src/main/erp/paging';
import { RecordsReplicas } from '../../../src/main/services/shared/records/records-replica';
import { replicaStarts } from '../support/replica-starts';

/**
 * The records replica's first read and the deletions after it (row 351), on a sandbox of its own:
 * the tombstones this test leaves would change what other files count.
 */
const starts = replicaStarts();

async function start(dataDir: string) {
  const { client, replicas } = await starts.start(() => new RecordsReplicas(dataDir));
  return { client, replicas, items: replicas.of(starts.profile(), client, 'item') };
}

async function removeTicketInErp(ticketNumber: string): Promise<void> {
  const res = await fetch(`${starts.sb.origin}/_sandbox/tickets/${ticketNumber}/remove`, { method: 'POST' });
  expect(res.status).toBe(204);
}

describe('the records replica after a first read', () => {
  it('ends at the newest deletion of any kind: a restart reads one page of deletions however many other records were deleted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-records-deletions-'));
    const first = await start(dir);
    // More than a page of tombstones of another kind, all newer than the newest item.
    const tickets = await collect(first.client.preview.tickets.all({}, { pageSize: 200 }));
    for (const t of tickets.slice(0, 210)) await removeTicketInErp(t.ticketNumber);

    const reading = starts.countRequests(['/preview/deletions']);
    expect((await first.items.sync()).initial).toBe(true);
    expect(reading()).toEqual([2]);
    expect(first.items.table.count()).toBe(await starts.total('/preview/items'));
    await starts.stop(first);

    const again = await start(dir);
    const afterRestart = starts.countRequests(['/preview/items', '/preview/deletions']);
    expect(await again.items.sync()).toEqual({ changed: [], removed: [], initial: false });
    expect(afterRestart()).toEqual([1, 1]);
  });
});
