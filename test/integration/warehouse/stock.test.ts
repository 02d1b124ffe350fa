import { describe, expect, it } from 'vitest';
import type { BatchRow, ItemSummary, Stock, TransactionRow, WarehouseRef } from '../../../src/shared/contract/warehouse';
import { compare, sub, sum } from '../../../src/shared/domain/decimal';
import { messagesFor, refusal, useWarehouseHarness } from './support';

const { app } = useWarehouseHarness();

describe('stock lookup', () => {
  it('finds items by part of the number or the name', async () => {
    const byName = await app().call<{ items: ItemSummary[] }>('warehouse.items.search', { search: 'gas canister' });
    expect(byName.items.map((i) => i.itemNumber)).toContain('FV-10062');
    expect(byName.items.every((i) => /gas canister/i.test(i.name ?? ''))).toBe(true);
    const byNumber = await app().call<{ items: ItemSummary[] }>('warehouse.items.search', { search: '10062' });
    expect(byNumber.items[0]).toMatchObject({ itemNumber: 'FV-10062', trackingType: 'Batch', decimalPlaces: 0 });
    const empty = await refusal(app(), 'warehouse.items.search', { search: '  ' });
    expect(messagesFor(empty, 'search')).toEqual(['Type part of an item number or name']);
  });

  it('shows on hand, allocated and available per warehouse, adding up to the totals and the locations', async () => {
    const stock = await app().call<Stock>('warehouse.stock.get', { itemNumber: 'FV-10062' });
    expect(stock.item).toMatchObject({ itemNumber: 'FV-10062', name: 'Gas Canister 230 g', trackingType: 'Batch' });
    expect(stock.warehouses.map((w) => w.warehouseCode).sort()).toEqual(['BGN', 'OSL', 'TRD']);
    for (const w of stock.warehouses) {
      expect(w.requiresBatch).toBe(true);
      expect(w.availableQuantity).toBe(sub(w.quantityOnHand, w.allocatedQuantity));
      expect(sum(stock.locations.filter((l) => l.warehouseCode === w.warehouseCode).map((l) => l.quantityOnHand))).toBe(w.quantityOnHand);
    }
    expect(stock.totalAvailableQuantity).toBe(sum(stock.warehouses.map((w) => w.availableQuantity)));
    expect(stock.locations.every((l) => l.batchNumber)).toBe(true);
  });

  it('says plainly that an unknown item number does not exist', async () => {
    const error = await refusal(app(), 'warehouse.stock.get', { itemNumber: 'NO-SUCH-ITEM' });
    expect(error.kind).toBe('notFound');
    expect(messagesFor(error, 'itemNumber')).toEqual(['There is no item NO-SUCH-ITEM in the ERP.']);
  });

  it('names a GTIN typed as an item number as a barcode, and the GTIN attribute barcodes are looked up through', async () => {
    const error = await refusal(app(), 'warehouse.stock.get', { itemNumber: '4006381333931' });
    expect(error.kind).toBe('notFound');
    expect(messagesFor(error, 'itemNumber')[0]).toMatch(/^4006381333931 is a barcode \(GTIN-13\), not an item number\./);
    expect(error.detail).toMatch(/is a barcode \(GTIN-13\)/);
    // The Demo profile's GTIN attribute (row 323).
    expect(error.detail).toMatch(/through the item attribute GTIN \(the connection’s GTIN attribute\)/);
  });

  it('lists batches soonest expiry first, and only those expiring within N days when asked', async () => {
    const { batches } = await app().call<{ batches: BatchRow[] }>('warehouse.batches.list', { itemNumber: 'FV-10062' });
    expect(batches.length).toBeGreaterThan(2);
    const expiries = batches.map((b) => b.expiryDate ?? '9999');
    expect(expiries).toEqual([...expiries].sort());
    const expired = batches.find((b) => (b.daysUntilExpiry ?? 0) < 0)!;
    expect(expired).toMatchObject({ isPickable: false });
    const soon = await app().call<{ batches: BatchRow[] }>('warehouse.batches.list', { itemNumber: 'FV-10062', expiringWithinDays: 30 });
    expect(soon.batches.length).toBeGreaterThan(0);
    expect(soon.batches.length).toBeLessThan(batches.length);
    expect(soon.batches.every((b) => b.daysUntilExpiry !== null && b.daysUntilExpiry <= 30)).toBe(true);
    const bad = await refusal(app(), 'warehouse.batches.list', { itemNumber: 'FV-10062', expiringWithinDays: -1 });
    expect(messagesFor(bad, 'expiringWithinDays')).toEqual(['Days: enter 0 or more']);
  });

  it('lists recent movements newest first with a signed quantity and the balance after', async () => {
    const page = await app().call<{ items: TransactionRow[]; totalCount: number }>('warehouse.transactions.list', { itemNumber: 'FV-10062', pageSize: 50 });
    expect(page.items.length).toBeGreaterThan(0);
    const dates = page.items.map((t) => t.transactionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d.endsWith('Z'))).toBe(true);
    expect(page.items.some((t) => compare(t.quantity, '0') < 0)).toBe(true);
    expect(page.items.every((t) => t.balanceAfter !== null)).toBe(true);
    const osl = await app().call<{ items: TransactionRow[] }>('warehouse.transactions.list', { itemNumber: 'FV-10062', warehouseCode: 'OSL' });
    expect(osl.items.every((t) => t.warehouseCode === 'OSL')).toBe(true);
  });

  it('gives the active warehouses with their locations and zones, and the item categories', async () => {
    const ref = await app().call<{ warehouses: WarehouseRef[]; categories: { code: string }[] }>('warehouse.reference', {});
    const oslo = ref.warehouses.find((w) => w.warehouseCode === 'OSL')!;
    expect(oslo.locations.length).toBeGreaterThan(10);
    expect(new Set(oslo.locations.map((l) => l.zone))).toEqual(new Set(['A', 'B', 'C', 'R']));
    expect(ref.categories.map((c) => c.code)).toContain('FUEL');
  });
});
