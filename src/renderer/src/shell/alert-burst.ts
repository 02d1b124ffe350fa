import { alertText, type TicketAlert } from '@shared/domain/ticket-alerts';

/** What one notification for a burst of ticket alerts says, and which ticket its Open action opens. */
export interface AlertBurst {
  title: string;
  message: string;
  ticketNumber: string;
  /** The first alert's kind, which colours the notification. */
  kind: TicketAlert['kind'];
  /** The Open button's words: it names the ticket it opens. */
  action: string;
}

/**
 * One notification per burst (when a watch starts several tickets may be in the window at once,
 * and a stack would hide the queue): a single alert in its own words, several by their titles,
 * the first three named. The action opens the first ticket.
 */
export function alertBurst(alerts: readonly TicketAlert[]): AlertBurst | null {
  const first = alerts[0];
  if (!first) return null;
  const text = alertText(first);
  const opens = { ticketNumber: first.ticketNumber, kind: first.kind, action: `Open ${first.ticketNumber}` };
  if (alerts.length === 1) return { title: text.title, message: text.body, ...opens };
  const named = alerts
    .slice(0, 3)
    .map((a) => alertText(a).title)
    .join('; ');
  return {
    title: `${alerts.length} tickets need you now`,
    message: `${named}${alerts.length > 3 ? '; …' : ''}.`,
    ...opens,
  };
}
