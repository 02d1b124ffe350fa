import type { Queue, TicketChanges, TicketPage, ticketFilterSchema } from '@shared/contract/tickets';
import type { z } from 'zod';
import { isFinished, nextDeadline, slaOf } from '@shared/domain/sla';
import { invalidInput } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import { matchesTicketQuery, type ErpTicket } from '../../erp/preview/tickets';
import type { TicketIndex } from './ticket-index';
import { toRow, type RowOptions } from './rows';
import { advance, decodeWatermark, encodeWatermark, type Mark } from './watermark';

type Filter = z.output<typeof ticketFilterSchema>;

const instantOf = (t: ErpTicket) => t.modifiedDate ?? t.createdDate ?? null;

/**
 * The page is cut from the connection's ticket index (kept current by the delta poll): the
 * deadline order and the SLA views need every match, which would otherwise mean reading every
 * matching ticket from the ERP for each page.
 */
export async function listTickets(index: TicketIndex, filter: Filter, rows: RowOptions): Promise<TicketPage> {
  await index.sync();
  const query = {
    search: filter.search || undefined,
    status: filter.status || undefined,
    priority: filter.priority || undefined,
    type: filter.type || undefined,
    customerNumber: filter.customerNumber || undefined,
    queueCode: filter.queueCode || undefined,
    open: filter.open ?? undefined,
  };
  const options = { ...rows, windowMinutes: filter.windowMinutes ?? rows.windowMinutes };
  // Rows (SLA at this instant) only where needed: for the view, and for the page itself.
  const matching: ErpTicket[] = [];
  for (const t of index.all()) {
    if (!matchesTicketQuery(t, query)) continue;
    if (filter.view === 'all' || slaOf(t, options.now, options.windowMinutes).state === filter.view) matching.push(t);
  }
  const start = (filter.page - 1) * filter.pageSize;
  return {
    items: sortTickets(matching, filter.sort)
      .slice(start, start + filter.pageSize)
      .map((t) => toRow(t, options)),
    totalCount: matching.length,
    page: filter.page,
    pageSize: filter.pageSize,
    watermark: encodeWatermark(index.watermark()),
  };
}

/** The sort key of each ticket computed once (not in every comparison): thousands of tickets sort in a few ms. */
function sortTickets(tickets: ErpTicket[], sort: Filter['sort']): ErpTicket[] {
  const keyed = tickets.map((t) => ({ t, n: t.ticketNumber, k: sortKey(t, sort) }));
  const byNumber = (a: { n: string }, b: { n: string }) => (a.n < b.n ? -1 : a.n > b.n ? 1 : 0);
  // nextDeadline ascending; newest and recentlyChanged descending; equal keys by ticket number.
  const sign = sort === 'newest' || sort === 'recentlyChanged' ? -1 : 1;
  keyed.sort((a, b) => (a.k !== b.k ? (a.k < b.k ? -sign : sign) : byNumber(a, b)));
  return keyed.map((x) => x.t);
}

function sortKey(t: ErpTicket, sort: Filter['sort']): number {
  if (sort === 'ticketNumber') return 0;
  if (sort === 'newest') return t.createdDate ? Date.parse(t.createdDate) : Number.NEGATIVE_INFINITY;
  if (sort === 'recentlyChanged') return t.modifiedDate ? Date.parse(t.modifiedDate) : Number.NEGATIVE_INFINITY;
  const next = nextDeadline(t);
  return next ? Date.parse(next.due) : Number.POSITIVE_INFINITY;
}

/**
 * The delta poll: tickets modified since the mark and deletion records since the mark, one page
 * each (more only when more changed). Deletions of other record types move the mark but are not reported.
 */
export async function pollChanges(client: ErpClient, watermark: string, rows: RowOptions): Promise<TicketChanges & { tickets: ErpTicket[] }> {
  const w = decodeWatermark(watermark);
  if (!w)
    throw invalidInput('The poll position is not one this app handed out', [{ field: 'watermark', message: 'Reload the ticket list to start polling again.' }]);
  const since = (m: Mark) => m.at ?? undefined;
  const [tickets, deletions] = await Promise.all([
    collect(client.preview.tickets.all({ modifiedSince: since(w.tickets) }, { pageSize: 200 })),
    collect(client.preview.deletions.all(since(w.deletions), { pageSize: 200 })),
  ]);
  const t = advance(w.tickets, tickets, (r) => r.ticketNumber, instantOf);
  const d = advance(
    w.deletions,
    deletions,
    (r) => `${r.entityType ?? ''}:${r.key}`,
    (r) => r.deletedDate ?? null,
  );
  return {
    changed: t.fresh.map((r) => toRow(r, rows)),
    tickets: t.fresh,
    removed: d.fresh.filter((r) => r.entityType === 'Ticket').map((r) => r.key),
    watermark: encodeWatermark({ tickets: t.mark, deletions: d.mark }),
  };
}

/** Queues with their policy, and counts over the open tickets of the index. */
export async function queuesWithCounts(client: ErpClient, index: TicketIndex, rows: RowOptions): Promise<{ queues: Queue[]; computedAt: string }> {
  const [queues] = await Promise.all([collect(client.preview.tickets.queues()), index.sync()]);
  const counts = new Map<string, { open: number; breachingSoon: number; breached: number }>();
  for (const t of index.all()) {
    if (isFinished(t.status) || !t.queueCode) continue;
    const c = counts.get(t.queueCode) ?? { open: 0, breachingSoon: 0, breached: 0 };
    const state = slaOf(t, rows.now, rows.windowMinutes).state;
    c.open++;
    if (state === 'breachingSoon') c.breachingSoon++;
    if (state === 'breached') c.breached++;
    counts.set(t.queueCode, c);
  }
  return {
    queues: queues.map((q) => ({
      code: q.code,
      name: q.name ?? null,
      isActive: q.isActive !== false,
      sla: (q.sla ?? []).map((s) => ({ priority: s.priority, responseHours: s.responseHours ?? 0, resolutionHours: s.resolutionHours ?? 0 })),
      openCount: counts.get(q.code)?.open ?? 0,
      breachingSoonCount: counts.get(q.code)?.breachingSoon ?? 0,
      breachedCount: counts.get(q.code)?.breached ?? 0,
    })),
    computedAt: rows.now.toISOString(),
  };
}
