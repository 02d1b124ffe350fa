import type { ErpClient } from '../../erp/client';
import { collect } from '../../erp/paging';

/** A customer's contacts as the screens pick from them: the configurator's orders and a new ticket. */
export async function contactsOf(client: ErpClient, customerNumber: string) {
  const contacts = await collect(client.preview.customers.allContacts(customerNumber));
  return {
    contacts: contacts.map((k) => ({ id: k.id, name: k.name ?? null, email: k.email ?? null, phone: k.phone ?? null, isPrimary: k.isPrimary === true })),
  };
}
