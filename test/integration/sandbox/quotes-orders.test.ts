import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, firstItem, start, type Body, type Client } from './helpers';

let sb: SandboxHandle;
let api: Client;
beforeAll(async () => {
  sb = await start();
  api = client(sb);
});
afterAll(() => sb.close());

async function customers(): Promise<Body[]> {
  return (await api.get('/customers?pageSize=200&isActive=true')).body.items;
}
const today = () => new Date().toISOString().slice(0, 10);

describe('sales orders', () => {
  it('lists visible orders newest first, leaving drafts out and answering 404 for them', async () => {
    const page = (await api.get('/orders?pageSize=200')).body;
    expect(page.totalCount).toBeGreaterThanOrEqual(10);
    const statuses = new Set(page.items.map((o: Body) => o.status));
    expect(statuses.has('Draft')).toBe(false);
    expect([...statuses].every((s) => ['Placed', 'Released', 'Closed', 'Cancelled'].includes(s as string))).toBe(true);
    const keys = page.items.map((o: Body) => `${o.orderDate} ${o.orderNumber}`);
    expect(keys).toEqual([...keys].sort().reverse());
    // Seeded order numbers are consecutive: the one missing from the list is the draft.
    const numbers = page.items.map((o: Body) => Number(o.orderNumber.slice(3)));
    const hidden = Array.from({ length: Math.max(...numbers) - Math.min(...numbers) }, (_, i) => Math.min(...numbers) + i).find((n) => !numbers.includes(n));
    expect(hidden).toBeDefined();
    expect(codes(await api.get(`/orders/SO-${hidden}`))).toEqual(['SalesOrder.NotFound']);
  });

  it('filters by status (case-insensitive), customer, channel, dates and search; unknown or Draft status is 400', async () => {
    const all = (await api.get('/orders?pageSize=200')).body.items as Body[];
    expect((await api.get('/orders?status=released&pageSize=200')).body.items.every((o: Body) => o.status === 'Released')).toBe(true);
    expect(codes(await api.get('/orders?status=Draft'))).toEqual(['Validation.UnknownEnumValue']);
    expect((await api.get('/orders?status=Shipped')).status).toBe(400);
    const sample = all[0];
    expect((await api.get(`/orders?customerNumber=${sample.customerNumber}`)).body.items.every((o: Body) => o.customerNumber === sample.customerNumber)).toBe(
      true,
    );
    const channel = (await api.get('/orders?channelCode=B2B-NO')).body.items as Body[];
    expect(channel.length).toBeGreaterThan(0);
    expect(channel.every((o: Body) => o.channelCode === 'B2B-NO' && o.channelName && o.externalOrderNumber)).toBe(true);
    expect((await api.get(`/orders?search=${channel[0].externalOrderNumber.toLowerCase()}`)).body.items[0].orderNumber).toBe(channel[0].orderNumber);
    const range = (await api.get(`/orders?orderDateFrom=${sample.orderDate}&orderDateTo=${sample.orderDate}`)).body.items;
    expect(range.every((o: Body) => o.orderDate === sample.orderDate)).toBe(true);
    expect((await api.get(`/orders?modifiedSince=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`)).body.totalCount).toBe(0);
  });

  it('reads the detail with lines, VAT-inclusive totals and delivery progress, with an ETag', async () => {
    const released = (await api.get('/orders?status=Released&pageSize=1')).body.items[0];
    const res = await api.get(released.links.self);
    const order = res.body;
    expect(Object.keys(order.lines[0]).sort()).toEqual(
      [
        'configurationNumber',
        'deliveredQuantity',
        'description',
        'discountPercent',
        'isManualPrice',
        'itemName',
        'itemNumber',
        'lineNumber',
        'lineTotal',
        'quantity',
        'taxPercent',
        'unit',
        'unitPrice',
      ].sort(),
    );
    const net = order.lines.reduce((sum: number, l: Body) => sum + Math.round(Number(l.lineTotal) * 100), 0);
    expect(Math.round(Number(order.totalAmount) * 100)).toBe(net);
    expect(Number(order.totalAmountIncludingTax)).toBeGreaterThanOrEqual(Number(order.totalAmount));
    expect(order.deliveryStatus).toBe('PartiallyDelivered');
    expect(Number(order.deliveredPercentage)).toBeGreaterThan(0);
    expect(order.deliveryAddress).toMatchObject({ name: order.customerName });
    expect((await api.get(released.links.self, { 'if-none-match': res.headers.etag as string })).status).toBe(304);
  });
});

