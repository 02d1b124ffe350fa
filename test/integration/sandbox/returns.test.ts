import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, start, stockRows, type Body, type Client } from './helpers';

let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

/** Fully delivered orders of untracked items that nothing is being returned from yet, in order. */
async function returnableOrders(): Promise<Body[]> {
  const orders = (await api.get('/orders?pageSize=200&status=Closed')).body.items as Body[];
  const out: Body[] = [];
  for (const o of orders) {
    if ((await api.get(`/returns?orderNumber=${o.orderNumber}`)).body.totalCount > 0) continue;
    const detail = (await api.get(o.links.self)).body;
    const items = await Promise.all(detail.lines.map((l: Body) => api.get(`/items/${l.itemNumber}`)));
    if (items.every((i) => i.body.trackingType === 'None')) out.push(detail);
  }
  return out;
}

let orders: Body[] = [];
beforeAll(async () => {
  orders = await returnableOrders();
  expect(orders.length).toBeGreaterThanOrEqual(5);
});
const takeOrder = () => orders.shift() as Body;

const onHand = async (itemNumber: string, warehouseCode: string) =>
  (await stockRows(api, itemNumber, warehouseCode)).reduce((s: number, r: Body) => s + Number(r.quantityOnHand), 0);

describe('seeded returns', () => {
  it('cover every status, search by RMA number, read with an ETag and 404 when unknown', async () => {
    const all = (await api.get('/returns?pageSize=200')).body.items as Body[];
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['Draft', 'Approved', 'Received', 'CreditNoted', 'Closed', 'Cancelled']));
    const numbers = all.map((r) => r.returnNumber);
    expect(numbers).toEqual([...numbers].sort());
    const withRma = all.find((r) => r.rmaNumber) as Body;
    expect((await api.get(`/returns?search=${withRma.rmaNumber.toLowerCase()}`)).body.items.map((r: Body) => r.returnNumber)).toEqual([withRma.returnNumber]);
    expect((await api.get('/returns?status=received')).body.items.every((r: Body) => r.status === 'Received' && r.receivedDate)).toBe(true);
    expect(codes(await api.get('/returns?status=Lost'))).toEqual(['Validation.UnknownEnumValue']);
    expect((await api.get('/returns?customerNumber=C99999')).body.totalCount).toBe(0);
    const res = await api.get(withRma.links.self);
    expect((await api.get(withRma.links.self, { 'if-none-match': res.headers.etag as string })).status).toBe(304);
    const missing = await api.get('/returns/RET-1');
    expect(missing.status).toBe(404);
    expect(codes(missing)).toEqual(['SalesReturn.NotFound']);
  });
});

