import type { Api } from '../api';
import { readPaging, toPage } from '../rules/paging';
import { ts } from '../rules/timestamps';
import { queryBoolean } from '../rules/validate';
import type { ItemWarehouse, Store } from '../store';
import { byKey } from './common';

/**
 * Item-warehouse settings (items:read), sorted by itemNumber then warehouseCode. The rows
 * carry warehouseCode although the description's field list omits it: a row is meaningless
 * without it. links.self points at the filtered list, the only URL that reads one row.
 */
function itemWarehouseDto(row: ItemWarehouse, store: Store, base: string) {
  return {
    itemNumber: row.itemNumber,
    itemName: store.items.get(row.itemNumber)?.name ?? null,
    warehouseCode: row.warehouseCode,
    isActive: row.isActive,
    importance: row.importance,
    leadTimeDays: row.leadTimeDays,
    calculatedSafetyStock: row.calculatedSafetyStock,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    safetyStock: row.safetyStock,
    reorderQuantity: row.reorderQuantity,
    lotSizing: row.lotSizing,
    transferLeadTimeDays: row.transferLeadTimeDays,
    modifiedDate: ts(row.modifiedDate),
    links: { self: `${base}/preview/item-warehouses?itemNumber=${encodeURIComponent(row.itemNumber)}&warehouseCode=${encodeURIComponent(row.warehouseCode)}` },
  };
}

export function registerItemWarehouses(api: Api): void {
  api.get('/preview/item-warehouses', 'items:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const isActive = queryBoolean(query.isActive, 'isActive');
    const rows = [...store.itemWarehouses.values()]
      .filter(
        (r) =>
          (query.itemNumber === undefined || r.itemNumber === query.itemNumber) &&
          (query.warehouseCode === undefined || r.warehouseCode === query.warehouseCode) &&
          (isActive === undefined || r.isActive === isActive),
      )
      .sort(byKey((r) => `${r.itemNumber}|${r.warehouseCode}`));
    return { body: toPage(rows, paging, (r) => itemWarehouseDto(r, store, base)) };
  });
}
