import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, control, start, type Body, type Client } from './helpers';

/** Cancelling counts and purchase orders (docs/api-assumptions.md 70-72), over real HTTP. */
let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

const newCount = async (extra: Record<string, unknown> = {}) => {
  const res = await api.post('/inventory/counts', { type: 'Location', warehouseCode: 'OSL', zoneFilter: 'A', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Body;
};

async function orderIn(status: string): Promise<Body> {
  const list = await api.get(`/purchase-orders?status=${status}&pageSize=200`);
  for (const row of list.body.items as Body[]) {
    const detail = (await api.get(`/purchase-orders/${row.orderNumber}`)).body;
    if (detail.lines.every((l: Body) => Number(l.receivedQuantity) === 0)) return detail;
  }
  throw new Error(`no ${status} order without receipts in the seed`);
}

describe('cancelling an inventory count', () => {
  it('moves a Draft and an InProgress count to Cancelled and keeps the lines', async () => {
    for (const count of [await newCount(), await newCount({ autoStart: true })]) {
      const res = await api.post(`/inventory/counts/${count.countNumber}/cancel`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ countNumber: count.countNumber, status: 'Cancelled', totalLines: count.totalLines });
      expect((await api.get(`/inventory/counts/${count.countNumber}`)).body.status).toBe('Cancelled');
    }
  });

  it('replays the answer for the same key and refuses a second cancel with a new key', async () => {
    const count = await newCount();
    const first = await api.post(`/inventory/counts/${count.countNumber}/cancel`, undefined, { key: 'cancel-count-once' });
    const again = await api.post(`/inventory/counts/${count.countNumber}/cancel`, undefined, { key: 'cancel-count-once' });
    expect(again.status).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const fresh = await api.post(`/inventory/counts/${count.countNumber}/cancel`);
    expect(fresh.status).toBe(409);
    expect(codes(fresh)).toEqual(['InventoryCount.InvalidStatus']);
  });

  it('refuses a Completed count, needs a key and the write scope', async () => {
    const count = await newCount({ autoStart: true });
    await control.post(sb, `/counts/${count.countNumber}/complete`, { fill: 'expected' });
    const completed = await api.post(`/inventory/counts/${count.countNumber}/cancel`);
    expect(completed.status).toBe(409);
    expect(codes(completed)).toEqual(['InventoryCount.InvalidStatus']);
    const other = await newCount();
    expect((await api.post(`/inventory/counts/${other.countNumber}/cancel`, undefined, { key: null })).status).toBe(400);
    expect((await client(sb, sb.apiKeys.readOnly).post(`/inventory/counts/${other.countNumber}/cancel`)).status).toBe(403);
    expect(codes(await api.post('/inventory/counts/CNT-0/cancel'))).toEqual(['InventoryCount.NotFound']);
  });
});

describe('cancelling a purchase order', () => {
  it('cancels a Draft and a Confirmed order with nothing received; every line is closed', async () => {
    for (const status of ['Draft', 'Confirmed']) {
      const po = await orderIn(status);
      const res = await api.post(`/purchase-orders/${po.orderNumber}/cancel`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe('Cancelled');
      expect(res.body.lines.every((l: Body) => l.status === 'Closed' && Number(l.remainingQuantity) === 0)).toBe(true);
      expect(codes(await api.post(`/purchase-orders/${po.orderNumber}/send`))).toEqual(['PurchaseOrder.InvalidStatus']);
    }
  });

  it('refuses an order with receipts (close it instead) and a finished order', async () => {
    const partly = (await api.get('/purchase-orders?status=PartiallyReceived&pageSize=1')).body.items[0];
    const refused = await api.post(`/purchase-orders/${partly.orderNumber}/cancel`);
    expect(refused.status).toBe(409);
    expect(codes(refused)).toEqual(['PurchaseOrder.HasReceipts']);
    const cancelled = await orderIn('Cancelled');
    const finished = await api.post(`/purchase-orders/${cancelled.orderNumber}/cancel`);
    expect(finished.status).toBe(409);
    expect(codes(finished)).toEqual(['PurchaseOrder.InvalidStatus']);
  });
});

describe('a sandbox without the optional routes', () => {
  it('answers Route.NotFound for the cancel calls it leaves out, like an ERP that lacks them', async () => {
    const bare = await start({ leaveOut: ['inventory-count.cancel', 'purchase-order.cancel'] });
    try {
      const own = client(bare);
      const count = (await own.post('/inventory/counts', { type: 'Full', warehouseCode: 'TRD' })).body;
      const res = await own.post(`/inventory/counts/${count.countNumber}/cancel`);
      expect(res.status).toBe(404);
      expect(codes(res)).toEqual(['Route.NotFound']);
      const po = (await own.get('/purchase-orders?status=Draft&pageSize=1')).body.items[0];
      expect(codes(await own.post(`/purchase-orders/${po.orderNumber}/cancel`))).toEqual(['Route.NotFound']);
      // The apply route is still there.
      expect(codes(await own.post(`/inventory/counts/${count.countNumber}/apply`))).toEqual(['InventoryCount.NotCompleted']);
    } finally {
      await bare.close();
    }
  });
});
