import type { OrderDetail } from '../contract/purchasing';
import { amountText, dayText, quantityText, unitPriceText } from '../domain/figures';
import { columnsOf, type PaperDocument } from './model';

const present = <T extends { value: string }>(facts: (T | null)[]): T[] => facts.filter((f): f is T => !!f && f.value !== '–' && f.value !== '');

/**
 * The purchase order as it goes to the supplier: the order detail the purchasing screen shows,
 * written with the screen's number and date format (`locale`). Every line, with its quantity in
 * the item's decimals, unit price with all its decimals and line total in the order's currency.
 */
export function purchaseOrderDocument(order: OrderDetail, locale: string | undefined): PaperDocument {
  const currency = order.currencyCode;
  return {
    title: `Purchase order ${order.orderNumber}`,
    fileName: `purchase-order-${order.orderNumber}`,
    addresses: [
      {
        heading: 'Supplier',
        lines: [order.supplierName ?? '', order.supplierNumber ? `Supplier number ${order.supplierNumber}` : '', order.supplierEmail ?? ''].filter(Boolean),
      },
      { heading: 'Deliver to', lines: [order.warehouseName ?? order.warehouseCode ?? '', ...order.deliveryAddress].filter(Boolean) },
    ],
    facts: present([
      { label: 'Order date', value: dayText(order.orderDate, locale) },
      { label: 'Expected delivery', value: dayText(order.expectedDeliveryDate, locale) },
      { label: 'Your reference', value: order.supplierReference ?? '' },
      { label: 'Delivery terms', value: order.deliveryTermName ?? '' },
      { label: 'Payment terms', value: order.paymentTermName ?? '' },
      { label: 'Shipping', value: order.shippingMethodName ?? '' },
    ]),
    columns: columnsOf(
      ['Line', 0.05, 'right'],
      ['Item', 0.14],
      ['Description', 0.27],
      ['Quantity', 0.1, 'right'],
      ['Unit', 0.06],
      ['Unit price', 0.18, 'right'],
      ['Total', 0.2, 'right'],
    ),
    rows: order.lines.map((line) => [
      String(line.lineNumber),
      line.itemNumber,
      line.itemName ?? '',
      quantityText(line.quantity, line.decimalPlaces, locale),
      line.unit ?? '',
      unitPriceText(line.unitPrice, currency, locale),
      amountText(line.lineTotal, currency, locale),
    ]),
    totals: [{ label: 'Total', value: amountText(order.totalAmount, currency, locale) }],
    notes: order.externalNotes ? [order.externalNotes] : [],
  };
}