describe('creating a return', () => {
  it('returns the whole order at delivered quantities when lines are omitted, as a Draft that moves no stock', async () => {
    const order = takeOrder();
    const line = order.lines[0];
    const before = await onHand(line.itemNumber, order.warehouseCode);
    const res = await api.post('/returns', { orderNumber: order.orderNumber, reason: 'customerremorse' });
    expect(res.status).toBe(201);
    const r = res.body;
    expect(res.headers.location).toBe(r.links.self);
    expect(r).toMatchObject({
      status: 'Draft',
      reason: 'CustomerRemorse',
      orderNumber: order.orderNumber,
      customerNumber: order.customerNumber,
      warehouseCode: order.warehouseCode,
      currencyCode: order.currencyCode,
      ticketNumber: null,
      rmaNumber: null,
    });
    expect(r.lines.map((l: Body) => [l.orderLineNumber, l.quantity])).toEqual(order.lines.map((l: Body) => [l.lineNumber, l.deliveredQuantity]));
    const net = r.lines.reduce((s: number, l: Body) => s + Math.round(Number(l.lineTotal) * 100), 0);
    expect(Math.round(Number(r.totalAmount) * 100)).toBe(net);
    expect(await onHand(line.itemNumber, order.warehouseCode)).toBe(before);
    // Everything delivered is now being returned: a second whole-order return has nothing left.
    const again = await api.post('/returns', { orderNumber: order.orderNumber, reason: 'Other' });
    expect(codes(again)).toEqual(['SalesReturn.NoDeliveredLines']);
    expect(fields(again)).toEqual(['lines']);
  });

  it('refuses more than delivered (counting other returns), undelivered orders and unknown order, line and warehouse, all at once and atomically', async () => {
    const order = takeOrder();
    const line = order.lines[0];
    const over = await api.post('/returns', {
      orderNumber: order.orderNumber,
      reason: 'Defective',
      lines: [{ orderLineNumber: line.lineNumber, quantity: Number(line.deliveredQuantity) + 1 }],
    });
    expect(over.status).toBe(400);
    expect(codes(over)).toEqual(['SalesReturn.QuantityExceedsDelivered']);
    expect(fields(over)).toEqual(['lines[0].quantity']);
    const count = (await api.get('/returns?pageSize=1')).body.totalCount;
    const many = await api.post('/returns', {
      orderNumber: order.orderNumber,
      reason: 'Broken',
      warehouseCode: 'XXX',
      lines: [
        { orderLineNumber: 99, quantity: '1' },
        { orderLineNumber: line.lineNumber, quantity: '1,5' },
      ],
    });
    expect(fields(many).sort()).toEqual(['lines[0].orderLineNumber', 'lines[1].quantity', 'reason', 'warehouseCode']);
    expect(codes(many)).toContain('SalesOrderLine.NotFound');
    expect(codes(many)).toContain('Warehouse.NotFound');
    expect((await api.get('/returns?pageSize=1')).body.totalCount).toBe(count);
    expect(codes(await api.post('/returns', { orderNumber: 'SO-999999', reason: 'Other' }))).toEqual(['SalesOrder.NotFound']);
    const placed = (await api.get('/orders?status=Placed&pageSize=200')).body.items.find((o: Body) => o.deliveryStatus === 'NotDelivered');
    expect(codes(await api.post('/returns', { orderNumber: placed.orderNumber, reason: 'Other' }))).toEqual(['SalesReturn.NoDeliveredLines']);
    const first = await api.post('/returns', {
      orderNumber: order.orderNumber,
      reason: 'Defective',
      lines: [{ orderLineNumber: line.lineNumber, quantity: 1, condition: 'opened' }],
    });
    expect(first.body.lines[0]).toMatchObject({ quantity: '1', condition: 'Opened' });
    // One unit is now being returned, so the full delivered quantity is more than is left.
    const full = await api.post('/returns', {
      orderNumber: order.orderNumber,
      reason: 'Defective',
      lines: [{ orderLineNumber: line.lineNumber, quantity: line.deliveredQuantity }],
    });
    expect(codes(full)).toEqual(['SalesReturn.QuantityExceedsDelivered']);
  });

  it('links a ticket: issues an RMA number to both and notes the return on the ticket thread', async () => {
    const order = takeOrder();
    const ticket = (
      await api.post('/tickets', { title: 'Wrong size delivered', description: 'Need to send back.', customerNumber: order.customerNumber, type: 'Complaint' })
    ).body;
    const res = await api.post('/returns', { orderNumber: order.orderNumber, reason: 'WrongItem', ticketNumber: ticket.ticketNumber });
    expect(res.status).toBe(201);
    expect(res.body.ticketNumber).toBe(ticket.ticketNumber);
    expect(res.body.rmaNumber).toMatch(/^RMA-\d+$/);
    const after = (await api.get(ticket.links.self)).body;
    expect(after.rmaNumber).toBe(res.body.rmaNumber);
    expect(after.modifiedDate).not.toBeNull();
    const thread = (await api.get(`/tickets/${ticket.ticketNumber}/comments`)).body.items as Body[];
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ authorType: 'System', isInternal: true });
    expect(thread[0].body).toContain(res.body.returnNumber);
    expect((await api.get(`/returns?ticketNumber=${ticket.ticketNumber}`)).body.items.map((r: Body) => r.returnNumber)).toEqual([res.body.returnNumber]);
    const other = (
      await api.post('/tickets', { title: 'x', description: 'y', customerNumber: (await api.get('/customers?pageSize=1')).body.items[0].customerNumber })
    ).body;
    const mismatch = await api.post('/returns', { orderNumber: takeOrder().orderNumber, reason: 'Other', ticketNumber: other.ticketNumber });
    expect(codes(mismatch)).toEqual(['SalesReturn.TicketCustomerMismatch']);
    expect(codes(await api.post('/returns', { orderNumber: order.orderNumber, reason: 'Other', ticketNumber: 'TCK-999999' }))).toContain('Ticket.NotFound');
  });
});

