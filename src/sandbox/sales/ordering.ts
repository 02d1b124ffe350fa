import { isoDate } from '../rules/timestamps';
import type { Customer, Item, Store } from '../store';
import type { Evaluation } from './configure';
import { addressOf, vatPercentFor } from './documents';
import type { Configuration, SalesOrder, SalesOrderLine } from './types';

/** Sales-order bookkeeping shared by the endpoints and the seed. */
export function nextSalesOrderNumber(store: Store): string {
  let number: string;
  do number = `SO-${++store.sales.sequences.salesOrder}`;
  while (store.sales.salesOrders.has(number));
  return number;
}

export interface OrderHeader {
  customerReference: string | null;
  requestedDeliveryDate: string | null;
}

export function newSalesOrder(
  store: Store,
  customer: Customer,
  lines: SalesOrderLine[],
  header: OrderHeader & { warehouseCode: string },
  now: number,
  id: string,
): SalesOrder {
  return {
    id,
    orderNumber: nextSalesOrderNumber(store),
    status: 'Placed',
    customerNumber: customer.customerNumber,
    customerReference: header.customerReference,
    channelCode: null,
    externalOrderNumber: null,
    externalOrderScope: null,
    currencyCode: customer.defaultCurrencyCode,
    orderDate: isoDate(now),
    requestedDeliveryDate: header.requestedDeliveryDate,
    plannedDeliveryDate: null,
    warehouseCode: header.warehouseCode,
    deliveryTermCode: customer.deliveryTermCode,
    paymentTermCode: customer.paymentTermCode,
    deliveryAddress: addressOf(customer),
    externalNotes: null,
    lines,
    createdDate: now,
    modifiedDate: now,
  };
}

/**
 * Row 93: one Placed order in the customer's currency whose single line carries the composed
 * unit price as a manual price (no automatic discount); the configuration is frozen with the
 * prices of that line.
 */
export function orderConfiguration(
  store: Store,
  cfg: Configuration,
  item: Item,
  customer: Customer,
  evaluation: Evaluation,
  header: OrderHeader,
  now: number,
  id: string,
): SalesOrder {
  const { price } = evaluation;
  if (price.unitPrice === null) {
    throw new Error('orderConfiguration needs a priced, valid configuration');
  }
  const line: SalesOrderLine = {
    lineNumber: 1,
    itemNumber: item.itemNumber,
    description: cfg.title,
    quantity: cfg.quantity,
    deliveredQuantity: '0',
    unit: item.baseUnitCode ?? 'PCS',
    unitPrice: price.unitPrice,
    discountPercent: '0',
    taxPercent: vatPercentFor(store, customer, item.itemNumber),
    isManualPrice: true,
    configurationNumber: cfg.configurationNumber,
  };
  const order = newSalesOrder(store, customer, [line], { ...header, warehouseCode: cfg.warehouseCode ?? 'OSL' }, now, id);
  store.sales.salesOrders.set(order.orderNumber, order);
  cfg.salesOrderNumber = order.orderNumber;
  cfg.frozenPrice = { ...price };
  cfg.modifiedDate = now;
  return order;
}
