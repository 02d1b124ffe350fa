import type { EventPayload } from '../contract/events';

export type TicketAlert = EventPayload<'ticketAlert'>;

function minutesText(minutes: number): string {
  const m = Math.abs(minutes);
  return m < 60 ? `${m} min` : m < 24 * 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${Math.floor(m / (24 * 60))} d`;
}

/** The words of a ticket alert, the same in the OS notification and the in-app one. */
export function alertText(a: TicketAlert): { title: string; body: string } {
  const about = a.title ? ` (${a.title})` : '';
  const deadline = a.deadline?.kind === 'response' ? 'Response' : 'Resolution';
  if (a.kind === 'customerMessage') return { title: `${a.ticketNumber}: the customer wrote`, body: `${a.excerpt ?? ''}${about}`.trim() };
  if (a.kind === 'breached')
    return { title: `${a.ticketNumber} breached its SLA`, body: `${deadline} was due ${minutesText(a.minutesLeft ?? 0)} ago${about}.` };
  return { title: `${a.ticketNumber} is about to breach`, body: `${deadline} due in ${minutesText(a.minutesLeft ?? 0)}${about}.` };
}
