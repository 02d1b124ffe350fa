import { z } from 'zod';
import { isDecimalString } from '../domain/decimal';
import type { Access } from '../domain/scopes';
import { appErrorSchema } from '../errors';
import { contactOptionSchema } from './configurator';
import { asPathKey, MAX_DECIMAL } from './bounds';
import { command, query } from './define';
import { actionOfferSchema } from './offers';

/**
 * Tickets: support agents work a queue all day against response and resolution deadlines.
 * Queues with counts, a ticket list sorted by the next SLA deadline, a cheap delta poll, the
 * ticket with its thread, replies guarded against collisions, drafts kept on disk, the
 * customer's orders, shipments, invoices and returns, and returns raised from a ticket.
 * Money and quantities stay decimal strings; timestamps are UTC ISO strings; enums are open.
 * ERP rules behind every shape: docs/api-assumptions.md rows 110-124.
 */

export const ticketStatuses = ['New', 'Triaged', 'Assigned', 'InProgress', 'WaitingCustomer', 'WaitingInternal', 'OnHold', 'Resolved', 'Closed', 'Cancelled'] as const;
export const ticketPriorities = ['Critical', 'High', 'Normal', 'Low'] as const;
export const ticketTypes = [
  'ServiceIncident',
  'ServiceRequest',
  'Maintenance',
  'Installation',
  'Inspection',
  'Rma',
  'Warranty',
  'Complaint',
  'Support',
  'Question',
  'Internal',
  'Firmware',
  'FeatureRequest',
] as const;
/** The only types a ticket can be created with (row 116). */
export const creatableTicketTypes = ['Support', 'ServiceRequest', 'Complaint', 'Question'] as const;
export const resolutionTypes = [
  'Fixed',
  'CannotReproduce',
  'Duplicate',
  'WontFix',
  'CustomerResolved',
  'RmaApproved',
  'RmaRejected',
  'Refunded',
  'Replaced',
  'ReturnVisitRequired',
  'ResolvedByInstruction',
  'FirmwareUpdate',
  'ConfigurationChange',
  'NoFaultFound',
] as const;
export const returnReasons = ['Defective', 'WrongItem', 'DamagedInTransit', 'CustomerRemorse', 'Warranty', 'QualityIssue', 'OverDelivery', 'Other'] as const;
export const returnConditions = ['New', 'Opened', 'Used', 'Damaged', 'Defective'] as const;
export const returnStatuses = ['Draft', 'Approved', 'Received', 'CreditNoted', 'Closed', 'Cancelled'] as const;

/** The ERP scope each action needs, so a screen can disable a button up front and name the scope. */
export const ticketScopes = {
  browse: { tag: 'tickets', access: 'read' },
  reply: { tag: 'tickets', access: 'write' },
  update: { tag: 'tickets', access: 'write' },
  create: { tag: 'tickets', access: 'write' },
  readCustomers: { tag: 'customers', access: 'read' },
  readSalesOrders: { tag: 'sales-orders', access: 'read' },
  readShipments: { tag: 'shipments', access: 'read' },
  readInvoices: { tag: 'invoices', access: 'read' },
  readReturns: { tag: 'returns', access: 'read' },
  writeReturns: { tag: 'returns', access: 'write' },
} as const satisfies Record<string, { tag: string; access: Access }>;

