import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue, TicketChanges, TicketDetail, TicketPage } from '../../../src/shared/contract/tickets';
import { collect } from '../../../src/main/erp/paging';
import { customerWrites, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

const due = (r: TicketPage['items'][number]) => (r.sla.nextDeadline ? Date.parse(r.sla.nextDeadline.due) : Infinity);

describe('the ticket queue', () => {
  it('lists open tickets soonest next deadline first, paged, and the breaching views hold only their state', async () => {
    const first = await h.call<TicketPage>('tickets.list', { pageSize: 40 });
    expect(first.totalCount).toBeGreaterThan(40);
    expect(first.items).toHaveLength(40);
    const second = await h.call<TicketPage>('tickets.list', { pageSize: 40, page: 2 });
    const all = [...first.items, ...second.items];
    expect(all.every((r) => !['Resolved', 'Closed', 'Cancelled'].includes(r.status))).toBe(true);
    for (let i = 1; i < all.length; i++) expect(due(all[i]!)).toBeGreaterThanOrEqual(due(all[i - 1]!));
    // The next deadline is the sooner of the unmet ones.
    for (const r of all.filter((x) => !x.firstResponseAt && x.sla.responseDue && x.sla.resolutionDue)) {
      expect(r.sla.nextDeadline!.due).toBe([r.sla.responseDue!, r.sla.resolutionDue!].sort((a, b) => Date.parse(a) - Date.parse(b))[0]);
    }
    const breached = await h.call<TicketPage>('tickets.list', { view: 'breached', pageSize: 200 });
    expect(breached.items.length).toBeGreaterThan(0);
    expect(breached.items.every((r) => r.sla.state === 'breached')).toBe(true);
    const soon = await h.call<TicketPage>('tickets.list', { view: 'breachingSoon', windowMinutes: 24 * 60, pageSize: 200 });
    expect(soon.items.every((r) => r.sla.state === 'breachingSoon' && r.sla.minutesLeft! < 24 * 60 && r.sla.minutesLeft! >= 0)).toBe(true);
  });

  it('filters by queue and priority on the ERP and counts open tickets per queue', async () => {
    const { queues } = await h.call<{ queues: Queue[] }>('tickets.queues', {});
    const support = queues.find((q) => q.code === 'SUPPORT')!;
    expect(support.sla.map((s) => s.priority)).toEqual(['Critical', 'High', 'Normal', 'Low']);
    const inQueue = await h.call<TicketPage>('tickets.list', { queueCode: 'SUPPORT', pageSize: 1 });
    expect(support.openCount).toBe(inQueue.totalCount);
    const critical = await h.call<TicketPage>('tickets.list', { queueCode: 'TECH', priority: 'critical', pageSize: 200 });
    expect(critical.items.every((r) => r.queueCode === 'TECH' && r.priority === 'Critical')).toBe(true);
  });

  it('polls with one small call per resource when nothing changed, and reports a ticket a customer wrote on', async () => {
    const page = await h.call<TicketPage>('tickets.list', { pageSize: 5 });
    const { client } = await h.core.ctx.connection.activeClient();
    // The first poll reads the deletions up to now once; from then on an unchanged ERP costs one page each.
    const settled = await h.call<TicketChanges>('tickets.changes', { watermark: page.watermark });
    client.resetStats();
    const quiet = await h.call<TicketChanges>('tickets.changes', { watermark: settled.watermark });
    expect(quiet).toMatchObject({ changed: [], removed: [] });
    expect(client.stats()).toMatchObject({ calls: 2, requests: 2 });
    expect(client.stats().bodyBytesReceived).toBeLessThan(4000);
    const again = await h.call<TicketChanges>('tickets.changes', { watermark: quiet.watermark });
    expect(again.changed).toEqual([]);

    const target = page.items[0]!;
    await customerWrites(h, target.ticketNumber, 'Any news on this?');
    const moved = await h.call<TicketChanges>('tickets.changes', { watermark: again.watermark });
    expect(moved.changed.map((r) => r.ticketNumber)).toEqual([target.ticketNumber]);
    const detail = await h.call<TicketDetail>('tickets.ticket', { ticketNumber: target.ticketNumber });
    expect(detail.messages.at(-1)).toMatchObject({ authorType: 'Customer', body: 'Any news on this?', isInternal: false });
    expect((await h.call<TicketChanges>('tickets.changes', { watermark: moved.watermark })).changed).toEqual([]);
  });

  it('answers pages from the index kept in main: a repeat costs the two delta calls, and filters match the ERP', async () => {
    await h.call<TicketPage>('tickets.list', { pageSize: 5 });
    const { client } = await h.core.ctx.connection.activeClient();
    client.resetStats();
    const page = await h.call<TicketPage>('tickets.list', { pageSize: 5, page: 3, sort: 'newest' });
    // Not a read of every ticket: modifiedSince and deletions, nothing changed.
    expect(client.stats().requests).toBe(2);
    expect(page.items).toHaveLength(5);

    for (const query of [
      { search: 'tck-1000' },
      { priority: 'HIGH', open: true },
      { status: 'resolved' },
      { queueCode: 'TECH', type: 'support' },
      { open: false },
    ]) {
      const erp = await collect(client.preview.tickets.all(query));
      const ours = await h.call<TicketPage>('tickets.list', { ...query, open: 'open' in query ? query.open : null, sort: 'ticketNumber', pageSize: 200 });
      expect(
        ours.items.map((r) => r.ticketNumber),
        JSON.stringify(query),
      ).toEqual(erp.slice(0, 200).map((t) => t.ticketNumber));
      expect(ours.totalCount).toBe(erp.length);
    }

    // A change in the ERP is in the next page read.
    const target = page.items[0]!;
    await customerWrites(h, target.ticketNumber, 'Is this in the index?');
    const after = await h.call<TicketPage>('tickets.list', { search: target.ticketNumber, open: null });
    expect(after.items[0]!.modifiedDate).not.toBe(target.modifiedDate);
  });
});
