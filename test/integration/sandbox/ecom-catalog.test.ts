import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, type Body, type Client, pricedPublications, start } from './helpers';

let sb: SandboxHandle;
let api: Client;
/** Published, active, priced items per channel (from /preview), with their /ecom ids. */
const published: Record<string, { itemId: string; itemNumber: string; salesPrice: string }[]> = {};

beforeAll(async () => {
  sb = await start();
  api = client(sb);
  Object.assign(published, await pricedPublications(sb, ['B2B-NO', 'B2C-NO']));
});
afterAll(() => sb.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Body;
}

async function ecom(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, json?: unknown): Promise<Answer> {
  const res = await request(`${sb.ecomUrl}${path}`, {
    method,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers as Record<string, string>, body: text ? JSON.parse(text) : null };
}

const tenant = () => ({ 'x-tenant-id': sb.tenantId });
const ids = (code: string, n: number) => (published[code] ?? []).slice(0, n).map((p) => p.itemId);

describe.each(['prices', 'stock'])('/ecom/catalog/%s limits and ids', (what) => {
  const path = `/catalog/${what}`;

  it('answers up to 100 ids by GET and POST, and refuses 101 with 400', async () => {
    const hundred = ids('B2B-NO', 100);
    expect(hundred).toHaveLength(100);
    const get = await ecom('GET', `${path}?itemIds=${hundred.join(',')}`, tenant());
    const post = await ecom('POST', path, tenant(), { itemIds: hundred });
    expect(get.status).toBe(200);
    expect(post.status).toBe(200);
    expect(get.body.items.map((r: Body) => r.itemId)).toEqual(hundred);
    expect(post.body).toEqual(get.body);
    const tooMany = [...hundred, randomUUID()];
    const getTooMany = await ecom('GET', `${path}?itemIds=${tooMany.join(',')}`, tenant());
    const postTooMany = await ecom('POST', path, tenant(), { itemIds: tooMany });
    for (const res of [getTooMany, postTooMany]) {
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.errors[0]).toMatchObject({ code: 'Catalog.TooManyItemIds', field: 'itemIds' });
    }
  });

  it('skips malformed ids on GET but fails the whole POST with 400', async () => {
    const [a, b] = ids('B2B-NO', 2) as [string, string];
    const get = await ecom('GET', `${path}?itemIds=${a},not-an-id,${b},FV-10001`, tenant());
    expect(get.status).toBe(200);
    expect(get.body.items.map((r: Body) => r.itemId)).toEqual([a, b]);
    const post = await ecom('POST', path, tenant(), { itemIds: [a, 'not-an-id', b] });
    expect(post.status).toBe(400);
    expect(post.body.errors[0]).toMatchObject({ code: 'Catalog.InvalidItemId', field: 'itemIds[1]' });
    expect((await ecom('POST', path, tenant(), { itemIds: [a, 42] })).status).toBe(400);
    expect((await ecom('POST', path, tenant(), {})).status).toBe(400);
    expect((await ecom('GET', path, tenant())).status).toBe(400);
  });

  it('leaves out unknown and unpublished ids, answers each id once, ids case-insensitive', async () => {
    const [a] = ids('B2B-NO', 1) as [string];
    const res = await ecom('POST', path, tenant(), { itemIds: [randomUUID(), a.toUpperCase(), a] });
    expect(res.body.items.map((r: Body) => r.itemId)).toEqual([a]);
    expect(res.body.items[0].itemNumber).toBe(published['B2B-NO']?.[0]?.itemNumber);
    expect((await ecom('POST', path, tenant(), { itemIds: [] })).body.items).toEqual([]);
  });

  it('answers no-store and needs no Idempotency-Key on POST', async () => {
    const get = await ecom('GET', `${path}?itemIds=${ids('B2C-NO', 3).join(',')}`, tenant());
    const post = await ecom('POST', path, tenant(), { itemIds: ids('B2C-NO', 3) });
    expect(get.headers['cache-control']).toBe('no-store');
    expect(post.headers['cache-control']).toBe('no-store');
  });

  it('needs X-Tenant-Id (400 missing or malformed, 404 unknown); X-Channel is optional', async () => {
    const body = { itemIds: ids('B2B-NO', 1) };
    expect((await ecom('POST', path, {}, body)).status).toBe(400);
    expect((await ecom('GET', `${path}?itemIds=${body.itemIds[0]}`, { 'x-tenant-id': 'nope' })).status).toBe(400);
    expect((await ecom('POST', path, { 'x-tenant-id': '00000000-0000-4000-8000-000000000000' }, body)).status).toBe(404);
    expect((await ecom('POST', path, { ...tenant(), 'x-channel': 'NOPE' }, body)).status).toBe(404);
    const fallback = await ecom('POST', path, tenant(), body);
    expect(fallback.body.channelCode).toBe('B2B-NO'); // first active channel
    expect((await ecom('POST', path, { ...tenant(), 'x-channel': 'b2c-no' }, body)).body.channelCode).toBe('B2C-NO');
  });

  it('takes the session token optionally: none, a bogus one and a valid one give the same answer', async () => {
    const headers = { ...tenant(), 'x-channel': 'B2C-NO' };
    const body = { itemIds: ids('B2C-NO', 5) };
    const session = (await ecom('GET', '/session', headers)).body;
    const none = await ecom('POST', path, headers, body);
    const bogus = await ecom('POST', path, { ...headers, authorization: 'Bearer nonsense' }, body);
    const valid = await ecom('POST', path, { ...headers, authorization: `Bearer ${session.token}` }, body);
    expect([none.status, bogus.status, valid.status]).toEqual([200, 200, 200]);
    expect(bogus.body).toEqual(none.body);
    expect(valid.body).toEqual(none.body);
  });
});

