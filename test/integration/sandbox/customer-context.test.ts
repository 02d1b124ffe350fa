import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, start, type Body, type Client } from './helpers';

let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

const cents = (s: string) => Math.round(Number(s) * 100);
const SHIPPED = ['PickedUp', 'InTransit', 'Delivered'];

async function all(path: string): Promise<Body[]> {
  const sep = path.includes('?') ? '&' : '?';
  const first = (await api.get(`${path}${sep}pageSize=200`)).body;
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => api.get(`${path}${sep}pageSize=200&page=${i + 2}`)));
  return [...first.items, ...rest.flatMap((r) => r.body.items)];
}

describe("a ticket customer's sales orders", () => {
  it('has orders with lines and delivery status', async () => {
    const ticket = (await api.get('/tickets?type=Complaint&pageSize=200')).body.items.find((t: Body) => t.customerNumber);
    const orders = await all(`/orders?customerNumber=${ticket.customerNumber}`);
    expect(orders.length).toBeGreaterThan(0);
    const detail = (await api.get(orders[0].links.self)).body;
    expect(detail.lines.length).toBeGreaterThan(0);
    expect(['NotDelivered', 'PartiallyDelivered', 'FullyDelivered']).toContain(detail.deliveryStatus);
  });
});

describe('shipments', () => {
  it('add up, per order line, to the delivered quantity of every order', async () => {
    const shipments = await all('/shipments');
    const numbers = shipments.map((s) => s.shipmentNumber);
    expect(numbers).toEqual([...numbers].sort());
    const orders = (await all('/orders')).filter((o) => o.deliveryStatus === 'FullyDelivered').slice(0, 6);
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      const detail = (await api.get(o.links.self)).body;
      for (const line of detail.lines) {
        const shipped = shipments
          .filter((s) => SHIPPED.includes(s.status))
          .flatMap((s) => s.lines)
          .filter((l: Body) => l.orderNumber === o.orderNumber && l.orderLineNumber === line.lineNumber);
        expect(shipped.reduce((sum: number, l: Body) => sum + Number(l.quantity), 0)).toBe(Number(line.deliveredQuantity));
      }
    }
  });

  it("list a consolidated shipment with lines of several orders; the order-scoped read keeps only that order's lines", async () => {
    const consolidated = (await all('/shipments')).find((s) => s.orderNumbers.length > 1) as Body;
    expect(consolidated).toBeDefined();
    expect(new Set(consolidated.lines.map((l: Body) => l.orderNumber)).size).toBe(consolidated.orderNumbers.length);
    const [first] = consolidated.orderNumbers;
    const scoped = (await api.get(`/orders/${first}/shipments`)).body.items as Body[];
    const same = scoped.find((s) => s.shipmentNumber === consolidated.shipmentNumber);
    expect(same.lines.length).toBeGreaterThan(0);
    expect(same.lines.length).toBeLessThan(consolidated.lines.length);
    expect(same.lines.every((l: Body) => l.orderNumber === first)).toBe(true);
    const byOrder = (await api.get(`/shipments?orderNumber=${first}`)).body.items.find((s: Body) => s.shipmentNumber === consolidated.shipmentNumber);
    expect(byOrder.lines.length).toBe(consolidated.lines.length);
    expect(codes(await api.get('/orders/SO-999999/shipments'))).toEqual(['SalesOrder.NotFound']);
  });

  it('carry carrier tracking URLs once booked, filter by status case-insensitively and search by tracking number', async () => {
    const shipments = await all('/shipments');
    const bring = shipments.find((s) => s.shippingMethodCode === 'BRING' && s.trackingNumber);
    expect(bring.trackingUrl).toBe(`https://tracking.bring.com/tracking/${bring.trackingNumber}`);
    expect(shipments.filter((s) => !s.trackingNumber).every((s) => s.trackingUrl === null)).toBe(true);
    expect(shipments.some((s) => !SHIPPED.includes(s.status))).toBe(true);
    const delivered = await all('/shipments?status=delivered');
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((s) => s.status === 'Delivered' && s.deliveredDate)).toBe(true);
    expect(codes(await api.get('/shipments?status=Lost'))).toEqual(['Validation.UnknownEnumValue']);
    expect((await api.get(`/shipments?search=${bring.trackingNumber}`)).body.items.map((s: Body) => s.shipmentNumber)).toEqual([bring.shipmentNumber]);
    const single = await api.get(bring.links.self);
    expect(single.body).toEqual(bring);
    expect((await api.get(bring.links.self, { 'if-none-match': single.headers.etag as string })).status).toBe(304);
  });
});

