import { describe, expect, it } from 'vitest';
import { bulk, chunk } from '../../../src/main/erp/bulk';
import { client, paged, startStub } from './stub';

const availability = (itemNumber: string) => ({
  itemNumber,
  totalQuantityOnHand: '10',
  totalAllocatedQuantity: '2.5',
  totalAvailableQuantity: '7.5',
  warehouses: [{ warehouseCode: 'MAIN', quantityOnHand: '10', allocatedQuantity: '2.5', availableQuantity: '7.5', trackingType: 'SomethingNew' }],
});

describe('bulk helpers', () => {
  it('chunks keys and keeps results in key order', async () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    const result = await bulk([1, 2, 3, 4, 5, 6, 7], 3, async (c) => (await new Promise((r) => setTimeout(r, 10 - c[0]!)), c.map((n) => n * 10)));
    expect(result).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('asks for each key once even when the caller repeats keys', async () => {
    const calls: number[][] = [];
    await bulk([1, 1, 2, 2, 3], 2, async (c) => (calls.push(c), c));
    expect(calls).toEqual([[1, 2], [3]]);
  });

  it('reads availability for 5,000 items in exactly 25 calls of at most 200 item numbers', async () => {
    const stub = await startStub((app) =>
      app.get('/preview/inventory/availability', async (req) => {
        const q = req.query as { itemNumbers: string; pageSize: string };
        const numbers = q.itemNumbers.split(',');
        if (numbers.length > 200) return { status: 400 };
        return paged(numbers.map(availability), 1, Number(q.pageSize), numbers.length);
      }),
    );
    const erp = await client(stub.url);
    const keys = Array.from({ length: 5_000 }, (_, i) => `IT${i}`);
    const result = await erp.preview.availability.forItems(keys, { warehouseCode: 'MAIN' });
    expect(stub.seen).toHaveLength(25);
    expect(result.map((r) => r.itemNumber)).toEqual(keys);
    expect(result[0]!.totalAvailableQuantity).toBe('7.5');
    expect(result[0]!.warehouses[0]!.trackingType).toBe('SomethingNew'); // open enum passes through
    for (const r of stub.seen) {
      const url = new URL(r.url, 'http://x');
      expect(url.searchParams.get('itemNumbers')!.split(',').length).toBeLessThanOrEqual(200);
      expect(url.searchParams.get('pageSize')).toBe('200');
      expect(url.searchParams.get('warehouseCode')).toBe('MAIN');
    }
  });

  it('asks /ecom prices and stock with POST bodies of at most 100 ids', async () => {
    const stub = await startStub((app) => {
      app.get('/ecom/session', async () => ({ token: 'tok', expiresAt: '2099-01-01T00:00:00Z' }));
      app.post('/ecom/catalog/prices', async (req) => (req.body as { itemIds: string[] }).itemIds.map((itemId) => ({ itemId, price: '9.90' })));
      app.post('/ecom/catalog/stock', async (req) => ({ items: (req.body as { itemIds: string[] }).itemIds.map((itemId) => ({ itemId, quantity: '3' })) }));
    });
    const erp = await client(stub.url);
    const ids = Array.from({ length: 250 }, (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`);
    const prices = await erp.ecom.catalog.prices(ids);
    const stock = await erp.ecom.catalog.stock(ids.slice(0, 100));
    expect(prices.map((p) => p.itemId)).toEqual(ids);
    expect(stock).toHaveLength(100);
    const priceCalls = stub.seen.filter((r) => r.url === '/ecom/catalog/prices');
    expect(priceCalls.map((r) => (r.body as { itemIds: string[] }).itemIds.length)).toEqual([100, 100, 50]);
    expect(stub.seen.filter((r) => r.url === '/ecom/catalog/stock')).toHaveLength(1);
    expect(priceCalls.every((r) => r.headers['idempotency-key'] === undefined)).toBe(true);
  });
});
