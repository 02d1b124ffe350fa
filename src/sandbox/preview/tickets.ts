import { randomUUID } from 'node:crypto';
import type { Api, Ctx, WriteResult } from '../api';
import { readEnum, readEnumFilter } from '../rules/enums';
import { weakEtag } from '../rules/etag';
import { patchField, readMergePatch } from '../rules/merge-patch';
import { readPaging, toPage } from '../rules/paging';
import { ApiProblem, ErrorList, problem } from '../rules/problems';
import { ts } from '../rules/timestamps';
import { checkEmail, matchesSearch, queryBoolean, readBody, readBoolean, readString, requireString, type Json } from '../rules/validate';
import type { Store } from '../store';
import { DEFAULT_QUEUE, slaOf } from '../support/sla';
import { addComment, assertWritable, canMove, isFinished, moveTo, nextTicketNumber, untouched } from '../support/tickets';
import {
  CREATABLE_TICKET_TYPES,
  RESOLUTION_TYPES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type Ticket,
  type TicketComment,
  type TicketStatus,
} from '../support/types';
import { byKey, changedSince, link, lookup, modifiedSince } from './common';

/**
 * Tickets (tickets:read / tickets:write), rows 110-116 and 122 of docs/api-assumptions.md:
 * list, create, read with ETag, comments, queues, and one merge-patch for status, priority,
 * queue and resolution with the transition rules of src/sandbox/support/tickets.ts.
 */
const PATCH_FIELDS = ['status', 'priority', 'queueCode', 'resolutionType', 'resolutionNotes', 'tags', 'isSuspectedBug', 'rmaNumber'] as const;
const MAX_TAGS = 20;

export function ticketDto(t: Ticket, store: Store, base: string, now: number) {
  const sla = slaOf(t, store.support.queues, now);
  return {
    id: t.id,
    ticketNumber: t.ticketNumber,
    title: t.title,
    description: t.description,
    type: t.type,
    status: t.status,
    priority: t.priority,
    queueCode: t.queueCode,
    queueName: store.support.queues.find((q) => q.code === t.queueCode)?.name ?? null,
    customerNumber: t.customerNumber,
    customerName: t.customerNumber ? (store.customers.get(t.customerNumber)?.name ?? null) : null,
    contactName: t.contactName,
    contactEmail: t.contactEmail,
    contactPhone: t.contactPhone,
    itemNumber: t.itemNumber,
    serialNumber: t.serialNumber,
    firmwareVersion: t.firmwareVersion,
    hardwareRevision: t.hardwareRevision,
    tags: [...t.tags],
    isAssigned: t.isAssigned,
    isSuspectedBug: t.isSuspectedBug,
    resolutionType: t.resolutionType,
    resolutionNotes: t.resolutionNotes,
    rmaNumber: t.rmaNumber,
    firstResponseAt: ts(t.firstResponseAt),
    resolvedAt: ts(t.resolvedAt),
    closedAt: ts(t.closedAt),
    slaResponseDue: ts(sla.slaResponseDue),
    slaResolutionDue: ts(sla.slaResolutionDue),
    slaResponseBreached: sla.slaResponseBreached,
    slaResolutionBreached: sla.slaResolutionBreached,
    createdDate: ts(t.createdDate),
    modifiedDate: ts(t.modifiedDate),
    links: link(base, 'tickets', t.ticketNumber),
  };
}

export function commentDto(c: TicketComment) {
  return {
    id: c.id,
    ticketNumber: c.ticketNumber,
    authorType: c.authorType,
    authorName: c.authorName,
    body: c.body,
    isInternal: c.isInternal,
    createdDate: ts(c.createdDate),
  };
}

export const ticketByKey = (store: Store, n: string): Ticket => lookup(store.support.tickets, n, 'Ticket');

function queueCodeIn(store: Store, value: unknown, field: string): string {
  const code = requireString({ [field]: value }, field);
  if (!store.support.queues.some((q) => q.code === code))
    throw problem.invalid(field, 'TicketQueue.NotFound', `Ticket queue '${code}' does not exist; see GET /reference/ticket-queues.`);
  return code;
}

function readTags(value: unknown): string[] {
  if (value === null) return [];
  if (!Array.isArray(value) || value.some((t) => typeof t !== 'string' || t.trim() === '' || t.length > 50)) {
    throw problem.invalid('tags', 'Validation.InvalidArray', "'tags' must be an array of texts of 1 to 50 characters.");
  }
  const tags = [...new Set(value as string[])].sort();
  if (tags.length > MAX_TAGS) throw problem.invalid('tags', 'Validation.TooMany', `A ticket carries at most ${MAX_TAGS} tags.`);
  return tags;
}

