import { describe, expect, it } from 'vitest';
import { stockHistoryOf } from '../../../src/main/services/warehouse/stock-history';
import { add, sub } from '../../../src/shared/domain/decimal';
import type { AppError } from '../../../src/shared/errors';
import { useSandbox } from '../erp/sandbox';

/** An item's stock over time in one warehouse (docs/api-assumptions.md 23, 344), against the sandbox over HTTP. */
const full = useSandbox({ scale: 1 });
const bare = useSandbox({ scale: 1, leaveOut: ['inventory-transactions.list'] });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as AppError,
  );

const at = (days: 30 | 90 | 365 | null) => ({ itemNumber: 'FV-10062', warehouseCode: 'OSL', days, now: Date.now() });

describe('stock history of an item in a warehouse', () => {
  it('lists the balance after each movement oldest first, each one the last plus its quantity, ending at on hand', async () => {
    const erp = await full.client();
    const target = { itemNumber: 'FV-10062', warehouseCode: 'OSL', locationCode: 'B-13', batchNumber: 'B000002' };
    // Two movements in the same run, so both fall inside any period.
    await erp.preview.inventoryAdjustments.create({ ...target, quantity: '4' });
    await erp.preview.inventoryAdjustments.create({ ...target, quantity: '-1', transactionType: 'Scrap' });
    const history = await stockHistoryOf(erp, at(null));
    expect(history.points.length).toBeGreaterThanOrEqual(4);
    const dates = history.points.map((p) => p.transactionDate);
    expect(dates).toEqual([...dates].sort());
    let balance = history.openingBalance!;
    for (const p of history.points) {
      balance = add(balance, p.quantity);
      expect(p.balanceAfter).toBe(balance);
    }
    expect(history.points.slice(-2).map((p) => [p.transactionType, p.quantity])).toEqual([
      ['Adjustment', '4'],
      ['Scrap', '-1'],
    ]);
    const availability = await erp.preview.availability.forItem('FV-10062');
    expect(history.points.at(-1)!.balanceAfter).toBe(availability.warehouses.find((w) => w.warehouseCode === 'OSL')!.quantityOnHand);
    expect(history.olderLeftOut).toBe(false);
    expect(history.from).toBeNull();
  });

  it('keeps to the period, and starts it at the balance before its first movement', async () => {
    const erp = await full.client();
    await erp.preview.inventoryAdjustments.create({
      itemNumber: 'FV-10062',
      warehouseCode: 'OSL',
      locationCode: 'B-13',
      batchNumber: 'B000002',
      quantity: '2',
    });
    const all = await stockHistoryOf(erp, at(null));
    const month = await stockHistoryOf(erp, at(30));
    expect(month.from).not.toBeNull();
    expect(month.points.length).toBeGreaterThan(0);
    expect(month.points.length).toBeLessThan(all.points.length);
    expect(month.points.every((p) => p.transactionDate >= month.from!)).toBe(true);
    const first = month.points[0]!;
    expect(month.openingBalance).toBe(sub(first.balanceAfter!, first.quantity));
    const before = all.points[all.points.findIndex((p) => p.transactionId === first.transactionId) - 1]!;
    expect(month.openingBalance).toBe(before.balanceAfter);
  });

  it('gives the reorder point and the safety stock by the planning rule', async () => {
    const erp = await full.client();
    // The seed's OSL row has minQuantity 5, no safetyStock and calculatedSafetyStock 10; TRD has safetyStock 5.
    expect(await stockHistoryOf(erp, at(90))).toMatchObject({ reorderPoint: '5', safetyStock: '10', safetyStockSource: 'calculatedSafetyStock' });
    const trd = await stockHistoryOf(erp, { ...at(90), warehouseCode: 'TRD' });
    expect(trd).toMatchObject({ reorderPoint: '30', safetyStock: '5', safetyStockSource: 'safetyStock' });
  });

  it('pages the ERP list newest first, later-booked first at the same instant', async () => {
    const erp = await full.client();
    const page = await erp.preview.inventoryTransactions.list({ itemNumber: 'FV-10293', warehouseCode: 'OSL' }, { pageSize: 200 });
    const same = page.items.filter((t) => t.transactionDate === page.items[0]!.transactionDate);
    expect(same.length).toBeGreaterThan(1);
    const balances = same.map((t) => Number(t.balanceAfter));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('is off, with the reason, on a server that lists no movements, and not asked again', async () => {
    const res = await fetch(`${bare.sandbox().previewUrl}/inventory/transactions?itemNumber=FV-10062`, {
      headers: { 'x-api-key': bare.sandbox().apiKeys.all },
    });
    expect(res.status).toBe(404);
    const erp = await bare.client();
    expect(erp.preview.inventoryTransactions.listOffer()).toEqual({ offered: null, reason: null });
    const error = await failure(stockHistoryOf(erp, at(90)));
    expect(error.data).toMatchObject({
      kind: 'notOffered',
      title: 'This ERP does not offer a list of stock movements, so movements and stock history cannot be shown.',
    });
    expect(erp.preview.inventoryTransactions.listOffer()).toEqual({ offered: false, reason: error.data.title });
    const calls = bare.sandbox().recordTraffic();
    expect((await failure(erp.preview.inventoryTransactions.list({ itemNumber: 'FV-10062' }))).kind).toBe('notOffered');
    expect(calls.count()).toBe(0);
    calls.stop();
  });
});
