import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRecords } from '../../../src/main/services/app/find-records';
import { RecordsReplicas } from '../../../src/main/services/shared/records/records-replica';
import { TicketReplicas } from '../../../src/main/services/tickets/ticket-replica';
import { replicaStarts } from '../support/replica-starts';

/**
 * A list read for the first time (row 340): who waits for it, who answers meanwhile, and what it
 * costs. Items and tickets are more than one batch of a whole read (1,000), so readers do not wait.
 */
const starts = replicaStarts({ items: 2_500, tickets: 2_500 });
const folder = () => mkdtempSync(join(tmpdir(), 'qm-first-read-'));
const PAGE = 200;

/** Each page of these lists answers after a round trip, so the first read is still going when a reader asks. */
function slow(...pathPrefixes: string[]) {
  starts.sb.faults.configure(pathPrefixes.map((pathPrefix) => ({ kind: 'latency' as const, latencyMs: 40, pathPrefix })));
}

async function items(dir: string) {
  const { client, replicas } = await starts.start(() => new RecordsReplicas(dir));
  return replicas.of(starts.profile(), client, 'item');
}

describe('a first read of a list', () => {
  it('lets a reader answer at once from the rows stored so far, with how far the read is, and asks for nothing more', async () => {
    const replica = await items(folder());
    const total = await starts.total('/preview/items');
    const counted = starts.countRequests(['/preview/items', '/preview/deletions']);
    const calls = () => counted().slice(0, 2);
    slow('/preview/items');
    let finished = false;
    const read = replica.sync().then((changes) => ((finished = true), changes));

    const early = await replica.soon();
    expect(finished).toBe(false);
    expect(early.reading).toEqual({ done: expect.any(Number) as number, total });
    expect(early.reading!.done).toBeLessThan(total);
    expect(early.asOf).toBeUndefined();

    expect((await read).initial).toBe(true);
    expect(replica.table.count()).toBe(total);
    // The reader shared the read: no second round of calls was queued behind it. The one
    // deletions call ends the first read (row 351).
    expect(calls()).toEqual([Math.ceil(total / PAGE), 1]);
    // Once read, a reader waits for the delta as before: its own deletions call.
    expect(await replica.soon()).toEqual({});
    expect(calls()[1]).toBe(2);
  });

  it('is shared by a second sync asked meanwhile, which then reads only the changes', async () => {
    const replica = await items(folder());
    const total = await starts.total('/preview/items');
    const calls = starts.countRequests(['/preview/items', '/preview/deletions']);
    const [first, second] = await Promise.all([replica.sync(), replica.sync()]);
    expect(first.initial).toBe(true);
    expect(second).toEqual({ changed: [], removed: [], initial: false });
    const shared = calls();
    const alone = starts.countRequests(['/preview/items', '/preview/deletions']);
    await replica.sync();
    const [deltaList, deltaDeletions] = alone();
    expect(deltaDeletions).toBe(1);
    // The whole list once with the deletions after it, then what one delta costs on its own.
    expect(shared).toEqual([Math.ceil(total / PAGE) + deltaList!, 1 + deltaDeletions!]);
  });

  it('leaves the palette answering with what is stored so far and the kinds still read, and finds everything once read', async () => {
    const dir = folder();
    const { client, replicas } = await starts.start(() => new RecordsReplicas(dir));
    const { replicas: ticketReplicas } = await starts.start(() => new TicketReplicas(dir));
    const profile = starts.profile();
    const sources = {
      client,
      items: replicas.of(profile, client, 'item'),
      purchaseOrders: replicas.of(profile, client, 'purchaseOrder'),
      configurations: replicas.of(profile, client, 'configuration'),
      quotes: replicas.of(profile, client, 'quote'),
      customers: replicas.of(profile, client, 'customer'),
      tickets: ticketReplicas.of(profile, client),
      isBroad: (text: string) => replicas.isBroad(text),
    };
    const total = (path: string) => starts.total(`/preview/${path}`);
    const totals = {
      purchaseOrder: await total('purchase-orders'),
      configuration: await total('configurations'),
      ticket: await total('tickets'),
      item: await total('items'),
    };
    const itemTotal = totals.item;
    const item = (await client.preview.items.list({}, { pageSize: 1, page: Math.ceil(itemTotal / 2) })).items[0]!;
    slow('/preview/items', '/preview/tickets');
    const reads = Promise.all([sources.items.sync(), sources.tickets.sync()]);

    let read = false;
    void reads.then(() => (read = true));
    // Purchase orders and configurations fit one batch, so they are waited for; items and tickets are not.
    const during = await findRecords(sources, item.itemNumber, 5);
    expect(read).toBe(false);
    expect(during.reading!.map((r) => [r.kind, r.total])).toEqual([
      ['ticket', totals.ticket],
      ['item', totals.item],
    ]);
    expect(sources.purchaseOrders.table.count()).toBe(totals.purchaseOrder);
    expect(sources.configurations.table.count()).toBe(totals.configuration);
    expect(during.reading!.find((r) => r.kind === 'item')!.done).toBeLessThan(itemTotal);
    expect(during.asOf).toBeUndefined();

    await reads;
    const after = await findRecords(sources, item.itemNumber, 5);
    expect(after.reading).toBeUndefined();
    expect(after.records[0]).toEqual(expect.objectContaining({ kind: 'item', number: item.itemNumber }));
  });
});
