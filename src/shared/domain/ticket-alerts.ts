import type { EventPayload } from '../contract/events';
import { durationText } from './deadline-text';

export type TicketAlert = EventPayload<'ticketAlert'>;

/** The words of a ticket alert, the same in the OS notification and the in-app one. */
export function alertText(a: TicketAlert): { title: string; body: string } {
  const about = a.title ? ` (${a.title})` : '';
  const deadline = a.deadline?.kind === 'response' ? 'Response' : 'Resolution';
  if (a.kind === 'customerMessage') return { title: `${a.ticketNumber}: the customer wrote`, body: `${a.excerpt ?? ''}${about}`.trim() };
  if (a.kind === 'breached')
    return { title: `${a.ticketNumber} breached its SLA`, body: `${deadline} was due ${durationText(a.minutesLeft ?? 0)} ago${about}.` };
  return { title: `${a.ticketNumber} is about to breach`, body: `${deadline} due in ${durationText(a.minutesLeft ?? 0)}${about}.` };
}

/**
 * The queues whose tickets raise alerts: the agent's choice (row 328), else every active queue.
 * A chosen queue that is no longer active raises nothing; an empty choice silences all.
 */
export function alertQueueCodes(chosen: readonly string[] | null, queues: readonly { code: string; isActive?: boolean | null }[]): string[] {
  const active = queues.filter((q) => q.isActive !== false).map((q) => q.code);
  return chosen === null ? active : active.filter((code) => chosen.includes(code));
}
