import { describe, expect, it } from 'vitest';
import { AlertRules, type AlertCheck } from '../../../src/main/services/tickets/alert-rules';
import type { ErpTicket, ErpTicketComment } from '../../../src/main/erp/preview/tickets';
import { alertQueueCodes } from '../../../src/shared/domain/ticket-alerts';

const at = (iso: string) => new Date(iso);
const ticket = (n: string, over: Partial<ErpTicket> = {}): ErpTicket =>
  ({
    ticketNumber: n,
    status: 'InProgress',
    queueCode: 'TECH',
    title: `Ticket ${n}`,
    priority: 'High',
    slaResponseDue: '2026-03-01T12:00:00Z',
    slaResolutionDue: '2026-03-03T12:00:00Z',
    firstResponseAt: null,
    resolvedAt: null,
    ...over,
  }) as ErpTicket;
const comment = (id: string, ticketNumber: string, createdDate: string, over: Partial<ErpTicketComment> = {}): ErpTicketComment =>
  ({ id, ticketNumber, authorType: 'Customer', body: 'Hello', isInternal: false, createdDate, ...over }) as ErpTicketComment;

function checker() {
  const rules = new AlertRules();
  return (over: Partial<AlertCheck>) =>
    rules.check({
      tickets: [],
      queueCodes: ['TECH'],
      windowMinutes: 60,
      newComments: [],
      now: at('2026-03-01T10:00:00Z'),
      erpMark: '2026-03-01T10:00:00Z',
      ...over,
    });
}

describe('which ticket events notify', () => {
  it('a deadline entering the window notifies once; a moved deadline again', () => {
    const check = checker();
    const t = ticket('T1');
    expect(check({ tickets: [t], now: at('2026-03-01T10:30:00Z') })).toEqual([]);
    expect(check({ tickets: [t], now: at('2026-03-01T11:10:00Z') })).toEqual([
      expect.objectContaining({ kind: 'breachingSoon', ticketNumber: 'T1', minutesLeft: 50 }),
    ]);
    expect(check({ tickets: [t], now: at('2026-03-01T11:20:00Z') })).toEqual([]);
    const moved = ticket('T1', { slaResponseDue: '2026-03-01T11:50:00Z' });
    expect(check({ tickets: [moved], now: at('2026-03-01T11:21:00Z') }).map((a) => a.kind)).toEqual(['breachingSoon']);
  });

  it('a deadline passing while watched notifies once; one already passed when the watch started does not', () => {
    const check = checker();
    const old = ticket('OLD', { slaResponseDue: '2026-03-01T08:00:00Z' });
    const t = ticket('T2', { slaResponseDue: '2026-03-01T12:00:00Z', slaResolutionDue: '2026-03-09T12:00:00Z' });
    check({ tickets: [old, t], now: at('2026-03-01T10:00:00Z') });
    check({ tickets: [old, t], now: at('2026-03-01T11:30:00Z') });
    const passed = check({ tickets: [old, t], now: at('2026-03-01T12:05:00Z') });
    expect(passed).toEqual([
      expect.objectContaining({ kind: 'breached', ticketNumber: 'T2', minutesLeft: -5, deadline: { kind: 'response', due: '2026-03-01T12:00:00Z' } }),
    ]);
    expect(check({ tickets: [old, t], now: at('2026-03-01T12:10:00Z') })).toEqual([]);
  });

  it('a customer message written after the watch started notifies once; agents, internal notes, older messages and other queues do not', () => {
    const check = checker();
    const t = ticket('T3', { slaResponseDue: null, slaResolutionDue: null });
    const elsewhere = ticket('T4', { queueCode: 'SUPPORT', slaResponseDue: null, slaResolutionDue: null });
    const before = comment('c0', 'T3', '2026-03-01T09:00:00Z');
    expect(check({ tickets: [t, elsewhere], newComments: [before], erpMark: '2026-03-01T10:00:00Z' })).toEqual([]);
    const newComments = [
      before,
      comment('c1', 'T3', '2026-03-01T10:05:00Z', { body: 'Still   broken\nafter the update' }),
      comment('c2', 'T3', '2026-03-01T10:06:00Z', { authorType: 'Agent' }),
      comment('c3', 'T3', '2026-03-01T10:07:00Z', { isInternal: true }),
      comment('c4', 'T4', '2026-03-01T10:08:00Z'),
    ];
    const alerts = check({ tickets: [t, elsewhere], newComments, now: at('2026-03-01T10:10:00Z'), erpMark: '2026-03-01T10:08:00Z' });
    expect(alerts).toEqual([expect.objectContaining({ kind: 'customerMessage', ticketNumber: 'T3', excerpt: 'Still broken after the update' })]);
    expect(check({ tickets: [t, elsewhere], newComments, now: at('2026-03-01T10:11:00Z') })).toEqual([]);
  });

  it('finished tickets and a reset watch stay quiet about what already happened', () => {
    const check = checker();
    const done = ticket('T5', { status: 'Resolved', slaResponseDue: '2026-03-01T10:20:00Z' });
    expect(check({ tickets: [done], now: at('2026-03-01T10:00:00Z') })).toEqual([]);
    expect(check({ tickets: [done], now: at('2026-03-01T10:30:00Z') })).toEqual([]);
  });
});

describe('the queues an agent chose for alerts', () => {
  const queues = [{ code: 'TECH', isActive: true }, { code: 'RMA', isActive: true }, { code: 'OLD', isActive: false }, { code: 'FIELD' }];

  it('are every active queue until the agent chooses, then only the chosen active ones', () => {
    expect(alertQueueCodes(null, queues)).toEqual(['TECH', 'RMA', 'FIELD']);
    expect(alertQueueCodes(['RMA', 'OLD'], queues)).toEqual(['RMA']);
    expect(alertQueueCodes([], queues)).toEqual([]);
  });

  it('raise alerts for their tickets only', () => {
    const check = checker();
    const tech = ticket('T1', { slaResponseDue: '2026-03-01T10:30:00Z' });
    const rma = ticket('R1', { queueCode: 'RMA', slaResponseDue: '2026-03-01T10:30:00Z' });
    const alerts = check({ tickets: [tech, rma], queueCodes: alertQueueCodes(['RMA'], queues) });
    expect(alerts.map((a) => a.ticketNumber)).toEqual(['R1']);
    expect(check({ tickets: [tech, rma], queueCodes: alertQueueCodes([], queues) })).toEqual([]);
  });
});
