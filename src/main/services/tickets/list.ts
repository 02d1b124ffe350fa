import type { Queue, TicketChanges, TicketPage, ticketFilterSchema } from '@shared/contract/tickets';
import type { z } from 'zod';
import { BREACHING_SOON_MINUTES } from '@shared/domain/sla';
import { invalidInput } from '@shared/errors';
import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';
import type { ErpTicket, ErpTicketQueue } from '../../erp/preview/tickets';
import { isUnreachable, withStoredRows, type TicketReplica } from './ticket-replica';
import { toRow, type RowOptions } from './rows';
import { deletionsSince } from '../shared/delta-mark';
import { advanceDeletions, advanceTickets, decodeWatermark, encodeWatermark, type Mark } from './watermark';

type Filter = z.output<typeof ticketFilterSchema>;

/**
 * The page is a query on the connection's ticket replica (kept current by the delta poll): the
 * filters, the SLA view at this instant and the order are SQL over stored columns, so neither
 * the ERP nor main's heap holds every matching ticket for a page.
 */
export async function listTickets(replica: TicketReplica, filter: Filter, rows: RowOptions): Promise<TicketPage> {
  const { asOf } = await replica.current();
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
  const selection = { query, view: filter.view, now: options.now, windowMinutes: options.windowMinutes ?? BREACHING_SOON_MINUTES };
  const { tickets, totalCount } = replica.table.page(selection, filter.sort, (filter.page - 1) * filter.pageSize, filter.pageSize);
  return {
    items: tickets.map((t) => toRow(t, options)),
    totalCount,
    page: filter.page,
    pageSize: filter.pageSize,
    watermark: encodeWatermark(replica.watermark()),
    ...(asOf ? { asOf } : {}),
  };
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
    deletionsSince(client, w.deletions),
  ]);
  const t = advanceTickets(w.tickets, tickets);
  const d = advanceDeletions(w.deletions, deletions);
  return {
    changed: t.fresh.map((r) => toRow(r, rows)),
    tickets: t.fresh,
    removed: d.removed,
    watermark: encodeWatermark({ tickets: t.mark, deletions: d.mark }),
  };
}

/** The queue list last read per replica, so counts can still be named while the ERP cannot be reached. */
const lastQueues = new WeakMap<TicketReplica, ErpTicketQueue[]>();

/**
 * Queues with their policy, and counts over the open tickets of the replica. When the ERP cannot
 * be reached, the queues last read (or, after a restart, the queue codes of the stored tickets)
 * answer with the counts as of the last completed sync.
 */
export async function queuesWithCounts(
  client: ErpClient,
  replica: TicketReplica,
  rows: RowOptions,
): Promise<{ queues: Queue[]; computedAt: string; asOf?: string }> {
  const [read, { asOf }] = await Promise.all([
    withStoredRows(
      () => replica.lastSynced(),
      () => collect(client.preview.tickets.queues()),
    ).then(
      (queues) => ({ queues }),
      (error: unknown) => ({ error }),
    ),
    replica.current(),
  ]);
  const counted = replica.table.queueCounts(rows.now, rows.windowMinutes ?? BREACHING_SOON_MINUTES);
  let queues: ErpTicketQueue[];
  if ('queues' in read) {
    queues = read.queues;
    lastQueues.set(replica, queues);
  } else {
    if (!asOf || !isUnreachable(read.error)) throw read.error;
    queues = lastQueues.get(replica) ?? counted.map((c): ErpTicketQueue => ({ code: c.queueCode }));
  }
  const counts = new Map(counted.map((c) => [c.queueCode, c]));
  return {
    ...(asOf ? { asOf } : {}),
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
