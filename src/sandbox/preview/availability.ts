import type { Api } from '../api';
import { Decimal, qty } from '../rules/decimals';
import { readPaging, toPage } from '../rules/paging';
import { problem } from '../rules/problems';
import { sumQuantity } from '../stock';
import { itemWarehouseKey, type Item, type Store } from '../store';
import { byKey, itemByKey, modifiedSince, warehouseByCode } from './common';

/**
 * Availability (items:read, as the description lists it in the Items group) and the per-location
 * stock rows (inventory:read). available = on hand - allocated. An item has a "stock record" in a
 * warehouse when it has settings or stock rows there; items with none are left out of the bulk list.
 */
export const MAX_AVAILABILITY_ITEMS = 200;

export function availabilityDto(store: Store, item: Item, warehouseCode?: string) {
  const rows = store.stock.get(item.itemNumber) ?? [];
  const warehouses = [...store.warehouses.values()]
    .filter((w) => w.isActive && (warehouseCode === undefined || w.code === warehouseCode))
    .filter((w) => store.itemWarehouses.has(itemWarehouseKey(item.itemNumber, w.code)) || rows.some((r) => r.warehouseCode === w.code))
    .map((w) => {
      const onHand = sumQuantity(rows.filter((r) => r.warehouseCode === w.code));
      const allocated = new Decimal(store.allocated.get(itemWarehouseKey(item.itemNumber, w.code)) ?? 0);
      return {
        warehouseCode: w.code,
        warehouseName: w.name,
        quantityOnHand: qty(onHand),
        allocatedQuantity: qty(allocated),
        availableQuantity: qty(onHand.minus(allocated)),
        replenishmentType: item.replenishmentType,
        trackingType: item.trackingType,
        requiresBatch: item.trackingType === 'Batch',
        requiresSerial: item.trackingType === 'Serial',
      };
    });
  const total = (pick: (w: (typeof warehouses)[number]) => string) => qty(warehouses.reduce((s, w) => s.plus(pick(w)), new Decimal(0)));
  return {
    itemNumber: item.itemNumber,
    totalQuantityOnHand: total((w) => w.quantityOnHand),
    totalAllocatedQuantity: total((w) => w.allocatedQuantity),
    totalAvailableQuantity: total((w) => w.availableQuantity),
    warehouses,
  };
}

export function registerAvailability(api: Api): void {
  api.get('/preview/items/:itemNumber/availability', 'items:read', ({ store, params, query }) => {
    const item = itemByKey(store, params.itemNumber ?? '');
    const warehouseCode = query.warehouseCode ? warehouseByCode(store, query.warehouseCode, 'warehouseCode').code : undefined;
    return { body: availabilityDto(store, item, warehouseCode) };
  });

  api.get('/preview/inventory/availability', 'items:read', ({ store, query }) => {
    const paging = readPaging(query);
    const numbers = query.itemNumbers
      ?.split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (numbers && numbers.length > MAX_AVAILABILITY_ITEMS) {
      throw problem.invalid(
        'itemNumbers',
        'Availability.TooManyItemNumbers',
        `At most ${MAX_AVAILABILITY_ITEMS} item numbers per call; got ${numbers.length}.`,
      );
    }
    const warehouseCode = query.warehouseCode ? warehouseByCode(store, query.warehouseCode, 'warehouseCode').code : undefined;
    const since = modifiedSince(query);
    const candidates = numbers ? [...new Set(numbers)].flatMap((n) => store.items.get(n) ?? []) : [...store.items.values()];
    const rows = candidates
      .filter((item) => since === undefined || (store.stockModified.get(item.itemNumber) ?? 0) >= since)
      .map((item) => availabilityDto(store, item, warehouseCode))
      .filter((a) => a.warehouses.length > 0)
      .sort(byKey((a) => a.itemNumber));
    return { body: toPage(rows, paging, (a) => a) };
  });

  api.get('/preview/inventory/stock', 'inventory:read', ({ store, query }) => {
    const paging = readPaging(query);
    const itemNumber = query.itemNumber;
    if (!itemNumber) throw problem.invalid('itemNumber', 'Validation.Required', "'itemNumber' is required.");
    itemByKey(store, itemNumber, 'itemNumber');
    const rows = (store.stock.get(itemNumber) ?? [])
      .filter(
        (r) =>
          (query.warehouseCode === undefined || r.warehouseCode === query.warehouseCode) &&
          (query.locationCode === undefined || r.locationCode === query.locationCode),
      )
      .sort(byKey((r) => `${r.warehouseCode}|${r.locationCode}|${r.batchNumber ?? ''}|${r.serialNumber ?? ''}`));
    return {
      body: toPage(rows, paging, (r) => ({
        itemNumber: r.itemNumber,
        warehouseCode: r.warehouseCode,
        locationCode: r.locationCode,
        batchNumber: r.batchNumber,
        serialNumber: r.serialNumber,
        quantityOnHand: r.quantity,
      })),
    };
  });
}
