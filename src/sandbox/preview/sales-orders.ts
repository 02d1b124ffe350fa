import type { Api } from '../api';
import { Decimal, qty } from '../rules/decimals';
import { readEnumFilter } from '../rules/enums';
import { readPaging, toPage } from '../rules/paging';
import { problem } from '../rules/problems';
import { parseDate, ts } from '../rules/timestamps';
import { matchesSearch } from '../rules/validate';
import { documentTotals, netLineTotal } from '../sales/documents';
import type { SalesOrder, SalesOrderLine } from '../sales/types';
import type { Store } from '../store';
import { link, modifiedSince, nameOf, changedSince } from './common';

/**
 * Sales orders, read side (sales-orders:read), rows 95-96 of docs/api-assumptions.md. Drafts are
 * invisible: the list leaves them out and a single read answers 404.
 */
const READABLE_STATUSES = ['Placed', 'Released', 'Closed', 'Cancelled'] as const;

function delivery(order: SalesOrder): { deliveredPercentage: string; deliveryStatus: 'NotDelivered' | 'PartiallyDelivered' | 'FullyDelivered' } {
  const ordered = order.lines.reduce((sum, l) => sum.plus(l.quantity), new Decimal(0));
  const delivered = order.lines.reduce((sum, l) => sum.plus(l.deliveredQuantity), new Decimal(0));
  const percent = ordered.isZero() ? new Decimal(0) : delivered.div(ordered).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const deliveryStatus = delivered.isZero() ? 'NotDelivered' : delivered.gte(ordered) ? 'FullyDelivered' : 'PartiallyDelivered';
  return { deliveredPercentage: qty(percent), deliveryStatus };
}

function listDto(order: SalesOrder, store: Store, base: string) {
  const totals = documentTotals(order.lines);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    customerNumber: order.customerNumber,
    customerName: store.customers.get(order.customerNumber)?.name ?? null,
    customerReference: order.customerReference,
    channelCode: order.channelCode,
    channelName: order.channelCode ? (store.channels.get(order.channelCode)?.name ?? null) : null,
    externalOrderNumber: order.externalOrderNumber,
    externalOrderScope: order.externalOrderScope,
    currencyCode: order.currencyCode,
    orderDate: order.orderDate,
    requestedDeliveryDate: order.requestedDeliveryDate,
    plannedDeliveryDate: order.plannedDeliveryDate,
    ...delivery(order),
    lineCount: order.lines.length,
    totalAmount: totals.totalAmount,
    totalAmountIncludingTax: totals.totalAmountIncludingTax,
    createdDate: ts(order.createdDate),
    modifiedDate: ts(order.modifiedDate),
    links: link(base, 'orders', order.orderNumber),
  };
}

function lineDto(line: SalesOrderLine, store: Store) {
  return {
    lineNumber: line.lineNumber,
    itemNumber: line.itemNumber,
    itemName: store.items.get(line.itemNumber)?.name ?? null,
    description: line.description,
    quantity: line.quantity,
    deliveredQuantity: line.deliveredQuantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent,
    taxPercent: line.taxPercent,
    lineTotal: netLineTotal(line).toFixed(2),
    isManualPrice: line.isManualPrice,
    configurationNumber: line.configurationNumber,
  };
}

export function salesOrderDetail(order: SalesOrder, store: Store, base: string) {
  return {
    ...listDto(order, store, base),
    warehouseCode: order.warehouseCode,
    deliveryAddress: order.deliveryAddress,
    deliveryTermCode: order.deliveryTermCode,
    deliveryTermName: nameOf(store.deliveryTerms, order.deliveryTermCode),
    paymentTermCode: order.paymentTermCode,
    paymentTermName: nameOf(store.paymentTerms, order.paymentTermCode),
    externalNotes: order.externalNotes,
    lines: order.lines.map((l) => lineDto(l, store)),
  };
}

export function registerSalesOrders(api: Api): void {
  api.get('/preview/orders', 'sales-orders:read', ({ store, query, base }) => {
    const paging = readPaging(query);
    const status = readEnumFilter(query.status, READABLE_STATUSES, 'status');
    const from = query.orderDateFrom === undefined ? undefined : parseDate(query.orderDateFrom, 'orderDateFrom');
    const to = query.orderDateTo === undefined ? undefined : parseDate(query.orderDateTo, 'orderDateTo');
    const since = modifiedSince(query);
    const rows = [...store.sales.salesOrders.values()]
      .filter(
        (o) =>
          o.status !== 'Draft' &&
          (status === undefined || o.status === status) &&
          (query.customerNumber === undefined || o.customerNumber === query.customerNumber) &&
          (query.channelCode === undefined || o.channelCode === query.channelCode) &&
          (from === undefined || o.orderDate >= from) &&
          (to === undefined || o.orderDate <= to) &&
          matchesSearch(query.search, o.orderNumber, o.customerReference, o.externalOrderNumber) &&
          changedSince(since, o.modifiedDate, o.createdDate),
      )
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || b.orderNumber.localeCompare(a.orderNumber));
    return { body: toPage(rows, paging, (o) => listDto(o, store, base)) };
  });

  api.get('/preview/orders/:orderNumber', 'sales-orders:read', ({ store, params, base }) => {
    const order = store.sales.salesOrders.get(params.orderNumber ?? '');
    if (!order || order.status === 'Draft') throw problem.notFound('SalesOrder.NotFound', `Sales order '${params.orderNumber ?? ''}' was not found.`);
    return { body: salesOrderDetail(order, store, base), etag: true };
  });
}
