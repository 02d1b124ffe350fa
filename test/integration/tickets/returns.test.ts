import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerContext } from '../../../src/shared/contract/customer-context';
import type { ReturnableOrder, ReturnResult } from '../../../src/shared/contract/returns';
import type { TicketDetail } from '../../../src/shared/contract/tickets';
import { sandboxItems } from '../purchasing/support';
import { newOperationId, openTicket, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

/** A ticket whose customer has a delivered order line of an untracked item that can still be returned. */
async function returnableCase(): Promise<{ ticket: TicketDetail; order: ReturnableOrder; line: ReturnableOrder['lines'][number] }> {
  const untracked = new Set((await sandboxItems()).filter((i) => i.trackingType === 'None').map((i) => i.itemNumber));
  for (let attempt = 0; attempt < 15; attempt++) {
    const ticket = await openTicket(h, (t) => !['Closed', 'Cancelled'].includes(t.status) && t.ticketNumber > `TCK-${String(attempt * 7).padStart(6, '0')}`);
    const context = await h.call<CustomerContext>('tickets.customerContext', { customerNumber: ticket.customerNumber });
    for (const o of context.orders.filter((x) => x.deliveryStatus !== 'NotDelivered')) {
      const order = await h.call<ReturnableOrder>('tickets.returnableOrder', { orderNumber: o.orderNumber });
      const line = order.lines.find((l) => untracked.has(l.itemNumber ?? '') && l.returnableQuantity !== '0');
      if (line) return { ticket, order, line };
    }
  }
  throw new Error('No returnable delivered line for a ticket customer');
}

describe('a return from a ticket', () => {
  it('shows the customer context: orders with delivery status, shipments with tracking links, invoices with balance', async () => {
    const { ticket } = await returnableCase();
    const context = await h.call<CustomerContext>('tickets.customerContext', { customerNumber: ticket.customerNumber });
    expect(context.customer.customerNumber).toBe(ticket.customerNumber);
    expect(context.problems).toEqual([]);
    expect(context.orders.some((o) => o.deliveryStatus)).toBe(true);
    for (const s of context.shipments.filter((x) => x.trackingNumber)) expect(s.trackingUrl).toContain(s.trackingNumber!);
    for (const i of context.invoices.filter((x) => x.isOverdue)) expect(Number(i.balance)).toBeGreaterThan(0);
  });

  it('creates, approves and receives exactly once, each across a dropped answer, linked to the ticket with an RMA', async () => {
    const { ticket, order, line } = await returnableCase();
    const create = {
      operationId: newOperationId(),
      ticketNumber: ticket.ticketNumber,
      orderNumber: order.orderNumber,
      reason: 'Defective',
      lines: [{ orderLineNumber: line.orderLineNumber, quantity: line.returnableQuantity, condition: 'Defective' }],
    };
    await h.faults([{ kind: 'drop-after-commit', pathPrefix: '/preview/returns', method: 'POST', count: 1 }]);
    await h.raw('tickets.createReturn', create);
    await h.clearFaults();
    const created = await h.call<ReturnResult>('tickets.createReturn', create);
    expect(created.outcome).toBe('replayed');
    expect(created.return).toMatchObject({ status: 'Draft', ticketNumber: ticket.ticketNumber, orderNumber: order.orderNumber });
    expect(created.return.rmaNumber).toMatch(/\S/);
    expect(created.return.lines).toEqual([expect.objectContaining({ orderLineNumber: line.orderLineNumber, quantity: line.returnableQuantity })]);
    const creates = (await h.ledger({ pathPrefix: '/preview/returns' })).filter(
      (e) => e.method === 'POST' && e.status === 201 && e.resourceRef.includes(created.return.returnNumber),
    );
    expect(creates).toHaveLength(1);

    const n = created.return.returnNumber;
    for (const [call, step, status] of [
      ['tickets.approveReturn', 'approve', 'Approved'],
      ['tickets.receiveReturn', 'receive', 'Received'],
    ] as const) {
      const input = { operationId: newOperationId(), returnNumber: n };
      await h.faults([{ kind: 'drop-after-commit', pathPrefix: `/preview/returns/${n}/${step}`, count: 1 }]);
      await h.raw(call, input);
      await h.clearFaults();
      const done = await h.call<ReturnResult>(call, input);
      expect(done.return.status).toBe(status);
      expect(done.return.pendingSince).toBeNull();
      expect((await h.ledger({ pathPrefix: `/preview/returns/${n}/${step}` })).filter((e) => e.status === 200)).toHaveLength(1);
    }
    const after = await h.call<TicketDetail>('tickets.ticket', { ticketNumber: ticket.ticketNumber });
    expect(after.rmaNumber).toBe(created.return.rmaNumber);
    expect(after.messages.filter((m) => m.authorType === 'System' && m.body.includes(n)).length).toBeGreaterThanOrEqual(2);
    // What was returned is no longer returnable.
    const again = await h.call<ReturnableOrder>('tickets.returnableOrder', { orderNumber: order.orderNumber });
    expect(again.lines.find((l) => l.orderLineNumber === line.orderLineNumber)!.returnableQuantity).toBe('0');
  });

  it('names the order line when more is returned than was delivered', async () => {
    const { ticket, order, line } = await returnableCase();
    const refused = await h.raw('tickets.createReturn', {
      operationId: newOperationId(),
      ticketNumber: ticket.ticketNumber,
      orderNumber: order.orderNumber,
      reason: 'Defective',
      lines: [{ orderLineNumber: line.orderLineNumber, quantity: '100000' }],
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.fieldErrors).toEqual([
      expect.objectContaining({ field: 'lines[0].quantity', message: expect.stringContaining(`Quantity to return on order line ${line.orderLineNumber}`) }),
    ]);
  });
});
