import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { collect, MAX_PAGE_SIZE } from '../../../src/main/erp/paging';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INCOMING_STATES, proposalsFor, replicaLookups, type ReplenishmentLookups } from '../../../src/main/services/purchasing/replenishment';
import { RecordsReplicas } from '../../../src/main/services/shared/records/records-replica';
import type { TrafficRecording } from '../../../src/sandbox';
import { useSandbox } from '../erp/sandbox';

/** What a replenishment run costs, counted where the ERP sees it, for a pinned seed. */
const { sandbox, client } = useSandbox({ scale: 1, anchorDate: '2025-06-01' });
const now = new Date('2025-06-01T08:00:00Z');
let erp: ErpClient;

beforeAll(async () => {
  erp = await client();
});

async function recorded<T>(run: () => Promise<T>): Promise<{ value: T; calls: TrafficRecording }> {
  const calls = sandbox().recordTraffic();
  try {
    return { value: await run(), calls };
  } finally {
    calls.stop();
  }
}

const detail = (resource: string) => new RegExp(`^/preview/${resource}/[^/]+$`);

describe('replenishment calls', () => {
  it('reads the item and supplier lists and one detail per open order into the warehouse, never an item or supplier one by one', async () => {
    const itemCount = (await erp.preview.items.list({}, { pageSize: 1 })).totalCount;
    const supplierCount = (await erp.preview.suppliers.list({}, { pageSize: 1 })).totalCount;
    const open = (await Promise.all(INCOMING_STATES.map((status) => collect(erp.preview.purchaseOrders.all({ status }))))).flat();
    const openIntoOsl = open.filter((po) => po.warehouseCode === 'OSL').map((po) => po.orderNumber);
    const itemPages = Math.ceil(itemCount / MAX_PAGE_SIZE);
    const supplierPages = Math.ceil(supplierCount / MAX_PAGE_SIZE);

    const { value: run, calls } = await recorded(() => proposalsFor(erp, 'OSL', { now }));
    expect(run.proposals.length).toBeGreaterThan(0);
    expect(calls.count({ pathPattern: detail('items') })).toBe(0);
    expect(calls.count({ pathPattern: detail('suppliers') })).toBe(0);
    expect(calls.count({ pathPattern: /^\/preview\/items$/ })).toBe(itemPages);
    expect(calls.count({ pathPattern: /^\/preview\/suppliers$/ })).toBe(supplierPages);
    const orderReads = calls.entries({ pathPattern: detail('purchase-orders') }).map((e) => e.path.split('/').pop());
    expect(orderReads.sort()).toEqual([...openIntoOsl].sort());
    // The lists the rules need per warehouse (settings, availability, orders, agreements, supplier terms) come on top.
    expect(calls.count()).toBe(51);
  });

  it('gives the same proposals, figure for figure, as reading each item and supplier on its own', async () => {
    const names = new Map<string, Promise<string | null>>();
    const oneByOne: ReplenishmentLookups = {
      item: (n) => erp.preview.items.get(n).catch(() => null),
      supplierName: (s) =>
        names.get(s) ??
        names
          .set(
            s,
            erp.preview.suppliers.get(s).then((x) => x.name ?? null),
          )
          .get(s)!,
    };
    const { value: single, calls } = await recorded(() => proposalsFor(erp, 'OSL', { now, lookups: oneByOne }));
    const lists = await proposalsFor(erp, 'OSL', { now });
    expect(calls.count({ pathPattern: detail('items') })).toBeGreaterThanOrEqual(single.proposals.length);
    expect(lists).toEqual(single);
  });

  it('gives the same proposals from the local replica, and a second run reads only the changes of items and suppliers', async () => {
    const replicas = new RecordsReplicas(mkdtempSync(join(tmpdir(), 'qm-replenish-')));
    afterAll(() => replicas.close());
    const profile = { id: 'p1', previewBaseUrl: sandbox().previewUrl, tenantId: sandbox().tenantId };
    const lookups = () => replicaLookups(replicas.of(profile, erp, 'item'), replicas.of(profile, erp, 'supplier'));
    const lists = await proposalsFor(erp, 'OSL', { now });
    expect(lists.proposals.length).toBeGreaterThan(0);
    expect(await proposalsFor(erp, 'OSL', { now, lookups: lookups() })).toEqual(lists);

    const { value: again, calls } = await recorded(() => proposalsFor(erp, 'OSL', { now, lookups: lookups() }));
    expect(again).toEqual(lists);
    expect(calls.count({ pathPattern: /^\/preview\/items$/ })).toBe(1);
    expect(calls.count({ pathPattern: /^\/preview\/suppliers$/ })).toBe(1);
    expect(calls.count({ pathPattern: /^\/preview\/deletions$/ })).toBe(2);
    expect(calls.count({ pathPattern: detail('items') })).toBe(0);
  });
});
