import { problem } from '../rules/problems';
import type { AuthorType, ResolutionType, Ticket, TicketComment, TicketStatus } from './types';
import { FINISHED_STATUSES } from './types';

/** Ticket rules shared by the endpoints, the control interface and the seed (rows 111, 113, 124). */
export const isFinished = (status: TicketStatus): boolean => FINISHED_STATUSES.includes(status);
export const isFinal = (status: TicketStatus): boolean => status === 'Closed' || status === 'Cancelled';

export function assertWritable(ticket: Ticket): void {
  if (isFinal(ticket.status)) throw problem.conflict('Ticket.Closed', `Ticket ${ticket.ticketNumber} is ${ticket.status} and can no longer be changed.`);
}

/** Whether `to` may follow `from`; the same status is no change and always allowed. */
export function canMove(from: TicketStatus, to: TicketStatus): boolean {
  if (from === to) return true;
  if (isFinal(from) || to === 'New') return false;
  if (from === 'Resolved') return to !== 'Cancelled';
  return true;
}

/** Applies a status move and its side effects; the caller has checked canMove and the resolution. */
export function moveTo(ticket: Ticket, to: TicketStatus, now: number): void {
  if (ticket.status === to) return;
  if (ticket.status === 'Resolved' && !isFinished(to)) {
    ticket.resolvedAt = null;
    ticket.resolutionType = null;
    ticket.resolutionNotes = null;
  }
  if (to === 'Resolved') ticket.resolvedAt = now;
  if (to === 'Closed' || to === 'Cancelled') ticket.closedAt = now;
  if (to === 'Assigned') ticket.isAssigned = true;
  if (to === 'Triaged') ticket.isAssigned = false;
  ticket.status = to;
}

export function resolve(ticket: Ticket, resolutionType: ResolutionType, notes: string | null, now: number): void {
  moveTo(ticket, 'Resolved', now);
  ticket.resolutionType = resolutionType;
  ticket.resolutionNotes = notes;
}

/** Adds a comment; the first public agent reply is the first response. */
export function addComment(
  ticket: Ticket,
  c: { id: string; authorType: AuthorType; authorName: string | null; body: string; isInternal: boolean },
  now: number,
): TicketComment {
  const comment: TicketComment = { ...c, ticketNumber: ticket.ticketNumber, createdDate: now };
  ticket.comments.push(comment);
  if (c.authorType === 'Agent' && !c.isInternal && ticket.firstResponseAt === null) ticket.firstResponseAt = now;
  ticket.modifiedDate = now;
  return comment;
}

/** A customer writing reopens a ticket that waited for them or was resolved (row 124). */
export function customerWrites(ticket: Ticket, id: string, authorName: string | null, body: string, now: number): TicketComment {
  assertWritable(ticket);
  const comment = addComment(ticket, { id, authorType: 'Customer', authorName, body, isInternal: false }, now);
  if (ticket.status === 'WaitingCustomer' || ticket.status === 'Resolved') moveTo(ticket, 'InProgress', now);
  return comment;
}

/** What a ticket starts with before anyone works on it: unassigned, unanswered, no thread. */
export function untouched(
  createdDate: number,
): Pick<
  Ticket,
  | 'isAssigned'
  | 'resolutionType'
  | 'resolutionNotes'
  | 'rmaNumber'
  | 'firstResponseAt'
  | 'resolvedAt'
  | 'closedAt'
  | 'createdDate'
  | 'modifiedDate'
  | 'comments'
> {
  return {
    isAssigned: false,
    resolutionType: null,
    resolutionNotes: null,
    rmaNumber: null,
    firstResponseAt: null,
    resolvedAt: null,
    closedAt: null,
    createdDate,
    modifiedDate: null,
    comments: [],
  };
}

export function nextTicketNumber(seq: { ticket: number }, taken: ReadonlyMap<string, unknown>): string {
  let number: string;
  do number = `TCK-${++seq.ticket}`;
  while (taken.has(number));
  return number;
}