describe('item price', () => {
  it('answers the group price list with volume breaks in the customer currency', async () => {
    const retail = (await customers()).find((c) => c.customerGroupCode === 'RETAIL' && c.defaultCurrencyCode === 'NOK');
    const prices = await Promise.all(
      ['1', '5'].map(async (q) => (await api.get(`/items/FV-80002/price?customerNumber=${retail.customerNumber}&quantity=${q}`)).body),
    );
    const [one, five] = prices;
    expect(one).toMatchObject({ currencyCode: 'NOK', listPrice: '5490.00', quantity: '1' });
    expect(one).toMatchObject({ priceSource: 'CustomerGroupPriceList', priceListName: 'Dealer prices', unitPrice: '4831.20' });
    expect(five.unitPrice).toBe('4501.80');
    expect(five.volumeBreaks.map((b: Body) => [b.minQuantity, b.isApplied])).toEqual([
      ['0', false],
      ['5', true],
    ]);
    expect(Number(five.lineTotal)).toBeCloseTo(Number(five.netUnitPrice) * 5, 2);
  });

  it('checks quantity like any decimal and the customer like any body key', async () => {
    expect(codes(await api.get('/items/FV-80002/price?quantity=1,5'))).toEqual(['Validation.InvalidDecimal']);
    expect(codes(await api.get('/items/FV-80002/price?quantity=0'))).toEqual(['Validation.MustBePositive']);
    expect(codes(await api.get('/items/FV-80002/price?quantity=1.5'))).toEqual(['Validation.TooManyDecimalPlaces']);
    const unknown = await api.get('/items/FV-80002/price?customerNumber=C0');
    expect([unknown.status, codes(unknown), fields(unknown)]).toEqual([400, ['Customer.NotFound'], ['customerNumber']]);
    expect((await api.get('/items/NOPE/price')).status).toBe(404);
    expect((await api.get('/items/FV-81001/price?quantity=2.25')).body).toMatchObject({ quantity: '2.25', priceSource: 'ListPrice', lineTotal: '650.25' });
  });
});

