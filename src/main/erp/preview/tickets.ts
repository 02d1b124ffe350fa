import { z } from 'zod';
import { openEnum } from '@shared/domain/enums';
import { callOptional, offerOf } from '../offered-operations';
import { collection, getAll, send, seg, type AllOptions, type ResourceContext } from '../resource';
import { links, nbool, nint, nstr, nts } from '../schemas';
import type { CallOptions } from '../types';

/** Tickets, their comments and queues (docs/api-assumptions.md rows 110-116, 122). */

export const ticketStatus = openEnum([
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
]);

export const ticketSchema = z.looseObject({
  id: nstr,
  ticketNumber: z.string(),
  title: nstr,
  description: nstr,
  status: ticketStatus.schema,
  priority: nstr,
  type: nstr,
  resolutionType: nstr,
  resolutionNotes: nstr,
  queueCode: nstr,
  queueName: nstr,
  tags: z.array(z.string()).nullish(),
  customerNumber: nstr,
  customerName: nstr,
  contactName: nstr,
  contactEmail: nstr,
  contactPhone: nstr,
  itemNumber: nstr,
  serialNumber: nstr,
  firmwareVersion: nstr,
  hardwareRevision: nstr,
  rmaNumber: nstr,
  isAssigned: nbool,
  isSuspectedBug: nbool,
  slaResponseBreached: nbool,
  slaResolutionBreached: nbool,
  slaResponseDue: nts,
  slaResolutionDue: nts,
  createdDate: nts,
  modifiedDate: nts,
  firstResponseAt: nts,
  resolvedAt: nts,
  closedAt: nts,
  links,
});
export type ErpTicket = z.infer<typeof ticketSchema>;

export const ticketCommentSchema = z.looseObject({
  id: z.string(),
  ticketNumber: nstr,
  authorType: nstr,
  authorName: nstr,
  body: z.string().nullish(),
  isInternal: nbool,
  createdDate: nts,
});
export type ErpTicketComment = z.infer<typeof ticketCommentSchema>;

export const ticketQueueSchema = z.looseObject({
  code: z.string(),
  name: nstr,
  isActive: nbool,
  sla: z.array(z.looseObject({ priority: z.string(), responseHours: nint, resolutionHours: nint })).nullish(),
});
export type ErpTicketQueue = z.infer<typeof ticketQueueSchema>;

export interface TicketQuery {
  search?: string;
  status?: string;
  type?: string;
  priority?: string;
  customerNumber?: string;
  queueCode?: string;
  open?: boolean;
  modifiedSince?: string;
}

export interface CreateTicketInput {
  title: string;
  description: string;
  type?: string;
  priority?: string;
  queueCode?: string;
  customerNumber?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  itemNumber?: string;
  serialNumber?: string;
  firmwareVersion?: string;
  hardwareRevision?: string;
}

export interface VersionedTicket {
  ticket: ErpTicket;
  /** Null when the ERP sent none: a change is then checked by re-reading before it is written. */
  etag: string | null;
}

/** The fields PATCH /tickets/{n} accepts (row 112). */
export interface TicketPatch {
  status?: string;
  priority?: string;
  queueCode?: string;
  resolutionType?: string | null;
  resolutionNotes?: string | null;
  tags?: string[];
  isSuspectedBug?: boolean;
  rmaNumber?: string | null;
}

export function ticketsApi(ctx: ResourceContext) {
  const base = '/preview/tickets';
  const path = (ticketNumber: string) => `${base}/${seg(ticketNumber)}`;
  return {
    ...collection<TicketQuery, typeof ticketSchema>(ctx, base, 'ticket', ticketSchema),
    create: async (input: CreateTicketInput, opts?: CallOptions) =>
      (await send(ctx, { method: 'POST', path: base, json: input, ...opts }, ticketSchema, 'ticket')).value,
    /** One ticket and its ETag, the validator a later change sends as If-Match (row 112). */
    getVersioned: async (ticketNumber: string, opts?: CallOptions): Promise<VersionedTicket> => {
      const { value, response } = await send(ctx, { method: 'GET', path: path(ticketNumber), conditional: true, ...opts }, ticketSchema, 'ticket');
      return { ticket: value, etag: response.headers.etag ?? null };
    },
    /**
     * Status, priority, queue and resolution in one merge patch; optional on a real ERP (row 112).
     * With `ifMatch` the ERP applies it only to that version of the ticket, else 412 `Ticket.Modified`.
     */
    patch: (ticketNumber: string, patch: TicketPatch, opts: CallOptions & { ifMatch?: string | null } = {}) => {
      const { ifMatch, ...call } = opts;
      const request = { method: 'PATCH' as const, path: path(ticketNumber), json: patch, ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}), ...call };
      return callOptional(ctx, 'ticket.update', async () => (await send(ctx, request, ticketSchema, 'ticket')).value);
    },
    updateOffer: () => offerOf(ctx, 'ticket.update'),
    /** The thread, oldest first. */
    comments: (ticketNumber: string, opts?: AllOptions) => getAll(ctx, `${path(ticketNumber)}/comments`, {}, ticketCommentSchema, 'ticket comment list', opts),
    addComment: async (ticketNumber: string, body: { body: string; isInternal?: boolean }, opts?: CallOptions) => {
      const { value, response } = await send(
        ctx,
        { method: 'POST', path: `${path(ticketNumber)}/comments`, json: body, ...opts },
        ticketCommentSchema,
        'ticket comment',
      );
      return { comment: value, replayed: response.replayed };
    },
    queues: (opts?: AllOptions) => getAll(ctx, '/preview/reference/ticket-queues', {}, ticketQueueSchema, 'ticket queue list', opts),
  };
}

const finished = ['resolved', 'closed', 'cancelled'];
const sameText = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/**
 * The list filters of row 116 applied to tickets already read, so a kept copy answers as the ERP
 * would: enums case-insensitive, customer and queue exact, `open` by the final statuses, `search`
 * partial and case-insensitive over ticketNumber, title and contactName.
 */
export function matchesTicketQuery(t: ErpTicket, q: Omit<TicketQuery, 'modifiedSince'>): boolean {
  if (q.status && !sameText(t.status, q.status)) return false;
  if (q.type && !sameText(t.type, q.type)) return false;
  if (q.priority && !sameText(t.priority, q.priority)) return false;
  if (q.customerNumber && t.customerNumber !== q.customerNumber) return false;
  if (q.queueCode && t.queueCode !== q.queueCode) return false;
  if (q.open !== undefined && finished.includes(t.status.toLowerCase()) === q.open) return false;
  if (q.search) {
    const needle = q.search.toLowerCase();
    if (![t.ticketNumber, t.title, t.contactName].some((v) => (v ?? '').toLowerCase().includes(needle))) return false;
  }
  return true;
}
