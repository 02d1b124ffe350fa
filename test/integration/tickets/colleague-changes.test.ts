import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetail, UpdateResult } from '../../../src/shared/contract/tickets';
import { openTicket, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

const movable = (t: TicketDetail) => ['Triaged', 'Assigned', 'InProgress', 'WaitingCustomer', 'WaitingInternal', 'OnHold'].includes(t.status);
/** Statuses and priorities the ticket does not have yet, so each change is a real one. */
const otherStatuses = (t: TicketDetail) => ['WaitingCustomer', 'OnHold', 'WaitingInternal'].filter((s) => s !== t.status);
const otherPriorities = (t: TicketDetail) => ['Low', 'Normal', 'High', 'Critical'].filter((p) => p !== t.priority);
const read = (ticketNumber: string) => h.call<TicketDetail>('tickets.ticket', { ticketNumber });

describe('two agents change the same ticket', () => {
  it('keeps both changes when they changed different fields: the second is shown the first and sends only its own field', async () => {
    const opened = await openTicket(h, movable);
    const [priority] = otherPriorities(opened);
    const [status] = otherStatuses(opened);
    const mine = await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: opened.version, priority });
    expect(mine.outcome).toBe('updated');

    const theirs = await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: opened.version, status });
    expect(theirs.outcome).toBe('changed');
    if (theirs.outcome !== 'changed') return;
    expect(theirs.changedFields).toEqual(['priority']);
    expect(theirs.ticket).toMatchObject({ status: opened.status, priority });
    expect((await read(opened.ticketNumber)).status).toBe(opened.status);

    const again = await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: theirs.ticket.version, status });
    expect(again.outcome).toBe('updated');
    expect(await read(opened.ticketNumber)).toMatchObject({ status, priority });
  });

  it('tells the second agent when both changed the same field, and applies their choice only once they make it', async () => {
    const opened = await openTicket(h, movable);
    const [first, other] = otherStatuses(opened) as [string, string];
    await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: opened.version, status: first });

    const second = await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: opened.version, status: other });
    expect(second.outcome).toBe('changed');
    if (second.outcome !== 'changed') return;
    expect(second.changedFields).toContain('status');
    expect(second.ticket.status).toBe(first);
    expect((await read(opened.ticketNumber)).status).toBe(first);

    // The second agent chooses their own value: sent against the version they were shown.
    const chosen = await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: second.ticket.version, status: other });
    expect(chosen.outcome).toBe('updated');
    expect((await read(opened.ticketNumber)).status).toBe(other);
  });

  it('refuses a choice made on a version that moved again, instead of overwriting the newer change', async () => {
    const opened = await openTicket(h, movable);
    const [a, b, c] = otherPriorities(opened) as [string, string, string];
    await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: opened.version, priority: a });
    const shown = await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: opened.version, priority: b });
    if (shown.outcome !== 'changed') throw new Error('expected the change to be reported');
    await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: shown.ticket.version, priority: c });

    const late = await h.call<UpdateResult>('tickets.update', { ticketNumber: opened.ticketNumber, seenVersion: shown.ticket.version, priority: b });
    expect(late.outcome).toBe('changed');
    expect((await read(opened.ticketNumber)).priority).toBe(c);
  });
});
