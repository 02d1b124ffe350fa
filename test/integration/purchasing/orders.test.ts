import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderRow } from '../../../src/shared/contract/purchasing';
import { startPurchasing, type PurchasingHarness } from './support';

let h: PurchasingHarness;
beforeAll(async () => {
  h = await startPurchasing();
});
afterAll(async () => h?.core.close());

type Page = { items: OrderRow[]; totalCount: number; page: number; pageSize: number };
const list = (input: object) => h.call<Page>('purchasing.orders', input);
const newestFirst = (rows: OrderRow[]) => rows.every((r, i) => i === 0 || (rows[i - 1]!.orderDate ?? '') >= (r.orderDate ?? ''));

describe('the purchase-order list', () => {
  it('pages through the ERP, newest order date first', async () => {
    const first = await list({ page: 1, pageSize: 10 });
    const second = await list({ page: 2, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.totalCount).toBeGreaterThan(20);
    expect(newestFirst([...first.items, ...second.items])).toBe(true);
    expect(second.items.map((r) => r.orderNumber)).not.toContain(first.items[0]!.orderNumber);
  });

  it('filters several statuses at once and pages the combined result', async () => {
    const drafts = await list({ statuses: ['Draft'], pageSize: 200 });
    const sent = await list({ statuses: ['Sent'], pageSize: 200 });
    const both = await list({ statuses: ['Draft', 'Sent'], pageSize: 5, page: 2 });
    expect(both.totalCount).toBe(drafts.totalCount + sent.totalCount);
    expect(both.items).toHaveLength(5);
    expect(both.items.every((r) => r.status === 'Draft' || r.status === 'Sent')).toBe(true);
    const all = await list({ statuses: ['Draft', 'Sent'], pageSize: 200 });
    expect(newestFirst(all.items)).toBe(true);
    expect(both.items).toEqual(all.items.slice(5, 10));
  });

  it('filters by supplier, order-date range and expected-delivery range', async () => {
    const all = (await list({ pageSize: 200 })).items;
    const sample = all[Math.floor(all.length / 2)]!;
    const bySupplier = await list({ supplierNumber: sample.supplierNumber, pageSize: 200 });
    expect(bySupplier.items.length).toBeGreaterThan(0);
    expect(bySupplier.items.every((r) => r.supplierNumber === sample.supplierNumber)).toBe(true);

    const byDate = await list({ orderDateFrom: sample.orderDate, orderDateTo: sample.orderDate, pageSize: 200 });
    expect(byDate.items.every((r) => r.orderDate === sample.orderDate)).toBe(true);
    expect(byDate.items.map((r) => r.orderNumber)).toContain(sample.orderNumber);

    const expected = sample.expectedDeliveryDate!;
    const byExpected = await list({ expectedFrom: expected, expectedTo: expected, pageSize: 200 });
    expect(byExpected.totalCount).toBe(all.filter((r) => r.expectedDeliveryDate === expected).length);
    expect(byExpected.items.every((r) => r.expectedDeliveryDate === expected)).toBe(true);
  });

  it('searches by order number', async () => {
    const some = (await list({ pageSize: 3 })).items[2]!;
    const found = await list({ search: some.orderNumber });
    expect(found.items.map((r) => r.orderNumber)).toEqual([some.orderNumber]);
  });

  it('refuses a malformed date with a message naming the field', async () => {
    const result = await h.raw('purchasing.orders', { orderDateFrom: '31/12/2024' });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'validation', fieldErrors: [{ field: 'orderDateFrom', message: 'The order date from is a date such as 2025-03-31' }] },
    });
  });
});

describe('an order in detail', () => {
  it('shows header, supplier, warehouse, delivery address and lines with ordered, received and remaining', async () => {
    const detail = await h.orderIn('PartiallyReceived');
    expect(detail).toMatchObject({ status: 'PartiallyReceived', pendingReceipts: [] });
    expect(detail.supplierName).toBeTruthy();
    expect(detail.warehouseName).toBeTruthy();
    expect(detail.deliveryAddress.length).toBeGreaterThan(0);
    const partly = detail.lines.find((l) => Number(l.receivedQuantity) > 0 && Number(l.remainingQuantity) > 0)!;
    expect(Number(partly.receivedQuantity) + Number(partly.remainingQuantity)).toBe(Number(partly.quantity));
    expect(detail.lines.every((l) => typeof l.decimalPlaces === 'number')).toBe(true);
  });

  it('says plainly when an order does not exist', async () => {
    const result = await h.raw('purchasing.order', { orderNumber: 'PO-NOPE' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'notFound' } });
  });

  it('lists suppliers, a supplier price list and warehouses with locations', async () => {
    const { suppliers } = await h.call<{ suppliers: { supplierNumber: string; email: string | null }[] }>('purchasing.suppliers', {});
    expect(suppliers.length).toBeGreaterThan(3);
    const detail = await h.call<OrderDetail>('purchasing.order', { orderNumber: (await list({ pageSize: 1 })).items[0]!.orderNumber });
    const { items } = await h.call<{ items: { itemNumber: string; unitPrice: string }[] }>('purchasing.supplierItems', {
      supplierNumber: detail.supplierNumber,
    });
    expect(items.map((i) => i.itemNumber)).toEqual(expect.arrayContaining(detail.lines.map((l) => l.itemNumber)));
    const { warehouses } = await h.call<{ warehouses: { warehouseCode: string; locations: unknown[] }[] }>('purchasing.warehouses');
    expect(warehouses.find((w) => w.warehouseCode === 'OSL')?.locations.length).toBeGreaterThan(0);
  });

  it("tells the decimals of the items chosen on a new order, so a whole-unit item's 1.5 is refused at its field", async () => {
    // Gas canisters are counted in whole units, liquid fuel in litres with decimals.
    const { items: fuel } = await h.call<{ items: { itemNumber: string; decimalPlaces: number }[] }>('warehouse.items.search', {
      search: 'Liquid Fuel',
      limit: 5,
    });
    const whole = { itemNumber: 'FV-10062' };
    const decimal = fuel.find((i) => i.decimalPlaces > 0)!;
    const { items } = await h.call<{ items: { itemNumber: string; decimalPlaces: number | null }[] }>('purchasing.lineItems', {
      itemNumbers: [whole.itemNumber, decimal.itemNumber, 'NO-SUCH-ITEM'],
    });
    expect(items).toEqual([
      { itemNumber: whole.itemNumber, decimalPlaces: 0 },
      { itemNumber: decimal.itemNumber, decimalPlaces: decimal.decimalPlaces },
      { itemNumber: 'NO-SUCH-ITEM', decimalPlaces: null },
    ]);
  });
});
