import { beforeAll, describe, expect, it } from 'vitest';
import type { ErpClient } from '../../../src/main/erp';
import { collect } from '../../../src/main/erp/paging';
import { AppError } from '../../../src/shared/errors';
import { useSandbox } from './sandbox';
import { plainStockTarget } from './targets';

const { sandbox, client } = useSandbox({ scale: 1 });
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let erp: ErpClient;
let target: Awaited<ReturnType<typeof plainStockTarget>>;
beforeAll(async () => {
  erp = await client();
  target = await plainStockTarget(erp);
});

const failure = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('items and reference data', () => {
  it('lists items with UTC timestamps, decimal strings and open enums', async () => {
    const page = await erp.preview.items.list({}, { pageSize: 20 });
    expect(page.items).toHaveLength(20);
    expect(page.totalCount).toBeGreaterThan(20);
    const item = page.items[0]!;
    expect(item.createdDate).toMatch(UTC);
    expect(['None', 'Batch', 'Serial']).toContain(item.trackingType);
    expect(typeof item.decimalPlaces).toBe('number');
    if (item.salesPrice != null) expect(item.salesPrice).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('revalidates a single item with its ETag and gets 304 with no body', async () => {
    const fresh = await client();
    const first = await fresh.preview.items.get(target.itemNumber);
    const bytes = fresh.stats().bodyBytesReceived;
    const second = await fresh.preview.items.get(target.itemNumber);
    expect(second).toEqual(first);
    expect(fresh.stats()).toMatchObject({ notModified: 1, bodyBytesReceived: bytes });
  });

  it('turns an unknown item into notFound with the ERP code', async () => {
    const error = await failure(erp.preview.items.get('NO-SUCH-ITEM'));
    expect(error.data).toMatchObject({ kind: 'notFound', status: 404, code: 'Item.NotFound' });
  });

  it('lists warehouses with their locations', async () => {
    const warehouses = await erp.preview.warehouses.list();
    expect(warehouses.length).toBeGreaterThan(0);
    expect(warehouses.find((w) => w.warehouseCode === target.warehouseCode)!.locations.map((l) => l.locationCode)).toContain(target.locationCode);
  });

  it('reads suppliers, their items and purchase agreements', async () => {
    const suppliers = await erp.preview.suppliers.list({}, { pageSize: 5 });
    const supplier = await erp.preview.suppliers.get(suppliers.items[0]!.supplierNumber);
    expect(supplier.supplierNumber).toBe(suppliers.items[0]!.supplierNumber);
    const supplierItems = await collect(erp.preview.suppliers.allItems(supplier.supplierNumber));
    expect(supplierItems.length).toBeGreaterThan(0);
    expect(supplierItems[0]!.itemNumber).toBeTruthy();
    const agreements = await collect(erp.preview.suppliers.agreements({ itemNumber: supplierItems[0]!.itemNumber }));
    expect(Array.isArray(agreements)).toBe(true);
  });

  it('reads item-warehouse settings and batches', async () => {
    const settings = await erp.preview.itemWarehouses.list({ warehouseCode: target.warehouseCode }, { pageSize: 10 });
    expect(settings.items.every((s) => s.warehouseCode === target.warehouseCode)).toBe(true);
    const batches = await erp.preview.batches.list({}, { pageSize: 10 });
    expect(batches.items.length).toBeGreaterThan(0);
    expect(batches.items[0]!.batchNumber).toBeTruthy();
  });
});

describe('availability in bulk', () => {
  it('reads every item in ceil(N/200) calls and matches the single-item read', async () => {
    const numbers = (await collect(erp.preview.items.all())).map((i) => i.itemNumber);
    expect(numbers.length).toBeGreaterThan(200);
    const counted = await client();
    const all = await counted.preview.availability.forItems(numbers);
    expect(counted.stats().requests).toBe(Math.ceil(numbers.length / 200));
    expect(all.length).toBeGreaterThan(0);
    const one = await erp.preview.availability.forItem(all[0]!.itemNumber);
    expect(one.totalAvailableQuantity).toBe(all[0]!.totalAvailableQuantity);
  });
});

describe('inventory writes', () => {
  it('books an adjustment and reads it back as a transaction', async () => {
    const tx = await erp.preview.inventoryAdjustments.create({ ...target, quantity: '2', notes: 'integration' });
    expect(tx).toMatchObject({ transactionType: 'Adjustment', quantity: '2', itemNumber: target.itemNumber });
    expect(tx.transactionDate).toMatch(UTC);
    const again = await erp.preview.inventoryTransactions.get(tx.transactionId);
    expect(again.transactionId).toBe(tx.transactionId);
    const list = await erp.preview.inventoryTransactions.list({ itemNumber: target.itemNumber }, { pageSize: 200 });
    expect(list.items.some((t) => t.transactionId === tx.transactionId)).toBe(true);
  });

  it('refuses a reduction below on-hand with a conflict code on the quantity field', async () => {
    const error = await failure(erp.preview.inventoryAdjustments.create({ ...target, quantity: '-999999' }));
    expect(error.data.kind).toBe('conflict');
    expect(['Inventory.InsufficientStock', 'Inventory.NoStockAtLocation']).toContain(error.data.code);
    expect(error.data.fieldErrors.map((f) => f.field)).toContain('quantity');
  });

  it('names the field the ERP rejected', async () => {
    const error = await failure(erp.preview.inventoryAdjustments.create({ ...target, locationCode: 'NOPE-99', quantity: '1' }));
    expect(error.data).toMatchObject({ kind: 'validation', status: 400, code: 'WarehouseLocation.NotFound' });
    expect(error.data.fieldErrors[0]).toMatchObject({ field: 'locationCode', code: 'WarehouseLocation.NotFound' });
  });

  it('checks decimal places before sending anything', async () => {
    const counted = await client();
    const error = await failure(counted.preview.inventoryAdjustments.create({ ...target, quantity: '1.123' }, { decimalPlaces: 2 }));
    expect(error.data).toMatchObject({ kind: 'validation', fieldErrors: [{ field: 'quantity' }] });
    expect(counted.stats().requests).toBe(0);
  });

  it('says which scope a read-only key lacks', async () => {
    const readOnly = await client({ apiKey: sandbox().apiKeys.readOnly });
    const error = await failure(readOnly.preview.inventoryAdjustments.create({ ...target, quantity: '1' }));
    expect(error.data).toMatchObject({ kind: 'forbidden', status: 403, requiredScopes: ['inventory:write'] });
    expect(error.data.grantedScopes?.length).toBeGreaterThan(0);
  });

  it('reports a key reused for another body as an idempotency conflict', async () => {
    const key = `reused-${Date.now()}`;
    await erp.request('preview', { method: 'POST', path: '/preview/inventory/adjustments', json: { ...target, quantity: '1' }, idempotencyKey: key });
    const error = await failure(
      erp.request('preview', { method: 'POST', path: '/preview/inventory/adjustments', json: { ...target, quantity: '3' }, idempotencyKey: key }),
    );
    expect(error.data).toMatchObject({ kind: 'conflict', status: 422, code: 'idempotencyKey.conflict' });
    expect(error.data.title).toMatch(/already used for a different request/);
  });

  it('replays a repeated operation instead of booking it twice', async () => {
    const before = sandbox().ledger.size;
    const operationId = `once-${Date.now()}`;
    const a = await erp.preview.inventoryAdjustments.create({ ...target, quantity: '1' }, { operationId });
    const b = await erp.preview.inventoryAdjustments.create({ ...target, quantity: '1' }, { operationId });
    expect(b.transactionId).toBe(a.transactionId);
    expect(sandbox().ledger.size - before).toBe(1);
    expect(erp.stats().replayed).toBeGreaterThan(0);
  });
});
