import { z } from 'zod';
import type { FieldLabels } from '../domain/field-labels';
import type { Access } from '../domain/scopes';
import { contactOptionSchema } from './configurator';
import { command, query } from './define';
import { freshnessShape } from './freshness';
import { actionOfferSchema } from './offers';
import { operationId, optionalText, ticketNumber } from './ticket-fields';

/**
 * Tickets: support agents work a queue all day against response and resolution deadlines.
 * Queues with counts, a ticket list sorted by the next SLA deadline, a cheap delta poll, the
 * ticket with its thread, replies guarded against collisions, drafts kept on disk. The
 * customer's orders, shipments and invoices are in customer-context.ts, returns raised from a
 * ticket in returns.ts. Money and quantities stay decimal strings; timestamps are UTC ISO strings; enums are open.
 * ERP rules behind every shape: docs/api-assumptions.md rows 110-124.
 */

export const ticketStatuses = [
  'New',
  'Triaged',
  'Assigned',
  'InProgress',
  'WaitingCustomer',
  'WaitingInternal',
  'OnHold',
  'Resolved',
  'Closed',
  'Cancelled',
] as const;
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

const filterValue = z.string().trim().max(40).optional();
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
  windowMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .optional(),
  ...paging,
});
export type TicketFilter = z.input<typeof ticketFilterSchema>;

export const ticketPageSchema = pageOf(ticketRowSchema).extend({
  /** Start the delta poll from here. */
  watermark: z.string(),
  ...freshnessShape,
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

export const updateResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('updated'), ticket: ticketDetailSchema }),
  changedSinceOpened,
]);
export type UpdateResult = z.infer<typeof updateResultSchema>;

// ---------- Create ----------

/** The longest ticket title the ERP takes: shown at the field, never cut. */
export const TICKET_TITLE_MAX = 200;

export const createTicketInputSchema = z.object({
  operationId,
  title: z.string().trim().min(1, 'Give the ticket a title').max(TICKET_TITLE_MAX, `The title is at most ${TICKET_TITLE_MAX} characters`),
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

/** The new-ticket form's fields as it labels them: a refusal names them in these words. */
export const createTicketLabels: FieldLabels = {
  title: 'Title',
  description: 'Description',
  type: 'Type',
  priority: 'Priority',
  queueCode: 'Queue',
  customerNumber: 'Customer',
  contactName: 'Contact',
  contactEmail: 'Contact e-mail',
  contactPhone: 'Contact phone',
};

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

// ---------- Watching queues ----------

export const watchSchema = z.object({
  queueCodes: z.array(z.string().trim().min(1).max(40)).max(50),
  windowMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});
export type Watch = z.infer<typeof watchSchema>;

export const ticketCalls = {
  'tickets.queues': query(
    'Ticket queues with their SLA policy and counts of open, breaching-soon and breached tickets',
    z.object({}).strict(),
    z.object({ queues: z.array(queueSchema), computedAt: z.string(), ...freshnessShape }),
  ),
  'tickets.list': query(
    'Tickets by status, priority, type, customer, queue and search, next SLA deadline first by default, paged',
    ticketFilterSchema,
    ticketPageSchema,
  ),
  'tickets.changes': query(
    'Tickets changed or removed since a watermark (one small call per resource when nothing changed)',
    changesInputSchema,
    ticketChangesSchema,
  ),
  'tickets.ticket': query('One ticket with its SLA, contact, product and thread oldest to newest', z.object({ ticketNumber }), ticketDetailSchema),
  'tickets.reply': command('Reply on a ticket, unless it changed since the agent opened it', replyInputSchema, replyResultSchema),
  'tickets.update': command(
    'Change the status, priority, queue, resolution or tags of a ticket, unless it changed since the agent opened it',
    updateInputSchema,
    updateResultSchema,
  ),
  'tickets.contactDefaults': query(
    "A customer's contacts and the contact a new ticket starts with",
    z.object({ customerNumber: z.string().trim().min(1, 'Choose a customer').max(40) }),
    contactDefaultsSchema,
  ),
  'tickets.create': command('Create a ticket of a creatable type, exactly once', createTicketInputSchema, ticketDetailSchema, createTicketLabels),
  'tickets.watch': query('Queues whose tickets about to breach raise a desktop notification', watchSchema.partial(), watchSchema),
};