describe('approving and receiving', () => {
  it('approves a Draft, then receives it back to stock as Return transactions, exactly once per key', async () => {
    const order = takeOrder();
    const line = order.lines[0];
    const before = await onHand(line.itemNumber, order.warehouseCode);
    const r = (
      await api.post('/returns', { orderNumber: order.orderNumber, reason: 'DamagedInTransit', lines: [{ orderLineNumber: line.lineNumber, quantity: 1 }] })
    ).body;
    const early = await api.post(`/returns/${r.returnNumber}/receive`);
    expect(early.status).toBe(409);
    expect(codes(early)).toEqual(['SalesReturn.InvalidStatus']);
    const approved = await api.post(`/returns/${r.returnNumber}/approve`);
    expect(approved.body).toMatchObject({ status: 'Approved' });
    expect(approved.body.approvedAt).not.toBeNull();
    expect((await api.post(`/returns/${r.returnNumber}/approve`)).status).toBe(409);
    const received = await api.post(
      `/returns/${r.returnNumber}/receive`,
      { lines: [{ lineNumber: 1, condition: 'Damaged' }] },
      { key: `receive-${r.returnNumber}` },
    );
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ status: 'Received', receivedDate: new Date().toISOString().slice(0, 10) });
    expect(received.body.lines[0].condition).toBe('Damaged');
    expect(await onHand(line.itemNumber, order.warehouseCode)).toBe(before + 1);
    const txId = received.headers['x-transaction-id'] as string;
    const tx = (await api.get(`/inventory/transactions/${txId}`)).body;
    expect(tx).toMatchObject({
      transactionType: 'Return',
      quantity: '1',
      referenceType: 'SalesReturn',
      referenceId: r.returnNumber,
      itemNumber: line.itemNumber,
    });
    const replay = await api.post(
      `/returns/${r.returnNumber}/receive`,
      { lines: [{ lineNumber: 1, condition: 'Damaged' }] },
      { key: `receive-${r.returnNumber}` },
    );
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(await onHand(line.itemNumber, order.warehouseCode)).toBe(before + 1);
    expect((await api.post(`/returns/${r.returnNumber}/receive`)).status).toBe(409);
    expect(codes(await api.post(`/returns/${r.returnNumber}/cancel`))).toEqual(['SalesReturn.InvalidStatus']);
  });

  it('refuses an unknown receiving location', async () => {
    const r = (await api.post('/returns', { orderNumber: takeOrder().orderNumber, reason: 'Other' })).body;
    await api.post(`/returns/${r.returnNumber}/approve`);
    const res = await api.post(`/returns/${r.returnNumber}/receive`, { locationCode: 'Z-99' });
    expect(codes(res)).toEqual(['WarehouseLocation.NotFound']);
    expect((await api.get(r.links.self)).body.status).toBe('Approved');
  });
});

describe('cancelling and deleting', () => {
  it('cancels an approved return (freeing its quantity) and deletes a draft with a deletion record', async () => {
    const order = takeOrder();
    const r = (await api.post('/returns', { orderNumber: order.orderNumber, reason: 'Other' })).body;
    await api.post(`/returns/${r.returnNumber}/approve`);
    expect((await api.post(`/returns/${r.returnNumber}/cancel`)).body.status).toBe('Cancelled');
    const draft = (await api.post('/returns', { orderNumber: order.orderNumber, reason: 'Other' })).body;
    expect(draft.lines.length).toBe(r.lines.length);
    const since = new Date(Date.now() - 1000).toISOString();
    const del = await api.raw(`/returns/${draft.returnNumber}`, 'DELETE', {});
    expect(del.status).toBe(204);
    expect((await api.get(draft.links.self)).status).toBe(404);
    const deletions = (await api.get(`/deletions?deletedSince=${encodeURIComponent(since)}`)).body.items;
    expect(deletions).toContainEqual(expect.objectContaining({ entityType: 'SalesReturn', key: draft.returnNumber }));
    expect(codes(await api.raw(`/returns/${r.returnNumber}`, 'DELETE', {}))).toEqual(['SalesReturn.InvalidStatus']);
  });

  it('needs returns:write to change and returns:read to read', async () => {
    const readOnly = client(sb, sb.apiKeys.readOnly);
    expect((await readOnly.get('/returns?pageSize=1')).status).toBe(200);
    const denied = await readOnly.post('/returns', {});
    expect(denied.status).toBe(403);
    expect(denied.body.requiredScopes).toEqual(['returns:write']);
  });
});
