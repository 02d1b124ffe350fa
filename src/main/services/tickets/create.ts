import type { ContactDefaults, TicketDetail, createTicketInputSchema } from '@shared/contract/tickets';
import type { z } from 'zod';
import { describeWrite } from '../../activity/write-scope';
import type { ErpClient } from '../../erp/client';
import { contactsOf } from '../shared/customer-contacts';
import { attachFields } from '../shared/field-errors';
import { readTicket, ticketFieldsByCode, type ThreadDeps } from './thread';

/** A new ticket's contact starts from the customer's primary contact, else the customer's own e-mail and phone. */
export async function contactDefaults(client: ErpClient, customerNumber: string): Promise<ContactDefaults> {
  const [customer, { contacts }] = await Promise.all([client.preview.customers.get(customerNumber), contactsOf(client, customerNumber)]);
  const primary = contacts.find((c) => c.isPrimary) ?? (contacts.length === 1 ? contacts[0] : undefined);
  return {
    customerNumber: customer.customerNumber,
    customerName: customer.name ?? null,
    contacts,
    contactName: primary?.name ?? null,
    contactEmail: primary?.email ?? customer.invoiceEmail ?? null,
    contactPhone: primary?.phone ?? customer.phone ?? null,
  };
}

/** Keyed by the screen's operationId, so a repeated click or a lost answer creates one ticket. */
export async function createTicket(d: ThreadDeps, input: z.output<typeof createTicketInputSchema>): Promise<TicketDetail> {
  const { operationId, ...body } = input;
  describeWrite(`New ${body.type} ticket "${body.title}"${body.customerNumber ? ` for ${body.customerNumber}` : ''}`);
  const created = await d.client.preview.tickets.create(body, { operationId }).catch((error: unknown) => {
    throw attachFields(error, ticketFieldsByCode);
  });
  return readTicket(d, created.ticketNumber);
}
