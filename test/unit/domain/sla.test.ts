import { describe, expect, it } from 'vitest';
import { byNextDeadline, breachWarningKey, nextDeadline, slaOf, type SlaFields } from '../../../src/shared/domain/sla';
import { nextStatuses } from '../../../src/shared/domain/ticket-status';

const now = new Date('2025-03-10T12:00:00.000Z');
const ticket = (over: Partial<SlaFields> = {}): SlaFields => ({
  status: 'InProgress',
  firstResponseAt: null,
  resolvedAt: null,
  slaResponseDue: '2025-03-10T14:00:00.000Z',
  slaResolutionDue: '2025-03-11T12:00:00.000Z',
  slaResponseBreached: false,
  slaResolutionBreached: false,
  ...over,
});

describe('next SLA deadline', () => {
  it('is the response due while nobody answered', () => {
    expect(nextDeadline(ticket())).toEqual({ kind: 'response', due: '2025-03-10T14:00:00.000Z' });
  });

  it('moves to the resolution due once answered', () => {
    expect(nextDeadline(ticket({ firstResponseAt: '2025-03-10T11:00:00Z' }))).toEqual({ kind: 'resolution', due: '2025-03-11T12:00:00.000Z' });
  });

  it('is the sooner of the two even when resolution comes first (a policy row with a short resolution)', () => {
    expect(nextDeadline(ticket({ slaResolutionDue: '2025-03-10T13:00:00.000Z' }))?.kind).toBe('resolution');
  });

  it('is none for a finished ticket', () => {
    expect(nextDeadline(ticket({ status: 'Resolved', resolvedAt: '2025-03-10T10:00:00Z' }))).toBeNull();
    expect(slaOf(ticket({ status: 'Closed' }), now).state).toBe('met');
  });
});

describe('SLA state', () => {
  it('is ok further off than the window, breaching soon inside it, breached once passed', () => {
    expect(slaOf(ticket(), now, 60)).toMatchObject({ state: 'ok', minutesLeft: 120 });
    expect(slaOf(ticket(), now, 180)).toMatchObject({ state: 'breachingSoon', minutesLeft: 120 });
    const late = slaOf(ticket(), new Date('2025-03-10T14:00:30Z'), 60);
    expect(late).toMatchObject({ state: 'breached', responseBreached: true, resolutionBreached: false });
  });

  it("honours the ERP's breach flag even when this clock is behind", () => {
    expect(slaOf(ticket({ slaResponseBreached: true }), now).state).toBe('breached');
  });

  it('is none without a policy', () => {
    expect(slaOf(ticket({ slaResponseDue: null, slaResolutionDue: null }), now)).toMatchObject({ state: 'none', nextDeadline: null });
  });
});

describe('ordering by next deadline', () => {
  it('puts the soonest deadline first and tickets without one last, ties by number', () => {
    const row = (ticketNumber: string, over: Partial<SlaFields>) => ({ ticketNumber, sla: slaOf(ticket(over), now) });
    const rows = [
      row('TCK-000004', { status: 'Resolved' }),
      row('TCK-000003', { slaResponseDue: '2025-03-10T13:00:00.000Z' }),
      row('TCK-000002', {}),
      row('TCK-000001', {}),
    ];
    expect(rows.sort(byNextDeadline).map((r) => r.ticketNumber)).toEqual(['TCK-000003', 'TCK-000001', 'TCK-000002', 'TCK-000004']);
  });

  it('warns again when a due time moves', () => {
    expect(breachWarningKey('TCK-1', { kind: 'response', due: 'a' })).not.toBe(breachWarningKey('TCK-1', { kind: 'response', due: 'b' }));
  });
});

describe('ticket moves', () => {
  it('never offers New, offers resolve and cancel while unfinished, close and reopen once resolved, nothing once closed', () => {
    expect(nextStatuses('New')).toEqual(['Triaged', 'Assigned', 'InProgress', 'WaitingCustomer', 'WaitingInternal', 'OnHold', 'Resolved', 'Cancelled']);
    expect(nextStatuses('Resolved')).toContain('Closed');
    expect(nextStatuses('Resolved')).not.toContain('Cancelled');
    expect(nextStatuses('Closed')).toEqual([]);
  });
});
