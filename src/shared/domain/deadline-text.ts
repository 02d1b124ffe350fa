import { formatNearTime, type DisplayOptions } from './time';

/**
 * The words of an SLA deadline, the same in the ticket list, the open ticket and the alerts:
 * when it is due where the user is, and how long until it or since it passed. Whole minutes,
 * rounded down, as `minutesUntil` in sla.ts counts them (docs/api-assumptions.md row 329).
 */

/**
 * "45 min", "2 h 5 min", "20 h", "3 d": minutes while they matter (under three hours), whole
 * hours within the day, whole days beyond; the due time beside it says the rest.
 */
export function durationText(minutes: number): string {
  const m = Math.abs(minutes);
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  if (hours < 3 && m % 60) return `${hours} h ${m % 60} min`;
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

export type CountdownState = 'breached' | 'breachingSoon' | 'ok' | 'met' | 'none';

export interface Countdown {
  state: CountdownState;
  /** Minutes until the due time (negative once passed); null without a due time. */
  minutesLeft: number | null;
  due: string | null;
}

/** "14:30 · in 2 h 5 min", "Tue 09:00 · in 1 d", "Breached 25 min ago", "Met", "No SLA". */
export function countdownText(view: Countdown, now: Date, options: DisplayOptions = {}): string {
  switch (view.state) {
    case 'breached':
      return view.minutesLeft !== null && view.minutesLeft < 0 ? `Breached ${durationText(view.minutesLeft)} ago` : 'Breached';
    case 'breachingSoon':
    case 'ok': {
      if (!view.due || view.minutesLeft === null) return 'Pending';
      const left = view.minutesLeft < 1 ? 'in under 1 min' : `in ${durationText(view.minutesLeft)}`;
      return `${formatNearTime(view.due, now, options)} · ${left}`;
    }
    case 'met':
      return 'Met';
    default:
      return 'No SLA';
  }
}