function create(c: Ctx): WriteResult {
  const { store, now } = c;
  const body = readBody(c.body);
  const errors = new ErrorList();
  const text = (field: string, max: number, required = false) =>
    errors.try(() => (required ? requireString(body, field, { max }) : readString(body, field, { max }))) ?? null;
  const title = text('title', 200, true);
  const description = text('description', 10000, true);
  const type = errors.try(() => {
    if (body.type === undefined || body.type === null) return 'Support' as const;
    const t = readEnum(body.type, TICKET_TYPES, 'type');
    if (!CREATABLE_TICKET_TYPES.includes(t))
      throw problem.invalid('type', 'Ticket.TypeNotCreatable', `A ${t} ticket cannot be created here; use ${CREATABLE_TICKET_TYPES.join(', ')}.`);
    return t;
  });
  const priority = errors.try(() => (body.priority == null ? 'Normal' : readEnum(body.priority, TICKET_PRIORITIES, 'priority')));
  const queueCode = errors.try(() => (body.queueCode == null ? DEFAULT_QUEUE : queueCodeIn(store, body.queueCode, 'queueCode')));
  const contactEmail = text('contactEmail', 200);
  errors.try(() => checkEmail(contactEmail, 'contactEmail'));
  const customerNumber = text('customerNumber', 20);
  if (customerNumber !== null) errors.try(() => lookup(store.customers, customerNumber, 'Customer', 'customerNumber'));
  const itemNumber = text('itemNumber', 50);
  if (itemNumber !== null) errors.try(() => lookup(store.items, itemNumber, 'Item', 'itemNumber'));
  const fields = {
    contactName: text('contactName', 200),
    contactPhone: text('contactPhone', 50),
    serialNumber: text('serialNumber', 100),
    firmwareVersion: text('firmwareVersion', 100),
    hardwareRevision: text('hardwareRevision', 100),
  };
  errors.throwIfAny();
  const ticket: Ticket = {
    id: randomUUID(),
    ticketNumber: nextTicketNumber(store.support.sequences, store.support.tickets),
    title: title as string,
    description: description as string,
    type: type ?? 'Support',
    status: 'New',
    priority: priority ?? 'Normal',
    queueCode: queueCode ?? DEFAULT_QUEUE,
    customerNumber,
    contactEmail,
    itemNumber,
    ...fields,
    tags: [],
    isSuspectedBug: false,
    ...untouched(now),
  };
  store.support.tickets.set(ticket.ticketNumber, ticket);
  const dto = ticketDto(ticket, store, c.base, now);
  return { status: 201, body: dto, location: dto.links.self, resourceRef: `tickets/${ticket.ticketNumber}`, effect: `created ${ticket.type} ticket` };
}

/** If-Match with a stale validator means the ticket changed under the caller: nothing is applied. */
function checkIfMatch(c: Ctx, ticket: Ticket): void {
  const header = c.req.headers['if-match'];
  if (typeof header !== 'string' || header.trim() === '*') return;
  const current = weakEtag(ticketDto(ticket, c.store, c.base, c.now)).replace(/^W\//, '');
  if (!header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === current)) {
    throw new ApiProblem(412, [{ code: 'Ticket.Modified', detail: `Ticket ${ticket.ticketNumber} was changed since you read it; read it again.` }], {
      title: 'Precondition Failed',
    });
  }
}

function patch(c: Ctx): WriteResult {
  const { store, now } = c;
  const ticket = ticketByKey(store, c.params.ticketNumber ?? '');
  const body: Json = readMergePatch(c.body, PATCH_FIELDS);
  assertWritable(ticket);
  checkIfMatch(c, ticket);
  const errors = new ErrorList();
  const next: Partial<Ticket> = {};
  patchField(body, 'status', (v) => errors.try(() => (next.status = readEnum(v, TICKET_STATUSES, 'status'))));
  patchField(body, 'priority', (v) => errors.try(() => (next.priority = readEnum(v, TICKET_PRIORITIES, 'priority'))));
  patchField(body, 'queueCode', (v) => errors.try(() => (next.queueCode = queueCodeIn(store, v, 'queueCode'))));
  patchField(body, 'resolutionType', (v) => errors.try(() => (next.resolutionType = v === null ? null : readEnum(v, RESOLUTION_TYPES, 'resolutionType'))));
  patchField(body, 'resolutionNotes', () => errors.try(() => (next.resolutionNotes = readString(body, 'resolutionNotes', { max: 4000 }))));
  patchField(body, 'tags', (v) => errors.try(() => (next.tags = readTags(v))));
  patchField(body, 'isSuspectedBug', (v) => errors.try(() => (next.isSuspectedBug = readBoolean(v, 'isSuspectedBug', false))));
  patchField(body, 'rmaNumber', () => errors.try(() => (next.rmaNumber = readString(body, 'rmaNumber', { max: 50 }))));
  errors.throwIfAny();

  const target: TicketStatus = next.status ?? ticket.status;
  if (!canMove(ticket.status, target)) {
    throw problem.conflict('Ticket.InvalidTransition', `Ticket ${ticket.ticketNumber} cannot move from ${ticket.status} to ${target}.`, 'status');
  }
  const touchesResolution = 'resolutionType' in next || 'resolutionNotes' in next;
  if (touchesResolution && target !== 'Resolved') {
    throw problem.invalid(
      'resolutionType' in next ? 'resolutionType' : 'resolutionNotes',
      'Ticket.ResolutionNotAllowed',
      'A resolution is given only when the ticket is, or becomes, Resolved.',
    );
  }
  const resolutionType = 'resolutionType' in next ? next.resolutionType : ticket.resolutionType;
  if (target === 'Resolved' && !resolutionType) {
    throw problem.invalid('resolutionType', 'Ticket.ResolutionRequired', 'Say how the ticket was resolved (resolutionType) to resolve it.');
  }

  if (next.queueCode !== undefined && next.queueCode !== ticket.queueCode) {
    ticket.queueCode = next.queueCode;
    ticket.isAssigned = false;
    if (ticket.status === 'Assigned' && next.status === undefined) moveTo(ticket, 'Triaged', now);
  }
  if (next.status !== undefined) moveTo(ticket, next.status, now);
  if ('resolutionType' in next) ticket.resolutionType = next.resolutionType ?? null;
  if ('resolutionNotes' in next) ticket.resolutionNotes = next.resolutionNotes ?? null;
  if (next.priority !== undefined) ticket.priority = next.priority;
  if (next.tags !== undefined) ticket.tags = next.tags;
  if (next.isSuspectedBug !== undefined) ticket.isSuspectedBug = next.isSuspectedBug;
  if ('rmaNumber' in next) ticket.rmaNumber = next.rmaNumber ?? null;
  ticket.modifiedDate = now;
  return {
    status: 200,
    body: ticketDto(ticket, store, c.base, now),
    resourceRef: `tickets/${ticket.ticketNumber}`,
    effect: `patched ${Object.keys(body).join(', ') || 'nothing'}`,
  };
}

