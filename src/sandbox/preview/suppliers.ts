import type { Api } from '../api';
import { readPaging, toPage } from '../rules/paging';
import { isoDate, ts } from '../rules/timestamps';
import { matchesSearch, queryBoolean } from '../rules/validate';
import type { Store, Supplier } from '../store';
import { byKey, changedSince, equalsIgnoreCase, link, lookup, modifiedSince } from './common';

/**
 * Suppliers, supplier items and purchase agreement lines. The description lists supplier items
 * in the Items group, so all three read with `items:read`.
 */
export const supplierByKey = (store: Store, supplierNumber: string, field?: string): Supplier => lookup(store.suppliers, supplierNumber, 'Supplier', field);

function supplierDto(s: Supplier, base: string) {
  return {
    supplierNumber: s.supplierNumber,
    name: s.name,
    email: s.email,
    currencyCode: s.currencyCode,
    leadTimeDays: s.leadTimeDays,
    countryCode: s.countryCode,
    isActive: s.isActive,
    createdDate: ts(s.createdDate),
    modifiedDate: ts(s.modifiedDate),
    links: link(base, 'suppliers', s.supplierNumber),
  };
}

export function registerSuppliers(api: Api): void {
  api.get('/preview/suppliers', 'items:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const isActive = queryBoolean(query.isActive, 'isActive');
    const since = modifiedSince(query);
    const rows = [...store.suppliers.values()]
      .filter(
        (s) =>
          matchesSearch(query.search, s.supplierNumber, s.name, s.email) &&
          (isActive === undefined || s.isActive === isActive) &&
          changedSince(since, s.modifiedDate, s.createdDate),
      )
      .sort(byKey((s) => s.supplierNumber));
    return { body: toPage(rows, paging, (s) => supplierDto(s, base)) };
  });

  api.get('/preview/suppliers/:supplierNumber', 'items:read', ({ store, params, base }) => ({
    body: supplierDto(supplierByKey(store, params.supplierNumber ?? ''), base),
    etag: true,
  }));

  api.get('/preview/suppliers/:supplierNumber/items', 'items:read', ({ store, params, query }) => {
    const paging = readPaging(query);
    const supplier = supplierByKey(store, params.supplierNumber ?? '');
    const rows = store.supplierItems
      .filter((si) => si.supplierNumber === supplier.supplierNumber && equalsIgnoreCase(si.itemNumber, query.itemNumber))
      .sort(byKey((si) => si.itemNumber));
    return {
      body: toPage(rows, paging, (si) => ({
        itemNumber: si.itemNumber,
        itemName: store.items.get(si.itemNumber)?.name ?? null,
        supplierItemNumber: si.supplierItemNumber,
        unitPrice: si.unitPrice,
        currencyCode: si.currencyCode,
        leadTimeDays: si.leadTimeDays,
        minOrderQuantity: si.minOrderQuantity,
        orderMultiple: si.orderMultiple,
        isPrimary: si.isPrimary,
      })),
    };
  });

  api.get('/preview/purchase-agreements', 'items:read', ({ store, query, now }) => {
    const paging = readPaging(query);
    const isActive = queryBoolean(query.isActive, 'isActive');
    const today = isoDate(now);
    const rows = store.agreements
      .filter((a) => equalsIgnoreCase(a.itemNumber, query.itemNumber) && equalsIgnoreCase(a.supplierNumber, query.supplierNumber))
      .map((a) => ({ ...a, isActive: a.isActive && a.validFrom <= today && (a.validTo === null || a.validTo >= today) }))
      .filter((a) => isActive === undefined || a.isActive === isActive)
      .sort(byKey((a) => `${a.itemNumber}|${a.supplierNumber}|${a.agreementNumber}`));
    return { body: toPage(rows, paging, (a) => a) };
  });
}
