import { describe, expect, it } from 'vitest';
import type { AdjustmentInput, Stock, TransactionRow } from '../../../src/shared/contract/warehouse';
import { add, sum } from '../../../src/shared/domain/decimal';
import { committed, messagesFor, newOperationId, refusal, useWarehouseHarness } from './support';

const { app, sandbox } = useWarehouseHarness();

const ADJUSTMENTS = '/preview/inventory/adjustments';
const book = (input: Partial<AdjustmentInput>) =>
  app().call<{ transaction: TransactionRow }>('warehouse.adjustments.create', { operationId: newOperationId(), ...input });
const refused = (input: Partial<AdjustmentInput>) => refusal(app(), 'warehouse.adjustments.create', { operationId: newOperationId(), ...input });

async function onHand(itemNumber: string, warehouseCode: string, locationCode: string, batchNumber?: string): Promise<string> {
  const stock = await app().call<Stock>('warehouse.stock.get', { itemNumber });
  const rows = stock.locations.filter(
    (l) => l.warehouseCode === warehouseCode && l.locationCode === locationCode && (batchNumber === undefined || l.batchNumber === batchNumber),
  );
  return sum(rows.map((r) => r.quantityOnHand));
}

/** FV-10062 is batch tracked; batch B000002 lies at OSL/B-13. */
const batchItem = { itemNumber: 'FV-10062', warehouseCode: 'OSL', locationCode: 'B-13', batchNumber: 'B000002' };

describe('adjustments and scrap on a batch-tracked item', () => {
  it('books an adjustment and a scrap on the chosen batch, and on hand follows', async () => {
    const before = await onHand(batchItem.itemNumber, 'OSL', 'B-13', 'B000002');
    const up = await book({ ...batchItem, quantity: '5', notes: 'Found behind the shelf' });
    expect(up.transaction).toMatchObject({ transactionType: 'Adjustment', quantity: '5', batchNumber: 'B000002', notes: 'Found behind the shelf' });
    const scrap = await book({ ...batchItem, quantity: '-2', transactionType: 'Scrap' });
    expect(scrap.transaction).toMatchObject({ transactionType: 'Scrap', quantity: '-2' });
    expect(await onHand(batchItem.itemNumber, 'OSL', 'B-13', 'B000002')).toBe(add(before, '3'));

    const activity = app().core.ctx.activity.list({ search: 'Scrap -2 of FV-10062' });
    expect(activity[0]).toMatchObject({ operation: 'warehouse.adjustments.create', outcome: 'ok', summary: 'Scrap -2 of FV-10062 at OSL/B-13 batch B000002' });
  });

  it('requires a batch, and one of the item’s own batches', async () => {
    const missing = await refused({ ...batchItem, batchNumber: undefined, quantity: '1' });
    expect(messagesFor(missing, 'batchNumber')).toEqual(['FV-10062 is batch tracked: choose one of its batches.']);
    const unknown = await refused({ ...batchItem, batchNumber: 'B999999', quantity: '1' });
    expect(messagesFor(unknown, 'batchNumber')).toEqual(['FV-10062 has no batch B999999: choose one of its batches.']);
    expect(committed(sandbox(), ADJUSTMENTS).filter((e) => e.status !== 201)).toHaveLength(0);
  });
});

