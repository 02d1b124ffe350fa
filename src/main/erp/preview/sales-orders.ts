import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { collection, type ResourceContext } from '../resource';
import { isoDate, links, nbool, ndec, nint, nstr, nts } from '../schemas';

/** Sales orders (docs/api-assumptions.md rows 95-96); drafts are invisible to reads. */

export const salesOrderStatus = openEnum(['Placed', 'Released', 'Closed', 'Cancelled']);

export const salesOrderSchema = z.looseObject({
  id: nstr,
  orderNumber: z.string(),
  status: salesOrderStatus.schema,
  customerNumber: nstr,
  customerName: nstr,
  customerReference: nstr,
  channelCode: nstr,
  externalOrderNumber: nstr,
  currencyCode: nstr,
  orderDate: isoDate.nullish(),
  requestedDeliveryDate: isoDate.nullish(),
  plannedDeliveryDate: isoDate.nullish(),
  lineCount: nint,
  deliveryStatus: nstr,
  deliveredPercentage: ndec,
  totalAmount: ndec,
  totalVat: ndec,
  totalAmountIncludingTax: ndec,
  createdDate: nts,
  modifiedDate: nts,
  links,
});

export const salesOrderLineSchema = z.looseObject({
  lineNumber: z.number().int(),
  itemNumber: z.string(),
  itemName: nstr,
  description: nstr,
  quantity: ndec,
  deliveredQuantity: ndec,
  unit: nstr,
  unitPrice: ndec,
  discountPercent: ndec,
  taxPercent: ndec,
  lineTotal: ndec,
  isManualPrice: nbool,
  configurationNumber: nstr,
});

export const salesOrderDetailSchema = salesOrderSchema.extend({
  warehouseCode: nstr,
  deliveryAddress: z.unknown().optional(),
  deliveryTermCode: nstr,
  deliveryTermName: nstr,
  paymentTermCode: nstr,
  paymentTermName: nstr,
  externalNotes: nstr,
  lines: z.array(salesOrderLineSchema).default([]),
});
export type ErpSalesOrder = z.infer<typeof salesOrderSchema>;
export type ErpSalesOrderDetail = z.infer<typeof salesOrderDetailSchema>;

export interface SalesOrderQuery {
  status?: string;
  customerNumber?: string;
  channelCode?: string;
  orderDateFrom?: string;
  orderDateTo?: string;
  search?: string;
  modifiedSince?: string;
}

export function salesOrdersApi(ctx: ResourceContext) {
  return collection<SalesOrderQuery, typeof salesOrderSchema, typeof salesOrderDetailSchema>(
    ctx,
    '/preview/orders',
    'sales order',
    salesOrderSchema,
    salesOrderDetailSchema,
  );
}
