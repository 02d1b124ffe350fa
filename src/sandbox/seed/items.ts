import { Decimal, money, price } from '../rules/decimals';
import { addDays, DAY_MS, isoDate } from '../rules/timestamps';
import type { Item, Store, Supplier, SupplierItem } from '../store';
import { FAMILIES, FX_TO_NOK } from './catalog';
import type { Past } from './past';
import type { Prng } from './prng';

/**
 * The latest a seeded change of item `i` may be: a minute before the anchor, spread a minute apart
 * over the last day, so no instant holds thousands of items (each delta would read them again, row 34).
 */
const latestChange = (anchor: number, i: number) => anchor - 60_000 - (i % 1440) * 60_000;

/** Items (300 per scale unless told), their supplier items and purchase agreements. */
export function seedItems(store: Store, ip: Prng, itemCount: number, anchor: number, past: Past, suppliersOf: Map<string, Supplier[]>): void {
  const combos = FAMILIES.flatMap((f) => f.names.flatMap((n) => f.variants.map((v) => ({ f, n, v }))));
  for (let i = 0; i < itemCount; i++) {
    const combo = combos[i % combos.length] as (typeof combos)[number];
    const { f } = combo;
    const series = Math.floor(i / combos.length);
    const itemNumber = `FV-${10001 + i}`;
    const created = past(ip, 900, 30);
    const list = ip.int(f.price[0], f.price[1]);
    const salesPrice = ip.chance(0.03) ? null : money(new Decimal(list).minus(ip.chance(0.5) ? '0.10' : '0'));
    const standardCost = price(new Decimal(list).times(ip.int(38, 58)).div(100));
    const replenishment = f.replenishment ?? (i % 13 === 7 ? 'Manufacture' : i % 11 === 3 ? 'Transfer' : 'Purchase');
    const name = `${combo.n}${combo.v === 'Standard' || combo.v === 'Configurable' ? '' : ` ${combo.v}`}${series > 0 ? ` (series ${series + 1})` : ''}`;
    const makers = suppliersOf.get(f.categoryCode) ?? [];
    const supplier = (replenishment === 'Purchase' || replenishment === 'Transfer') && makers.length > 0 ? makers[(i * 7 + series) % makers.length] : undefined;
    const item: Item = {
      itemNumber,
      name,
      description: ip.chance(0.8)
        ? `${combo.n} for Nordic conditions. ${f.tracking === 'Batch' ? 'Batch-tracked.' : f.tracking === 'Serial' ? 'Serial-numbered.' : ''}`.trim()
        : null,
      categoryCode: f.categoryCode,
      baseUnitCode: f.unit,
      salesPrice,
      standardCost,
      decimalPlaces: f.decimalPlaces,
      trackingType: f.tracking,
      isConfigurable: f.configurable ?? false,
      isActive: !(i % 47 === 46),
      primarySupplierNumber: supplier?.supplierNumber ?? null,
      replenishmentType: replenishment,
      createdDate: created,
      modifiedDate: ip.chance(0.7) ? Math.max(created, Math.min(latestChange(anchor, i), created + ip.int(1, 400) * DAY_MS)) : null,
    };
    store.items.set(itemNumber, item);
    if (!supplier) continue;

    // "No lead time anywhere": no agreement, no supplier-item or item-warehouse lead time, so planning falls back to 14 days.
    const noLeadTime = i % 37 === 5;
    const addSupplierItem = (s: Supplier, isPrimary: boolean) => {
      const unitPrice = price(
        new Decimal(standardCost)
          .div(FX_TO_NOK[s.currencyCode] ?? '1')
          .times(ip.int(92, 108))
          .div(100),
      );
      const moq = f.decimalPlaces > 0 ? ip.pick([null, '10', '25.5', '50']) : ip.pick([null, null, '5', '10', '12', '24']);
      const multiple = f.decimalPlaces > 0 ? ip.pick([null, '0.5', '5']) : ip.pick([null, null, '6', '12', '4']);
      const row: SupplierItem = {
        supplierNumber: s.supplierNumber,
        itemNumber,
        supplierItemNumber: `${s.supplierNumber.slice(1)}-${ip.hex(6).toUpperCase()}`,
        unitPrice,
        currencyCode: s.currencyCode,
        leadTimeDays: noLeadTime || ip.chance(0.2) ? null : ip.int(3, 45),
        minOrderQuantity: moq,
        orderMultiple: multiple,
        isPrimary,
      };
      store.supplierItems.push(row);
      return row;
    };
    const primary = addSupplierItem(supplier, true);
    if (ip.chance(0.3)) {
      const other = makers[(i * 3 + 5) % makers.length] as Supplier;
      if (other.supplierNumber !== supplier.supplierNumber) addSupplierItem(other, false);
    }
    if (!noLeadTime && ip.chance(0.15)) {
      const active = ip.chance(0.8);
      store.agreements.push({
        agreementNumber: `PA-${String(store.agreements.length + 1).padStart(4, '0')}`,
        supplierNumber: supplier.supplierNumber,
        itemNumber,
        leadTimeDays: ip.chance(0.85) ? ip.int(2, 30) : null,
        unitPrice: price(new Decimal(primary.unitPrice).times(ip.int(85, 97)).div(100)),
        currencyCode: supplier.currencyCode,
        validFrom: addDays(isoDate(anchor), -ip.int(30, 300)),
        validTo: active ? addDays(isoDate(anchor), ip.int(30, 400)) : addDays(isoDate(anchor), -ip.int(1, 20)),
        isActive: active,
      });
    }
  }
}
