import type { Api } from '../api';
import { Decimal, qty } from '../rules/decimals';
import { readPaging, toPage } from '../rules/paging';
import { daysBetween, isoDate } from '../rules/timestamps';
import { queryBoolean, queryInteger } from '../rules/validate';
import { sumQuantity } from '../stock';
import type { Batch, Store } from '../store';

/**
 * Batches (inventory:read), sorted by expiry date (batches without expiry last). A batch is not
 * pickable when blocked, quarantined, recalled or expired; status reports Expired once the
 * expiry date has passed even if the stored status is Released.
 */
export function batchDto(b: Batch, store: Store, today: string) {
  const daysUntilExpiry = b.expiryDate === null ? null : daysBetween(today, b.expiryDate);
  const expired = daysUntilExpiry !== null && daysUntilExpiry < 0;
  const status = b.status === 'Released' && expired ? 'Expired' : b.status;
  return {
    batchNumber: b.batchNumber,
    itemNumber: b.itemNumber,
    itemName: store.items.get(b.itemNumber)?.name ?? null,
    supplierBatchNumber: b.supplierBatchNumber,
    supplierName: b.supplierNumber ? (store.suppliers.get(b.supplierNumber)?.name ?? null) : null,
    receivedDate: b.receivedDate,
    expiryDate: b.expiryDate,
    bestBeforeDate: b.bestBeforeDate,
    daysUntilExpiry,
    status,
    isRecalled: b.status === 'Recalled',
    isPickable: b.status === 'Released' && !expired,
    quantityOnHand: qty(sumQuantity((store.stock.get(b.itemNumber) ?? []).filter((r) => r.batchNumber === b.batchNumber))),
  };
}

export function registerBatches(api: Api): void {
  api.get('/preview/inventory/batches', 'inventory:read', ({ store, query, now }) => {
    const paging = readPaging(query);
    const inStockOnly = queryBoolean(query.inStockOnly, 'inStockOnly');
    const within = queryInteger(query.expiringWithinDays, 'expiringWithinDays', 0);
    const today = isoDate(now);
    const needle = query.batchNumber?.toLowerCase();
    const rows = [...store.batches.values()]
      .filter(
        (b) =>
          (query.itemNumber === undefined || b.itemNumber === query.itemNumber) &&
          (needle === undefined || b.batchNumber.toLowerCase() === needle || b.supplierBatchNumber?.toLowerCase() === needle),
      )
      .map((b) => batchDto(b, store, today))
      .filter(
        (b) => (within === undefined || (b.daysUntilExpiry !== null && b.daysUntilExpiry <= within)) && (!inStockOnly || new Decimal(b.quantityOnHand).gt(0)),
      )
      .sort(
        (a, b) =>
          (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999') ||
          a.itemNumber.localeCompare(b.itemNumber) ||
          a.batchNumber.localeCompare(b.batchNumber),
      );
    return { body: toPage(rows, paging, (b) => b) };
  });
}