describe('every bad input gets its message, next to its field', () => {
  it('refuses zero, a malformed number, and a positive scrap at the contract', async () => {
    const zero = await refused({ ...batchItem, quantity: '0' });
    expect(messagesFor(zero, 'quantity')).toEqual(['Enter a quantity other than zero: an adjustment of zero changes nothing']);
    const text = await refused({ ...batchItem, quantity: '1,5' });
    expect(messagesFor(text, 'quantity')).toEqual(['Enter the quantity as a number such as 5 or -2.5']);
    const scrap = await refused({ ...batchItem, quantity: '2', transactionType: 'Scrap' });
    expect(messagesFor(scrap, 'quantity')).toEqual(['Scrap removes stock: enter a negative quantity']);
    const blank = await refused({ itemNumber: '', warehouseCode: '', locationCode: '', quantity: '1' });
    expect(blank.fieldErrors.map((f) => `${f.field}: ${f.message}`)).toEqual([
      'itemNumber: Enter an item number',
      'warehouseCode: Choose a warehouse',
      'locationCode: Choose a location',
    ]);
  });

  it("checks the quantity against the item's decimal places", async () => {
    const whole = await refused({ itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: 'A-21', quantity: '1.5' });
    expect(messagesFor(whole, 'quantity')).toEqual(['Enter a whole number. FV-10001 is counted in whole units.']);
    const fine = await refused({ itemNumber: 'FV-10065', warehouseCode: 'OSL', locationCode: 'A-01', quantity: '1.2345' });
    expect(messagesFor(fine, 'quantity')).toEqual(['Use at most 3 decimals. FV-10065 is counted in up to 3 decimals.']);
    expect(committed(sandbox(), ADJUSTMENTS).some((e) => e.effect.includes('FV-10001'))).toBe(false);
  });

  it('requires a serial number, one unit at a time, for a serial-tracked item; and no batch or serial where not tracked', async () => {
    const serial = await refused({ itemNumber: 'FV-10080', warehouseCode: 'OSL', locationCode: 'A-01', quantity: '2' });
    expect(messagesFor(serial, 'serialNumber')).toEqual(['FV-10080 is serial tracked: enter the serial number.']);
    expect(messagesFor(serial, 'quantity')).toEqual(['A serial number is adjusted one unit at a time: enter 1 or -1.']);
    const plain = await refused({ itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: 'A-21', quantity: '1', batchNumber: 'B1', serialNumber: 'S1' });
    expect(messagesFor(plain, 'batchNumber')).toEqual(['FV-10001 is not batch tracked: leave the batch empty.']);
    expect(messagesFor(plain, 'serialNumber')).toEqual(['FV-10001 is not serial tracked: leave the serial number empty.']);
  });

  it("shows the ERP's stock refusals in plain words next to the quantity, and unknown places next to their field", async () => {
    const current = await onHand('FV-10001', 'OSL', 'A-21');
    const tooMuch = await refused({ itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: 'A-21', quantity: `-${add(current, '1')}` });
    expect(tooMuch).toMatchObject({ kind: 'conflict', status: 409, code: 'Inventory.InsufficientStock' });
    expect(tooMuch.fieldErrors).toContainEqual(expect.objectContaining({ field: 'quantity', code: 'Inventory.InsufficientStock' }));
    const nothingThere = await refused({ itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: 'A-01', quantity: '-1', transactionType: 'Scrap' });
    expect(nothingThere.fieldErrors).toContainEqual(expect.objectContaining({ field: 'quantity', code: 'Inventory.NoStockAtLocation' }));
    const location = await refused({ itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: 'Z-99', quantity: '1' });
    expect(location.fieldErrors).toContainEqual(expect.objectContaining({ field: 'locationCode', code: 'WarehouseLocation.NotFound' }));
    const item = await refused({ itemNumber: 'NO-SUCH', warehouseCode: 'OSL', locationCode: 'A-01', quantity: '1' });
    expect(messagesFor(item, 'itemNumber')).toEqual(['There is no item NO-SUCH in the ERP.']);
    expect(await onHand('FV-10001', 'OSL', 'A-21')).toBe(current);
  });
});

describe('exactly once', () => {
  it('books once when the answer is lost, and again once when the form is submitted twice with its id', async () => {
    const target = { itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: 'A-21', quantity: '4' };
    const before = await onHand('FV-10001', 'OSL', 'A-21');
    const operationId = newOperationId();
    sandbox().faults.configure([{ kind: 'drop-after-commit', pathPrefix: ADJUSTMENTS, method: 'POST', count: 1 }]);
    const first = await app().call<{ transaction: TransactionRow }>('warehouse.adjustments.create', { operationId, ...target });
    expect(sandbox().faults.rules()[0]!.fired).toBe(1);
    sandbox().faults.clear();
    // The screen's retry (or a second Enter) reuses the form's id: the ERP replays the first answer.
    const again = await app().call<{ transaction: TransactionRow }>('warehouse.adjustments.create', { operationId, ...target });
    expect(again.transaction.transactionId).toBe(first.transaction.transactionId);
    expect(await onHand('FV-10001', 'OSL', 'A-21')).toBe(add(before, '4'));
    const booked = committed(sandbox(), ADJUSTMENTS).filter((e) => e.effect.includes('FV-10001') && e.status === 201);
    expect(booked).toHaveLength(1);
  });
});
