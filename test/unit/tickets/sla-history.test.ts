import { describe, expect, it } from 'vitest';
import { outcomeOf, periodDays, slaHistoryOf, type SlaTicket } from '../../../src/main/services/tickets/sla-history';

/** Breached and at-risk tickets per queue and day (docs/api-assumptions.md 346), on constructed tickets. */
const OSLO = 'Europe/Oslo';
// 15 Nov 2026, 12:00 in Oslo (UTC+1).
const now = new Date('2026-11-15T11:00:00Z');
const ticket = (n: number, fields: Partial<SlaTicket>): SlaTicket => ({ ticketNumber: `T-${n}`, status: 'Resolved', queueCode: 'SUPPORT', ...fields });
const dayOf = (history: ReturnType<typeof slaHistoryOf>, queueCode: string, day: string) =>
  history.queues.find((q) => q.queueCode === queueCode)!.days.find((d) => d.day === day)!;

describe('the SLA history of the ticket queues', () => {
  it('covers 30 calendar days in the user’s zone, ending today there', () => {
    const days = periodDays(now, OSLO);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-17');
    expect(days[29]).toBe('2026-11-15');
    // 23:30 UTC on the 15th is already the 16th in Oslo.
    expect(periodDays(new Date('2026-11-15T23:30:00Z'), OSLO)[29]).toBe('2026-11-16');
    expect(periodDays(new Date('2026-11-15T23:30:00Z'), 'UTC')[29]).toBe('2026-11-15');
  });

  it('puts a deadline on the day it fell in the user’s zone, not in UTC', () => {
    // 23:30 UTC on 10 Nov is 00:30 on 11 Nov in Oslo; missed by resolving the next day.
    const t = ticket(1, { slaResolutionDue: '2026-11-10T23:30:00Z', resolvedAt: '2026-11-11T09:00:00Z', slaResolutionBreached: true });
    const oslo = slaHistoryOf([t], { now, timeZone: OSLO });
    expect(dayOf(oslo, 'SUPPORT', '2026-11-11')).toMatchObject({ breached: 1, missedResolution: 1 });
    expect(dayOf(oslo, 'SUPPORT', '2026-11-10').breached).toBe(0);
    const utc = slaHistoryOf([t], { now, timeZone: 'UTC' });
    expect(dayOf(utc, 'SUPPORT', '2026-11-10').breached).toBe(1);
  });

  it('counts a ticket that missed both deadlines once per day, and each deadline by kind', () => {
    const sameDay = ticket(1, {
      status: 'Closed',
      slaResponseDue: '2026-11-12T08:00:00Z',
      slaResolutionDue: '2026-11-12T16:00:00Z',
      firstResponseAt: '2026-11-12T09:00:00Z',
      resolvedAt: '2026-11-13T10:00:00Z',
      slaResponseBreached: true,
      slaResolutionBreached: true,
    });
    const twoDays = ticket(2, {
      slaResponseDue: '2026-11-12T08:00:00Z',
      slaResolutionDue: '2026-11-14T08:00:00Z',
      firstResponseAt: '2026-11-12T10:00:00Z',
      resolvedAt: '2026-11-14T12:00:00Z',
    });
    const h = slaHistoryOf([sameDay, twoDays], { now, timeZone: OSLO });
    expect(dayOf(h, 'SUPPORT', '2026-11-12')).toEqual({ day: '2026-11-12', deadlines: 3, breached: 2, atRisk: 0, missedResponse: 2, missedResolution: 1 });
    expect(dayOf(h, 'SUPPORT', '2026-11-14')).toEqual({ day: '2026-11-14', deadlines: 1, breached: 1, atRisk: 0, missedResponse: 0, missedResolution: 1 });
    expect(h.queues[0]!.days.reduce((n, d) => n + d.breached, 0)).toBe(3);
  });

  it('counts a deadline met within the window before it as at risk, and one met earlier not at all', () => {
    const narrow = ticket(1, { slaResolutionDue: '2026-11-13T12:00:00Z', resolvedAt: '2026-11-13T11:01:00Z' });
    const comfortable = ticket(2, { slaResolutionDue: '2026-11-13T12:00:00Z', resolvedAt: '2026-11-13T10:59:00Z' });
    const cancelled = ticket(3, { status: 'Cancelled', slaResolutionDue: '2026-11-13T12:00:00Z', closedAt: '2026-11-13T11:30:00Z' });
    const h = slaHistoryOf([narrow, comfortable, cancelled], { now, timeZone: OSLO });
    // Three deadlines fell; the cancelled ticket's is settled but never at risk.
    expect(dayOf(h, 'SUPPORT', '2026-11-13')).toMatchObject({ deadlines: 3, breached: 0, atRisk: 1 });
    // A wider window takes in the earlier one too.
    expect(dayOf(slaHistoryOf([narrow, comfortable], { now, timeZone: OSLO, windowMinutes: 120 }), 'SUPPORT', '2026-11-13').atRisk).toBe(2);
  });

  it('a breach wins over a near miss of the same ticket on the same day', () => {
    const t = ticket(1, {
      slaResponseDue: '2026-11-13T08:00:00Z',
      firstResponseAt: '2026-11-13T07:30:00Z',
      slaResolutionDue: '2026-11-13T16:00:00Z',
      resolvedAt: '2026-11-13T17:00:00Z',
    });
    expect(dayOf(slaHistoryOf([t], { now, timeZone: OSLO }), 'SUPPORT', '2026-11-13')).toMatchObject({ breached: 1, atRisk: 0, missedResolution: 1 });
  });

  it('reads open tickets against the clock: a passed deadline is missed even when the stored flag is old, a pending one counts only when breaching soon now', () => {
    const passed = ticket(1, { status: 'InProgress', slaResponseDue: '2026-11-15T09:00:00Z', slaResponseBreached: false });
    const soon = ticket(2, { status: 'New', slaResponseDue: '2026-11-15T11:30:00Z' });
    const lateSoon = ticket(3, { status: 'New', slaResponseDue: '2026-11-15T11:45:00Z', queueCode: 'TECH' });
    const later = ticket(4, { status: 'New', slaResponseDue: '2026-11-15T15:00:00Z' });
    const h = slaHistoryOf([passed, soon, lateSoon, later], { now, timeZone: OSLO });
    expect(dayOf(h, 'SUPPORT', '2026-11-15')).toEqual({ day: '2026-11-15', deadlines: 1, breached: 1, atRisk: 1, missedResponse: 1, missedResolution: 0 });
    expect(dayOf(h, 'TECH', '2026-11-15').atRisk).toBe(1);
    expect(outcomeOf(later, 'response', now.getTime(), 60)).toBeNull();
  });

  it('leaves out deadlines before the period and tickets without deadlines or a queue, and reports a queue with nothing', () => {
    const old = ticket(1, { slaResolutionDue: '2026-10-16T12:00:00Z', resolvedAt: '2026-10-17T12:00:00Z', slaResolutionBreached: true });
    const none = ticket(2, { status: 'Closed' });
    const noQueue = ticket(3, { queueCode: null, slaResolutionDue: '2026-11-13T12:00:00Z', resolvedAt: '2026-11-14T12:00:00Z' });
    const h = slaHistoryOf([old, none, noQueue], { now, timeZone: OSLO, queueCodes: ['RMA'] });
    expect(h.queues.map((q) => q.queueCode)).toEqual(['RMA', 'SUPPORT']);
    for (const q of h.queues) {
      expect(q.days).toHaveLength(30);
      expect(q.days.every((d) => d.deadlines === 0 && d.breached === 0 && d.atRisk === 0 && d.missedResponse === 0 && d.missedResolution === 0)).toBe(true);
    }
  });

  it('honours the ERP’s breach flag even when the instants say met', () => {
    const t = ticket(1, { slaResponseDue: '2026-11-13T08:00:00Z', firstResponseAt: '2026-11-13T07:00:00Z', slaResponseBreached: true });
    expect(outcomeOf(t, 'response', now.getTime(), 60)?.outcome).toBe('missed');
    // A finished ticket without a reply met its response deadline when it was resolved (row 114).
    const resolvedOnly = ticket(2, { slaResponseDue: '2026-11-13T08:00:00Z', resolvedAt: '2026-11-13T07:30:00Z' });
    expect(outcomeOf(resolvedOnly, 'response', now.getTime(), 60)?.outcome).toBe('atRisk');
  });
});