function postComment(c: Ctx): WriteResult {
  const { store, now } = c;
  const ticket = ticketByKey(store, c.params.ticketNumber ?? '');
  const body = readBody(c.body);
  const errors = new ErrorList();
  const text = errors.try(() => requireString(body, 'body', { max: 10000 }));
  const isInternal = errors.try(() => readBoolean(body.isInternal, 'isInternal', false));
  errors.throwIfAny();
  assertWritable(ticket);
  const principal = c.req.principal;
  const authorName = principal?.kind === 'bearer' ? (principal.id.split(':')[1] ?? null) : null;
  const comment = addComment(ticket, { id: randomUUID(), authorType: 'Agent', authorName, body: text as string, isInternal: isInternal ?? false }, now);
  const location = `${link(c.base, 'tickets', ticket.ticketNumber).self}/comments`;
  return {
    status: 201,
    body: commentDto(comment),
    location,
    resourceRef: `tickets/${ticket.ticketNumber}/comments`,
    effect: comment.isInternal ? 'internal note added' : 'reply added',
  };
}

export function registerTickets(api: Api): void {
  api.get('/preview/tickets', 'tickets:read', ({ store, query, base, now }) => {
    const paging = readPaging(query);
    const status = readEnumFilter(query.status, TICKET_STATUSES, 'status');
    const type = readEnumFilter(query.type, TICKET_TYPES, 'type');
    const priority = readEnumFilter(query.priority, TICKET_PRIORITIES, 'priority');
    const open = queryBoolean(query.open, 'open');
    const since = modifiedSince(query);
    const rows = [...store.support.tickets.values()]
      .filter(
        (t) =>
          (status === undefined || t.status === status) &&
          (type === undefined || t.type === type) &&
          (priority === undefined || t.priority === priority) &&
          (open === undefined || open !== isFinished(t.status)) &&
          (query.customerNumber === undefined || t.customerNumber === query.customerNumber) &&
          (query.queueCode === undefined || t.queueCode === query.queueCode) &&
          matchesSearch(query.search, t.ticketNumber, t.title, t.contactName) &&
          changedSince(since, t.modifiedDate, t.createdDate),
      )
      .sort(byKey((t) => t.ticketNumber));
    return { body: toPage(rows, paging, (t) => ticketDto(t, store, base, now)) };
  });

  api.get('/preview/tickets/:ticketNumber', 'tickets:read', ({ store, params, base, now }) => ({
    body: ticketDto(ticketByKey(store, params.ticketNumber ?? ''), store, base, now),
    etag: true,
  }));

  api.get('/preview/tickets/:ticketNumber/comments', 'tickets:read', ({ store, params, query }) => {
    const ticket = ticketByKey(store, params.ticketNumber ?? '');
    // Stable sort: comments written in the same instant keep the order they were written in.
    const rows = [...ticket.comments].sort((a, b) => a.createdDate - b.createdDate);
    return { body: toPage(rows, readPaging(query), commentDto) };
  });

  api.get('/preview/reference/ticket-queues', 'tickets:read', ({ store, query }) => ({
    body: toPage([...store.support.queues].sort(byKey((q) => q.code)), readPaging(query), (q) => ({
      code: q.code,
      name: q.name,
      isActive: q.isActive,
      sla: TICKET_PRIORITIES.flatMap((p) => q.sla.filter((t) => t.priority === p)).map((t) => ({ ...t })),
    })),
  }));

  api.post('/preview/tickets', 'tickets:write', create);
  api.patch('/preview/tickets/:ticketNumber', 'tickets:write', patch, { optional: 'ticket.update' });
  api.post('/preview/tickets/:ticketNumber/comments', 'tickets:write', postComment);
}