const ticketNumber = z.string().trim().min(1, 'Give the ticket number').max(40, 'A ticket number is at most 40 characters').superRefine(asPathKey('The ticket number'));
const returnNumber = z.string().trim().min(1, 'Give the return number').max(40, 'A return number is at most 40 characters').superRefine(asPathKey('The return number'));
const orderNumber = z.string().trim().min(1, 'Choose an order').max(40, 'An order number is at most 40 characters').superRefine(asPathKey('The order number'));
/** Created by the screen when the action is prepared, so a repeat of the same action is recognised. */
const operationId = z.string().min(8, 'operationId is missing').max(200, 'operationId is too long');
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} is at most ${max} characters`).optional();
const filterValue = z.string().trim().max(40).optional();
const dec = z.string().nullable();
const paging = { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(200).default(50) };
const pageOf = <T extends z.ZodType>(row: T) => z.object({ items: z.array(row), totalCount: z.number(), page: z.number(), pageSize: z.number() });

/**
 * What the agent saw when they opened the ticket (modification and last message), as main hands
 * it out; sent back with a reply or change so main can tell whether the ticket moved meanwhile.
 */
const seenVersion = z.string().min(1, 'seenVersion is missing').max(500);

// ---------- SLA ----------

/** ok: the next deadline is further off than the warning window; met: nothing left to meet; none: no policy. */
export const slaStates = ['breached', 'breachingSoon', 'ok', 'met', 'none'] as const;
export type SlaStateName = (typeof slaStates)[number];

export const slaSchema = z.object({
  responseDue: z.string().nullable(),
  resolutionDue: z.string().nullable(),
  responseBreached: z.boolean(),
  resolutionBreached: z.boolean(),
  /** The sooner of the unmet response and resolution due times; null when both are met or absent. */
  nextDeadline: z.object({ kind: z.enum(['response', 'resolution']), due: z.string() }).nullable(),
  state: z.enum(slaStates),
  /** Whole minutes until nextDeadline at computedAt (negative once passed). */
  minutesLeft: z.number().nullable(),
  computedAt: z.string(),
});
export type Sla = z.infer<typeof slaSchema>;

// ---------- Queues ----------

export const queueSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  isActive: z.boolean(),
  /** Hours per priority, in priority order Critical, High, Normal, Low. */
  sla: z.array(z.object({ priority: z.string(), responseHours: z.number(), resolutionHours: z.number() })),
  openCount: z.number(),
  breachingSoonCount: z.number(),
  breachedCount: z.number(),
});
export type Queue = z.infer<typeof queueSchema>;

// ---------- List ----------

export const ticketRowSchema = z.object({
  ticketNumber: z.string(),
  title: z.string().nullable(),
  /** Open: see ticketStatuses. */
  status: z.string(),
  priority: z.string().nullable(),
  type: z.string().nullable(),
  queueCode: z.string().nullable(),
  queueName: z.string().nullable(),
  customerNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  contactName: z.string().nullable(),
  isAssigned: z.boolean(),
  tags: z.array(z.string()),
  createdDate: z.string().nullable(),
  modifiedDate: z.string().nullable(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  sla: slaSchema,
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

/** all: every ticket the filters match; breachingSoon: unmet deadline within the window; breached: a deadline passed. */
export const ticketViews = ['all', 'breachingSoon', 'breached'] as const;
export const ticketSorts = ['nextDeadline', 'ticketNumber', 'newest', 'recentlyChanged'] as const;

export const ticketFilterSchema = z.object({
  status: filterValue,
  priority: filterValue,
  type: filterValue,
  customerNumber: filterValue,
  queueCode: filterValue,
  /** true: unfinished only (default); false: Resolved, Closed, Cancelled; null: both. */
  open: z.boolean().nullable().default(true),
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  view: z.enum(ticketViews).default('all'),
  sort: z.enum(ticketSorts).default('nextDeadline'),
  /** The breaching-soon window; the default is the app's (see shared/domain/sla). */
  windowMinutes: z.number().int().min(1).max(7 * 24 * 60).optional(),
  ...paging,
});
export type TicketFilter = z.input<typeof ticketFilterSchema>;

export const ticketPageSchema = pageOf(ticketRowSchema).extend({
  /** Start the delta poll from here. */
  watermark: z.string(),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

// ---------- Delta poll ----------

export const changesInputSchema = z.object({ watermark: z.string().min(1).max(500) });

export const ticketChangesSchema = z.object({
  /** Tickets created or changed since the watermark, as rows (so the list can be patched without a re-read). */
  changed: z.array(ticketRowSchema),
  /** Ticket numbers removed in the ERP since the watermark. */
  removed: z.array(z.string()),
  /** Pass this to the next poll. */
  watermark: z.string(),
});
export type TicketChanges = z.infer<typeof ticketChangesSchema>;

// ---------- Detail and thread ----------

export const authorTypes = ['Customer', 'Agent', 'System'] as const;

export const messageSchema = z.object({
  id: z.string(),
  /** Open: Customer, Agent, System. */
  authorType: z.string(),
  authorName: z.string().nullable(),
  body: z.string(),
  /** Internal notes are never shown to the customer. */
  isInternal: z.boolean(),
  createdDate: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const ticketDetailSchema = ticketRowSchema.extend({
  id: z.string().nullable(),
  description: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  itemNumber: z.string().nullable(),
  itemName: z.string().nullable(),
  serialNumber: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  hardwareRevision: z.string().nullable(),
  isSuspectedBug: z.boolean(),
  resolutionType: z.string().nullable(),
  resolutionNotes: z.string().nullable(),
  closedAt: z.string().nullable(),
  rmaNumber: z.string().nullable(),
  /** Oldest to newest. */
  messages: z.array(messageSchema),
  /** Statuses the ticket may move to from its current one (row 113). */
  nextStatuses: z.array(z.string()),
  /** Send back with a reply or change. */
  version: z.string(),
  /** Changing status, priority, queue or resolution is optional on a real ERP. */
  updateOffer: actionOfferSchema,
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** The ticket moved since the agent opened it: nothing was sent; these are what is new. */
const changedSinceOpened = z.object({
  outcome: z.literal('changed'),
  ticket: ticketDetailSchema,
  /** Messages added since the version the agent saw, oldest first. */
  newMessages: z.array(messageSchema),
  /** Field names (status, priority, queueCode, ...) that differ from what the agent saw. */
  changedFields: z.array(z.string()),
});

// ---------- Reply and changes ----------

export const replyInputSchema = z.object({
  operationId,
  ticketNumber,
  body: z
    .string()
    .max(10_000, 'The reply is at most 10000 characters')
    .refine((v) => v.trim().length > 0, 'Write a reply'),
  isInternal: z.boolean().default(false),
  seenVersion,
  /** The agent saw what changed and sends anyway. */
  confirmChanged: z.boolean().default(false),
});
export type ReplyInput = z.input<typeof replyInputSchema>;

export const replyResultSchema = z.discriminatedUnion('outcome', [
  /** posted: sent now; replayed: an earlier attempt of the same reply got through. The ticket's draft is cleared. */
  z.object({ outcome: z.enum(['posted', 'replayed']), message: messageSchema, ticket: ticketDetailSchema }),
  changedSinceOpened,
]);
export type ReplyResult = z.infer<typeof replyResultSchema>;

/**
 * Only the fields the agent changed (a merge patch). `seenVersion` is the version the edit is based
 * on: main sends its ETag as If-Match, so a change made meanwhile is reported, never overwritten.
 */
export const updateInputSchema = z.object({
  ticketNumber,
  seenVersion,
  status: z.string().trim().max(40).optional(),
  priority: z.string().trim().max(40).optional(),
  queueCode: z.string().trim().max(40).optional(),
  resolutionType: z.string().trim().max(40).nullable().optional(),
  resolutionNotes: z.string().max(4000, 'The resolution notes are at most 4000 characters').nullable().optional(),
  tags: z.array(z.string().trim().min(1, 'A tag cannot be empty').max(50, 'A tag is at most 50 characters')).max(20, 'At most 20 tags').optional(),
  isSuspectedBug: z.boolean().optional(),
});
export type UpdateInput = z.input<typeof updateInputSchema>;

export const updateResultSchema = z.discriminatedUnion('outcome', [z.object({ outcome: z.literal('updated'), ticket: ticketDetailSchema }), changedSinceOpened]);
export type UpdateResult = z.infer<typeof updateResultSchema>;

// ---------- Create ----------

export const createTicketInputSchema = z.object({
  operationId,
  title: z.string().trim().min(1, 'Give the ticket a title').max(200, 'The title is at most 200 characters'),
  description: z.string().trim().min(1, 'Describe the problem').max(10_000, 'The description is at most 10000 characters'),
  type: z.enum(creatableTicketTypes).default('Support'),
  priority: z.string().trim().max(40).optional(),
  queueCode: z.string().trim().max(40).optional(),
  customerNumber: z.string().trim().max(40).optional(),
  contactName: optionalText('The contact name', 200),
  contactEmail: z.string().trim().email('The contact e-mail is not an e-mail address').max(200).optional(),
  contactPhone: optionalText('The contact phone', 50),
  itemNumber: z.string().trim().max(40).optional(),
  serialNumber: optionalText('The serial number', 100),
  firmwareVersion: optionalText('The firmware version', 100),
  hardwareRevision: optionalText('The hardware revision', 100),
});
export type CreateTicketInput = z.input<typeof createTicketInputSchema>;

/** What a new ticket's contact fields start from once a customer is chosen. */
export const contactDefaultsSchema = z.object({
  customerNumber: z.string(),
  customerName: z.string().nullable(),
  contacts: z.array(contactOptionSchema),
  /** The primary contact, else the customer's own e-mail and phone. */
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type ContactDefaults = z.infer<typeof contactDefaultsSchema>;

// ---------- Customer context ----------

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

// ---------- Returns from a ticket ----------

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

// ---------- Watching queues ----------

export const watchSchema = z.object({
  queueCodes: z.array(z.string().trim().min(1).max(40)).max(50),
  windowMinutes: z.number().int().min(1).max(7 * 24 * 60),
});
export type Watch = z.infer<typeof watchSchema>;

export const ticketCalls = {
  'tickets.queues': query('Ticket queues with their SLA policy and counts of open, breaching-soon and breached tickets', z.object({}).strict(), z.object({ queues: z.array(queueSchema), computedAt: z.string() })),
  'tickets.list': query('Tickets by status, priority, type, customer, queue and search, next SLA deadline first by default, paged', ticketFilterSchema, ticketPageSchema),
  'tickets.changes': query('Tickets changed or removed since a watermark (one small call per resource when nothing changed)', changesInputSchema, ticketChangesSchema),
  'tickets.ticket': query('One ticket with its SLA, contact, product and thread oldest to newest', z.object({ ticketNumber }), ticketDetailSchema),
  'tickets.reply': command('Reply on a ticket, unless it changed since the agent opened it', replyInputSchema, replyResultSchema),
  'tickets.update': command('Change the status, priority, queue, resolution or tags of a ticket, unless it changed since the agent opened it', updateInputSchema, updateResultSchema),
  'tickets.contactDefaults': query("A customer's contacts and the contact a new ticket starts with", z.object({ customerNumber: z.string().trim().min(1, 'Choose a customer').max(40) }), contactDefaultsSchema),
  'tickets.create': command('Create a ticket of a creatable type, exactly once', createTicketInputSchema, ticketDetailSchema),
  'tickets.customerContext': query("A customer's record, recent orders, shipments with tracking, invoices with balance and overdue, and returns", z.object({ customerNumber: z.string().trim().min(1).max(40) }), customerContextSchema),
  'tickets.returnableOrder': query('An order of the customer with what each line can still be returned', z.object({ orderNumber }), returnableOrderSchema),
  'tickets.returns': query('Returns linked to a ticket', z.object({ ticketNumber }), z.object({ returns: z.array(returnDetailSchema) })),
  'tickets.return': query('One return with its lines and whether approve and receive are offered', z.object({ returnNumber }), returnDetailSchema),
  'tickets.createReturn': command('Create a return from a ticket, linked to it, exactly once', createReturnInputSchema, returnResultSchema),
  'tickets.approveReturn': command('Approve a draft return, exactly once', z.object({ operationId, returnNumber }), returnResultSchema),
  'tickets.receiveReturn': command('Receive an approved return back into stock, exactly once', receiveReturnInputSchema, returnResultSchema),
  'tickets.watch': query('Queues whose tickets about to breach raise a desktop notification', watchSchema.partial(), watchSchema),
};
