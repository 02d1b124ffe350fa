import { z } from 'zod';
import { fitsErp, isDecimalString, tooLargeMessage } from '../domain/decimal';
import { appErrorSchema } from '../errors';
import type { FieldLabels } from '../domain/field-labels';
import { asPathKey, decimalText, isoDate } from './bounds';
import { labelFactsSchema, scannedLabelInput } from './scans';
import { command, query } from './define';
import { actionOfferSchema } from './offers';
import { documentFileSchema, documentLocale } from './labels';

/**
 * Purchasing: purchase orders (find, read, create, send, confirm, close), line-by-line
 * receiving that books exactly once, and replenishment proposals turned into draft orders.
 */

/** The purchase-order states in the order the state table moves through them; values stay open. */
export const purchaseOrderStates = ['Draft', 'Sent', 'PartiallyConfirmed', 'Confirmed', 'PartiallyReceived', 'Received', 'Closed', 'Cancelled'] as const;

const code = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Choose ${label}`)
    .max(40, `${label} is at most 40 characters`)
    .superRefine(asPathKey(`The code of ${label}`));
const orderNumber = z
  .string()
  .trim()
  .min(1, 'Give the purchase order number')
  .max(40, 'A purchase order number is at most 40 characters')
  .superRefine(asPathKey('The purchase order number'));
/** Created by the screen when the action is prepared, so a repeat of the same action is recognised. */
const operationId = z.string().min(8, 'operationId is missing').max(200, 'operationId is too long');
/** Names the `progress` events of a long query, so its screen can follow it. */
const progressId = z.string().min(8, 'progressId is too short').max(200, 'progressId is too long');

const quantity = (label: string) =>
  decimalText(label)
    .trim()
    .refine(isDecimalString, `${label} must be a number such as 12 or 12.5`)
    .refine((v) => !/^-/.test(v) && !/^0+(\.0+)?$/.test(v), `${label} must be greater than zero`)
    .refine(fitsErp, tooLargeMessage('The quantity'));

const dec = z.string().nullable();

export const orderRowSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  supplierNumber: z.string().nullable(),
  supplierName: z.string().nullable(),
  supplierReference: z.string().nullable(),
  warehouseCode: z.string().nullable(),
  orderDate: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  promisedDeliveryDate: z.string().nullable(),
  currencyCode: z.string().nullable(),
  totalAmount: dec,
  lineCount: z.number().nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderLineSchema = z.object({
  lineNumber: z.number(),
  itemNumber: z.string(),
  itemName: z.string().nullable(),
  quantity: dec,
  receivedQuantity: dec,
  remainingQuantity: dec,
  unit: z.string().nullable(),
  unitPrice: dec,
  lineTotal: dec,
  expectedDate: z.string().nullable(),
  promisedDate: z.string().nullable(),
  trackingType: z.string().nullable(),
  decimalPlaces: z.number().nullable(),
  status: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A receipt that was sent but whose answer never came back (found in the idempotency journal). */
export const pendingReceiptSchema = z.object({
  operationId: z.string(),
  lineNumber: z.number(),
  quantity: z.string().nullable(),
  sentAt: z.string(),
});
export type PendingReceipt = z.infer<typeof pendingReceiptSchema>;

export const orderDetailSchema = orderRowSchema.extend({
  warehouseName: z.string().nullable(),
  deliveryAddress: z.array(z.string()),
  deliveryTermName: z.string().nullable(),
  paymentTermName: z.string().nullable(),
  shippingMethodName: z.string().nullable(),
  externalNotes: z.string().nullable(),
  supplierEmail: z.string().nullable(),
  sentAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  emailSentTo: z.string().nullable(),
  lines: z.array(orderLineSchema),
  pendingReceipts: z.array(pendingReceiptSchema),
  cancelOffer: actionOfferSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderFilterSchema = z.object({
  statuses: z.array(z.string().min(1).max(40)).max(8).default([]),
  supplierNumber: z.string().trim().max(40).optional(),
  orderDateFrom: isoDate('The order date from').optional(),
  orderDateTo: isoDate('The order date to').optional(),
  expectedFrom: isoDate('The expected delivery from').optional(),
  expectedTo: isoDate('The expected delivery to').optional(),
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type OrderFilter = z.input<typeof orderFilterSchema>;

export const receiptLineSchema = z.object({
  lineNumber: z.number().int().min(1),
  operationId,
  quantity: quantity('The quantity'),
  locationCode: z.string().trim().max(40).optional(),
  batchNumber: z.string().trim().max(50, 'A batch number is at most 50 characters').optional(),
  expiryDate: isoDate('The expiry date').optional(),
  serialNumbers: z.array(z.string().trim().min(1, 'A serial number cannot be empty').max(100)).max(10_000).optional(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/**
 * The receive dialog's fields. Its errors stand in the row of their order line; the request lists
 * only the chosen lines, so its lines[i] is the i+1-th chosen line, not order line i+1.
 */
export const receiptLabels: FieldLabels = {
  quantity: 'Quantity',
  locationCode: 'Location',
  batchNumber: 'Batch',
  expiryDate: 'Expiry date',
  serialNumbers: 'Serial numbers',
  lines: 'Lines',
  'lines[]': 'chosen line',
  'lines[].quantity': 'Quantity',
  'lines[].locationCode': 'Location',
  'lines[].batchNumber': 'Batch',
  'lines[].expiryDate': 'Expiry date',
  'lines[].serialNumbers': 'Serial numbers',
};

export const receiptOutcomeSchema = z.object({
  lineNumber: z.number(),
  operationId: z.string(),
  itemNumber: z.string().nullable(),
  quantity: z.string().nullable(),
  /** received: booked now; replayed: booked earlier, the ERP repeated its answer; unknown: sent, answer lost; failed: refused. */
  outcome: z.enum(['received', 'replayed', 'unknown', 'failed']),
  transactionIds: z.array(z.string()),
  error: appErrorSchema.nullable(),
});
export type ReceiptOutcome = z.infer<typeof receiptOutcomeSchema>;

export const receiveResultSchema = z.object({ order: orderDetailSchema.nullable(), results: z.array(receiptOutcomeSchema) });
export type ReceiveResult = z.infer<typeof receiveResultSchema>;

export const newOrderLineSchema = z.object({
  itemNumber: z.string().trim().min(1, 'Choose an item').max(40),
  quantity: quantity('The quantity'),
  unit: z.string().trim().max(20).optional(),
  /** Blank: the supplier's price list decides. */
  unitPrice: decimalText('The price')
    .trim()
    .refine(isDecimalString, 'The price must be a number such as 12.50')
    .refine((v) => !v.startsWith('-'), 'The price cannot be negative')
    .refine(fitsErp, tooLargeMessage('The price'))
    .optional(),
  expectedDate: isoDate('The expected date').optional(),
});

export const newOrderSchema = z.object({
  operationId,
  supplierNumber: code('a supplier'),
  warehouseCode: code('a warehouse'),
  expectedDeliveryDate: isoDate('The expected delivery date').optional(),
  supplierReference: z.string().trim().max(50, 'The supplier reference is at most 50 characters').optional(),
  lines: z.array(newOrderLineSchema).min(1, 'Add at least one line').max(500),
});
export type NewOrder = z.input<typeof newOrderSchema>;

/** The new-order form: its lines are numbered from 1 in the order of the request, as the ERP numbers them. */
export const newOrderLabels: FieldLabels = {
  supplierNumber: 'Supplier',
  warehouseCode: 'Warehouse',
  expectedDeliveryDate: 'Expected delivery',
  supplierReference: 'Supplier reference',
  lines: 'Lines',
  'lines[]': 'line',
  'lines[].itemNumber': 'Item',
  'lines[].quantity': 'Quantity',
  'lines[].unit': 'Unit',
  'lines[].unitPrice': 'Unit price',
  'lines[].expectedDate': 'Expected date',
};

/** A line's editable fields as the user saw them when the edit began (docs/api-assumptions.md row 267). */
export const lineEditBaseSchema = z.object({
  quantity: z.string().max(40).nullable().optional(),
  expectedDate: z.string().max(40).nullable().optional(),
  promisedDate: z.string().max(40).nullable().optional(),
});
export type LineEditBase = z.infer<typeof lineEditBaseSchema>;

export const lineEditSchema = z.object({
  lineNumber: z.number().int().min(1),
  quantity: quantity('The quantity').optional(),
  expectedDate: isoDate('The expected date').nullable().optional(),
  promisedDate: isoDate('The promised date').nullable().optional(),
  /**
   * What each changed field was when the user began: main re-reads the order and refuses the
   * edit (conflict `PurchaseOrder.Modified`) when a colleague changed one of them since.
   */
  was: lineEditBaseSchema.optional(),
});
export type LineEdit = z.infer<typeof lineEditSchema>;

/**
 * The edit-lines dialog. The request lists only changed lines, so its lines[i] is the i+1-th
 * changed line; the service names the ERP's refusals by the order's own line numbers.
 */
export const lineEditLabels: FieldLabels = {
  lines: 'Lines',
  'lines[]': 'changed line',
  'lines[].quantity': 'Quantity',
  'lines[].expectedDate': 'Expected',
  'lines[].promisedDate': 'Promised',
};

export const supplierOptionSchema = z.object({
  supplierNumber: z.string(),
  name: z.string().nullable(),
  currencyCode: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
});

export const supplierItemOptionSchema = z.object({
  itemNumber: z.string(),
  itemName: z.string().nullable(),
  unitPrice: dec,
  currencyCode: z.string().nullable(),
  minOrderQuantity: dec,
  orderMultiple: dec,
  isPrimary: z.boolean(),
});

/** What a chosen line item decides in the new-order form: the decimals its quantity may carry. */
export const lineItemFactsSchema = z.object({
  itemNumber: z.string(),
  decimalPlaces: z.number().nullable(),
});

export const warehouseOptionSchema = z.object({
  warehouseCode: z.string(),
  name: z.string().nullable(),
  defaultLocationCode: z.string().nullable(),
  locations: z.array(z.object({ locationCode: z.string(), name: z.string().nullable() })),
});

export const proposalSchema = z.object({
  itemNumber: z.string(),
  itemName: z.string().nullable(),
  unit: z.string().nullable(),
  replenishmentType: z.string().nullable(),
  available: z.string(),
  openOrders: z.string(),
  projected: z.string(),
  safetyStock: z.string(),
  safetyStockSource: z.string(),
  reorderPoint: z.string(),
  triggerLevel: z.string(),
  maxQuantity: dec,
  reorderQuantity: dec,
  lotSizing: z.string().nullable(),
  quantity: dec,
  supplierNumber: z.string().nullable(),
  supplierName: z.string().nullable(),
  supplierSource: z.enum(['agreement', 'primary', 'none']),
  agreementNumber: z.string().nullable(),
  minOrderQuantity: dec,
  orderMultiple: dec,
  leadTimeDays: z.number().nullable(),
  leadTimeSource: z.string().nullable(),
  expectedDate: z.string().nullable(),
  steps: z.array(z.string()),
  warnings: z.array(z.string()),
  problem: z.string().nullable(),
  /** Only a purchased item with a quantity and a supplier can become a purchase-order line. */
  orderable: z.boolean(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalOrderSchema = z.object({
  supplierNumber: code('a supplier'),
  itemNumber: z.string().trim().min(1).max(40),
  quantity: quantity('The quantity'),
  expectedDate: isoDate('The expected date').optional(),
});

/** Proposals turned into orders: the request lists the selected proposals in the table's order. */
export const proposalOrderLabels: FieldLabels = {
  warehouseCode: 'Warehouse',
  lines: 'Proposals',
  'lines[]': 'selected proposal',
  'lines[].supplierNumber': 'Supplier',
  'lines[].itemNumber': 'Item',
  'lines[].quantity': 'Quantity',
  'lines[].expectedDate': 'Expected date',
};

/**
 * What a scanned GS1 label or GTIN brings to a receipt (docs/api-assumptions.md 323, 324): the
 * item its GTIN names and what the label says of the goods: batch, expiry, serial and how many
 * units it stands for (AI 30 or 37; null for one). The GTIN is the one scanned (null when the
 * scan was the item's own number), printed on the labels of what it received (row 348).
 */
export const receiptLabelSchema = labelFactsSchema.extend({
  itemNumber: z.string(),
  gtin: z.string().nullable(),
  count: z.string().nullable(),
});
export type ReceiptLabel = z.infer<typeof receiptLabelSchema>;

export const purchasingCalls = {
  'purchasing.orders': query(
    'Purchase orders by status, supplier, dates and search, newest order date first',
    orderFilterSchema,
    z.object({ items: z.array(orderRowSchema), totalCount: z.number(), page: z.number(), pageSize: z.number() }),
  ),
  'purchasing.order': query('One purchase order with its lines and any receipt still awaiting an answer', z.object({ orderNumber }), orderDetailSchema),
  'purchasing.orderPdf': query(
    'The purchase order as a PDF to send to the supplier, in the screen’s number format',
    z.object({ orderNumber, locale: documentLocale }).strict(),
    documentFileSchema,
  ),
  'purchasing.receivingSlipPdf': query(
    'A receiving slip of what was just received on an order, as PDF',
    z
      .object({
        orderNumber,
        receivedOn: isoDate('Received on'),
        lines: z
          .array(receiptLineSchema.omit({ operationId: true }))
          .min(1, 'Receive something first')
          .max(500),
        locale: documentLocale,
      })
      .strict(),
    documentFileSchema,
  ),
  'purchasing.suppliers': query(
    'Suppliers to choose from',
    z.object({ search: z.string().trim().max(100).optional() }),
    z.object({ suppliers: z.array(supplierOptionSchema) }),
  ),
  'purchasing.supplierItems': query(
    'What a supplier sells, with its price list',
    z.object({ supplierNumber: code('a supplier') }),
    z.object({ items: z.array(supplierItemOptionSchema) }),
  ),
  'purchasing.lineItems': query(
    'The decimals each item chosen on a new order allows',
    z.object({ itemNumbers: z.array(z.string().trim().min(1).max(40)).max(500) }),
    z.object({ items: z.array(lineItemFactsSchema) }),
  ),
  'purchasing.scanLabel': query(
    'The item, batch, expiry, serial and count a GS1 label or GTIN scanned at receipt names, through the GTIN attribute of the connection',
    scannedLabelInput,
    receiptLabelSchema,
  ),
  'purchasing.warehouses': query('Warehouses and their locations', z.object({}).strict(), z.object({ warehouses: z.array(warehouseOptionSchema) })),
  'purchasing.receive': command(
    'Receive purchase-order lines; each line is booked exactly once',
    z.object({ orderNumber, lines: z.array(receiptLineSchema).min(1, 'Choose at least one line to receive').max(500) }),
    receiveResultSchema,
    receiptLabels,
  ),
  'purchasing.resumeReceipts': command('Resend receipts whose answer was lost, with their original keys', z.object({ orderNumber }), receiveResultSchema),
  'purchasing.send': command(
    'Send a draft purchase order, optionally e-mailing the PDF',
    z.object({ operationId, orderNumber, sendEmail: z.boolean().default(false) }),
    orderDetailSchema,
  ),
  'purchasing.editLines': command(
    'Change line quantities and dates (merge patch) before confirming',
    z.object({ orderNumber, lines: z.array(lineEditSchema).min(1, 'Change at least one line').max(500) }),
    orderDetailSchema,
    lineEditLabels,
  ),
  'purchasing.confirm': command(
    "Record the supplier's confirmation",
    z.object({ operationId, orderNumber, promisedDeliveryDate: isoDate('The promised delivery date').optional() }),
    orderDetailSchema,
    { promisedDeliveryDate: 'Promised delivery date' },
  ),
  'purchasing.close': command('Close an order without waiting for the outstanding quantity', z.object({ operationId, orderNumber }), orderDetailSchema),
  'purchasing.cancel': command('Cancel an order nothing was received on', z.object({ operationId, orderNumber }), orderDetailSchema),
  'purchasing.create': command('Create a draft purchase order', newOrderSchema, orderDetailSchema, newOrderLabels),
  'purchasing.proposals': query(
    'Replenishment proposals for a warehouse, with the figures and rule behind each',
    z.object({ warehouseCode: code('a warehouse'), progressId: progressId.optional() }),
    z.object({ warehouseCode: z.string(), computedAt: z.string(), proposals: z.array(proposalSchema), examined: z.number() }),
  ),
  'purchasing.orderProposals': command(
    'Turn proposals into draft purchase orders, one per supplier',
    z.object({ operationId, warehouseCode: code('a warehouse'), lines: z.array(proposalOrderSchema).min(1, 'Select at least one proposal').max(1000) }),
    z.object({
      orders: z.array(z.object({ supplierNumber: z.string(), orderNumber: z.string().nullable(), lineCount: z.number(), error: appErrorSchema.nullable() })),
    }),
    proposalOrderLabels,
  ),
};
