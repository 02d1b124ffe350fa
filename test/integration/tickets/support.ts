import type { TicketDetail, TicketPage } from '../../../src/shared/contract/tickets';
import { newOperationId, startPurchasing, type PurchasingHarness } from '../purchasing/support';

/**
 * The real app core on the Demo profile (embedded sandbox) driven through the contract, with the
 * sandbox's faults, ledger and control calls: the same harness the purchasing tests use.
 */
export { newOperationId };
export type Harness = PurchasingHarness;
export const startApp = startPurchasing;

/** A customer writes on the ticket through the sandbox's control interface (row 124). */
export async function customerWrites(h: Harness, ticketNumber: string, body: string): Promise<void> {
  const res = await fetch(`${h.origin}/_sandbox/tickets/${ticketNumber}/customer-comment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  if (!res.ok) throw new Error(`customer-comment: ${res.status} ${await res.text()}`);
}

/** An open ticket with a customer, as the agent opens it. */
export async function openTicket(h: Harness, accept: (t: TicketDetail) => boolean = () => true): Promise<TicketDetail> {
  const page = await h.call<TicketPage>('tickets.list', { pageSize: 50 });
  for (const row of page.items) {
    if (!row.customerNumber || row.status === 'New') continue;
    const detail = await h.call<TicketDetail>('tickets.ticket', { ticketNumber: row.ticketNumber });
    if (accept(detail)) return detail;
  }
  throw new Error('No open ticket matches');
}
