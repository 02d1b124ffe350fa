import { beforeAll, describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { collect } from '../../../src/main/erp/paging';
import { ecomItemId } from '../../../src/sandbox/ecom/catalog';
import { useSandbox } from './sandbox';

// Scale 2: the default channel then publishes well over 250 priced items.
const { sandbox, client } = useSandbox({ scale: 2 });

let erp: ErpClient;
/** 250 priced items published in the client's default channel, with their /ecom ids. */
let wanted: { itemId: string; itemNumber: string; salesPrice: string }[];

beforeAll(async () => {
  erp = await client();
  const channel = sandbox().channels[0]!.code;
  const published = new Set((await collect(erp.preview.channels.allItems(channel, { isActive: true }))).map((p) => p.itemNumber));
  wanted = (await collect(erp.preview.items.all()))
    .filter((i) => i.isActive && i.salesPrice && published.has(i.itemNumber))
    .slice(0, 250)
    .map((i) => ({ itemId: ecomItemId(sandbox().tenantId, i.itemNumber), itemNumber: i.itemNumber, salesPrice: i.salesPrice! }));
  // The session is fetched once up front, so the counts below are the bulk calls alone.
  await erp.ecom.catalog.prices(wanted.slice(0, 1).map((w) => w.itemId));
}, 60_000);

describe('/ecom bulk price and stock helpers against the sandbox', () => {
  it('asks 250 prices in exactly 3 POST calls and gets every price', async () => {
    expect(wanted).toHaveLength(250);
    erp.resetStats();
    const prices = await erp.ecom.catalog.prices(wanted.map((w) => w.itemId));
    const stats = erp.stats();
    expect(stats.calls).toBe(3);
    expect(stats.requests).toBe(3);
    expect(stats.byStatus).toEqual({ 200: 3 });
    expect(prices.map((p) => p.itemId)).toEqual(wanted.map((w) => w.itemId));
    // The default channel (B2B-NO) shows net prices: the ERP sales price itself.
    prices.forEach((p, i) =>
      expect(p).toMatchObject({ itemNumber: wanted[i]!.itemNumber, price: wanted[i]!.salesPrice, currencyCode: 'NOK', includesVat: false, vatRate: '25' }),
    );
  });

  it('asks 250 stock rows in exactly 3 POST calls and gets a row for every id', async () => {
    erp.resetStats();
    const stock = await erp.ecom.catalog.stock(wanted.map((w) => w.itemId));
    expect(erp.stats()).toMatchObject({ calls: 3, requests: 3, byStatus: { 200: 3 } });
    expect(stock.map((s) => s.itemId)).toEqual(wanted.map((w) => w.itemId));
    for (const s of stock) {
      expect(s.quantity).toMatch(/^\d+(\.\d+)?$/);
      expect(s.inStock).toBe(Number(s.quantity) > 0);
    }
  });

  it('prices follow the channel asked for: B2C-NO includes 25 % VAT', async () => {
    const some = wanted.slice(0, 10).map((w) => w.itemId);
    const net = await erp.ecom.catalog.prices(some);
    const gross = await erp.ecom.catalog.prices(some, { channel: 'B2C-NO' });
    expect(gross.every((g) => g.includesVat === true)).toBe(true);
    for (const g of gross) {
      const n = net.find((x) => x.itemId === g.itemId)!;
      expect(Math.abs(Number(g.price) - Number(n.price) * 1.25)).toBeLessThan(0.006);
    }
  });
});
