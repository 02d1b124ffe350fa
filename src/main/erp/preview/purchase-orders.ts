import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { callOptional, offerOf } from '../offered-operations';
import { collection, send, seg, splitIds, type ResourceContext } from '../resource';
import { isoDate, links, nbool, nint, ndec, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';
import { trackingType } from './items';

export const purchaseOrderStatus = openEnum(['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived', 'Received', 'Closed', 'Cancelled']);

export const purchaseOrderLineSchema = z.looseObject({
  lineNumber: z.number().int(),
  itemNumber: z.string(),
  itemName: nstr,
  description: nstr,
  quantity: ndec,
  receivedQuantity: ndec,
  remainingQuantity: ndec,
  unit: nstr,
  unitPrice: ndec,
  lineTotal: ndec,
  expectedDate: isoDate.nullish(),
  promisedDate: isoDate.nullish(),
  trackingType: trackingType.schema.nullish(),
  status: nstr,
});

export const purchaseOrderSchema = z.looseObject({
  id: nstr,
  orderNumber: z.string(),
  status: purchaseOrderStatus.schema,
  supplierNumber: nstr,
  supplierName: nstr,
  supplierReference: nstr,
  warehouseCode: nstr,
  currencyCode: nstr,
  orderDate: isoDate.nullish(),
  expectedDeliveryDate: isoDate.nullish(),
  promisedDeliveryDate: isoDate.nullish(),
  totalAmount: ndec,
  lineCount: nint,
  createdDate: nts,
  modifiedDate: nts,
  links,
});
export const purchaseOrderDetailSchema = purchaseOrderSchema.extend({
  warehouseName: nstr,
  deliveryAddress: z.unknown().optional(),
  deliveryTermCode: nstr,
  deliveryTermName: nstr,
  paymentTermCode: nstr,
  paymentTermName: nstr,
  shippingMethodCode: nstr,
  shippingMethodName: nstr,
  externalNotes: nstr,
  isDropShipment: nbool,
  sentAt: nts,
  confirmedAt: nts,
  closedAt: nts,
  emailSentTo: nstr,
  lines: z.array(purchaseOrderLineSchema).default([]),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

export interface PurchaseOrderQuery {
  status?: string;
  supplierNumber?: string;
  orderDateFrom?: string;
  orderDateTo?: string;
  search?: string;
  modifiedSince?: string;
}

export interface CreatePurchaseOrderInput {
  supplierNumber: string;
  lines: { itemNumber: string; quantity: string; unit?: string; unitPrice?: string; expectedDate?: string }[];
  currencyCode?: string;
  deliveryTermCode?: string;
  expectedDeliveryDate?: string;
  externalNotes?: string;
  orderDate?: string;
  orderNumber?: string;
  paymentTermCode?: string;
  shippingMethodCode?: string;
  supplierReference?: string;
  warehouseCode?: string;
}

export interface ReceiveInput {
  quantity: string;
  locationCode?: string;
  batchNumber?: string;
  expiryDate?: string;
  serialNumbers?: string[];
}

export interface ReceiveResult {
  order: PurchaseOrderDetail;
  /** Inventory transactions booked by the receipt (X-Transaction-Id); empty on a replayed answer, which carries the body only. */
  transactionIds: string[];
  replayed: boolean;
}

/** The order and line a receive write went to (e.g. a journaled write), or null for any other path. */
export function receiveTarget(path: string): { orderNumber: string; lineNumber: number } | null {
  const match = /^\/preview\/purchase-orders\/([^/?]+)\/lines\/(\d+)\/receive$/.exec(path);
  return match ? { orderNumber: decodeURIComponent(match[1]!), lineNumber: Number(match[2]) } : null;
}

export function purchaseOrdersApi(ctx: ResourceContext) {
  const base = '/preview/purchase-orders';
  const path = (orderNumber: string) => `${base}/${seg(orderNumber)}`;
  const detail = async (method: 'POST' | 'PATCH', p: string, json: unknown, opts?: CallOptions) =>
    (await send(ctx, { method, path: p, json, ...opts }, purchaseOrderDetailSchema, 'purchase order')).value;
  return {
    ...collection<PurchaseOrderQuery, typeof purchaseOrderSchema, typeof purchaseOrderDetailSchema>(
      ctx,
      base,
      'purchase order',
      purchaseOrderSchema,
      purchaseOrderDetailSchema,
    ),
    create: (input: CreatePurchaseOrderInput, opts?: CallOptions) => detail('POST', base, input, opts),
    send: (orderNumber: string, body: { sendEmail?: boolean } = {}, opts?: CallOptions) => detail('POST', `${path(orderNumber)}/send`, body, opts),
    confirm: (orderNumber: string, body: { promisedDeliveryDate?: string } = {}, opts?: CallOptions) =>
      detail('POST', `${path(orderNumber)}/confirm`, body, opts),
    close: (orderNumber: string, opts?: CallOptions) => detail('POST', `${path(orderNumber)}/close`, {}, opts),
    /** Calls off an order nothing was received on (docs/api-assumptions.md 71); optional on a real ERP. */
    cancel: (orderNumber: string, opts?: CallOptions) =>
      callOptional(ctx, 'purchase-order.cancel', () => detail('POST', `${path(orderNumber)}/cancel`, {}, opts)),
    /** Whether this server offers cancel, and why not once it was found to lack it. */
    cancelOffer: () => offerOf(ctx, 'purchase-order.cancel'),
    /** Books stock for one line. Not reversible, so it is keyed and safe to retry. */
    receiveLine: async (orderNumber: string, lineNumber: number, input: ReceiveInput, opts?: CallOptions): Promise<ReceiveResult> => {
      const { value, response } = await send(
        ctx,
        { method: 'POST', path: `${path(orderNumber)}/lines/${seg(lineNumber)}/receive`, json: input, ...opts },
        purchaseOrderDetailSchema,
        'purchase order',
      );
      return { order: value, transactionIds: splitIds(response.headers['x-transaction-id']), replayed: response.replayed };
    },
    /** JSON Merge Patch: only fields present change; null clears. */
    patch: (orderNumber: string, patch: Record<string, unknown>, opts?: CallOptions) => detail('PATCH', path(orderNumber), patch, opts),
    patchLine: (orderNumber: string, lineNumber: number, patch: Record<string, unknown>, opts?: CallOptions) =>
      detail('PATCH', `${path(orderNumber)}/lines/${seg(lineNumber)}`, patch, opts),
  };
}