describe('/ecom/catalog/prices amounts', () => {
  it('shows net list prices in a channel without VAT and adds 25 % where the channel shows VAT', async () => {
    const both = (published['B2B-NO'] ?? []).filter((p) => published['B2C-NO']?.some((q) => q.itemNumber === p.itemNumber)).slice(0, 20);
    expect(both.length).toBeGreaterThan(5);
    const itemIds = both.map((p) => p.itemId);
    const b2b = await ecom('POST', '/catalog/prices', { ...tenant(), 'x-channel': 'B2B-NO' }, { itemIds });
    const b2c = await ecom('POST', '/catalog/prices', { ...tenant(), 'x-channel': 'B2C-NO' }, { itemIds });
    const sessionFeatures = async (code: string) => (await ecom('GET', '/session', { ...tenant(), 'x-channel': code })).body.channel.features;
    expect((await sessionFeatures('B2B-NO')).showPricesIncludingVat).toBe(false);
    expect((await sessionFeatures('B2C-NO')).showPricesIncludingVat).toBe(true);
    expect(b2b.body).toMatchObject({ currencyCode: 'NOK', includesVat: false, vatRate: '25' });
    expect(b2c.body).toMatchObject({ currencyCode: 'NOK', includesVat: true, vatRate: '25' });
    both.forEach((p, i) => {
      const net = b2b.body.items[i];
      const gross = b2c.body.items[i];
      expect(net).toEqual({
        itemId: p.itemId,
        itemNumber: p.itemNumber,
        currencyCode: 'NOK',
        price: p.salesPrice,
        listPrice: p.salesPrice,
        includesVat: false,
        vatRate: '25',
        priceSource: 'ListPrice',
      });
      expect(gross.price).toMatch(/^\d+\.\d{2}$/);
      expect(Math.abs(Number(gross.price) - Number(p.salesPrice) * 1.25)).toBeLessThan(0.006);
      expect(gross).toMatchObject({ itemId: p.itemId, listPrice: gross.price, includesVat: true });
    });
  });

  it('a valid session token is used: it keeps the session alive', async () => {
    const headers = { ...tenant(), 'x-channel': 'B2C-NO' };
    const session = (await ecom('GET', '/session', headers)).body;
    sb.advanceClock(6 * 86_400_000);
    await ecom('GET', `/catalog/prices?itemIds=${ids('B2C-NO', 1).join(',')}`, { ...headers, authorization: `Bearer ${session.token}` });
    sb.advanceClock(2 * 86_400_000);
    expect((await ecom('GET', '/session', { ...headers, authorization: `Bearer ${session.token}` })).body.token).toBe(session.token);
  });
});

describe('/ecom/catalog/stock aggregation', () => {
  /** Available per warehouse, from /preview availability. */
  async function availability(itemNumber: string): Promise<Body> {
    return (await api.get(`/items/${itemNumber}/availability`)).body;
  }
  const clamp = (s: string) => Math.max(0, Number(s));

  it('sums all active warehouses for B2B and the default warehouse for B2C', async () => {
    const b2bFeatures = (await ecom('GET', '/session', { ...tenant(), 'x-channel': 'B2B-NO' })).body.channel.features;
    const b2cFeatures = (await ecom('GET', '/session', { ...tenant(), 'x-channel': 'B2C-NO' })).body.channel.features;
    expect(b2bFeatures.stockAggregation).toBe('AllWarehouses');
    expect(b2cFeatures.stockAggregation).toBe('DefaultWarehouse');

    const both = (published['B2B-NO'] ?? []).filter((p) => published['B2C-NO']?.some((q) => q.itemNumber === p.itemNumber)).slice(0, 30);
    const itemIds = both.map((p) => p.itemId);
    const b2b = await ecom('POST', '/catalog/stock', { ...tenant(), 'x-channel': 'B2B-NO' }, { itemIds });
    const b2c = await ecom('POST', '/catalog/stock', { ...tenant(), 'x-channel': 'B2C-NO' }, { itemIds });
    expect(b2b.body).toMatchObject({ stockAggregation: 'AllWarehouses', warehouseCode: null });
    expect(b2c.body).toMatchObject({ stockAggregation: 'DefaultWarehouse', warehouseCode: 'OSL' });
    let differs = 0;
    for (const [i, p] of both.entries()) {
      const a = await availability(p.itemNumber);
      const all = clamp(a.totalAvailableQuantity);
      const osl = clamp(a.warehouses.find((w: Body) => w.warehouseCode === 'OSL')?.availableQuantity ?? '0');
      expect(Number(b2b.body.items[i].quantity)).toBe(all);
      // The shop shows the quantity only where the publication says ExactQuantity (rule 164).
      const shop = b2c.body.items[i];
      if (shop.displayMode === 'ExactQuantity') expect(Number(shop.quantity)).toBe(osl);
      if (shop.displayMode !== 'Hidden') expect(shop.inStock).toBe(osl > 0);
      expect(b2b.body.items[i]).toMatchObject({ itemId: p.itemId, inStock: all > 0, status: all > 0 ? 'InStock' : 'OutOfStock' });
      if (all !== osl) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});
