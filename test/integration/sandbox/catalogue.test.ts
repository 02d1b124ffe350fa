import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, firstItem, start, stockRows, type Body } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

describe('items', () => {
  it('lists items with the agreed fields and no stock quantity', async () => {
    const res = await client(sb).get('/items?pageSize=1');
    const item = res.body.items[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        'baseUnitCode',
        'categoryCode',
        'createdDate',
        'decimalPlaces',
        'description',
        'isActive',
        'isConfigurable',
        'itemNumber',
        'links',
        'modifiedDate',
        'name',
        'primarySupplierNumber',
        'replenishmentType',
        'salesPrice',
        'trackingType',
      ].sort(),
    );
    expect(item.links.self).toBe(`${sb.previewUrl}/items/${item.itemNumber}`);
  });

  it('filters by search (number or name, partial, case-insensitive), isConfigurable and categoryCode', async () => {
    const api = client(sb);
    const byName = await api.get('/items?search=dome%20TENT&pageSize=200');
    expect(byName.body.totalCount).toBeGreaterThan(0);
    expect(byName.body.items.every((i: { name: string }) => i.name.toLowerCase().includes('dome tent'))).toBe(true);
    expect((await api.get('/items?search=fv-1000')).body.totalCount).toBe(9);
    const configurable = await api.get('/items?isConfigurable=true&pageSize=200');
    expect(configurable.body.totalCount).toBeGreaterThan(0);
    expect(configurable.body.items.every((i: { isConfigurable: boolean }) => i.isConfigurable)).toBe(true);
    const food = await api.get('/items?categoryCode=food&pageSize=200');
    expect(food.body.items.every((i: { categoryCode: string; trackingType: string }) => i.categoryCode === 'FOOD' && i.trackingType === 'Batch')).toBe(true);
    expect((await api.get('/items?isConfigurable=maybe')).status).toBe(400);
  });

  it('covers every tracking type, several units and decimals, and items without a base unit or price', async () => {
    const all = [...(await client(sb).get('/items?pageSize=200')).body.items, ...(await client(sb).get('/items?pageSize=200&page=2')).body.items];
    expect(new Set(all.map((i) => i.trackingType))).toEqual(new Set(['None', 'Batch', 'Serial']));
    expect(new Set(all.map((i) => i.decimalPlaces))).toEqual(new Set([0, 2, 3]));
    expect(new Set(all.map((i) => i.replenishmentType))).toEqual(new Set(['Purchase', 'Manufacture', 'Transfer']));
    expect(all.some((i) => i.baseUnitCode === null)).toBe(true);
    expect(all.some((i) => i.salesPrice === null)).toBe(true);
    expect(all.some((i) => !i.isActive)).toBe(true);
  });

  it('reads one item and answers 404 Item.NotFound for an unknown number', async () => {
    const api = client(sb);
    expect((await api.get('/items/FV-10002')).body.itemNumber).toBe('FV-10002');
    const missing = await api.get('/items/FV-00000');
    expect(missing.status).toBe(404);
    expect(codes(missing)).toEqual(['Item.NotFound']);
  });
});

describe('warehouses and reference data', () => {
  it('lists three warehouses with zones and locations', async () => {
    const res = await client(sb).get('/reference/warehouses');
    expect(res.body.items.map((w: { code: string }) => w.code)).toEqual(['OSL', 'BGN', 'TRD']);
    for (const w of res.body.items) {
      expect(w.locations.length).toBeGreaterThan(1);
      expect(w.locations.map((l: { locationCode: string }) => l.locationCode)).toContain(w.defaultLocationCode);
      expect(new Set(w.locations.map((l: { zone: string }) => l.zone)).size).toBeGreaterThan(1);
    }
    expect(res.body.items.find((w: { code: string }) => w.code === 'BGN').transportTimeDays).toBe(2);
    expect((await client(sb).get('/reference/warehouses/XXX')).status).toBe(404);
  });

  it('lists payment terms, delivery terms and shipping methods', async () => {
    const api = client(sb);
    for (const path of ['payment-terms', 'delivery-terms', 'shipping-methods', 'units', 'item-categories']) {
      const res = await api.get(`/reference/${path}`);
      expect(res.body.totalCount, path).toBeGreaterThan(2);
      expect(Object.keys(res.body.items[0]).sort()).toEqual(['code', 'name']);
    }
  });
});

