import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { collection, type ResourceContext } from '../resource';
import { isoDate, links, ndec, nint, nstr, nts } from '../schemas';

/** Invoices with balance and payment status (docs/api-assumptions.md row 121); read only. */

export const invoiceStatus = openEnum(['Open', 'Booked', 'Cancelled']);

export const invoiceLineSchema = z.looseObject({
  lineNumber: nint,
  itemNumber: nstr,
  description: nstr,
  quantity: ndec,
  unit: nstr,
  unitPrice: ndec,
  taxPercent: ndec,
  taxAmount: ndec,
  lineTotal: ndec,
});

export const invoiceSchema = z.looseObject({
  invoiceNumber: z.string(),
  type: nstr,
  status: invoiceStatus.schema,
  paymentStatus: nstr,
  customerNumber: nstr,
  customerName: nstr,
  orderNumber: nstr,
  externalDocumentNumber: nstr,
  invoiceDate: isoDate.nullish(),
  dueDate: isoDate.nullish(),
  currencyCode: nstr,
  totalAmount: ndec,
  totalVat: ndec,
  paidAmount: ndec,
  balance: ndec,
  comments: nstr,
  createdDate: nts,
  lines: z.array(invoiceLineSchema).nullish(),
  links,
});
export type ErpInvoice = z.infer<typeof invoiceSchema>;

export interface InvoiceQuery {
  search?: string;
  status?: string;
  paymentStatus?: string;
  customerNumber?: string;
  invoiceDateFrom?: string;
  invoiceDateTo?: string;
  modifiedSince?: string;
}

export function invoicesApi(ctx: ResourceContext) {
  return collection<InvoiceQuery, typeof invoiceSchema>(ctx, '/preview/invoices', 'invoice', invoiceSchema);
}
