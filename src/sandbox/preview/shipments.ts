import type { Api } from '../api';
import { readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { problem } from '../rules/problems';
import { ts } from '../rules/timestamps';
import { matchesSearch } from '../rules/validate';
import type { Store } from '../store';
import { trackingUrlOf } from '../support/documents';
import { SHIPMENT_STATUSES, type Shipment } from '../support/types';
import { byKey, changedSince, link, lookup, modifiedSince, nameOf } from './common';

/**
 * Shipments (shipments:read) and the order-scoped read under sales orders (sales-orders:read),
 * row 120. A consolidated shipment carries lines of several orders; the order-scoped read keeps
 * only that order's lines.
 */
function shipmentDto(s: Shipment, store: Store, base: string, onlyOrder?: string) {
  const lines = s.lines.filter((l) => onlyOrder === undefined || l.orderNumber === onlyOrder);
  return {
    shipmentNumber: s.shipmentNumber,
    status: s.status,
    customerNumber: s.customerNumber,
    orderNumbers: [...new Set(s.lines.map((l) => l.orderNumber))].sort(),
    warehouseCode: s.warehouseCode,
    shippingMethodCode: s.shippingMethodCode,
    shippingMethodName: nameOf(store.shippingMethods, s.shippingMethodCode),
    trackingNumber: s.trackingNumber,
    trackingUrl: trackingUrlOf(s),
    plannedShipDate: s.plannedShipDate,
    shippedDate: s.shippedDate,
    deliveredDate: s.deliveredDate,
    totalWeightKg: s.totalWeightKg,
    lines: lines.map((l) => ({
      orderNumber: l.orderNumber,
      orderLineNumber: l.orderLineNumber,
      itemNumber: l.itemNumber,
      itemName: store.items.get(l.itemNumber)?.name ?? null,
      quantity: l.quantity,
      pickedQuantity: l.pickedQuantity,
      unit: l.unit,
    })),
    createdDate: ts(s.createdDate),
    modifiedDate: ts(s.modifiedDate),
    links: link(base, 'shipments', s.shipmentNumber),
  };
}

const hasOrder = (s: Shipment, orderNumber: string) => s.lines.some((l) => l.orderNumber === orderNumber);

export function registerShipments(api: Api): void {
  api.get('/preview/shipments', 'shipments:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const status = readEnumFilter(query.status, SHIPMENT_STATUSES, 'status');
    const since = modifiedSince(query);
    const rows = [...store.support.shipments.values()]
      .filter(
        (s) =>
          (status === undefined || s.status === status) &&
          (query.orderNumber === undefined || hasOrder(s, query.orderNumber)) &&
          (query.customerNumber === undefined || s.customerNumber === query.customerNumber) &&
          matchesSearch(query.search, s.shipmentNumber, s.trackingNumber) &&
          changedSince(since, s.modifiedDate, s.createdDate),
      )
      .sort(byKey((s) => s.shipmentNumber));
    return { body: toPage(rows, paging, (s) => shipmentDto(s, store, base)) };
  });

  api.get('/preview/shipments/:shipmentNumber', 'shipments:read', ({ store, params, base }) => ({
    body: shipmentDto(lookup(store.support.shipments, params.shipmentNumber ?? '', 'Shipment'), store, base),
    etag: true,
  }));

  api.get('/preview/orders/:orderNumber/shipments', 'sales-orders:read', ({ store, params, query, base }) => {
    const order = store.sales.salesOrders.get(params.orderNumber ?? '');
    if (!order || order.status === 'Draft') throw problem.notFound('SalesOrder.NotFound', `Sales order '${params.orderNumber ?? ''}' was not found.`);
    const rows = [...store.support.shipments.values()].filter((s) => hasOrder(s, order.orderNumber)).sort(byKey((s) => s.shipmentNumber));
    return { body: toPage(rows, readPaging(query), (s) => shipmentDto(s, store, base, order.orderNumber)) };
  });
}