describe('suppliers, supplier items and purchase agreements', () => {
  it('lists suppliers and their items with lead time, minimum and multiple', async () => {
    const api = client(sb);
    const suppliers = await api.get('/suppliers?pageSize=200');
    expect(suppliers.body.totalCount).toBe(14);
    expect(suppliers.body.items.some((s: { email: string | null }) => s.email === null)).toBe(true);
    expect(suppliers.body.items.some((s: { isActive: boolean }) => !s.isActive)).toBe(true);
    const items = await api.get('/suppliers/S2001/items?pageSize=200');
    expect(items.body.totalCount).toBeGreaterThan(0);
    const row = items.body.items[0];
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'itemNumber',
        'supplierItemNumber',
        'unitPrice',
        'currencyCode',
        'leadTimeDays',
        'minOrderQuantity',
        'orderMultiple',
        'isPrimary',
      ]),
    );
    expect((await api.get('/suppliers/S9999')).status).toBe(404);
    expect((await api.get('/suppliers/S9999/items')).status).toBe(404);
  });

  it('lists purchase agreement lines per item, active and inactive', async () => {
    const res = await client(sb).get('/purchase-agreements?pageSize=200');
    expect(res.body.totalCount).toBeGreaterThan(5);
    expect(new Set(res.body.items.map((a: { isActive: boolean }) => a.isActive))).toEqual(new Set([true, false]));
    const one = res.body.items[0];
    const forItem = await client(sb).get(`/purchase-agreements?itemNumber=${one.itemNumber}`);
    expect(forItem.body.items.every((a: { itemNumber: string }) => a.itemNumber === one.itemNumber)).toBe(true);
  });
});

describe('item-warehouse settings', () => {
  it('covers every lotSizing with its required field, sorted by item then warehouse', async () => {
    const api = client(sb);
    const rows: Body[] = [];
    for (let page = 1; page <= 3; page++) rows.push(...(await api.get(`/item-warehouses?pageSize=200&page=${page}`)).body.items);
    expect(rows.length).toBeGreaterThan(400);
    expect(new Set(rows.map((r) => r.lotSizing))).toEqual(new Set(['LotForLot', 'FixedReorderQuantity', 'FillToMax']));
    expect(rows.filter((r) => r.lotSizing === 'FixedReorderQuantity').every((r) => Number(r.reorderQuantity) > 0)).toBe(true);
    expect(rows.filter((r) => r.lotSizing === 'FillToMax').every((r) => r.maxQuantity !== null)).toBe(true);
    const keys = rows.map((r) => `${r.itemNumber}|${r.warehouseCode}`);
    expect(keys).toEqual([...keys].sort());
    expect(rows.some((r) => r.safetyStock === null && r.calculatedSafetyStock === null)).toBe(true);
  });

  it('filters by exact warehouseCode and itemNumber', async () => {
    const res = await client(sb).get('/item-warehouses?warehouseCode=TRD&pageSize=200');
    expect(res.body.items.every((r: { warehouseCode: string }) => r.warehouseCode === 'TRD')).toBe(true);
    expect((await client(sb).get('/item-warehouses?warehouseCode=trd')).body.totalCount).toBe(0);
    const one = await client(sb).get('/item-warehouses?itemNumber=FV-10001');
    expect(one.body.items.map((r: { warehouseCode: string }) => r.warehouseCode)).toContain('OSL');
  });

  it('seeds the "no lead time anywhere" case', async () => {
    const api = client(sb);
    const settings = (await api.get('/item-warehouses?itemNumber=FV-10006')).body.items;
    expect(settings.length).toBeGreaterThan(0);
    expect(settings.every((r: { leadTimeDays: number | null }) => r.leadTimeDays === null)).toBe(true);
    expect((await api.get('/purchase-agreements?itemNumber=FV-10006')).body.totalCount).toBe(0);
    const item = (await api.get('/items/FV-10006')).body;
    const supplierItems = (await api.get(`/suppliers/${item.primarySupplierNumber}/items?itemNumber=FV-10006`)).body.items;
    expect(supplierItems).toHaveLength(1);
    expect(supplierItems[0].leadTimeDays).toBeNull();
  });
});

