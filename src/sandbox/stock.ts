import { randomUUID } from 'node:crypto';
import { checkRepresentable, Decimal, price, qty } from './rules/decimals';
import { itemWarehouseKey, type InventoryTransaction, type StockRow, type Store } from './store';

/**
 * The one place stock moves. Adjustments, purchase receipts, count postings and the seed all
 * book through here, so on-hand, average cost, balances and the transaction journal agree.
 */
export interface Booking {
  itemNumber: string;
  warehouseCode: string;
  locationCode: string;
  batchNumber?: string | null;
  serialNumber?: string | null;
  /** Signed delta in the item's base unit. */
  quantity: Decimal;
  transactionType: string;
  /** Cost of incoming goods; when absent the current average cost is used. */
  unitCost?: Decimal;
  referenceType?: string | null;
  referenceId?: string | null;
  notes?: string | null;
  at: number;
  transactionId?: string;
}

export function stockRowsOf(store: Store, itemNumber: string): StockRow[] {
  let rows = store.stock.get(itemNumber);
  if (!rows) {
    rows = [];
    store.stock.set(itemNumber, rows);
  }
  return rows;
}

export function sumQuantity(rows: readonly StockRow[]): Decimal {
  return rows.reduce((sum, row) => sum.plus(row.quantity), new Decimal(0));
}

export function onHandInWarehouse(store: Store, itemNumber: string, warehouseCode: string): Decimal {
  return sumQuantity((store.stock.get(itemNumber) ?? []).filter((r) => r.warehouseCode === warehouseCode));
}

export function averageCostOf(store: Store, itemNumber: string, warehouseCode: string): Decimal {
  const known = store.averageCost.get(itemWarehouseKey(itemNumber, warehouseCode));
  return new Decimal(known ?? store.items.get(itemNumber)?.standardCost ?? 0);
}

export function findRow(
  store: Store,
  b: Pick<Booking, 'itemNumber' | 'warehouseCode' | 'locationCode' | 'batchNumber' | 'serialNumber'>,
): StockRow | undefined {
  return (store.stock.get(b.itemNumber) ?? []).find(
    (r) =>
      r.warehouseCode === b.warehouseCode &&
      r.locationCode === b.locationCode &&
      r.batchNumber === (b.batchNumber ?? null) &&
      r.serialNumber === (b.serialNumber ?? null),
  );
}

/** Where a serial number is currently on hand, if anywhere. */
export function serialInStock(store: Store, itemNumber: string, serialNumber: string): StockRow | undefined {
  return (store.stock.get(itemNumber) ?? []).find((r) => r.serialNumber === serialNumber && new Decimal(r.quantity).gt(0));
}

export function book(store: Store, b: Booking): InventoryTransaction {
  // On hand must stay a figure the ERP can hold, like every quantity sent to it.
  checkRepresentable(onHandInWarehouse(store, b.itemNumber, b.warehouseCode).plus(b.quantity), 'quantity');
  const rows = stockRowsOf(store, b.itemNumber);
  let row = findRow(store, b);
  if (!row) {
    row = {
      warehouseCode: b.warehouseCode,
      locationCode: b.locationCode,
      itemNumber: b.itemNumber,
      batchNumber: b.batchNumber ?? null,
      serialNumber: b.serialNumber ?? null,
      quantity: '0',
    };
    rows.push(row);
  }
  const before = onHandInWarehouse(store, b.itemNumber, b.warehouseCode);
  const average = averageCostOf(store, b.itemNumber, b.warehouseCode);
  const unitCost = b.unitCost ?? average;
  let averageAfter = average;
  // Only incoming goods at a known purchase cost move the weighted average.
  if (b.quantity.gt(0) && b.unitCost && before.gte(0)) {
    averageAfter = before.times(average).plus(b.quantity.times(unitCost)).div(before.plus(b.quantity));
  }
  store.averageCost.set(itemWarehouseKey(b.itemNumber, b.warehouseCode), price(averageAfter));
  row.quantity = qty(new Decimal(row.quantity).plus(b.quantity));
  if (row.serialNumber !== null && new Decimal(row.quantity).isZero()) rows.splice(rows.indexOf(row), 1);
  store.stockModified.set(b.itemNumber, b.at);

  const transaction: InventoryTransaction = {
    transactionId: b.transactionId ?? randomUUID(),
    transactionType: b.transactionType,
    transactionDate: b.at,
    itemNumber: b.itemNumber,
    warehouseCode: b.warehouseCode,
    locationCode: b.locationCode,
    targetLocationCode: null,
    batchNumber: b.batchNumber ?? null,
    serialNumber: b.serialNumber ?? null,
    quantity: qty(b.quantity),
    unitCost: price(unitCost),
    averageCostAfter: price(averageAfter),
    balanceAfter: qty(before.plus(b.quantity)),
    referenceType: b.referenceType ?? null,
    referenceId: b.referenceId ?? null,
    notes: b.notes ?? null,
  };
  store.transactions.push(transaction);
  store.transactionsById.set(transaction.transactionId, transaction);
  return transaction;
}
