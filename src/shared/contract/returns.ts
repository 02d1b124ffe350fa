import { z } from 'zod';
import { isDecimalString } from '../domain/decimal';
import { MAX_DECIMAL } from './bounds';
import { command, query } from './define';
import { actionOfferSchema } from './offers';
import { dec, operationId, optionalText, orderNumber, returnNumber, ticketNumber } from './ticket-fields';

/**
 * Returns raised from a ticket: what an order's lines can still send back, the return with its
 * lines, and creating, approving and receiving it exactly once (docs/api-assumptions.md rows 117-119 and 125-127).
 */

export const returnReasons = ['Defective', 'WrongItem', 'DamagedInTransit', 'CustomerRemorse', 'Warranty', 'QualityIssue', 'OverDelivery', 'Other'] as const;
export const returnConditions = ['New', 'Opened', 'Used', 'Damaged', 'Defective'] as const;
export const returnStatuses = ['Draft', 'Approved', 'Received', 'CreditNoted', 'Closed', 'Cancelled'] as const;

export const returnLineSchema = z.object({
  lineNumber: z.number(),
  orderLineNumber: z.number().nullable(),
  itemNumber: z.string().nullable(),
  itemName: z.string().nullable(),
  quantity: dec,
  unit: z.string().nullable(),
  unitPrice: dec,
  lineTotal: dec,
  condition: z.string().nullable(),
  notes: z.string().nullable(),
  /** How the item's units are told apart (None, Batch, Serial; open): receiving a tracked line needs its numbers. */
  trackingType: z.string().nullable(),
});

export const returnRowSchema = z.object({
  returnNumber: z.string(),
  /** Open: see returnStatuses. */
  status: z.string(),
  orderNumber: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  rmaNumber: z.string().nullable(),
  reason: z.string().nullable(),
  returnDate: z.string().nullable(),
  receivedDate: z.string().nullable(),
  currencyCode: z.string().nullable(),
  totalAmount: dec,
});
export type ReturnRow = z.infer<typeof returnRowSchema>;

export const returnDetailSchema = returnRowSchema.extend({
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  warehouseCode: z.string().nullable(),
  approvedAt: z.string().nullable(),
  totalVat: dec,
  externalNotes: z.string().nullable(),
  lines: z.array(returnLineSchema),
  /** Optional on a real ERP; false with the reason once the server was found to lack it. */
  approveOffer: actionOfferSchema,
  receiveOffer: actionOfferSchema,
  /** An approve or receive was sent and its answer never came (idempotency journal): repeating it resumes it. */
  pendingSince: z.string().nullable(),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

export const returnableLineSchema = z.object({
  orderLineNumber: z.number(),
  itemNumber: z.string().nullable(),
  itemName: z.string().nullable(),
  unit: z.string().nullable(),
  decimalPlaces: z.number().nullable(),
  /** None, Batch or Serial (open); serial or batch numbers are asked when the return is received, not before (row 125). */
  trackingType: z.string().nullable(),
  orderedQuantity: dec,
  deliveredQuantity: dec,
  /** On the order's other returns that are not cancelled. */
  alreadyReturned: z.string(),
  /** Delivered less already returned: the default quantity of a new return line. */
  returnableQuantity: z.string(),
});

export const returnableOrderSchema = z.object({
  orderNumber: z.string(),
  customerNumber: z.string().nullable(),
  currencyCode: z.string().nullable(),
  warehouseCode: z.string().nullable(),
  lines: z.array(returnableLineSchema),
});
export type ReturnableOrder = z.infer<typeof returnableOrderSchema>;

const quantity = z
  .string()
  .max(MAX_DECIMAL, `The quantity is at most ${MAX_DECIMAL} characters`)
  .trim()
  .refine(isDecimalString, 'The quantity must be a number such as 1 or 2.5')
  .refine((v) => !/^-/.test(v) && !/^0+(\.0+)?$/.test(v), 'The quantity must be greater than zero');

export const createReturnInputSchema = z.object({
  operationId,
  ticketNumber,
  orderNumber,
  reason: z.string().trim().min(1, 'Choose a reason').max(40),
  lines: z
    .array(
      z.object({
        orderLineNumber: z.number().int().min(1),
        quantity,
        condition: z.string().trim().max(40).optional(),
        notes: optionalText('The line note', 500),
      }),
    )
    .min(1, 'Choose at least one line to return')
    .max(500),
  externalNotes: optionalText('The note to the customer', 2000),
  internalNotes: optionalText('The internal note', 2000),
});
export type CreateReturnInput = z.input<typeof createReturnInputSchema>;

export const receiveReturnInputSchema = z.object({
  operationId,
  returnNumber,
  locationCode: z.string().trim().max(40).optional(),
  lines: z
    .array(
      z.object({
        lineNumber: z.number().int().min(1),
        condition: z.string().trim().max(40).optional(),
        serialNumbers: z.array(z.string().trim().min(1, 'A serial number cannot be empty').max(100)).max(10_000).optional(),
        batchNumber: z.string().trim().max(50, 'A batch number is at most 50 characters').optional(),
      }),
    )
    .max(500)
    .optional(),
});
export type ReceiveReturnInput = z.input<typeof receiveReturnInputSchema>;

/** created/approved/received: done now; replayed: an earlier attempt of the same action got through. */
export const returnResultSchema = z.object({
  return: returnDetailSchema,
  outcome: z.enum(['created', 'approved', 'received', 'replayed']),
  transactionIds: z.array(z.string()),
});
export type ReturnResult = z.infer<typeof returnResultSchema>;

export const returnCalls = {
  'tickets.returnableOrder': query('An order of the customer with what each line can still be returned', z.object({ orderNumber }), returnableOrderSchema),
  'tickets.returns': query('Returns linked to a ticket', z.object({ ticketNumber }), z.object({ returns: z.array(returnDetailSchema) })),
  'tickets.return': query('One return with its lines and whether approve and receive are offered', z.object({ returnNumber }), returnDetailSchema),
  'tickets.createReturn': command('Create a return from a ticket, linked to it, exactly once', createReturnInputSchema, returnResultSchema),
  'tickets.approveReturn': command('Approve a draft return, exactly once', z.object({ operationId, returnNumber }), returnResultSchema),
  'tickets.receiveReturn': command('Receive an approved return back into stock, exactly once', receiveReturnInputSchema, returnResultSchema),
};
