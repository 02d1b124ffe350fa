import { Decimal, qty } from '../rules/decimals';
import { addDays, DAY_MS, isoDate } from '../rules/timestamps';
import { book, onHandInWarehouse } from '../stock';
import { batchKey, itemWarehouseKey, type ItemWarehouse, type Store } from '../store';
import { FAMILIES } from './catalog';
import type { Past } from './past';
import type { Prng } from './prng';

/** Item-warehouse settings and the opening stock: batches, serials and allocations included. */
export function seedStock(store: Store, wp: Prng, anchor: number, past: Past, newId: () => string): void {
  const lotSizings = ['LotForLot', 'FixedReorderQuantity', 'FillToMax'] as const;
  const warehouses = [...store.warehouses.values()];
  const openingAt = anchor - 420 * DAY_MS;
  let batchSeq = 0;
  let serialSeq = 0;
  let index = 0;
  for (const item of store.items.values()) {
    const family =
      FAMILIES.find((f) => f.categoryCode === item.categoryCode && f.unit === item.baseUnitCode && f.tracking === item.trackingType) ?? FAMILIES[0];
    const noLeadTime = index % 37 === 5;
    const stockedIn = warehouses.filter((w, wi) => wi === 0 || (wi === 1 ? index % 5 < 2 : index % 4 === 1));
    for (const w of stockedIn) {
      const lotSizing = lotSizings[(index + w.code.length) % 3] as ItemWarehouse['lotSizing'];
      const unit = item.decimalPlaces > 0 ? 25 : 5;
      const min = wp.int(1, 6) * unit;
      const safety = wp.chance(0.5) ? String(wp.int(0, 3) * unit) : null;
      const settings: ItemWarehouse = {
        itemNumber: item.itemNumber,
        warehouseCode: w.code,
        isActive: !(index % 53 === 17),
        importance: wp.pick(['Critical', 'Standard', 'Standard', 'Standard', 'Accessory', 'SpecialOrder'] as const),
        leadTimeDays: noLeadTime || wp.chance(0.4) ? null : wp.int(3, 28),
        calculatedSafetyStock: safety === null && wp.chance(0.6) ? String(wp.int(1, 4) * unit) : null,
        minQuantity: String(min),
        maxQuantity: lotSizing === 'FillToMax' || wp.chance(0.3) ? String(min * wp.int(3, 6)) : null,
        safetyStock: safety,
        reorderQuantity: lotSizing === 'FixedReorderQuantity' || wp.chance(0.2) ? String(wp.int(1, 4) * unit * 2) : null,
        lotSizing,
        transferLeadTimeDays: item.replenishmentType === 'Transfer' && w.code !== 'OSL' && wp.chance(0.5) ? wp.int(1, 4) : null,
        modifiedDate: past(wp, 300),
      };
      store.itemWarehouses.set(itemWarehouseKey(item.itemNumber, w.code), settings);
      if (index % 29 === 13) continue; // stocked item that currently has no stock at all

      const pickLocations = w.locations.filter((l) => l.zone === (item.categoryCode === 'FUEL' && w.code === 'OSL' ? 'C' : 'A'));
      const bulkLocations = w.locations.filter((l) => l.zone === 'B');
      const location = wp.pick(pickLocations.length > 0 ? pickLocations : w.locations).locationCode;
      const bookOpening = (quantity: Decimal, locationCode: string, batchNumber: string | null, serialNumber: string | null) =>
        book(store, {
          itemNumber: item.itemNumber,
          warehouseCode: w.code,
          locationCode,
          batchNumber,
          serialNumber,
          quantity,
          transactionType: 'Adjustment',
          unitCost: new Decimal(item.standardCost),
          notes: 'Opening balance',
          at: openingAt + index * 1000,
          transactionId: newId(),
        });
      const amount = () => (item.decimalPlaces > 0 ? new Decimal(wp.int(500, 40000)).div(100) : new Decimal(wp.int(0, 120)));
      if (item.trackingType === 'Serial') {
        const n = wp.int(0, 5);
        for (let s = 0; s < n; s++) bookOpening(new Decimal(1), location, null, `SN${item.itemNumber.slice(3)}-${String(++serialSeq).padStart(6, '0')}`);
      } else if (item.trackingType === 'Batch') {
        const n = wp.int(1, 3);
        for (let b = 0; b < n; b++) {
          const batchNumber = `B${String(++batchSeq).padStart(6, '0')}`;
          const shelf = family?.shelfLifeDays ?? null;
          // Stock on hand at the opening balance was received before it.
          const received = addDays(isoDate(openingAt), -wp.int(1, 90));
          let expiryDate = shelf === null ? null : addDays(received, shelf);
          if (shelf !== null && batchSeq % 17 === 3) expiryDate = addDays(isoDate(anchor), -wp.int(1, 40)); // expired
          if (shelf !== null && batchSeq % 17 === 8) expiryDate = addDays(isoDate(anchor), wp.int(2, 25)); // expiring soon
          store.batches.set(batchKey(item.itemNumber, batchNumber), {
            itemNumber: item.itemNumber,
            batchNumber,
            supplierBatchNumber: wp.chance(0.7) ? `LOT-${wp.hex(5).toUpperCase()}` : null,
            supplierNumber: item.primarySupplierNumber,
            expiryDate,
            bestBeforeDate: expiryDate && item.categoryCode === 'FOOD' ? addDays(expiryDate, -30) : null,
            receivedDate: received,
            status: batchSeq % 41 === 9 ? 'Recalled' : batchSeq % 41 === 20 ? 'Quarantined' : batchSeq % 41 === 30 ? 'Blocked' : 'Released',
          });
          bookOpening(amount().plus(1), b === 0 ? location : wp.pick(bulkLocations.length > 0 ? bulkLocations : w.locations).locationCode, batchNumber, null);
        }
      } else {
        bookOpening(amount(), location, null, null);
        if (bulkLocations.length > 0 && wp.chance(0.3)) bookOpening(amount(), wp.pick(bulkLocations).locationCode, null, null);
      }
      if (wp.chance(0.35)) {
        const onHand = onHandInWarehouse(store, item.itemNumber, w.code);
        const allocated = Decimal.min(onHand, new Decimal(wp.int(1, 20)));
        if (allocated.gt(0)) store.allocated.set(itemWarehouseKey(item.itemNumber, w.code), qty(allocated));
      }
    }
    index++;
  }
}
