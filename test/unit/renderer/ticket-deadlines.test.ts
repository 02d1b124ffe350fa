import { describe, expect, it } from 'vitest';
import type { Sla } from '@shared/contract/tickets';
import { deadlineOf, deadlineText, duration } from '../../../src/renderer/src/workspaces/tickets/deadlines';

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
    expect(deadlineText(deadlineOf('response', ticket(), now, 60))).toBe('Due in 30 min');
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
    const view = deadlineOf('response', ticket(), new Date('2026-11-23T14:45:00Z'), 60);
    expect(view.state).toBe('breached');
    expect(deadlineText(view)).toBe('Breached 2 h 15 min ago');
    expect(deadlineText(view, true)).toBe('Breached');
  });

  it('says so when the queue has no policy for the priority', () => {
    expect(deadlineOf('response', ticket({ sla: sla({ responseDue: null }) }), now, 60).state).toBe('none');
  });

  it('writes durations in the two largest units', () => {
    expect(duration(45)).toBe('45 min');
    expect(duration(-185)).toBe('3 h 5 min');
    expect(duration(60 * 52)).toBe('2 d 4 h');
  });
});
