import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../src/shared/contract';
import type { TicketDetail, TicketPage, Watch } from '../../../src/shared/contract/tickets';
import { customerWrites, newOperationId, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

describe('ticket alerts from the poll in main', () => {
  it('announces tickets of a watched queue about to breach once per deadline, and a customer writing, none of other queues', async () => {
    const alerts: EventPayload<'ticketAlert'>[] = [];
    h.core.ctx.events.subscribe((event, payload) => {
      if (event === 'ticketAlert') alerts.push(payload as EventPayload<'ticketAlert'>);
    });
    const windowMinutes = 24 * 60;
    // One made now: its response is due in four hours whatever the time of day. The seeded tickets'
    // deadlines hang off the start of the day, so late in the day none of TECH's may be left due.
    const fresh = await h.call<TicketDetail>('tickets.create', {
      operationId: newOperationId(),
      title: 'Display flickers after the update',
      description: 'Raised by the breach-watch test.',
      queueCode: 'TECH',
      priority: 'High',
    });
    const soon = await h.call<TicketPage>('tickets.list', { queueCode: 'TECH', view: 'breachingSoon', windowMinutes, pageSize: 200 });
    expect(soon.items.map((t) => t.ticketNumber)).toContain(fresh.ticketNumber);
    const watch = await h.call<Watch>('tickets.watch', { queueCodes: ['TECH'], windowMinutes });
    expect(watch).toEqual({ queueCodes: ['TECH'], windowMinutes });
    expect(alerts.map((w) => w.ticketNumber).sort()).toEqual(soon.items.map((r) => r.ticketNumber).sort());
    expect(alerts.every((w) => w.kind === 'breachingSoon' && w.queueCode === 'TECH' && w.minutesLeft! < windowMinutes)).toBe(true);

    // The timer's next looks: nothing new, nothing said twice.
    const watcher = h.core.ctx.ticketWatch;
    await watcher.look();
    await watcher.look();
    expect(alerts).toHaveLength(soon.items.length);

    const [tech] = (await h.call<TicketPage>('tickets.list', { queueCode: 'TECH', pageSize: 1 })).items;
    const [other] = (await h.call<TicketPage>('tickets.list', { queueCode: 'SUPPORT', pageSize: 1 })).items;
    await customerWrites(h, tech!.ticketNumber, 'The unit is still beeping.');
    await customerWrites(h, other!.ticketNumber, 'Not in a watched queue.');
    await watcher.look();
    const messages = alerts.filter((a) => a.kind === 'customerMessage');
    expect(messages).toEqual([expect.objectContaining({ ticketNumber: tech!.ticketNumber, excerpt: 'The unit is still beeping.' })]);
    await watcher.look();
    expect(alerts.filter((a) => a.kind === 'customerMessage')).toHaveLength(1);
  });
});
