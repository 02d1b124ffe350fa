import type { Queue, TicketChanges, TicketPage, TicketRow, ticketFilterSchema } from '@shared/contract/tickets';
import type { z } from 'zod';
import { byNextDeadline, isFinished } from '@shared/domain/sla';
import { invalidInput } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpTicket, TicketQuery } from '../../erp/preview/tickets';
import { toRow, type RowOptions } from './rows';
import { advance, decodeWatermark, encodeWatermark, type Mark } from './watermark';

type Filter = z.output<typeof ticketFilterSchema>;

const instantOf = (t: ErpTicket) => t.modifiedDate ?? t.createdDate ?? null;

/** The ERP filters what it can; the deadline order and the SLA views need every match, so the page is cut here. */
export async function listTickets(client: ErpClient, filter: Filter, rows: RowOptions): Promise<TicketPage> {
  const query: TicketQuery = {
    search: filter.search || undefined,
    status: filter.status || undefined,
    priority: filter.priority || undefined,
    type: filter.type || undefined,
    customerNumber: filter.customerNumber || undefined,
    queueCode: filter.queueCode || undefined,
    open: filter.open ?? undefined,
  };
  const tickets = await collect(client.preview.tickets.all(query));
  const all = tickets.map((t) => toRow(t, { ...rows, windowMinutes: filter.windowMinutes ?? rows.windowMinutes }));
  const shown = all.filter((r) => filter.view === 'all' || r.sla.state === filter.view);
  shown.sort(sorter(filter.sort));
  const start = (filter.page - 1) * filter.pageSize;
  const { mark } = advance({ at: null, keys: [] }, tickets, (t) => t.ticketNumber, instantOf);
  return {
    items: shown.slice(start, start + filter.pageSize),
    totalCount: shown.length,
    page: filter.page,
    pageSize: filter.pageSize,
    // Deletions are read from the same instant on: a ticket removed later is reported by the first poll.
    watermark: encodeWatermark({ tickets: mark, deletions: { at: mark.at, keys: [] } }),
  };
}

function sorter(sort: Filter['sort']): (a: TicketRow, b: TicketRow) => number {
  const byNumber = (a: TicketRow, b: TicketRow) => a.ticketNumber.localeCompare(b.ticketNumber);
  const desc = (k: 'createdDate' | 'modifiedDate') => (a: TicketRow, b: TicketRow) => (b[k] ?? '').localeCompare(a[k] ?? '') || byNumber(a, b);
  if (sort === 'ticketNumber') return byNumber;
  if (sort === 'newest') return desc('createdDate');
  if (sort === 'recentlyChanged') return desc('modifiedDate');
  return byNextDeadline;
}

/**
 * The delta poll: tickets modified since the mark and deletion records since the mark, one page
 * each (more only when more changed). Deletions of other record types move the mark but are not reported.
 */
export async function pollChanges(client: ErpClient, watermark: string, rows: RowOptions): Promise<TicketChanges & { tickets: ErpTicket[] }> {
  const w = decodeWatermark(watermark);
  if (!w) throw invalidInput('The poll position is not one this app handed out', [{ field: 'watermark', message: 'Reload the ticket list to start polling again.' }]);
  const since = (m: Mark) => m.at ?? undefined;
  const [tickets, deletions] = await Promise.all([
    collect(client.preview.tickets.all({ modifiedSince: since(w.tickets) }, { pageSize: 200 })),
    collect(client.preview.deletions.all(since(w.deletions), { pageSize: 200 })),
  ]);
  const t = advance(w.tickets, tickets, (r) => r.ticketNumber, instantOf);
  const d = advance(w.deletions, deletions, (r) => `${r.entityType ?? ''}:${r.key}`, (r) => r.deletedDate ?? null);
  return {
    changed: t.fresh.map((r) => toRow(r, rows)),
    tickets: t.fresh,
    removed: d.fresh.filter((r) => r.entityType === 'Ticket').map((r) => r.key),
    watermark: encodeWatermark({ tickets: t.mark, deletions: d.mark }),
  };
}

/** Queues with their policy, and counts over the open tickets (one read of all open tickets). */
export async function queuesWithCounts(client: ErpClient, rows: RowOptions): Promise<{ queues: Queue[]; computedAt: string }> {
  const [queues, open] = await Promise.all([collect(client.preview.tickets.queues()), collect(client.preview.tickets.all({ open: true }))]);
  const counted = open.filter((t) => !isFinished(t.status)).map((t) => toRow(t, rows));
  const count = (code: string, state?: string) => counted.filter((r) => r.queueCode === code && (!state || r.sla.state === state)).length;
  return {
    queues: queues.map((q) => ({
      code: q.code,
      name: q.name ?? null,
      isActive: q.isActive !== false,
      sla: (q.sla ?? []).map((s) => ({ priority: s.priority, responseHours: s.responseHours ?? 0, resolutionHours: s.resolutionHours ?? 0 })),
      openCount: count(q.code),
      breachingSoonCount: count(q.code, 'breachingSoon'),
      breachedCount: count(q.code, 'breached'),
    })),
    computedAt: rows.now.toISOString(),
  };
}