describe('invoices', () => {
  it('list without lines, newest first; the single read has lines that add up to the totals', async () => {
    const invoices = await all('/invoices');
    expect(invoices.every((i) => i.lines.length === 0)).toBe(true);
    const keys = invoices.map((i) => `${i.invoiceDate} ${i.invoiceNumber}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const sample = invoices.find((i) => i.type === 'Invoice' && i.status === 'Booked') as Body;
    const res = await api.get(sample.links.self);
    const inv = res.body;
    expect(inv.lines.length).toBeGreaterThan(0);
    const net = inv.lines.reduce((s: number, l: Body) => s + cents(l.lineTotal), 0);
    const vat = inv.lines.reduce((s: number, l: Body) => s + cents(l.taxAmount), 0);
    expect(cents(inv.totalVat)).toBe(vat);
    expect(cents(inv.totalAmount)).toBe(net + vat);
    expect(cents(inv.balance)).toBe(cents(inv.totalAmount) - cents(inv.paidAmount));
    expect((await api.get(sample.links.self, { 'if-none-match': res.headers.etag as string })).status).toBe(304);
    expect(codes(await api.get('/invoices/INV-1'))).toEqual(['Invoice.NotFound']);
  });

  it('derive the payment status from the paid amount, and accept Paid and PartiallyPaid as status filters', async () => {
    const invoices = (await all('/invoices')).filter((i) => i.type === 'Invoice' && i.status === 'Booked');
    for (const i of invoices) {
      const paid = cents(i.paidAmount);
      const total = cents(i.totalAmount);
      const expected = paid >= total ? 'Paid' : paid === 0 ? 'Unpaid' : ['PartiallyPaid', 'AwaitingTaxReduction'];
      if (Array.isArray(expected)) expect(expected).toContain(i.paymentStatus);
      else expect(i.paymentStatus).toBe(expected);
    }
    expect(new Set(invoices.map((i) => i.paymentStatus))).toEqual(
      new Set(['Paid', 'PartiallyPaid', 'Unpaid', ...(invoices.some((i) => i.paymentStatus === 'AwaitingTaxReduction') ? ['AwaitingTaxReduction'] : [])]),
    );
    const byStatus = await all('/invoices?status=paid');
    const byPayment = await all('/invoices?paymentStatus=PAID');
    expect(byStatus.length).toBeGreaterThan(0);
    expect(byStatus.map((i) => i.invoiceNumber)).toEqual(byPayment.map((i) => i.invoiceNumber));
    expect((await all('/invoices?status=PartiallyPaid')).every((i) => i.paymentStatus === 'PartiallyPaid')).toBe(true);
    expect((await all('/invoices?status=booked')).every((i) => i.status === 'Booked')).toBe(true);
    expect(codes(await api.get('/invoices?status=Unpaid'))).toEqual(['Validation.UnknownEnumValue']);
    expect(codes(await api.get('/invoices?paymentStatus=Overdue'))).toEqual(['Validation.UnknownEnumValue']);
    const credit = (await all('/invoices')).find((i) => i.type === 'CreditNote');
    expect(Number(credit.totalAmount)).toBeLessThan(0);
    expect((await all('/invoices?status=Cancelled')).every((i) => i.balance === '0.00')).toBe(true);
  });

  it('filter by customer (unknown gives an empty page), dates and modifiedSince', async () => {
    const sample = (await all('/invoices'))[0];
    expect((await all(`/invoices?customerNumber=${sample.customerNumber}`)).every((i) => i.customerNumber === sample.customerNumber)).toBe(true);
    expect((await api.get('/invoices?customerNumber=C99999')).body.totalCount).toBe(0);
    expect(
      (await all(`/invoices?invoiceDateFrom=${sample.invoiceDate}&invoiceDateTo=${sample.invoiceDate}`)).every((i) => i.invoiceDate === sample.invoiceDate),
    ).toBe(true);
    expect((await api.get(`/invoices?modifiedSince=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`)).body.totalCount).toBe(0);
  });
});

describe('deletions and scopes', () => {
  it('lists removed tickets among the deletion records', async () => {
    const deletions = await all('/deletions');
    expect(deletions.some((d) => d.entityType === 'Ticket' && /^TCK-/.test(d.key))).toBe(true);
  });

  it('needs shipments:read and invoices:read', async () => {
    const ticketsOnly = client(sb, sb.addApiKey({ name: 'tickets-only', scopes: ['tickets:read'] }));
    expect((await ticketsOnly.get('/shipments')).body.requiredScopes).toEqual(['shipments:read']);
    expect((await ticketsOnly.get('/invoices')).body.requiredScopes).toEqual(['invoices:read']);
    const readOnly = client(sb, sb.apiKeys.readOnly);
    expect((await readOnly.get('/shipments?pageSize=1')).status).toBe(200);
    expect((await readOnly.get('/invoices?pageSize=1')).status).toBe(200);
  });
});