describe('availability', () => {
  it('reports on hand, allocated and available per warehouse with totals', async () => {
    const api = client(sb);
    const res = await api.get('/items/FV-10001/availability');
    expect(res.status).toBe(200);
    const { warehouses } = res.body;
    expect(warehouses.length).toBeGreaterThan(0);
    for (const w of warehouses) {
      expect(Number(w.availableQuantity)).toBe(Number(w.quantityOnHand) - Number(w.allocatedQuantity));
      expect(w).toMatchObject({ trackingType: 'None', requiresBatch: false, requiresSerial: false });
      expect(w.warehouseName).toBeTruthy();
    }
    const sum = warehouses.reduce((s: number, w: { quantityOnHand: string }) => s + Number(w.quantityOnHand), 0);
    expect(Number(res.body.totalQuantityOnHand)).toBe(sum);
    const rows = await stockRows(api, 'FV-10001', 'OSL');
    const osl = warehouses.find((w: { warehouseCode: string }) => w.warehouseCode === 'OSL');
    expect(rows.reduce((s, r) => s + Number(r.quantityOnHand), 0)).toBe(Number(osl.quantityOnHand));
  });

  it('marks batch and serial requirements', async () => {
    const api = client(sb);
    const serial = await firstItem(api, 'trackingType=Serial');
    const res = await api.get(`/items/${serial.itemNumber}/availability`);
    expect(res.body.warehouses[0]).toMatchObject({ requiresSerial: true, requiresBatch: false, trackingType: 'Serial' });
  });

  it('answers the bulk call for up to 200 numbers, scoped to a warehouse, and 400 above', async () => {
    const api = client(sb);
    const numbers = Array.from({ length: 200 }, (_, i) => `FV-${10001 + i}`);
    const bulk = await api.get(`/inventory/availability?itemNumbers=${numbers.join(',')}&pageSize=200`);
    expect(bulk.status).toBe(200);
    expect(bulk.body.totalCount).toBeGreaterThan(150);
    expect(bulk.body.totalCount).toBeLessThanOrEqual(200);
    const scoped = await api.get(`/inventory/availability?itemNumbers=${numbers.slice(0, 50).join(',')}&warehouseCode=BGN&pageSize=200`);
    for (const row of scoped.body.items) {
      expect(row.warehouses.map((w: { warehouseCode: string }) => w.warehouseCode)).toEqual(['BGN']);
      expect(row.totalQuantityOnHand).toBe(row.warehouses[0].quantityOnHand);
    }
    expect(scoped.body.totalCount).toBeLessThan(50);
    const tooMany = await api.get(`/inventory/availability?itemNumbers=${[...numbers, 'FV-10201'].join(',')}`);
    expect(tooMany.status).toBe(400);
    expect(fields(tooMany)).toEqual(['itemNumbers']);
    const badWarehouse = await api.get('/inventory/availability?warehouseCode=XXX');
    expect(codes(badWarehouse)).toEqual(['Warehouse.NotFound']);
  });

  it('filters the bulk list by modifiedSince on stock movements', async () => {
    const api = client(sb);
    const since = new Date().toISOString();
    const [row] = await stockRows(api, 'FV-10001', 'OSL');
    await api.post('/inventory/adjustments', { itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: row.locationCode, quantity: 1 });
    const changed = await api.get(`/inventory/availability?modifiedSince=${encodeURIComponent(since)}`);
    expect(changed.body.items.map((a: { itemNumber: string }) => a.itemNumber)).toEqual(['FV-10001']);
  });
});
