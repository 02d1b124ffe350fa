import type { ErpClient } from '../../../src/main/erp';
import { collect } from '../../../src/main/erp/paging';

/** An untracked item and a location to book it at: where +1 adjustments are always accepted. */
export async function plainStockTarget(erp: ErpClient): Promise<{ itemNumber: string; warehouseCode: string; locationCode: string }> {
  const warehouses = await erp.preview.warehouses.list();
  const warehouse = warehouses.find((w) => w.isActive !== false && w.locations.length > 0);
  if (!warehouse) throw new Error('no active warehouse with locations in the sandbox');
  const items = await collect(erp.preview.items.all({}, { maxPages: 1 }));
  const item = items.find((i) => i.trackingType === 'None' && i.isActive !== false);
  if (!item) throw new Error('no untracked item in the sandbox');
  return {
    itemNumber: item.itemNumber,
    warehouseCode: warehouse.warehouseCode,
    locationCode: warehouse.defaultLocationCode ?? warehouse.locations[0]!.locationCode,
  };
}
