import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, firstItem, start, stockRows, type Body } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

const adjust = (body: Record<string, unknown>) => client(sb).post('/inventory/adjustments', body);

describe('inventory adjustments', () => {
  it('books a signed delta at the location and answers 201 with the transaction and Location', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=None&isActive=true', (i) => i.decimalPlaces === 0);
    const [row] = await stockRows(api, item.itemNumber, 'OSL');
    const before = Number((await api.get(`/items/${item.itemNumber}/availability?warehouseCode=OSL`)).body.totalQuantityOnHand);
    const res = await adjust({
      itemNumber: item.itemNumber,
      warehouseCode: 'OSL',
      locationCode: row.locationCode,
      quantity: 3,
      notes: 'Found behind the rack',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      transactionType: 'Adjustment',
      quantity: '3',
      itemNumber: item.itemNumber,
      locationCode: row.locationCode,
      referenceType: null,
      notes: 'Found behind the rack',
    });
    expect(res.body.balanceAfter).toBe(String(before + 3));
    expect(res.body.unitCost).toBe(res.body.averageCostAfter);
    expect(res.headers.location).toBe(res.body.links.self);
    const read = await api.get(res.headers.location as string);
    expect(read.body.transactionId).toBe(res.body.transactionId);
    const after = await api.get(`/items/${item.itemNumber}/availability?warehouseCode=OSL`);
    expect(Number(after.body.totalQuantityOnHand)).toBe(before + 3);
  });

  it('rejects zero, Receipt/Issue/Transfer, positive Scrap, unknown item, warehouse and location', async () => {
    const base = { itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: 'A-01' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, quantity: 0 }, 'quantity', 'InventoryAdjustment.ZeroQuantity'],
      [{ ...base, quantity: 1, transactionType: 'Receipt' }, 'transactionType', 'InventoryAdjustment.TransactionTypeNotAllowed'],
      [{ ...base, quantity: -1, transactionType: 'issue' }, 'transactionType', 'InventoryAdjustment.TransactionTypeNotAllowed'],
      [{ ...base, quantity: 1, transactionType: 'Transfer' }, 'transactionType', 'InventoryAdjustment.TransactionTypeNotAllowed'],
      [{ ...base, quantity: 2, transactionType: 'Scrap' }, 'quantity', 'InventoryAdjustment.ScrapRequiresNegativeQuantity'],
      [{ ...base, quantity: 1, transactionType: 'Gift' }, 'transactionType', 'Validation.UnknownEnumValue'],
      [{ ...base, itemNumber: 'FV-00000', quantity: 1 }, 'itemNumber', 'Item.NotFound'],
      [{ ...base, warehouseCode: 'XXX', quantity: 1 }, 'warehouseCode', 'Warehouse.NotFound'],
      [{ ...base, locationCode: 'Z-99', quantity: 1 }, 'locationCode', 'WarehouseLocation.NotFound'],
    ];
    for (const [body, field, code] of cases) {
      const res = await adjust(body);
      expect(res.status, code).toBe(400);
      expect(fields(res)).toEqual([field]);
      expect(codes(res)).toEqual([code]);
    }
  });

  it('reports every missing required field at once', async () => {
    const res = await adjust({});
    expect(res.status).toBe(400);
    expect(fields(res).sort()).toEqual(['itemNumber', 'locationCode', 'quantity', 'warehouseCode']);
  });

  it('answers 409 below on-hand: NoStockAtLocation and InsufficientStock', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=None&isActive=true', (i) => i.decimalPlaces === 0);
    const rows = await stockRows(api, item.itemNumber, 'OSL');
    const [row] = rows;
    const osl = (await api.get('/reference/warehouses/OSL')).body;
    const emptyLocation = osl.locations.find((l: { locationCode: string }) => !rows.some((r) => r.locationCode === l.locationCode)).locationCode;
    const empty = await adjust({ itemNumber: item.itemNumber, warehouseCode: 'OSL', locationCode: emptyLocation, quantity: -1 });
    expect(empty.status).toBe(409);
    expect(codes(empty)).toEqual(['Inventory.NoStockAtLocation']);
    const tooMuch = await adjust({
      itemNumber: item.itemNumber,
      warehouseCode: 'OSL',
      locationCode: row.locationCode,
      quantity: -(Number(row.quantityOnHand) + 1),
    });
    expect(tooMuch.status).toBe(409);
    expect(codes(tooMuch)).toEqual(['Inventory.InsufficientStock']);
    const scrap = await adjust({ itemNumber: item.itemNumber, warehouseCode: 'OSL', locationCode: row.locationCode, quantity: -1, transactionType: 'scrap' });
    expect(scrap.status).toBe(201);
    expect(scrap.body.transactionType).toBe('Scrap');
  });

  it('needs an existing batch for batch-tracked items', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=Batch&isActive=true', (i) => i.decimalPlaces === 0);
    const [row] = (await stockRows(api, item.itemNumber)).filter((r) => Number(r.quantityOnHand) > 1);
    const base = { itemNumber: item.itemNumber, warehouseCode: row.warehouseCode, locationCode: row.locationCode };
    const missing = await adjust({ ...base, quantity: -1 });
    expect(codes(missing)).toEqual(['InventoryAdjustment.BatchRequired']);
    const unknown = await adjust({ ...base, quantity: -1, batchNumber: 'NO-SUCH-BATCH' });
    expect(codes(unknown)).toEqual(['Batch.NotFound']);
    const ok = await adjust({ ...base, quantity: -1, batchNumber: row.batchNumber });
    expect(ok.status).toBe(201);
    expect(ok.body.batchNumber).toBe(row.batchNumber);
  });

  it('needs a serial number for serial-tracked items, one unit at a time', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=Serial&isActive=true');
    const base = { itemNumber: item.itemNumber, warehouseCode: 'OSL', locationCode: 'A-01' };
    expect(codes(await adjust({ ...base, quantity: 1 }))).toEqual(['InventoryAdjustment.SerialRequired']);
    expect(codes(await adjust({ ...base, quantity: 2, serialNumber: 'SN-NEW-1' }))).toEqual(['InventoryAdjustment.SerialQuantity']);
    const added = await adjust({ ...base, quantity: 1, serialNumber: 'SN-NEW-1' });
    expect(added.status).toBe(201);
    const twice = await adjust({ ...base, quantity: 1, serialNumber: 'SN-NEW-1' });
    expect(twice.status).toBe(409);
    expect(codes(twice)).toEqual(['Inventory.SerialAlreadyInStock']);
    expect((await adjust({ ...base, quantity: -1, serialNumber: 'SN-NEW-1' })).status).toBe(201);
    expect(codes(await adjust({ ...base, quantity: -1, serialNumber: 'SN-NEW-1' }))).toEqual(['Inventory.NoStockAtLocation']);
  });
});

