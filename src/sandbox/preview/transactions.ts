import type { Api } from '../api';
import { enums, readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { problem } from '../rules/problems';
import { tsNoZone } from '../rules/timestamps';
import type { InventoryTransaction } from '../store';
import { link, modifiedSince } from './common';

/** Inventory transactions (inventory:read). transactionDate is sent without a Z. */
export function transactionDto(t: InventoryTransaction, base: string) {
  return {
    transactionId: t.transactionId,
    transactionType: t.transactionType,
    transactionDate: tsNoZone(t.transactionDate),
    itemNumber: t.itemNumber,
    warehouseCode: t.warehouseCode,
    locationCode: t.locationCode,
    targetLocationCode: t.targetLocationCode,
    batchNumber: t.batchNumber,
    serialNumber: t.serialNumber,
    quantity: t.quantity,
    unitCost: t.unitCost,
    averageCostAfter: t.averageCostAfter,
    balanceAfter: t.balanceAfter,
    referenceType: t.referenceType,
    referenceId: t.referenceId,
    notes: t.notes,
    links: link(base, 'inventory/transactions', t.transactionId),
  };
}

export function registerTransactions(api: Api): void {
  /**
   * Newest first; movements at the same instant later-booked first (docs/api-assumptions.md 23,
   * 344): the store holds them in booking order, read backwards, and the sort is stable.
   * Optional: a sandbox without it stands in for an ERP that lists no movements.
   */
  api.get(
    '/preview/inventory/transactions',
    'inventory:read',
    ({ store, query, base }) => {
      const paging = readPaging(query);
      const type = readEnumFilter(query.transactionType, enums.transactionType, 'transactionType');
      const since = modifiedSince(query);
      const rows: InventoryTransaction[] = [];
      for (let i = store.transactions.length - 1; i >= 0; i--) {
        const t = store.transactions[i] as InventoryTransaction;
        if (query.itemNumber !== undefined && t.itemNumber !== query.itemNumber) continue;
        if (query.warehouseCode !== undefined && t.warehouseCode !== query.warehouseCode) continue;
        if (query.referenceId !== undefined && t.referenceId !== query.referenceId) continue;
        if (type !== undefined && t.transactionType !== type) continue;
        if (since !== undefined && t.transactionDate < since) continue;
        rows.push(t);
      }
      rows.sort((a, b) => b.transactionDate - a.transactionDate);
      return { body: toPage(rows, paging, (t) => transactionDto(t, base)) };
    },
    { optional: 'inventory-transactions.list' },
  );

  api.get('/preview/inventory/transactions/:transactionId', 'inventory:read', ({ store, params, base }) => {
    const t = store.transactionsById.get(params.transactionId ?? '');
    if (!t) throw problem.notFound('InventoryTransaction.NotFound', `Transaction '${params.transactionId}' was not found.`);
    return { body: transactionDto(t, base) };
  });
}
