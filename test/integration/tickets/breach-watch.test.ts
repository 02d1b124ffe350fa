import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../src/shared/contract';
import type { TicketChanges, TicketPage, Watch } from '../../../src/shared/contract/tickets';
import { startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

describe('breach warnings', () => {
  it('announces each ticket of a watched queue once per deadline as it enters the window, and none of other queues', async () => {
    const warned: EventPayload<'ticketBreachingSoon'>[] = [];
    h.core.ctx.events.subscribe((event, payload) => {
      if (event === 'ticketBreachingSoon') warned.push(payload as EventPayload<'ticketBreachingSoon'>);
    });
    const windowMinutes = 24 * 60;
    const soon = await h.call<TicketPage>('tickets.list', { queueCode: 'TECH', view: 'breachingSoon', windowMinutes, pageSize: 200 });
    expect(soon.items.length).toBeGreaterThan(0);
    const watch = await h.call<Watch>('tickets.watch', { queueCodes: ['TECH'], windowMinutes });
    expect(watch).toEqual({ queueCodes: ['TECH'], windowMinutes });
    expect(warned.map((w) => w.ticketNumber).sort()).toEqual(soon.items.map((r) => r.ticketNumber).sort());
    expect(warned.every((w) => w.queueCode === 'TECH' && w.minutesLeft < windowMinutes)).toBe(true);

    const polled = await h.call<TicketChanges>('tickets.changes', { watermark: soon.watermark });
    await h.call<TicketChanges>('tickets.changes', { watermark: polled.watermark });
    expect(warned).toHaveLength(soon.items.length);
  });
});
