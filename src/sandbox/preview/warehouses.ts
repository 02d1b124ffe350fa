import type { Api } from '../api';
import { readPaging, toPage } from '../rules/paging';
import { queryBoolean } from '../rules/validate';
import type { Warehouse } from '../store';
import { codeList, warehouseByCode } from './common';

/** Reference data: warehouses with their locations (inventory:read) and the order term lists. */
export function warehouseDto(w: Warehouse) {
  return {
    code: w.code,
    name: w.name,
    isActive: w.isActive,
    defaultLocationCode: w.defaultLocationCode,
    transportTimeDays: w.transportTimeDays,
    locations: w.locations.map((l) => ({ locationCode: l.locationCode, zone: l.zone, name: l.name })),
  };
}

export function registerWarehouses(api: Api): void {
  api.get('/preview/reference/warehouses', 'inventory:read', ({ store, query }) => {
    const paging = readPaging(query);
    const isActive = queryBoolean(query.isActive, 'isActive');
    const rows = [...store.warehouses.values()].filter((w) => isActive === undefined || w.isActive === isActive);
    return { body: toPage(rows, paging, warehouseDto) };
  });
  api.get('/preview/reference/warehouses/:code', 'inventory:read', ({ store, params }) => ({
    body: warehouseDto(warehouseByCode(store, params.code ?? '')),
    etag: true,
  }));

  codeList(api, 'payment-terms', 'purchase-orders:read', (s) => s.paymentTerms);
  codeList(api, 'delivery-terms', 'purchase-orders:read', (s) => s.deliveryTerms);
  codeList(api, 'shipping-methods', 'purchase-orders:read', (s) => s.shippingMethods);
  codeList(api, 'customer-groups', 'customers:read', (s) => s.customerGroups);
}
