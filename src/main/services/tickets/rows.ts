import type { Message, TicketDetail, TicketRow } from '@shared/contract/tickets';
import { slaOf } from '@shared/domain/sla';
import { nextStatuses } from '@shared/domain/ticket-status';
import type { ActionOffer } from '@shared/contract/offers';
import type { ErpTicket, ErpTicketComment } from '../../erp/preview/tickets';

/** ERP tickets and comments in the contract's shapes, with the SLA computed at one instant. */

export interface RowOptions {
  now: Date;
  windowMinutes?: number;
}

export function toRow(t: ErpTicket, o: RowOptions): TicketRow {
  return {
    ticketNumber: t.ticketNumber,
    title: t.title ?? null,
    status: t.status,
    priority: t.priority ?? null,
    type: t.type ?? null,
    queueCode: t.queueCode ?? null,
    queueName: t.queueName ?? null,
    customerNumber: t.customerNumber ?? null,
    customerName: t.customerName ?? null,
    contactName: t.contactName ?? null,
    isAssigned: t.isAssigned === true,
    tags: t.tags ?? [],
    createdDate: t.createdDate ?? null,
    modifiedDate: t.modifiedDate ?? null,
    firstResponseAt: t.firstResponseAt ?? null,
    resolvedAt: t.resolvedAt ?? null,
    sla: slaOf(t, o.now, o.windowMinutes),
  };
}

export function toMessage(c: ErpTicketComment): Message {
  return {
    id: c.id,
    authorType: c.authorType ?? 'System',
    authorName: c.authorName ?? null,
    body: c.body ?? '',
    isInternal: c.isInternal === true,
    createdDate: c.createdDate ?? null,
  };
}

/** The fields whose change the agent is told about when the ticket moved under them. */
const watchedFields = ['status', 'priority', 'queueCode', 'resolutionType', 'title', 'contactName'] as const;

interface Version {
  m: string | null;
  /** The ERP's ETag of the ticket as read, sent back as If-Match with a change (row 112); null when it sent none. */
  e?: string | null;
  n: number;
  last: string | null;
  f: Record<string, string | null>;
}

/** What the agent saw: the modification instant, the ETag, the thread's length and last message, and the watched fields. */
export function versionOf(t: ErpTicket, messages: readonly Message[], etag: string | null): string {
  const v: Version = {
    m: t.modifiedDate ?? t.createdDate ?? null,
    e: etag,
    n: messages.length,
    last: messages.at(-1)?.id ?? null,
    f: Object.fromEntries(watchedFields.map((k) => [k, (t[k] as string | null | undefined) ?? null])),
  };
  return Buffer.from(JSON.stringify(v)).toString('base64url');
}

export function readVersion(seen: string): Version | null {
  try {
    const v = JSON.parse(Buffer.from(seen, 'base64url').toString('utf8')) as Version;
    return typeof v === 'object' && v !== null && 'm' in v ? v : null;
  } catch {
    return null;
  }
}

/** Nothing moved since the agent's version (a comment or a change moves modifiedDate, row 110). */
export function unchangedSince(seen: Version | null, t: ErpTicket): boolean {
  return seen !== null && seen.m === (t.modifiedDate ?? t.createdDate ?? null);
}

/** Messages after the last one the agent saw, and the watched fields that differ. */
export function whatChanged(seen: Version | null, t: ErpTicket, messages: readonly Message[]): { newMessages: Message[]; changedFields: string[] } {
  if (!seen) return { newMessages: [...messages], changedFields: [] };
  const at = seen.last ? messages.findIndex((m) => m.id === seen.last) : -1;
  const newMessages = messages.slice(at >= 0 ? at + 1 : seen.n);
  const changedFields = watchedFields.filter((k) => ((t[k] as string | null | undefined) ?? null) !== (seen.f[k] ?? null));
  return { newMessages, changedFields };
}

export function toDetail(
  t: ErpTicket,
  messages: Message[],
  o: RowOptions & { itemName: string | null; updateOffer: ActionOffer; etag: string | null },
): TicketDetail {
  return {
    ...toRow(t, o),
    id: t.id ?? null,
    description: t.description ?? null,
    contactEmail: t.contactEmail ?? null,
    contactPhone: t.contactPhone ?? null,
    itemNumber: t.itemNumber ?? null,
    itemName: o.itemName,
    serialNumber: t.serialNumber ?? null,
    firmwareVersion: t.firmwareVersion ?? null,
    hardwareRevision: t.hardwareRevision ?? null,
    isSuspectedBug: t.isSuspectedBug === true,
    resolutionType: t.resolutionType ?? null,
    resolutionNotes: t.resolutionNotes ?? null,
    closedAt: t.closedAt ?? null,
    rmaNumber: t.rmaNumber ?? null,
    messages,
    nextStatuses: nextStatuses(t.status),
    version: versionOf(t, messages, o.etag),
    updateOffer: o.updateOffer,
  };
}
