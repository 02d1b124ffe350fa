import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { MAX_PRODUCT_PAGE, type EcomProduct } from '../../../src/main/erp/ecom/products';
import { useSandbox } from '../erp/sandbox';

/** The /ecom product list read for an assortment, over real HTTP: pages side by side, records in the API's order. */
const { sandbox, client } = useSandbox({ scale: 3 });
let erp: ErpClient;
const CHANNEL = 'B2B-NO';
const CONCURRENCY = 4;

beforeAll(async () => {
  erp = await client({ pageConcurrency: CONCURRENCY });
});
afterEach(() => sandbox().faults.clear());

/** The reference: every page asked one after another, as a visitor's browser would. */
async function oneByOne(): Promise<EcomProduct[]> {
  const out: EcomProduct[] = [];
  for (let page = 1; ; page++) {
    const answer = await erp.ecom.products.list({ page, pageSize: MAX_PRODUCT_PAGE }, { channel: CHANNEL });
    out.push(...answer.items);
    if (answer.items.length < MAX_PRODUCT_PAGE) return out;
  }
}

describe('/ecom product list for an assortment', () => {
  it('gives every product exactly once, in the order of the pages, with the pages asked side by side', async () => {
    const expected = await oneByOne();
    const pageCount = Math.ceil(expected.length / MAX_PRODUCT_PAGE);
    expect(pageCount).toBeGreaterThan(CONCURRENCY + 1);
    // Each page takes a while at the server, so pages asked together are seen there together.
    sandbox().faults.configure([{ kind: 'latency', pathPrefix: '/ecom/catalog/products', latencyMs: 40 }]);
    const recording = sandbox().recordTraffic();
    const all = await erp.ecom.products.all({}, { channel: CHANNEL });
    recording.stop();

    expect(all.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    const pages = recording.entries({ pathPrefix: '/ecom/catalog/products' });
    expect(pages).toHaveLength(pageCount);
    expect(recording.maxConcurrent({ pathPrefix: '/ecom/catalog/products' })).toBe(CONCURRENCY);
  });

  it('reads a list of one page with one call', async () => {
    const recording = sandbox().recordTraffic();
    const featured = await erp.ecom.products.all({ search: 'tent' }, { channel: CHANNEL });
    recording.stop();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(MAX_PRODUCT_PAGE);
    expect(recording.count({ pathPrefix: '/ecom/catalog/products' })).toBe(1);
  });
});
