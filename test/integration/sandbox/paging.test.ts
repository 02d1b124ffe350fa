import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { CONFIGURATOR_ITEM_COUNT } from '../../../src/sandbox/seed/configurables';
import { client, codes, fields, start } from './helpers';

/** 300 catalogue items per scale plus the configurable items and their components. */
const ITEM_COUNT = 300 + CONFIGURATOR_ITEM_COUNT;

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

describe('paging', () => {
  it('defaults to page 1 of 50 with the full envelope', async () => {
    const res = await client(sb).get('/items');
    expect(res.body).toMatchObject({
      page: 1,
      pageSize: 50,
      totalCount: ITEM_COUNT,
      totalPages: Math.ceil(ITEM_COUNT / 50),
      hasPreviousPage: false,
      hasNextPage: true,
    });
    expect(res.body.items).toHaveLength(50);
  });

  it('walks pages without overlap and reports the last page', async () => {
    const api = client(sb);
    const p1 = await api.get('/items?page=1&pageSize=200');
    const p2 = await api.get('/items?page=2&pageSize=200');
    expect(p2.body).toMatchObject({ page: 2, totalPages: 2, hasPreviousPage: true, hasNextPage: false });
    const numbers = [...p1.body.items, ...p2.body.items].map((i: { itemNumber: string }) => i.itemNumber);
    expect(new Set(numbers).size).toBe(ITEM_COUNT);
    const beyond = await api.get('/items?page=9&pageSize=200');
    expect(beyond.body.items).toEqual([]);
  });

  it.each([
    ['pageSize=201', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=1.5', 'pageSize'],
  ])('rejects %s with 400', async (query, field) => {
    const res = await client(sb).get(`/items?${query}`);
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual([field]);
  });
});

describe('modifiedSince', () => {
  it('accepts Z, a numeric offset and no designator as the same instant', async () => {
    const api = client(sb);
    const all = (await api.get('/customers?pageSize=200')).body.items as { modifiedDate: string | null; createdDate: string }[];
    const stamps = all.map((c) => Date.parse(c.modifiedDate ?? c.createdDate)).sort((a, b) => a - b);
    const pivot = new Date(stamps[Math.floor(stamps.length / 2)] as number);
    const z = pivot.toISOString();
    const noZone = z.slice(0, -1);
    const plus2 = new Date(pivot.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    const counts = await Promise.all(
      [z, noZone, plus2].map(async (v) => (await api.get(`/customers?pageSize=1&modifiedSince=${encodeURIComponent(v)}`)).body.totalCount),
    );
    expect(counts[0]).toBe(stamps.filter((s) => s >= pivot.getTime()).length);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[0]).toBeLessThan(all.length);
    expect(new Set(counts).size).toBe(1);
  });

  it.each(['customers', 'suppliers', 'items', 'purchase-orders', 'configurations', 'quotes'])(
    'answers on %s exactly the records created or changed at or after the instant (the lists the records replica keeps)',
    async (list) => {
      const api = client(sb);
      const all: { modifiedDate: string | null; createdDate: string }[] = [];
      for (let page = 1; page === 1 || all.length === (page - 1) * 200; page++) all.push(...(await api.get(`/${list}?pageSize=200&page=${page}`)).body.items);
      const instant = (r: { modifiedDate: string | null; createdDate: string }) => Date.parse(r.modifiedDate ?? r.createdDate);
      const stamps = all.map(instant).sort((a, b) => a - b);
      const pivot = stamps[Math.floor(stamps.length / 2)]!;
      const since = encodeURIComponent(new Date(pivot).toISOString());
      const delta = (await api.get(`/${list}?pageSize=200&modifiedSince=${since}`)).body;
      expect(delta.totalCount).toBe(stamps.filter((t) => t >= pivot).length);
      expect(delta.totalCount).toBeLessThan(all.length);
      expect((delta.items as typeof all).every((r) => instant(r) >= pivot)).toBe(true);
    },
  );

  it('includes records written after the instant and rejects garbage', async () => {
    const api = client(sb);
    const before = new Date().toISOString();
    const created = await api.post('/customers', { name: 'Delta Sync AS' });
    const delta = await api.get(`/customers?modifiedSince=${encodeURIComponent(before)}`);
    expect(delta.body.items.map((c: { customerNumber: string }) => c.customerNumber)).toEqual([created.body.customerNumber]);
    const bad = await api.get('/customers?modifiedSince=yesterday');
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(['modifiedSince']);
  });
});

describe('enum filters', () => {
  it('are case-insensitive and reject unknown values with 400', async () => {
    const api = client(sb);
    const exact = await api.get('/purchase-orders?status=PartiallyReceived&pageSize=200');
    const lower = await api.get('/purchase-orders?status=partiallyreceived&pageSize=200');
    expect(exact.body.totalCount).toBeGreaterThan(0);
    expect(lower.body.totalCount).toBe(exact.body.totalCount);
    expect(lower.body.items.every((p: { status: string }) => p.status === 'PartiallyReceived')).toBe(true);
    for (const path of [
      '/purchase-orders?status=Shipped',
      '/inventory/counts?status=Done',
      '/channels?type=Kiosk',
      '/items?trackingType=Lot',
      '/inventory/transactions?transactionType=Gift',
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(400);
      expect(codes(res)).toEqual(['Validation.UnknownEnumValue']);
    }
    expect((await api.get('/channels?type=b2c')).body.items.map((c: { type: string }) => c.type)).toEqual(['B2C']);
  });
});

describe('deletions', () => {
  it('lists tombstones with deletedSince', async () => {
    const api = client(sb);
    const all = await api.get('/deletions?pageSize=200');
    expect(all.body.totalCount).toBeGreaterThan(2);
    const pivot = all.body.items[2].deletedDate as string;
    const since = await api.get(`/deletions?deletedSince=${encodeURIComponent(pivot)}&pageSize=200`);
    expect(since.body.totalCount).toBe(all.body.totalCount - 2);
    expect(since.body.items[0]).toEqual(all.body.items[2]);
    expect(Object.keys(since.body.items[0]).sort()).toEqual(['deletedDate', 'entityType', 'key']);
  });
});
