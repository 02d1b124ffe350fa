import type { Store, Supplier } from '../store';
import { DAY_MS } from '../rules/timestamps';
import { SUPPLIERS } from './catalog';
import type { Past } from './past';
import type { Prng } from './prng';

/** Suppliers, `SUPPLIERS.length` per scale; answers the active ones by the item categories they make or carry. */
export function seedSuppliers(store: Store, sp: Prng, scale: number, past: Past): Map<string, Supplier[]> {
  const supplierCount = SUPPLIERS.length * scale;
  /** Active suppliers by the item categories they make or carry. */
  const suppliersOf = new Map<string, Supplier[]>();
  for (let i = 0; i < supplierCount; i++) {
    const t = SUPPLIERS[i % SUPPLIERS.length] as (typeof SUPPLIERS)[number];
    const round = Math.floor(i / SUPPLIERS.length);
    const supplierNumber = `S${String(2001 + i)}`;
    const name = round === 0 ? t.name : `${t.name} ${round + 1}`;
    const created = past(sp, 1500, 300);
    const supplier: Supplier = {
      supplierNumber,
      name,
      email: t.email
        ? `orders@${name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/-(as|ab|ltd|oy|aps|gmbh|co)(-\d+)?$/, '$2')}.example`
        : null,
      currencyCode: t.currency,
      leadTimeDays: i % 7 === 4 ? null : sp.int(5, 35),
      isActive: i % SUPPLIERS.length !== 11,
      countryCode: t.country,
      createdDate: created,
      modifiedDate: sp.chance(0.5) ? created + sp.int(1, 200) * DAY_MS : null,
    };
    store.suppliers.set(supplierNumber, supplier);
    if (supplier.isActive) for (const category of t.categories) suppliersOf.set(category, [...(suppliersOf.get(category) ?? []), supplier]);
  }
  return suppliersOf;
}