describe('inventory transactions', () => {
  it('lists newest first with filters and reads one by id', async () => {
    const api = client(sb);
    const list = await api.get('/inventory/transactions?itemNumber=FV-10001&pageSize=200');
    expect(list.body.totalCount).toBeGreaterThan(0);
    const dates = list.body.items.map((t: { transactionDate: string }) => Date.parse(`${t.transactionDate}Z`));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.body.items.every((t: { itemNumber: string }) => t.itemNumber === 'FV-10001')).toBe(true);
    const receipts = await api.get('/inventory/transactions?transactionType=receipt&warehouseCode=OSL&pageSize=50');
    expect(receipts.body.totalCount).toBeGreaterThan(0);
    expect(
      receipts.body.items.every(
        (t: { transactionType: string; warehouseCode: string; referenceType: string }) =>
          t.transactionType === 'Receipt' && t.warehouseCode === 'OSL' && t.referenceType === 'PurchaseOrder',
      ),
    ).toBe(true);
    expect((await api.get('/inventory/transactions/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('sends transactionDate without a trailing Z (UTC by contract)', async () => {
    const t = (await client(sb).get('/inventory/transactions?pageSize=1')).body.items[0];
    expect(t.transactionDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
  });
});

describe('batches', () => {
  it('reports expiry, days until expiry, pickability and recalls, sorted by expiry', async () => {
    const api = client(sb);
    const all = (await api.get('/inventory/batches?pageSize=200')).body.items as Body[];
    const expiries = all.filter((b) => b.expiryDate).map((b) => b.expiryDate);
    expect(expiries).toEqual([...expiries].sort());
    const expired = all.find((b) => b.daysUntilExpiry !== null && b.daysUntilExpiry < 0);
    expect(expired).toMatchObject({ isPickable: false });
    expect(['Expired', 'Recalled', 'Blocked', 'Quarantined']).toContain(expired.status);
    const recalled = all.find((b) => b.isRecalled);
    expect(recalled).toMatchObject({ status: 'Recalled', isPickable: false });
    expect(all.some((b) => b.isPickable && b.daysUntilExpiry > 0)).toBe(true);
  });

  it('filters by expiringWithinDays, inStockOnly, itemNumber and supplier lot number', async () => {
    const api = client(sb);
    const soon = (await api.get('/inventory/batches?expiringWithinDays=30&pageSize=200')).body.items as Body[];
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.every((b) => b.daysUntilExpiry <= 30)).toBe(true);
    const inStock = (await api.get('/inventory/batches?inStockOnly=true&pageSize=200')).body.items as Body[];
    expect(inStock.every((b) => Number(b.quantityOnHand) > 0)).toBe(true);
    const withLot = (await api.get('/inventory/batches?pageSize=200')).body.items.find((b: Body) => b.supplierBatchNumber);
    const byLot = await api.get(`/inventory/batches?batchNumber=${withLot.supplierBatchNumber.toLowerCase()}`);
    expect(byLot.body.items.map((b: Body) => b.batchNumber)).toContain(withLot.batchNumber);
    expect((await api.get('/inventory/batches?expiringWithinDays=-1')).status).toBe(400);
  });
});
