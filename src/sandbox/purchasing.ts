import { FX_TO_NOK } from './seed/catalog';
import { Decimal, money, qty } from './rules/decimals';
import { book } from './stock';
import { batchKey, type InventoryTransaction, type PurchaseOrder, type PurchaseOrderLine, type Store } from './store';

/** Purchase-order bookkeeping shared by the endpoints and the seed. */
export function remainingOf(line: PurchaseOrderLine): Decimal {
  if (line.status === 'Closed') return new Decimal(0);
  return Decimal.max(0, new Decimal(line.quantity).minus(line.receivedQuantity));
}

export function lineTotal(line: PurchaseOrderLine): string {
  return money(new Decimal(line.quantity).times(line.unitPrice));
}

export function orderTotal(po: PurchaseOrder): string {
  return money(po.lines.reduce((sum, l) => sum.plus(new Decimal(l.quantity).times(l.unitPrice)), new Decimal(0)));
}

export function refreshLineStatus(line: PurchaseOrderLine): void {
  if (line.status === 'Closed') return;
  const received = new Decimal(line.receivedQuantity);
  line.status = received.gte(line.quantity) ? 'Received' : received.gt(0) ? 'PartiallyReceived' : 'Open';
}

/** Closes the order: every line not fully received is closed with it. */
export function closeOrder(po: PurchaseOrder, at: number): void {
  for (const line of po.lines) if (line.status !== 'Received') line.status = 'Closed';
  po.status = 'Closed';
  po.closedAt = at;
  po.modifiedDate = at;
}

/** Calls the order off before anything arrived: every line is closed with nothing received. */
export function cancelOrder(po: PurchaseOrder, at: number): void {
  for (const line of po.lines) line.status = 'Closed';
  po.status = 'Cancelled';
  po.modifiedDate = at;
}

/** Orders that may be cancelled (docs/api-assumptions.md 71): not yet received against. */
export const CANCELLABLE: readonly string[] = ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed'];

export const RECEIVABLE: readonly string[] = ['Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived'];
export const OPEN_STATES: readonly string[] = ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived'];

export interface Receipt {
  quantity: Decimal;
  locationCode: string;
  batchNumber: string | null;
  expiryDate: string | null;
  serialNumbers: string[];
}

/**
 * Books one receipt: stock (per serial, or once for the batch), a Receipt transaction at the
 * order price converted to the base currency, the line's received quantity and the order's
 * status (PartiallyReceived until every line is received or closed, then Received).
 */
export function receiveLine(store: Store, po: PurchaseOrder, line: PurchaseOrderLine, r: Receipt, at: number, newId?: () => string): InventoryTransaction[] {
  const unitCost = new Decimal(line.unitPrice).times(FX_TO_NOK[po.currencyCode] ?? '1');
  if (r.batchNumber && !store.batches.has(batchKey(line.itemNumber, r.batchNumber))) {
    store.batches.set(batchKey(line.itemNumber, r.batchNumber), {
      itemNumber: line.itemNumber,
      batchNumber: r.batchNumber,
      supplierBatchNumber: null,
      supplierNumber: po.supplierNumber,
      expiryDate: r.expiryDate,
      bestBeforeDate: null,
      receivedDate: new Date(at).toISOString().slice(0, 10),
      status: 'Released',
    });
  }
  const common = {
    itemNumber: line.itemNumber,
    warehouseCode: po.warehouseCode,
    locationCode: r.locationCode,
    batchNumber: r.batchNumber,
    transactionType: 'Receipt',
    unitCost,
    referenceType: 'PurchaseOrder',
    referenceId: po.orderNumber,
    notes: `Purchase order ${po.orderNumber} line ${line.lineNumber}`,
    at,
  };
  const idOf = () => (newId ? { transactionId: newId() } : {});
  const transactions =
    r.serialNumbers.length > 0
      ? r.serialNumbers.map((serialNumber) => book(store, { ...common, serialNumber, quantity: new Decimal(1), ...idOf() }))
      : [book(store, { ...common, quantity: r.quantity, ...idOf() })];
  line.receivedQuantity = qty(new Decimal(line.receivedQuantity).plus(r.quantity));
  refreshLineStatus(line);
  po.status = po.lines.every((l) => l.status === 'Received' || l.status === 'Closed') ? 'Received' : 'PartiallyReceived';
  po.modifiedDate = at;
  return transactions;
}
