import { describe, expect, it } from 'vitest';
import type { Sla } from '@shared/contract/tickets';
import { deadlineOf, deadlineText, rowDeadline } from '../../../src/renderer/src/workspaces/tickets/deadlines';

const now = new Date('2026-11-23T12:00:00Z');
const sla = (over: Partial<Sla> = {}): Sla => ({
  responseDue: '2026-11-23T12:30:00Z',
  resolutionDue: '2026-11-26T12:00:00Z',
  responseBreached: false,
  resolutionBreached: false,
  nextDeadline: null,
  state: 'ok',
  minutesLeft: null,
  computedAt: now.toISOString(),
  ...over,
});
const ticket = (over: { status?: string; firstResponseAt?: string | null; resolvedAt?: string | null; sla?: Sla } = {}) => ({
  status: 'InProgress',
  firstResponseAt: null,
  resolvedAt: null,
  sla: sla(),
  ...over,
});

describe('ticket deadlines on screen', () => {
  it('counts down a pending deadline and warns inside the window', () => {
    expect(deadlineOf('response', ticket(), now, 60)).toMatchObject({ state: 'breachingSoon', minutesLeft: 30 });
    expect(deadlineOf('resolution', ticket(), now, 60)).toMatchObject({ state: 'ok', minutesLeft: 4320 });
    expect(deadlineText(deadlineOf('response', ticket(), now, 60), now)).toMatch(/ · in 30 min$/);
  });

  it('keeps a missed deadline breached after it was met late and the ticket was resolved', () => {
    const late = ticket({
      status: 'Resolved',
      firstResponseAt: '2026-11-23T13:00:00Z',
      resolvedAt: '2026-11-23T13:00:00Z',
      sla: sla({ responseBreached: true }),
    });
    expect(deadlineOf('response', late, now, 60).state).toBe('breached');
    expect(deadlineOf('resolution', late, now, 60).state).toBe('met');
  });

  it('treats a passed due time as breached even before the ERP flag flips', () => {
    const view = deadlineOf('response', ticket(), new Date('2026-11-23T15:15:00Z'), 60);
    expect(view.state).toBe('breached');
    expect(deadlineText(view, new Date('2026-11-23T15:15:00Z'))).toBe('Breached 2 h 45 min ago');
  });

  it('says so when the queue has no policy for the priority', () => {
    expect(deadlineOf('response', ticket({ sla: sla({ responseDue: null }) }), now, 60).state).toBe('none');
  });

  it('shows a row the breach first, else the sooner pending deadline, else met', () => {
    expect(rowDeadline(ticket(), now, 60)).toMatchObject({ kind: 'response', view: { state: 'breachingSoon' } });
    // Answered in time: the resolution is what is left.
    expect(rowDeadline(ticket({ firstResponseAt: '2026-11-23T11:00:00Z' }), now, 60)).toMatchObject({ kind: 'resolution', view: { state: 'ok' } });
    // Answered late, resolution still days off: the breach stays in sight.
    const late = ticket({ firstResponseAt: '2026-11-23T13:00:00Z', sla: sla({ responseBreached: true }) });
    expect(rowDeadline(late, now, 60)).toMatchObject({ kind: 'response', view: { state: 'breached' } });
    // Both missed: the one missed first.
    const both = ticket({ sla: sla({ responseBreached: true, resolutionBreached: true, resolutionDue: '2026-11-23T10:00:00Z' }) });
    expect(rowDeadline(both, now, 60).kind).toBe('resolution');
    const done = ticket({ status: 'Resolved', firstResponseAt: '2026-11-23T11:00:00Z', resolvedAt: '2026-11-23T11:30:00Z' });
    expect(rowDeadline(done, now, 60).view.state).toBe('met');
  });
});
