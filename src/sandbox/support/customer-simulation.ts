import { randomUUID } from 'node:crypto';
import type { Api } from '../api';
import { commentDto, ticketByKey } from '../preview/tickets';
import { readBody, readString, requireString } from '../rules/validate';
import { customerWrites } from './tickets';

/**
 * Control interface (row 124): the customer side of a ticket, so tests can change a ticket
 * under an agent's feet. A customer comment reopens a ticket waiting for them or resolved.
 * A ticket removed in the ERP (spam, row 123) leaves only its tombstone in /deletions.
 */
export function registerCustomerSimulation(api: Api): void {
  api.post(
    '/_sandbox/tickets/:ticketNumber/customer-comment',
    undefined,
    (c) => {
      const ticket = ticketByKey(c.store, c.params.ticketNumber ?? '');
      const body = readBody(c.body);
      const text = requireString(body, 'body', { max: 10000 });
      const authorName = readString(body, 'authorName', { max: 200 }) ?? ticket.contactName;
      const comment = customerWrites(ticket, randomUUID(), authorName, text, c.now);
      return {
        status: 201,
        body: commentDto(comment),
        resourceRef: `tickets/${ticket.ticketNumber}/comments`,
        effect: `customer wrote; ticket ${ticket.status}`,
      };
    },
    { idempotent: false },
  );
  api.post(
    '/_sandbox/tickets/:ticketNumber/remove',
    undefined,
    (c) => {
      const ticket = ticketByKey(c.store, c.params.ticketNumber ?? '');
      c.store.support.tickets.delete(ticket.ticketNumber);
      c.store.deletions.push({ entityType: 'Ticket', key: ticket.ticketNumber, deletedDate: c.now });
      return { status: 204, body: null, resourceRef: `tickets/${ticket.ticketNumber}`, effect: 'ticket removed in the ERP' };
    },
    { idempotent: false },
  );
}
