import { z } from 'zod';
import { appErrorSchema } from '../errors';
import { query } from './define';
import { returnRowSchema } from './returns';
import { dec } from './ticket-fields';

/**
 * What a support agent sees of a ticket's customer: the record, recent orders, shipments with
 * tracking, invoices with balance and overdue, and returns (docs/api-assumptions.md rows 117, 120-122).
 */

export const customerSummarySchema = z.object({
  customerNumber: z.string(),
  name: z.string().nullable(),
  isActive: z.boolean(),
  phone: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
  address: z.array(z.string()),
  customerGroupName: z.string().nullable(),
  paymentTermName: z.string().nullable(),
  currencyCode: z.string().nullable(),
  notes: z.string().nullable(),
});

export const contextOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  orderDate: z.string().nullable(),
  customerReference: z.string().nullable(),
  /** Open: NotDelivered, PartiallyDelivered, FullyDelivered. */
  deliveryStatus: z.string().nullable(),
  deliveredPercentage: dec,
  currencyCode: z.string().nullable(),
  totalAmountIncludingTax: dec,
});

export const shipmentLineSchema = z.object({
  orderNumber: z.string().nullable(),
  orderLineNumber: z.number().nullable(),
  itemNumber: z.string().nullable(),
  itemName: z.string().nullable(),
  quantity: dec,
  unit: z.string().nullable(),
});

export const contextShipmentSchema = z.object({
  shipmentNumber: z.string(),
  status: z.string(),
  orderNumbers: z.array(z.string()),
  shippingMethodName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's page; null before booking or for pick-up. */
  trackingUrl: z.string().nullable(),
  plannedShipDate: z.string().nullable(),
  shippedDate: z.string().nullable(),
  deliveredDate: z.string().nullable(),
  lines: z.array(shipmentLineSchema),
});

export const contextInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  /** Open: Invoice, CreditNote, Receipt. */
  type: z.string().nullable(),
  status: z.string(),
  paymentStatus: z.string().nullable(),
  orderNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  currencyCode: z.string().nullable(),
  totalAmount: dec,
  balance: dec,
  /** An open balance past its due date (today where the user is). */
  isOverdue: z.boolean(),
  daysOverdue: z.number().nullable(),
});

export const customerContextSchema = z.object({
  customer: customerSummarySchema,
  /** Newest first. */
  orders: z.array(contextOrderSchema),
  shipments: z.array(contextShipmentSchema),
  /** Newest invoice date first. */
  invoices: z.array(contextInvoiceSchema),
  /** Open balance per currency (decimal strings). */
  openBalances: z.array(z.object({ currencyCode: z.string().nullable(), balance: z.string(), overdue: z.string() })),
  returns: z.array(returnRowSchema),
  /** A section the credential may not read, with the sentence why; the others are still filled. */
  problems: z.array(z.object({ section: z.enum(['orders', 'shipments', 'invoices', 'returns']), error: appErrorSchema })),
});
export type CustomerContext = z.infer<typeof customerContextSchema>;

export const customerContextCalls = {
  'tickets.customerContext': query(
    "A customer's record, recent orders, shipments with tracking, invoices with balance and overdue, and returns",
    z.object({ customerNumber: z.string().trim().min(1).max(40) }),
    customerContextSchema,
  ),
};
