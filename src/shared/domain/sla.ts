/**
 * SLA deadlines of a ticket (docs/api-assumptions.md row 114), computed the same way in main
 * (sorting, the breaching-soon view, notifications) and on screen (the countdown).
 * Response is met by the first agent reply; resolution by resolving. A finished ticket has
 * nothing left to meet. The ERP's breach flags are honoured, and a due time that passed on
 * this clock counts as breached too, so a countdown never shows "ok" past its deadline.
 */

export const BREACHING_SOON_MINUTES = 60;

/** Statuses in which no deadline is pending any more. */
export const finishedTicketStatuses: readonly string[] = ['Resolved', 'Closed', 'Cancelled'];

export type DeadlineKind = 'response' | 'resolution';
export type SlaState = 'breached' | 'breachingSoon' | 'ok' | 'met' | 'none';

export interface SlaFields {
  status: string;
  firstResponseAt?: string | null;
  resolvedAt?: string | null;
  slaResponseDue?: string | null;
  slaResolutionDue?: string | null;
  slaResponseBreached?: boolean | null;
  slaResolutionBreached?: boolean | null;
}

export interface Deadline {
  kind: DeadlineKind;
  due: string;
}

export interface SlaView {
  responseDue: string | null;
  resolutionDue: string | null;
  responseBreached: boolean;
  resolutionBreached: boolean;
  nextDeadline: Deadline | null;
  state: SlaState;
  minutesLeft: number | null;
  computedAt: string;
}

export function isFinished(status: string): boolean {
  return finishedTicketStatuses.includes(status);
}

/** Deadlines still to be met, soonest first. */
export function unmetDeadlines(t: SlaFields): Deadline[] {
  if (isFinished(t.status)) return [];
  const pending: Deadline[] = [];
  if (!t.firstResponseAt && t.slaResponseDue) pending.push({ kind: 'response', due: t.slaResponseDue });
  if (!t.resolvedAt && t.slaResolutionDue) pending.push({ kind: 'resolution', due: t.slaResolutionDue });
  return pending.sort((a, b) => Date.parse(a.due) - Date.parse(b.due));
}

/** The sooner of the unmet response and resolution due times. */
export function nextDeadline(t: SlaFields): Deadline | null {
  return unmetDeadlines(t)[0] ?? null;
}

export function minutesUntil(due: string, now: Date): number {
  return Math.floor((Date.parse(due) - now.getTime()) / 60_000);
}

export function slaOf(t: SlaFields, now: Date = new Date(), windowMinutes: number = BREACHING_SOON_MINUTES): SlaView {
  const passed = (d: Deadline | undefined) => d !== undefined && Date.parse(d.due) <= now.getTime();
  const pending = unmetDeadlines(t);
  const responseBreached = t.slaResponseBreached === true || passed(pending.find((d) => d.kind === 'response'));
  const resolutionBreached = t.slaResolutionBreached === true || passed(pending.find((d) => d.kind === 'resolution'));
  const next = pending[0] ?? null;
  const minutesLeft = next ? minutesUntil(next.due, now) : null;
  let state: SlaState;
  if (responseBreached || resolutionBreached) state = 'breached';
  else if (!t.slaResponseDue && !t.slaResolutionDue) state = 'none';
  else if (!next) state = 'met';
  else state = minutesLeft! < windowMinutes ? 'breachingSoon' : 'ok';
  return {
    responseDue: t.slaResponseDue ?? null,
    resolutionDue: t.slaResolutionDue ?? null,
    responseBreached,
    resolutionBreached,
    nextDeadline: next,
    state,
    minutesLeft,
    computedAt: now.toISOString(),
  };
}

/**
 * Most urgent first: tickets with a pending deadline by that deadline, then those without,
 * each group by ticket number so equal deadlines keep a stable order.
 */
export function byNextDeadline<T extends { ticketNumber: string; sla: { nextDeadline: Deadline | null } }>(a: T, b: T): number {
  const da = a.sla.nextDeadline ? Date.parse(a.sla.nextDeadline.due) : Number.POSITIVE_INFINITY;
  const db = b.sla.nextDeadline ? Date.parse(b.sla.nextDeadline.due) : Number.POSITIVE_INFINITY;
  if (da !== db) return da < db ? -1 : 1;
  return a.ticketNumber < b.ticketNumber ? -1 : a.ticketNumber > b.ticketNumber ? 1 : 0;
}

/**
 * A pending deadline is about to pass: within the window and not yet passed. Such a ticket is
 * announced once per deadline (`breachWarningKey`), so a changed due time warns again.
 */
export function isBreachingSoon(view: SlaView): boolean {
  return view.state === 'breachingSoon';
}

export function breachWarningKey(ticketNumber: string, deadline: Deadline): string {
  return `${ticketNumber}|${deadline.kind}|${deadline.due}`;
}
