import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGURATIONS_REREAD_MS, type RecordKindName } from '../../../src/main/services/shared/records/record-kinds';
import { RecordsReplicas, type RecordsReplicaOptions } from '../../../src/main/services/shared/records/records-replica';
import { DELETIONS_KEPT_MS } from '../../../src/main/services/tickets/ticket-replica';
import { awningValues, AWNING } from '../configurator/support';
import { replicaStarts } from '../support/replica-starts';

/** The records replica across restarts of the app (see `replicaStarts`). */
const starts = replicaStarts();

async function start(dataDir: string, options: RecordsReplicaOptions = {}) {
  const { client, replicas } = await starts.start(() => new RecordsReplicas(dataDir, options));
  const of = <K extends RecordKindName>(kind: K) => replicas.of(starts.profile(), client, kind);
  return { client, replicas, of };
}

const PATHS: Record<string, string> = { customer: '/preview/customers', configuration: '/preview/configurations', item: '/preview/items' };
/** Requests the sandbox answers from now on: to that kind's list, and to /deletions. */
function countRequests(kind: string) {
  const fired = starts.countRequests([PATHS[kind]!, '/preview/deletions']);
  return () => {
    const [list, deletions] = fired();
    return { list: list!, deletions: deletions! };
  };
}

const folder = () => mkdtempSync(join(tmpdir(), 'qm-records-'));

describe('the records replica', () => {
  it('reads a list whole once, then resumes from disk after a restart with one list call and one deletions call', async () => {
    const dir = folder();
    const first = await start(dir);
    const total = await starts.total('/preview/items');
    const calls = countRequests('item');
    expect((await first.of('item').sync()).initial).toBe(true);
    expect(first.of('item').table.count()).toBe(total);
    // The deletions after the newest item are read at the end of the first read (row 351).
    expect(calls()).toEqual({ list: Math.ceil(total / 200), deletions: 1 });
    await starts.stop(first);

    const again = await start(dir);
    const afterRestart = countRequests('item');
    expect(again.of('item').table.count()).toBe(total);
    expect(await again.of('item').sync()).toEqual({ changed: [], removed: [], initial: false });
    expect(afterRestart()).toEqual({ list: 1, deletions: 1 });
  });

  it('brings a customer and a configuration created, changed and deleted meanwhile in with one delta read each', async () => {
    const dir = folder();
    const first = await start(dir);
    await first.of('customer').sync();
    await first.of('configuration').sync();
    await starts.stop(first);

    // Written from elsewhere while the app was closed.
    const erp = await start(folder());
    const customer = await erp.client.preview.customers.create({ name: 'Zebulon Fjordmarker AS' });
    const kept = await erp.client.preview.configurations.create({ itemNumber: AWNING, values: awningValues(), title: 'Quillfeather zanzibar' });
    const gone = await erp.client.preview.configurations.create({ itemNumber: AWNING, values: awningValues(), title: 'Doomed canopy' });
    await erp.client.preview.configurations.reconfigure(kept.configurationNumber, { title: 'Quillfeather balcony', values: awningValues() });
    await erp.client.preview.configurations.remove(gone.configurationNumber);

    const again = await start(dir);
    const customers = again.of('customer');
    const customerCalls = countRequests('customer');
    expect(await customers.sync()).toEqual({ changed: [customer.customerNumber], removed: [], initial: false });
    expect(customerCalls()).toEqual({ list: 1, deletions: 1 });
    expect(customers.table.search('fjordmark', 5).map((r) => r.number)).toEqual([customer.customerNumber]);
    expect(customers.table.byNumber(customer.customerNumber.toLowerCase())?.title).toBe('Zebulon Fjordmarker AS');

    const configurations = again.of('configuration');
    const changes = await configurations.sync();
    expect(changes.initial).toBe(false);
    expect(changes.changed).toEqual([kept.configurationNumber]);
    expect(changes.removed).toEqual([gone.configurationNumber]);
    expect(configurations.table.get(gone.configurationNumber)).toBeUndefined();
    expect(configurations.table.search('quillfeather', 5)).toEqual([
      expect.objectContaining({ kind: 'configuration', number: kept.configurationNumber, title: 'Quillfeather balcony' }),
    ]);
    expect(configurations.table.search('zanzibar', 5)).toEqual([]);
    expect(configurations.table.count()).toBe(await starts.total('/preview/configurations'));
  });

  it('drops an ordered configuration, which leaves no deletion record, at the next whole read a minute on', async () => {
    let clock = Date.now();
    const app = await start(folder(), { now: () => clock });
    const erp = await start(folder());
    const { customers } = { customers: await erp.client.preview.customers.list({ isActive: true }, { pageSize: 1 }) };
    const cfg = await erp.client.preview.configurations.create({
      itemNumber: AWNING,
      values: awningValues(),
      customerNumber: customers.items[0]!.customerNumber,
    });
    const replica = app.of('configuration');
    await replica.sync();
    expect(replica.table.get(cfg.configurationNumber)).toBeDefined();
    await erp.client.preview.configurations.order(cfg.configurationNumber, {});

    // Within the minute: a delta read, which cannot see the order.
    clock += CONFIGURATIONS_REREAD_MS - 1000;
    expect((await replica.sync()).initial).toBe(false);
    expect(replica.table.get(cfg.configurationNumber)).toBeDefined();
    clock += 1000;
    const calls = countRequests('configuration');
    expect((await replica.sync()).initial).toBe(true);
    expect(calls().deletions).toBe(0);
    expect(replica.table.get(cfg.configurationNumber)).toBeUndefined();
    expect(replica.table.count()).toBe(await starts.total('/preview/configurations'));
  });

  it('reads the list whole again after a gap longer than deletions are kept, and not before', async () => {
    const dir = folder();
    const first = await start(dir);
    await first.of('customer').sync();
    await starts.stop(first);
    const total = await starts.total('/preview/customers');

    const withinKept = await start(dir, { now: () => Date.now() + DELETIONS_KEPT_MS - 60_000 });
    const quiet = countRequests('customer');
    expect((await withinKept.of('customer').sync()).initial).toBe(false);
    expect(quiet()).toEqual({ list: 1, deletions: 1 });
    await starts.stop(withinKept);

    const afterGap = await start(dir, { now: () => Date.now() + 2 * DELETIONS_KEPT_MS + 60_000 });
    const calls = countRequests('customer');
    expect((await afterGap.of('customer').sync()).initial).toBe(true);
    expect(calls()).toEqual({ list: Math.ceil(total / 200), deletions: 1 });
    expect(afterGap.of('customer').table.count()).toBe(total);
  });

  it('keeps each kind apart: a search of one kind never answers another', async () => {
    const app = await start(folder());
    await app.of('item').sync();
    await app.of('supplier').sync();
    const [item] = app.of('item').table.search(AWNING, 1);
    expect(item).toEqual(expect.objectContaining({ kind: 'item', number: AWNING }));
    expect(app.of('supplier').table.search(AWNING, 5)).toEqual([]);
    // A part inside the number, which no word starts with, still finds it.
    expect(
      app
        .of('item')
        .table.search(AWNING.slice(4), 50)
        .map((r) => r.number),
    ).toContain(AWNING);
  });
});