describe('quotes', () => {
  async function quoteCustomer(country: string): Promise<{ customer: Body; contact: Body }> {
    for (const customer of await customers()) {
      if (customer.countryCode !== country) continue;
      const contacts = (await api.get(`/customers/${customer.customerNumber}/contacts`)).body.items;
      const contact = contacts.find((k: Body) => k.email);
      if (contact) return { customer, contact };
    }
    throw new Error(`no customer with a contact in ${country}`);
  }

  it('creates a Draft that keeps the prices passed, fills the missing ones and computes VAT per line', async () => {
    const { customer, contact } = await quoteCustomer('NO');
    const item = await firstItem(api, 'isActive=true&isConfigurable=false', (i) => i.salesPrice && i.baseUnitCode === 'PCS');
    const price = (await api.get(`/items/${item.itemNumber}/price?customerNumber=${customer.customerNumber}&quantity=2`)).body;
    const res = await api.post('/quotes', {
      customerNumber: customer.customerNumber,
      customerContactId: contact.id,
      title: 'Spring offer',
      lines: [
        { itemNumber: item.itemNumber, quantity: '3', unitPrice: '100.00501', discountPercent: '10' },
        { itemNumber: item.itemNumber, quantity: 2 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const quote = res.body;
    expect(res.headers.location).toBe(quote.links.self);
    expect(quote).toMatchObject({
      status: 'Draft',
      currencyCode: customer.defaultCurrencyCode,
      customerContactId: contact.id,
      contactName: contact.name,
      quoteDate: today(),
      sentAt: null,
    });
    expect(quote.lines[0]).toMatchObject({ unitPrice: '100.00501', discountPercent: '10', taxPercent: '25', lineTotal: '270.01' });
    expect(quote.lines[1]).toMatchObject({ unitPrice: price.unitPrice, discountPercent: '0', description: item.name });
    const vat = quote.lines.reduce((s: number, l: Body) => s + Math.round(Number(l.lineTotal) * 25), 0) / 100;
    expect(Number(quote.totalVat)).toBeCloseTo(vat, 2);
    expect(Number(quote.totalAmountIncludingTax)).toBeCloseTo(Number(quote.totalAmount) + Number(quote.totalVat), 2);
    const days = (Date.parse(quote.validUntil) - Date.parse(quote.quoteDate)) / 86_400_000;
    expect(days).toBe(30);
    const read = await api.get(quote.links.self);
    expect(read.body).toEqual(quote);
    expect((await api.get(quote.links.self, { 'if-none-match': read.headers.etag as string })).status).toBe(304);
  });

  it('charges no VAT to a customer abroad', async () => {
    const { customer } = await quoteCustomer('SE');
    const item = await firstItem(api, 'isActive=true&isConfigurable=false', (i) => i.salesPrice && i.baseUnitCode === 'PCS');
    const quote = (
      await api.post('/quotes', { customerNumber: customer.customerNumber, lines: [{ itemNumber: item.itemNumber, quantity: 1, unitPrice: '50' }] })
    ).body;
    expect(quote).toMatchObject({ currencyCode: 'SEK', totalVat: '0.00', totalAmount: '50.00' });
    expect(quote.lines[0].taxPercent).toBe('0');
  });

  it('refuses a validUntil before the quote date, a contact of another customer, free-text lines and unknown items', async () => {
    const [{ customer }, { contact: foreign }] = await Promise.all([quoteCustomer('NO'), quoteCustomer('SE')]);
    const res = await api.post('/quotes', {
      customerNumber: customer.customerNumber,
      customerContactId: foreign.id,
      quoteDate: '2025-06-10',
      validUntil: '2025-06-09',
      lines: [
        { description: 'Installation', quantity: 1, unitPrice: '500' },
        { itemNumber: 'NOPE', quantity: 1 },
        { itemNumber: 'FV-80001', quantity: '0' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: Body) => [e.code, e.field])).toEqual([
      ['Quote.ContactNotFound', 'customerContactId'],
      ['Quote.InvalidValidUntil', 'validUntil'],
      ['QuoteLine.ItemRequired', 'lines[0].itemNumber'],
      ['Item.NotFound', 'lines[1].itemNumber'],
      ['Validation.MustBePositive', 'lines[2].quantity'],
    ]);
    expect(codes(await api.post('/quotes', { customerNumber: customer.customerNumber, customerContactId: 'abc' }))).toEqual(['Validation.InvalidUuid']);
    expect(codes(await api.post('/quotes', { customerNumber: 'C0' }))).toEqual(['Customer.NotFound']);
  });

  it('sends a Draft once, mailing the contact when asked', async () => {
    const { customer, contact } = await quoteCustomer('NO');
    const empty = (await api.post('/quotes', { customerNumber: customer.customerNumber })).body;
    expect(codes(await api.post(`/quotes/${empty.quoteNumber}/send`))).toEqual(['Quote.NoLines']);
    const quote = (
      await api.post('/quotes', {
        customerNumber: customer.customerNumber,
        customerContactId: contact.id,
        lines: [{ itemNumber: 'FV-80001', quantity: 1, unitPrice: '9000' }],
      })
    ).body;
    const sent = await api.post(`/quotes/${quote.quoteNumber}/send`, { sendEmail: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'Sent', emailSentTo: contact.email, sentAt: expect.any(String) });
    const again = await api.post(`/quotes/${quote.quoteNumber}/send`);
    expect([again.status, codes(again)]).toEqual([409, ['Quote.InvalidStatus']]);
  });

  it('lists by quote number with drafts, filters status (Expired derived), customer and search', async () => {
    const page = (await api.get('/quotes?pageSize=200')).body.items as Body[];
    const numbers = page.map((q) => q.quoteNumber);
    expect(numbers).toEqual([...numbers].sort());
    expect(page.some((q) => q.status === 'Draft')).toBe(true);
    const expired = (await api.get('/quotes?status=expired')).body.items as Body[];
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((q) => q.status === 'Expired' && q.validUntil < today())).toBe(true);
    expect((await api.get('/quotes?status=Lost')).status).toBe(400);
    const sample = page[0] as Body;
    expect((await api.get(`/quotes?customerNumber=${sample.customerNumber}`)).body.items.every((q: Body) => q.customerNumber === sample.customerNumber)).toBe(
      true,
    );
    expect((await api.get(`/quotes?search=${sample.title.slice(0, 5).toLowerCase()}`)).body.items.map((q: Body) => q.quoteNumber)).toContain(
      sample.quoteNumber,
    );
    expect(codes(await api.get('/quotes/Q-0'))).toEqual(['Quote.NotFound']);
  });

  it('needs quotes:write to create and sales-orders:read to list orders', async () => {
    const ordersOnly = client(sb, sb.addApiKey({ name: 'orders-reader', scopes: ['sales-orders:read'] }));
    expect((await ordersOnly.get('/orders')).status).toBe(200);
    const denied = await ordersOnly.post('/quotes', {});
    expect([denied.status, denied.body.requiredScopes]).toEqual([403, ['quotes:write']]);
    expect((await ordersOnly.get('/quotes')).status).toBe(403);
  });
});
