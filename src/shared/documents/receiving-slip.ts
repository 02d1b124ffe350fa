import type { OrderDetail } from '../contract/purchasing';
import { dayText, quantityText } from '../domain/figures';
import { columnsOf, type PaperDocument } from './model';

/** One line of what was just received, as the receive dialog booked it. */
export interface SlipLine {
  lineNumber: number;
  quantity: string;
  locationCode?: string | undefined;
  batchNumber?: string | undefined;
  expiryDate?: string | undefined;
  serialNumbers?: readonly string[] | undefined;
}

/**
 * The receiving slip: what was just received on a purchase order, line by line, where it was put
 * and with which batch, expiry and serial numbers, and what remains open on each line after it.
 * Quantities in the item's decimals as the receive dialog shows them.
 */
export function receivingSlipDocument(order: OrderDetail, received: readonly SlipLine[], receivedOn: string, locale: string | undefined): PaperDocument {
  const byNumber = new Map(order.lines.map((l) => [l.lineNumber, l]));
  return {
    title: `Receiving slip ${order.orderNumber}`,
    fileName: `receiving-slip-${order.orderNumber}`,
    addresses: [
      { heading: 'Supplier', lines: [order.supplierName ?? '', order.supplierNumber ? `Supplier number ${order.supplierNumber}` : ''].filter(Boolean) },
      { heading: 'Received at', lines: [order.warehouseName ?? order.warehouseCode ?? ''].filter(Boolean) },
    ],
    facts: [
      { label: 'Received on', value: dayText(receivedOn, locale) },
      { label: 'Purchase order', value: order.orderNumber },
      ...(order.supplierReference ? [{ label: 'Supplier reference', value: order.supplierReference }] : []),
    ],
    columns: columnsOf(
      ['Line', 0.05, 'right'],
      ['Item', 0.13],
      ['Description', 0.21],
      ['Received', 0.11, 'right'],
      ['Location', 0.09],
      ['Batch / serials', 0.17],
      ['Expiry', 0.13],
      ['Remaining', 0.11, 'right'],
    ),
    rows: received.map((r) => {
      const line = byNumber.get(r.lineNumber);
      const places = line?.decimalPlaces;
      return [
        String(r.lineNumber),
        line?.itemNumber ?? '',
        line?.itemName ?? '',
        `${quantityText(r.quantity, places, locale)}${line?.unit ? ` ${line.unit}` : ''}`,
        r.locationCode ?? '',
        [r.batchNumber ?? '', ...(r.serialNumbers ?? [])].filter(Boolean).join(', '),
        r.expiryDate ? dayText(r.expiryDate, locale) : '',
        quantityText(line?.remainingQuantity, places, locale),
      ];
    }),
    totals: [],
    notes: [],
  };
}
