import { Decimal, qty } from './rules/decimals';
import { findRow } from './stock';
import type { CountLine, InventoryCount, Store } from './store';

/**
 * Recalculating count lines (docs/api-assumptions.md 291): the recorded quantity is taken again,
 * either as it stood when the line was counted (a movement between creation and counting is then
 * not posted twice), or as it stands now for a recount, which clears the counted quantity.
 */
type Row = Pick<CountLine, 'itemNumber' | 'locationCode' | 'batchNumber' | 'serialNumber'> & { warehouseCode: string };

/** On hand at one stock row at an instant: today's figure less what moved there after it. */
export function onHandAt(store: Store, row: Row, at: number): Decimal {
  let onHand = new Decimal(findRow(store, row)?.quantity ?? 0);
  for (const t of store.transactions) {
    if (t.transactionDate <= at || t.itemNumber !== row.itemNumber || t.warehouseCode !== row.warehouseCode) continue;
    if (t.locationCode === row.locationCode && t.batchNumber === row.batchNumber && t.serialNumber === row.serialNumber) onHand = onHand.minus(t.quantity);
  }
  return onHand;
}

export function recalculateLines(store: Store, count: InventoryCount, lines: CountLine[], recount: boolean, now: number): void {
  for (const line of lines) {
    const row = { ...line, warehouseCode: count.warehouseCode };
    const at = recount ? now : (line.countedAt ?? now);
    line.expectedQuantity = qty(onHandAt(store, row, at));
    line.expectedAt = at;
    if (recount) {
      line.countedQuantity = null;
      line.countedAt = null;
    }
  }
  if (recount) {
    count.status = 'InProgress';
    count.completedAt = null;
  }
  count.modifiedDate = now;
}
