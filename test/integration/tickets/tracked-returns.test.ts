import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReturnableOrder, ReturnResult } from '../../../src/shared/contract/returns';
import type { TicketDetail } from '../../../src/shared/contract/tickets';
import type { Stock } from '../../../src/shared/contract/warehouse';
import { sub } from '../../../src/shared/domain/decimal';
import { demoSandbox } from '../../../src/main/connection/demo-sandbox';
import { newOperationId, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => h?.core.close());

/** A delivered, still returnable order line of an item tracked that way, found through the app's own reads. */
async function trackedLine(trackingType: 'Serial' | 'Batch'): Promise<{ order: ReturnableOrder; line: ReturnableOrder['lines'][number] }> {
  const sb = await demoSandbox();
  const res = await fetch(`${sb.previewUrl}/orders?pageSize=200`, { headers: { 'x-api-key': sb.apiKeys.all } });
  const orders = ((await res.json()) as { items: { orderNumber: string; deliveryStatus: string }[] }).items.filter((o) => o.deliveryStatus !== 'NotDelivered');
  for (const o of orders) {
    const order = await h.call<ReturnableOrder>('tickets.returnableOrder', { orderNumber: o.orderNumber });
    const line = order.lines.find((l) => l.trackingType === trackingType && l.returnableQuantity !== '0');
    if (line) return { order, line };
  }
  throw new Error(`No returnable delivered ${trackingType} line`);
}

/** An approved return of that line, raised from a fresh ticket of the order's customer. */
async function approvedReturn(order: ReturnableOrder, line: ReturnableOrder['lines'][number], quantity: string): Promise<ReturnResult['return']> {
  const ticket = await h.call<TicketDetail>('tickets.create', {
    operationId: newOperationId(),
    title: 'Sent back',
    description: 'Tracked goods coming back.',
    customerNumber: order.customerNumber,
  });
  const created = await h.call<ReturnResult>('tickets.createReturn', {
    operationId: newOperationId(),
    ticketNumber: ticket.ticketNumber,
    orderNumber: order.orderNumber,
    reason: 'Defective',
    lines: [{ orderLineNumber: line.orderLineNumber, quantity }],
  });
  return (await h.call<ReturnResult>('tickets.approveReturn', { operationId: newOperationId(), returnNumber: created.return.returnNumber })).return;
}

const onHand = async (itemNumber: string) => (await h.call<Stock>('warehouse.stock.get', { itemNumber })).totalQuantityOnHand;

// The seed delivers few serial-numbered units, so one return walks through the refusals and the receipt.
describe('receiving tracked goods of a return', () => {
  it('refuses serial numbers missing or given twice, naming the line, then books each unit under its number', async () => {
    const { order, line } = await trackedLine('Serial');
    expect(line.decimalPlaces).toBe(0);
    const ret = await approvedReturn(order, line, '1');
    expect(ret.lines).toEqual([expect.objectContaining({ orderLineNumber: line.orderLineNumber, trackingType: 'Serial' })]);
    const before = await onHand(line.itemNumber!);
    const receive = (lines: object[]) => h.raw('tickets.receiveReturn', { operationId: newOperationId(), returnNumber: ret.returnNumber, lines });
    const serial = `RT-${randomUUID().slice(0, 8)}`;

    const twice = await receive([{ lineNumber: 1, serialNumbers: [serial, serial] }]);
    expect(twice.ok).toBe(false);
    if (twice.ok) return;
    expect(twice.error.codes).toContain('SalesReturnLine.DuplicateSerialNumber');
    expect(twice.error.fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'lines[0].serialNumbers', message: expect.stringContaining('Serial numbers of return line 1: ') }),
    );
    const missing = await receive([{ lineNumber: 1 }]);
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.error.codes).toContain('SalesReturnLine.SerialNumbersRequired');
    expect((await h.call<ReturnResult['return']>('tickets.return', { returnNumber: ret.returnNumber })).status).toBe('Approved');
    expect(await onHand(line.itemNumber!)).toBe(before);

    const done = await h.call<ReturnResult>('tickets.receiveReturn', {
      operationId: newOperationId(),
      returnNumber: ret.returnNumber,
      lines: [{ lineNumber: 1, serialNumbers: [serial] }],
    });
    expect(done.return.status).toBe('Received');
    expect(done.transactionIds).toHaveLength(1);
    const sb = await demoSandbox();
    const tx = (await (
      await fetch(`${sb.previewUrl}/inventory/transactions/${done.transactionIds[0]}`, { headers: { 'x-api-key': sb.apiKeys.all } })
    ).json()) as Record<string, unknown>;
    expect(tx).toMatchObject({ transactionType: 'Return', serialNumber: serial, itemNumber: line.itemNumber, quantity: '1' });
    expect(sub(await onHand(line.itemNumber!), before)).toBe('1');
  });
});
