import { beforeAll, describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { readRowPrices, ROW_PRICE_READS_AT_ONCE, UNPRICED } from '../../../src/main/services/configurator/row-prices';
import { useSandbox } from '../erp/sandbox';
import { AWNING, awningValues } from './support';

/** Prices of the saved configurations on screen (row 337), counted where the ERP sees them. */
const { sandbox, client } = useSandbox({ scale: 1 });
let erp: ErpClient;
let onScreen: string[];

beforeAll(async () => {
  erp = await client();
  // A list longer than a screen: the seed's few and a score more.
  for (let i = 0; i < 20; i++) await erp.preview.configurations.create({ itemNumber: AWNING, quantity: String(i + 1), values: awningValues() });
  const page = await erp.preview.configurations.list({}, { pageSize: 200 });
  // A screenful of a long list: the rest is never read.
  onScreen = page.items.slice(3, 15).map((c) => c.configurationNumber);
});

const detail = /^\/preview\/configurations\/[^/]+$/;

describe('prices of the configurations on screen', () => {
  it('reads one single record per row on screen, at most a few at once, and no list', async () => {
    expect(onScreen).toHaveLength(12);
    const calls = sandbox().recordTraffic();
    const { prices } = await readRowPrices(erp, onScreen);
    calls.stop();
    expect(calls.count({ method: 'GET', pathPattern: detail })).toBe(12);
    expect(calls.count()).toBe(12);
    expect(calls.maxConcurrent()).toBeLessThanOrEqual(ROW_PRICE_READS_AT_ONCE);
    expect(prices.map((p) => p.configurationNumber)).toEqual(onScreen);
    for (const p of prices) {
      if (p.unpriced) continue;
      expect(p.currencyCode).toMatch(/^[A-Z]{3}$/);
      expect(p.unitPrice).toMatch(/^\d+(\.\d+)?$/);
      expect(p.total).toMatch(/^\d+(\.\d+)?$/);
    }
    expect(prices.some((p) => p.unpriced === null)).toBe(true);
  });

  it('revalidates rows read before with their ETags: the ERP answers 304 and the prices stay', async () => {
    const first = await readRowPrices(erp, onScreen);
    const before = erp.stats().notModified;
    const calls = sandbox().recordTraffic();
    const again = await readRowPrices(erp, onScreen);
    calls.stop();
    expect(calls.count({ method: 'GET', pathPattern: detail })).toBe(12);
    expect(erp.stats().notModified - before).toBe(12);
    expect(again).toEqual(first);
  });

  it('says a configuration discarded meanwhile has no price, and still prices the others', async () => {
    const { prices } = await readRowPrices(erp, ['CFG-GONE-1', onScreen[0]!]);
    expect(prices[0]).toEqual({ configurationNumber: 'CFG-GONE-1', currencyCode: null, unitPrice: null, total: null, unpriced: UNPRICED.discarded });
    expect(prices[1]!.configurationNumber).toBe(onScreen[0]);
  });
});
