import type { SlaDay, SlaHistory } from '@shared/contract/ticket-sla';
import { dateTimeFormat } from '@shared/domain/intl-formats';
import { BREACHING_SOON_MINUTES, isFinished, slaOf, type DeadlineKind, type SlaFields } from '@shared/domain/sla';
import type { HandlerGroup } from '../../hosts/dispatcher';
import type { TicketReplica } from './ticket-replica';

const DAY_MS = 86_400_000;
/** The days the history covers, today included. */
export const SLA_HISTORY_DAYS = 30;

export interface SlaTicket extends SlaFields {
  ticketNumber: string;
  queueCode?: string | null;
  closedAt?: string | null;
}

export interface SlaHistoryOptions {
  now: Date;
  timeZone: string;
  windowMinutes?: number;
  /** Queues reported even when nothing of theirs fell in the period. */
  queueCodes?: readonly string[];
  days?: number;
}

type Outcome = 'missed' | 'atRisk' | 'met';

/** The calendar day of an instant in the zone, YYYY-MM-DD. */
export function dayIn(instant: number, timeZone: string): string {
  return dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(instant));
}

/** The period's days in the zone, oldest first, ending today. */
export function periodDays(now: Date, timeZone: string, days = SLA_HISTORY_DAYS): string[] {
  const today = Date.parse(`${dayIn(now.getTime(), timeZone)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * When a deadline was met as the ERP reads it (row 114): the first response, else the finish of
 * a finished ticket; resolution by resolving, else closing. Null while still unmet.
 */
function metAt(t: SlaTicket, kind: DeadlineKind): number | null {
  const finishedAt = t.resolvedAt ?? t.closedAt ?? null;
  const at = kind === 'response' ? (t.firstResponseAt ?? (isFinished(t.status) ? finishedAt : null)) : isFinished(t.status) ? finishedAt : null;
  const ms = at ? Date.parse(at) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/**
 * One deadline settled by `now` (docs/api-assumptions.md 346): missed when the ERP flags it or
 * it passed unmet; at risk when met less than the window before it (a cancellation meets
 * nothing, so it is never at risk); null while still pending.
 */
export function outcomeOf(t: SlaTicket, kind: DeadlineKind, now: number, windowMinutes: number): { due: number; outcome: Outcome } | null {
  const dueText = kind === 'response' ? t.slaResponseDue : t.slaResolutionDue;
  const due = dueText ? Date.parse(dueText) : NaN;
  if (Number.isNaN(due)) return null;
  const flagged = (kind === 'response' ? t.slaResponseBreached : t.slaResolutionBreached) === true;
  const met = metAt(t, kind);
  if (flagged || (met ?? now) > due) return { due, outcome: 'missed' };
  if (met === null) return null;
  const narrow = t.status !== 'Cancelled' && Math.floor((due - met) / 60_000) < windowMinutes;
  return { due, outcome: narrow ? 'atRisk' : 'met' };
}

const emptyDay = (day: string): SlaDay => ({ day, deadlines: 0, breached: 0, atRisk: 0, missedResponse: 0, missedResolution: 0 });

/**
 * Breached and at-risk tickets per queue and calendar day of the period in the user's zone
 * (docs/api-assumptions.md 346). A deadline belongs to the day it fell on; a ticket counts once
 * per day, breached when any deadline of that day was missed, else at risk when one was met only
 * just; today also counts open tickets breaching soon now. Missed deadlines are also counted by kind.
 */
export function slaHistoryOf(tickets: Iterable<SlaTicket>, options: SlaHistoryOptions): Omit<SlaHistory, 'asOf'> {
  const { now, timeZone } = options;
  const windowMinutes = options.windowMinutes ?? BREACHING_SOON_MINUTES;
  const days = periodDays(now, timeZone, options.days);
  const today = days[days.length - 1]!;
  const inPeriod = new Set(days);
  const queues = new Map<string, Map<string, SlaDay>>();
  const queueOf = (code: string) => {
    let q = queues.get(code);
    if (!q) queues.set(code, (q = new Map(days.map((d) => [d, emptyDay(d)]))));
    return q;
  };
  for (const code of options.queueCodes ?? []) queueOf(code);
  for (const t of tickets) {
    if (!t.queueCode) continue;
    const perDay = new Map<string, { deadlines: number; missed: Set<DeadlineKind>; atRisk: boolean }>();
    const on = (day: string) => perDay.get(day) ?? perDay.set(day, { deadlines: 0, missed: new Set(), atRisk: false }).get(day)!;
    for (const kind of ['response', 'resolution'] as const) {
      const o = outcomeOf(t, kind, now.getTime(), windowMinutes);
      if (!o) continue;
      const day = dayIn(o.due, timeZone);
      if (!inPeriod.has(day)) continue;
      on(day).deadlines++;
      if (o.outcome === 'missed') on(day).missed.add(kind);
      else if (o.outcome === 'met') continue;
      else on(day).atRisk = true;
    }
    if (slaOf(t, now, windowMinutes).state === 'breachingSoon') on(today).atRisk = true;
    const q = queueOf(t.queueCode);
    for (const [day, { deadlines, missed, atRisk }] of perDay) {
      const row = q.get(day)!;
      row.deadlines += deadlines;
      if (missed.size > 0) row.breached++;
      else if (atRisk) row.atRisk++;
      if (missed.has('response')) row.missedResponse++;
      if (missed.has('resolution')) row.missedResolution++;
    }
  }
  return {
    timeZone,
    windowMinutes,
    days,
    queues: [...queues.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([queueCode, q]) => ({ queueCode, days: [...q.values()] })),
    computedAt: now.toISOString(),
  };
}

/** From the connection's ticket replica, which keeps finished tickets too (row 315): no call beyond its sync. */
export async function slaHistoryFromReplica(replica: TicketReplica, options: Omit<SlaHistoryOptions, 'queueCodes'>): Promise<SlaHistory> {
  const { asOf } = await replica.current();
  // Two days' margin: days are the user's calendar days, in any time zone; the exact day is decided above.
  const since = new Date(options.now.getTime() - ((options.days ?? SLA_HISTORY_DAYS) + 2) * DAY_MS);
  const history = slaHistoryOf(replica.table.withDeadlinesSince(since), { ...options, queueCodes: replica.table.queueCodes() });
  return { ...history, ...(asOf ? { asOf } : {}) };
}

export const slaHistoryHandlers: HandlerGroup<'tickets.slaHistory'> = {
  'tickets.slaHistory': async (ctx, { timeZone, windowMinutes }) => {
    const { client, profile } = await ctx.connection.activeClient();
    return slaHistoryFromReplica(ctx.ticketReplicas.of(profile, client), { now: new Date(), timeZone, windowMinutes });
  },
};
