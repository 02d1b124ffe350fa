import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Decimal from 'decimal.js';
import type { ConfigurationDetail, CustomerOption, OrderResult, SalesOrder } from '../../../src/shared/contract/configurator';
import { AWNING, awningValues, customerIn, newOperationId, startApp, type Harness } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => {
  await h?.clearFaults();
  await h?.core.close();
});

const save = (input: object = {}) =>
  h.call<ConfigurationDetail>('configurator.save', { operationId: newOperationId(), itemNumber: AWNING, quantity: '2', values: awningValues(), ...input });
const orderPath = (n: string) => `/preview/configurations/${n}/order`;
const frozenSentence = (orderNumber: string) => `This configuration was ordered as sales order ${orderNumber} and can no longer change`;

describe('ordering a configuration', () => {
  it('needs a customer, then claims the configuration for the one chosen and places the order at the configured price', async () => {
    const saved = await save();
    const refused = await h.raw('configurator.order', { operationId: newOperationId(), configurationNumber: saved.configurationNumber });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', fieldErrors: [{ field: 'customerNumber' }] } });
    expect(await h.ledger({ pathPrefix: orderPath(saved.configurationNumber) })).toHaveLength(0);

    const customer = await customerIn(h, 'NOK');
    const result = await h.call<OrderResult>('configurator.order', {
      operationId: newOperationId(),
      configurationNumber: saved.configurationNumber,
      customerNumber: customer.customerNumber,
      customerReference: 'Phone order',
    });
    expect(result.outcome).toBe('ordered');
    expect(result.salesOrder).toMatchObject({
      status: 'Placed',
      customerNumber: customer.customerNumber,
      customerReference: 'Phone order',
      currencyCode: 'NOK',
    });
    expect(result.salesOrder.lines).toMatchObject([
      { itemNumber: AWNING, quantity: '2', isManualPrice: true, discountPercent: '0', configurationNumber: saved.configurationNumber },
    ]);
    expect(result.salesOrder.totalAmount).toBe(result.configuration.price.total);
    expect(result.configuration).toMatchObject({ salesOrderNumber: result.salesOrder.orderNumber, customerNumber: customer.customerNumber });
    expect(await h.call<SalesOrder>('configurator.salesOrder', { orderNumber: result.salesOrder.orderNumber })).toMatchObject({
      orderNumber: result.salesOrder.orderNumber,
      status: 'Placed',
    });
  });

  it('shows the order’s VAT as incl. − excl., and 0.00 for an export order without VAT (row 280)', async () => {
    const { customers } = await h.call<{ customers: CustomerOption[] }>('configurator.customers', {});
    const domestic = customers.find((c) => c.isActive && c.countryCode === 'NO') as CustomerOption;
    const abroad = customers.find((c) => c.isActive && c.countryCode !== 'NO' && c.countryCode !== null) as CustomerOption;
    const orderFor = async (customer: CustomerOption) => {
      const saved = await save({ customerNumber: customer.customerNumber });
      return (await h.call<OrderResult>('configurator.order', { operationId: newOperationId(), configurationNumber: saved.configurationNumber })).salesOrder;
    };
    const home = await orderFor(domestic);
    // Row 95: 25 % on an awning for a Norwegian customer.
    expect(home.totalVat).toBe(new Decimal(home.totalAmountIncludingTax as string).minus(home.totalAmount as string).toFixed(2));
    expect(home.totalVat).toBe(new Decimal(home.totalAmount as string).times('0.25').toFixed(2));
    const read = await h.call<SalesOrder>('configurator.salesOrder', { orderNumber: home.orderNumber });
    expect(read.totalVat).toBe(home.totalVat);
    const exported = await orderFor(abroad);
    expect(exported.totalVat).toBe('0.00');
  });

  it('refuses to change or discard an ordered configuration with a sentence naming its sales order', async () => {
    const customer = await customerIn(h, 'NOK');
    const saved = await save({ customerNumber: customer.customerNumber });
    const { salesOrder } = await h.call<OrderResult>('configurator.order', { operationId: newOperationId(), configurationNumber: saved.configurationNumber });
    const change = await h.raw('configurator.reconfigure', { operationId: newOperationId(), configurationNumber: saved.configurationNumber, quantity: '5' });
    expect(change).toMatchObject({ ok: false, error: { kind: 'conflict', title: frozenSentence(salesOrder.orderNumber) } });
    // Discard reaches the ERP, whose 409 is turned into the same sentence.
    const discard = await h.raw('configurator.discard', { configurationNumber: saved.configurationNumber });
    expect(discard).toMatchObject({
      ok: false,
      error: { kind: 'conflict', title: frozenSentence(salesOrder.orderNumber), code: 'Configuration.AlreadyOrdered' },
    });
    const again = await h.raw('configurator.order', { operationId: newOperationId(), configurationNumber: saved.configurationNumber });
    expect(again).toMatchObject({ ok: false, error: { title: frozenSentence(salesOrder.orderNumber) } });
    expect(await h.ledger({ pathPrefix: orderPath(saved.configurationNumber) })).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('an order whose answer is dropped is retried with its key and placed once, as the ledger proves', async () => {
    const customer = await customerIn(h, 'NOK');
    const saved = await save({ customerNumber: customer.customerNumber });
    const path = orderPath(saved.configurationNumber);
    await h.faults([{ kind: 'drop-after-commit', pathPrefix: path, method: 'POST', count: 1 }]);
    const operationId = newOperationId();
    const first = await h.call<OrderResult>('configurator.order', { operationId, configurationNumber: saved.configurationNumber });
    await h.clearFaults();
    expect(first.outcome).toBe('replayed');
    expect(await h.ledger({ pathPrefix: path })).toHaveLength(1);

    // The same prepared order sent again (a second click) gets the same sales order back.
    const second = await h.call<OrderResult>('configurator.order', { operationId, configurationNumber: saved.configurationNumber });
    expect(second).toMatchObject({ outcome: 'replayed', salesOrder: { orderNumber: first.salesOrder.orderNumber } });
    expect(await h.ledger({ pathPrefix: path })).toHaveLength(1);
  });

  it('an order interrupted by a restart is resumed from the journal, whatever id the next click carries, and placed once', async () => {
    const customer = await customerIn(h, 'NOK');
    const saved = await save({ customerNumber: customer.customerNumber });
    const path = orderPath(saved.configurationNumber);
    // Placed, answer lost; every retry of the first run is turned away (429) until it gives up.
    await h.faults([
      { kind: 'latency', latencyMs: 1500, pathPrefix: path, method: 'POST', count: 1 },
      { kind: 'drop-after-commit', pathPrefix: path, method: 'POST', count: 1 },
    ]);
    const first = await startApp();
    const sending = first.raw('configurator.order', { operationId: newOperationId(), configurationNumber: saved.configurationNumber });
    // Only once the first attempt is held in the sandbox may every later one be turned away.
    await h.faultFired('latency', path);
    await h.faults([{ kind: 'rate-limit', pathPrefix: path, method: 'POST', count: 100 }]);
    const lost = await sending;
    await h.clearFaults();
    expect(lost).toMatchObject({ ok: false, error: { kind: 'rateLimited' } });

    // The app stops without a goodbye; a new app core on the same data folder places what was left
    // unanswered on its own (its outbox resends the order with its key) and places it once.
    const second = await startApp(first.dataDir);
    await vi.waitFor(
      async () =>
        expect(
          (await second.call<ConfigurationDetail>('configurator.configuration', { configurationNumber: saved.configurationNumber })).pendingOrderSince,
        ).toBeNull(),
      { timeout: 20_000, interval: 100 },
    );
    const reopened = await second.call<ConfigurationDetail>('configurator.configuration', { configurationNumber: saved.configurationNumber });
    expect(reopened.salesOrderNumber).not.toBeNull();
    expect(await h.ledger({ pathPrefix: path })).toHaveLength(1);
    // A further click cannot order it twice: the ERP froze it, and the refusal names the order.
    const again = await second.raw('configurator.order', { operationId: newOperationId(), configurationNumber: saved.configurationNumber });
    expect(again).toMatchObject({ ok: false, error: { kind: 'conflict' } });
    expect(JSON.stringify(again)).toContain(reopened.salesOrderNumber!);
  }, 60_000);
});
