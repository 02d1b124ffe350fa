import { describe, expect, it } from 'vitest';
import { CONFIGURATOR_ITEM_COUNT } from '../../../src/sandbox/seed/configurables';
import { generateStore } from '../../../src/sandbox/seed/generate';
import { client, start, type Body } from './helpers';

const anchor = Date.parse('2025-06-01T00:00:00Z');
const snapshot = (seed: number) => {
  const s = generateStore({ seed, scale: 1, anchor });
  return JSON.stringify({
    tenant: s.tenant,
    items: [...s.items.values()],
    stock: [...s.stock.entries()],
    pos: [...s.purchaseOrders.values()],
    counts: [...s.counts.values()],
    tx: s.transactions,
    customers: [...s.customers.values()],
    sales: [[...s.sales.salesOrders.values()], [...s.sales.quotes.values()], [...s.sales.configurations.values()], s.sales.contacts],
  });
};

describe('seed', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(snapshot(7)).toBe(snapshot(7));
    expect(snapshot(7)).not.toBe(snapshot(8));
  });

  it('gives the same tenant, keys and data over HTTP for the same seed', async () => {
    const [a, b, c] = await Promise.all([
      start({ seed: 11, anchorDate: '2025-06-01' }),
      start({ seed: 11, anchorDate: '2025-06-01' }),
      start({ seed: 12, anchorDate: '2025-06-01' }),
    ]);
    try {
      expect(a.tenantId).toBe(b.tenantId);
      expect(a.apiKeys).toEqual(b.apiKeys);
      expect(c.apiKeys.all).not.toBe(a.apiKeys.all);
      const strip = (body: Body) => JSON.stringify(body).replaceAll(/http:\/\/127\.0\.0\.1:\d+/g, '');
      const [ia, ib] = await Promise.all([client(a).get('/purchase-orders?pageSize=200'), client(b).get('/purchase-orders?pageSize=200')]);
      expect(strip(ia.body)).toBe(strip(ib.body));
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  // How long this takes is reported by `npm run bench` (sandbox start-up), not asserted here.
  it('scales to 10,000+ records', () => {
    const s = generateStore({ seed: 1, scale: 50, anchor });
    expect(s.items.size).toBe(15_000 + CONFIGURATOR_ITEM_COUNT);
    expect(s.purchaseOrders.size).toBe(3_000);
    expect(s.customers.size).toBe(4_000);
  });
});
