import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calculation, ConfigurationDetail, QuoteDetail, QuoteRow } from '../../../src/shared/contract/configurator';
import { AWNING, awningValues, customerIn, newOperationId, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => {
  await h?.core.close();
});

const save = (input: object = {}) =>
  h.call<ConfigurationDetail>('configurator.save', { operationId: newOperationId(), itemNumber: AWNING, quantity: '1', values: awningValues(), ...input });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('quotes from configurations', () => {
  it("quotes two configurations at the customer's configured prices, then sends the quote", async () => {
    const customer = await customerIn(h, 'SEK');
    const plain = await save();
    const small = await save({ quantity: '2', values: awningValues({ WIDTH: { number: '3000' }, VALANCE: { boolean: false } }) });
    const priced = await h.call<Calculation>('configurator.calculate', {
      itemNumber: AWNING,
      quantity: '2',
      customerNumber: customer.customerNumber,
      values: awningValues({ WIDTH: { number: '3000' }, VALANCE: { boolean: false } }),
    });

    const validUntil = inDays(14);
    const quote = await h.call<QuoteDetail>('configurator.createQuote', {
      operationId: newOperationId(),
      customerNumber: customer.customerNumber,
      configurationNumbers: [plain.configurationNumber, small.configurationNumber],
      title: 'Awnings for the terrace',
      validUntil,
    });
    expect(quote).toMatchObject({
      status: 'Draft',
      title: 'Awnings for the terrace',
      validUntil,
      currencyCode: 'SEK',
      customerNumber: customer.customerNumber,
    });
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[1]).toMatchObject({
      itemNumber: AWNING,
      quantity: '2',
      unitPrice: priced.price.unitPrice,
      discountPercent: '0',
      description: small.title ?? small.itemName,
      configurationNumber: small.configurationNumber,
    });
    expect(quote.lines.map((l) => l.configurationNumber)).toEqual([plain.configurationNumber, small.configurationNumber]);
    expect(quote.lines[1]!.lineTotal).toBe(priced.price.total);

    const list = await h.call<{ items: QuoteRow[] }>('configurator.quotes', { customerNumber: customer.customerNumber, status: 'Draft', pageSize: 200 });
    expect(list.items.map((q) => q.quoteNumber)).toContain(quote.quoteNumber);

    const sent = await h.call<QuoteDetail>('configurator.sendQuote', { operationId: newOperationId(), quoteNumber: quote.quoteNumber });
    expect(sent).toMatchObject({ status: 'Sent', emailSentTo: null });
    expect(sent.sentAt).not.toBeNull();
    expect(await h.call<QuoteDetail>('configurator.quote', { quoteNumber: quote.quoteNumber })).toMatchObject({ status: 'Sent' });

    const twice = await h.raw('configurator.sendQuote', { operationId: newOperationId(), quoteNumber: quote.quoteNumber });
    expect(twice).toMatchObject({ ok: false, error: { kind: 'conflict', codes: ['Quote.InvalidStatus'] } });
  });

  it('a quote and a saved configuration whose answers are dropped are each stored once, a second click included', async () => {
    const saveId = newOperationId();
    await h.faults([{ kind: 'drop-after-commit', pathPrefix: '/preview/configurations', method: 'POST', count: 1 }]);
    const saved = await h.call<ConfigurationDetail>('configurator.save', {
      operationId: saveId,
      itemNumber: AWNING,
      quantity: '1',
      values: awningValues(),
      title: 'Dropped once',
    });
    await h.clearFaults();
    const again = await h.call<ConfigurationDetail>('configurator.save', {
      operationId: saveId,
      itemNumber: AWNING,
      quantity: '1',
      values: awningValues(),
      title: 'Dropped once',
    });
    expect(again.configurationNumber).toBe(saved.configurationNumber);
    const creates = (await h.ledger({ pathPrefix: '/preview/configurations' })).filter(
      (e) => e.method === 'POST' && e.path.endsWith('/configurations') && e.status === 201,
    );
    expect(creates.filter((e) => e.resourceRef.includes(saved.configurationNumber))).toHaveLength(1);

    const customer = await customerIn(h, 'NOK');
    const quoteInput = {
      operationId: newOperationId(),
      customerNumber: customer.customerNumber,
      configurationNumbers: [saved.configurationNumber],
      title: 'Dropped quote',
    };
    await h.faults([{ kind: 'drop-after-commit', pathPrefix: '/preview/quotes', method: 'POST', count: 1 }]);
    const quote = await h.call<QuoteDetail>('configurator.createQuote', quoteInput);
    await h.clearFaults();
    const second = await h.call<QuoteDetail>('configurator.createQuote', quoteInput);
    expect(second.quoteNumber).toBe(quote.quoteNumber);
    const list = await h.call<{ items: QuoteRow[] }>('configurator.quotes', {
      customerNumber: customer.customerNumber,
      search: 'Dropped quote',
      pageSize: 200,
    });
    expect(list.items.map((q) => q.quoteNumber)).toEqual([quote.quoteNumber]);
  });

  it('refuses a validity date before the quote date at the field, and creates nothing', async () => {
    const customer = await customerIn(h, 'NOK');
    const saved = await save();
    const before = (await h.ledger({ pathPrefix: '/preview/quotes' })).length;
    const refused = await h.raw('configurator.createQuote', {
      operationId: newOperationId(),
      customerNumber: customer.customerNumber,
      configurationNumbers: [saved.configurationNumber],
      validUntil: inDays(-3),
    });
    expect(refused).toMatchObject({ ok: false, error: { fieldErrors: [expect.objectContaining({ field: 'validUntil' })] } });
    expect(await h.ledger({ pathPrefix: '/preview/quotes' })).toHaveLength(before);
  });

  it('lists only open quotes whose last valid day falls within the chosen days from the given today', async () => {
    const customer = await customerIn(h, 'NOK');
    const saved = await save();
    const make = async (validUntil: string) =>
      h.call<QuoteDetail>('configurator.createQuote', {
        operationId: newOperationId(),
        customerNumber: customer.customerNumber,
        configurationNumbers: [saved.configurationNumber],
        validUntil,
        title: 'Expiry window',
      });
    const soon = await make(inDays(3));
    const later = await make(inDays(20));
    const today = inDays(0);
    const within = (days: number) =>
      h.call<{ items: QuoteRow[]; totalCount: number }>('configurator.quotes', { search: 'Expiry window', expiringWithinDays: days, today, pageSize: 1 });
    expect((await within(7)).items.map((q) => q.quoteNumber)).toEqual([soon.quoteNumber]);
    const month = await within(30);
    expect(month.totalCount).toBe(2);
    expect(month.items.map((q) => q.quoteNumber)).toEqual([soon.quoteNumber]);
    // Seen from a later day, the first one has run out and is no longer "expiring".
    const fromLater = await h.call<{ items: QuoteRow[] }>('configurator.quotes', {
      search: 'Expiry window',
      expiringWithinDays: 30,
      today: inDays(5),
      pageSize: 200,
    });
    expect(fromLater.items.map((q) => q.quoteNumber)).toEqual([later.quoteNumber]);
    const refused = await h.raw('configurator.quotes', { expiringWithinDays: -1 });
    expect(refused).toMatchObject({ ok: false, error: { fieldErrors: [expect.objectContaining({ field: 'expiringWithinDays' })] } });
  });

  it('offers no accept, decline or convert, each with the reason, since the API describes none', async () => {
    const listed = await h.call<{ items: QuoteRow[] }>('configurator.quotes', { pageSize: 1 });
    const quote = await h.call<QuoteDetail>('configurator.quote', { quoteNumber: listed.items[0]!.quoteNumber });
    for (const action of [quote.actions.accept, quote.actions.decline, quote.actions.convert]) {
      expect(action.offered).toBe(false);
      expect(action.reason).toMatch(/does not describe/);
    }
  });

  it('sends a draft once when the answer to its send is dropped and the same send is tried again', async () => {
    const customer = await customerIn(h, 'NOK');
    const saved = await save();
    const draft = await h.call<QuoteDetail>('configurator.createQuote', {
      operationId: newOperationId(),
      customerNumber: customer.customerNumber,
      configurationNumbers: [saved.configurationNumber],
    });
    const input = { operationId: newOperationId(), quoteNumber: draft.quoteNumber };
    await h.faults([{ kind: 'drop-after-commit', pathPrefix: `/preview/quotes/${draft.quoteNumber}/send`, method: 'POST', count: 1 }]);
    const sent = await h.call<QuoteDetail>('configurator.sendQuote', input);
    await h.clearFaults();
    const again = await h.call<QuoteDetail>('configurator.sendQuote', input);
    expect([sent.status, again.status]).toEqual(['Sent', 'Sent']);
    expect(again.sentAt).toBe(sent.sentAt);
    const sends = (await h.ledger({ pathPrefix: `/preview/quotes/${draft.quoteNumber}/send` })).filter((e) => e.status === 200 && e.effect === 'sent');
    expect(sends).toHaveLength(1);
  });
});
