import type { Sla } from '@shared/contract/tickets';
import { isFinished } from '@shared/domain/sla';

/**
 * One SLA deadline of a ticket as the agent sees it. A breach is final: a deadline that was
 * missed stays breached after the reply or resolution came, whatever the ticket's status.
 */
export type DeadlineState = 'breached' | 'breachingSoon' | 'ok' | 'met' | 'none';

export interface DeadlineView {
  state: DeadlineState;
  /** Minutes until the due time (negative once passed); null without a due time. */
  minutesLeft: number | null;
  due: string | null;
}

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

/** "45 min", "3 h 5 min", "2 d 4 h": whole minutes, the two largest units. */
export function duration(minutes: number): string {
  const m = Math.abs(minutes);
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  if (hours < 48) return m % 60 ? `${hours} h ${m % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The words of a countdown badge: never colour alone. Compact (in tables) leaves out how long ago a breach was. */
export function deadlineText(view: DeadlineView, compact = false): string {
  switch (view.state) {
    case 'breached':
      return !compact && view.minutesLeft !== null && view.minutesLeft < 0 ? `Breached ${duration(view.minutesLeft)} ago` : 'Breached';
    case 'breachingSoon':
      return `Due in ${duration(view.minutesLeft!)}`;
    case 'ok':
      return `In ${duration(view.minutesLeft!)}`;
    case 'met':
      return 'Met';
    default:
      return 'No SLA';
  }
}
