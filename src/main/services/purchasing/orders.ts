import type { OrderDetail, OrderLine, OrderRow, PendingReceipt } from '@shared/contract/purchasing';
import type { ErpClient } from '../../erp/client';
import { addressLines } from '../shared/addresses';
import { itemFactsOf } from '../shared/item-facts';
import { collect } from '../../erp/paging';
import type { PurchaseOrder, PurchaseOrderDetail, PurchaseOrderLine } from '../../erp/preview/purchase-orders';

/** Reading purchase orders: the filtered, paged list and the detail a screen shows. */

export interface OrderListFilter {
  statuses: string[];
  supplierNumber?: string;
  orderDateFrom?: string;
  orderDateTo?: string;
  expectedFrom?: string;
  expectedTo?: string;
  search?: string;
  page: number;
  pageSize: number;
}

export function toOrderRow(po: PurchaseOrder): OrderRow {
  return {
    orderNumber: po.orderNumber,
    status: po.status,
    supplierNumber: po.supplierNumber ?? null,
    supplierName: po.supplierName ?? null,
    supplierReference: po.supplierReference ?? null,
    warehouseCode: po.warehouseCode ?? null,
    orderDate: po.orderDate ?? null,
    expectedDeliveryDate: po.expectedDeliveryDate ?? null,
    promisedDeliveryDate: po.promisedDeliveryDate ?? null,
    currencyCode: po.currencyCode ?? null,
    totalAmount: po.totalAmount ?? null,
    lineCount: po.lineCount ?? null,
  };
}

/** The ERP's own order: newest order date first, then order number, newest first. */
function byOrderDateDesc(a: PurchaseOrder, b: PurchaseOrder): number {
  const date = (b.orderDate ?? '').localeCompare(a.orderDate ?? '');
  return date !== 0 ? date : b.orderNumber < a.orderNumber ? -1 : b.orderNumber > a.orderNumber ? 1 : 0;
}

function inRange(value: string | null | undefined, from?: string, to?: string): boolean {
  if (!from && !to) return true;
  if (!value) return false;
  return (!from || value >= from) && (!to || value <= to);
}

/**
 * The ERP filters one status and order dates itself, so a plain filter is paged by the ERP.
 * Several statuses, or an expected-delivery range, are filtered here over the ERP's
 * server-filtered rows (see docs/api-assumptions.md), then paged the same way.
 */
export async function listOrders(client: ErpClient, f: OrderListFilter): Promise<{ items: OrderRow[]; totalCount: number; page: number; pageSize: number }> {
  const api = client.preview.purchaseOrders;
  const statuses = [...new Set(f.statuses)];
  const serverQuery = {
    supplierNumber: f.supplierNumber || undefined,
    orderDateFrom: f.orderDateFrom,
    orderDateTo: f.orderDateTo,
    search: f.search || undefined,
  };
  if (statuses.length <= 1 && !f.expectedFrom && !f.expectedTo) {
    const page = await api.list({ ...serverQuery, status: statuses[0] }, { page: f.page, pageSize: f.pageSize });
    return { items: page.items.map(toOrderRow), totalCount: page.totalCount, page: page.page, pageSize: page.pageSize };
  }
  const perStatus = statuses.length > 0 ? statuses.map((status) => ({ ...serverQuery, status })) : [serverQuery];
  const rows = (await Promise.all(perStatus.map((query) => collect(api.all(query)))))
    .flat()
    .filter((po) => inRange(po.expectedDeliveryDate, f.expectedFrom, f.expectedTo))
    .sort(byOrderDateDesc);
  const start = (f.page - 1) * f.pageSize;
  return { items: rows.slice(start, start + f.pageSize).map(toOrderRow), totalCount: rows.length, page: f.page, pageSize: f.pageSize };
}

function toLine(line: PurchaseOrderLine, decimalPlaces: Map<string, number | null>): OrderLine {
  return {
    lineNumber: line.lineNumber,
    itemNumber: line.itemNumber,
    itemName: line.itemName ?? null,
    quantity: line.quantity ?? null,
    receivedQuantity: line.receivedQuantity ?? null,
    remainingQuantity: line.remainingQuantity ?? null,
    unit: line.unit ?? null,
    unitPrice: line.unitPrice ?? null,
    lineTotal: line.lineTotal ?? null,
    expectedDate: line.expectedDate ?? null,
    promisedDate: line.promisedDate ?? null,
    trackingType: line.trackingType ?? null,
    decimalPlaces: decimalPlaces.get(line.itemNumber) ?? null,
    status: line.status ?? null,
  };
}

/** Item decimals decide what a quantity field accepts. */
async function decimalPlacesOf(client: ErpClient, itemNumbers: string[]): Promise<Map<string, number | null>> {
  const facts = await itemFactsOf(client, itemNumbers);
  return new Map([...facts].map(([itemNumber, f]) => [itemNumber, f.decimalPlaces]));
}

export async function toOrderDetail(
  client: ErpClient,
  po: PurchaseOrderDetail,
  pendingReceipts: PendingReceipt[],
  supplierEmail: string | null = null,
): Promise<OrderDetail> {
  const decimals = await decimalPlacesOf(
    client,
    po.lines.map((l) => l.itemNumber),
  );
  return {
    ...toOrderRow(po),
    warehouseName: po.warehouseName ?? null,
    deliveryAddress: addressLines(po.deliveryAddress),
    deliveryTermName: po.deliveryTermName ?? null,
    paymentTermName: po.paymentTermName ?? null,
    shippingMethodName: po.shippingMethodName ?? null,
    externalNotes: po.externalNotes ?? null,
    supplierEmail,
    sentAt: po.sentAt ?? null,
    confirmedAt: po.confirmedAt ?? null,
    closedAt: po.closedAt ?? null,
    emailSentTo: po.emailSentTo ?? null,
    lines: po.lines.map((l) => toLine(l, decimals)),
    pendingReceipts,
    cancelOffer: client.preview.purchaseOrders.cancelOffer(),
  };
}

export async function supplierEmailOf(client: ErpClient, supplierNumber: string | null | undefined): Promise<string | null> {
  if (!supplierNumber) return null;
  const supplier = await client.preview.suppliers.get(supplierNumber).catch(() => null);
  return supplier?.email ?? null;
}
