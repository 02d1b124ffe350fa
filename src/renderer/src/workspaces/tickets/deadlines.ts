import type { Sla } from '@shared/contract/tickets';
import { countdownText, type Countdown } from '@shared/domain/deadline-text';
import { isFinished } from '@shared/domain/sla';
import { currentLocale } from '../../stores/number-format';

/**
 * One SLA deadline of a ticket as the agent sees it. A breach is final: a deadline that was
 * missed stays breached after the reply or resolution came, whatever the ticket's status.
 */
export type DeadlineView = Countdown;

interface DeadlineSource {
  status: string;
  firstResponseAt: string | null;
  resolvedAt: string | null;
  sla: Sla;
}

export function deadlineOf(kind: 'response' | 'resolution', t: DeadlineSource, now: Date, windowMinutes: number): DeadlineView {
  const due = kind === 'response' ? t.sla.responseDue : t.sla.resolutionDue;
  const breached = kind === 'response' ? t.sla.responseBreached : t.sla.resolutionBreached;
  const minutesLeft = due ? Math.floor((Date.parse(due) - now.getTime()) / 60_000) : null;
  const met = kind === 'response' ? !!t.firstResponseAt || isFinished(t.status) : !!t.resolvedAt || isFinished(t.status);
  if (breached) return { state: 'breached', minutesLeft, due };
  if (!due) return { state: 'none', minutesLeft, due };
  if (met) return { state: 'met', minutesLeft, due };
  if (minutesLeft! < 0) return { state: 'breached', minutesLeft, due };
  return { state: minutesLeft! < windowMinutes ? 'breachingSoon' : 'ok', minutesLeft, due };
}

/** The words of a countdown, in the user's locale and zone: never colour alone. */
export function deadlineText(view: DeadlineView, now: Date): string {
  return countdownText(view, now, { locale: currentLocale() });
}

export type DeadlineKind = 'response' | 'resolution';

const urgency: Record<DeadlineView['state'], number> = { breached: 0, breachingSoon: 1, ok: 1, met: 2, none: 3 };
const dueMs = (view: DeadlineView) => (view.due ? Date.parse(view.due) : Number.POSITIVE_INFINITY);

/**
 * The one deadline a row of the list shows: a breach first (it is final), the earliest if both
 * were missed; else the sooner pending one; else met, else none.
 */
export function rowDeadline(t: DeadlineSource, now: Date, windowMinutes: number): { kind: DeadlineKind; view: DeadlineView } {
  const both = (['response', 'resolution'] as const).map((kind) => ({ kind, view: deadlineOf(kind, t, now, windowMinutes) }));
  const [a, b] = both as [(typeof both)[0], (typeof both)[0]];
  const order = urgency[a.view.state] - urgency[b.view.state] || (dueMs(a.view) <= dueMs(b.view) ? -1 : 1);
  return order <= 0 ? a : b;
}
