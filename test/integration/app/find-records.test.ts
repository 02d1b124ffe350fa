import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FoundRecord } from '../../../src/shared/contract/app';
import { AWNING, awningValues } from '../configurator/support';
import { refusal, useWarehouseHarness } from '../warehouse/support';

const { app, sandbox } = useWarehouseHarness();
const find = async (query: string, limit = 5) => (await app().call<{ records: FoundRecord[] }>('app.findRecords', { query, limit })).records;

describe('app.findRecords: the command palette finds records by number', () => {
  it('finds an item by part of its number, with its name', async () => {
    const records = await find('FV-1006');
    const items = records.filter((r) => r.kind === 'item');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items.every((r) => r.number.startsWith('FV-1006'))).toBe(true);
    expect(items[0]!.title).toBeTruthy();
  });

  it('finds a purchase order by its number, with its supplier and status', async () => {
    const { items } = await app().call<{ items: { orderNumber: string }[] }>('purchasing.orders', { statuses: [], page: 1, pageSize: 1 });
    const orderNumber = items[0]!.orderNumber;
    const records = await find(orderNumber);
    expect(records).toContainEqual(expect.objectContaining({ kind: 'purchaseOrder', number: orderNumber }));
    expect(records.find((r) => r.number === orderNumber)!.detail).toBeTruthy();
  });

  it('finds a count by its exact number, and nothing for a number that does not exist', async () => {
    const { items } = await app().call<{ items: { countNumber: string }[] }>('warehouse.counts.list', { page: 1, pageSize: 1 });
    const countNumber = items[0]!.countNumber;
    expect(await find(countNumber)).toContainEqual(expect.objectContaining({ kind: 'count', number: countNumber }));
    expect(await find('NO-SUCH-RECORD-42')).toEqual([]);
  });

  it('asks for at most the given number of each kind, and refuses a one-letter search', async () => {
    expect((await find('FV', 2)).filter((r) => r.kind === 'item')).toHaveLength(2);
    const refused = await refusal(app(), 'app.findRecords', { query: 'F' });
    expect(refused.fieldErrors[0]?.message).toBe('Type at least two characters');
  });
});

describe('app.findRecords: answered from the local replicas', () => {
  const erp = async (path: string, init: RequestInit = {}) => {
    const sb = sandbox();
    const res = await fetch(`${sb.previewUrl}${path}`, {
      ...init,
      headers: { 'x-api-key': sb.apiKeys.all, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    });
    return (await res.json()) as Record<string, unknown>;
  };

  it('finds a configuration by a word of its title and a ticket by its number, each with the kind that opens it', async () => {
    const ticket = ((await erp('/tickets?pageSize=1')).items as { ticketNumber: string; title: string }[])[0]!;
    expect(await find(ticket.ticketNumber)).toContainEqual(expect.objectContaining({ kind: 'ticket', number: ticket.ticketNumber, title: ticket.title }));
    const cfg = await erp('/configurations', {
      method: 'POST',
      body: JSON.stringify({ itemNumber: AWNING, values: awningValues(), title: 'Marmalade pergola' }),
    });
    // Made after the replicas' first read: the next search's delta brings it in.
    const found = await find('marmal');
    expect(found).toEqual([expect.objectContaining({ kind: 'configuration', number: cfg.configurationNumber, title: 'Marmalade pergola' })]);
  });

  it('finds a quote and a customer by number and by name, and a ticket by a word of its title', async () => {
    const quote = ((await erp('/quotes?pageSize=1')).items as { quoteNumber: string; title: string | null }[])[0]!;
    expect(await find(quote.quoteNumber)).toContainEqual(expect.objectContaining({ kind: 'quote', number: quote.quoteNumber }));
    const customer = ((await erp('/customers?pageSize=1')).items as { customerNumber: string; name: string }[])[0]!;
    expect(await find(customer.customerNumber)).toContainEqual(expect.objectContaining({ kind: 'customer', number: customer.customerNumber }));
    const nameWord = customer.name.split(/\s+/).find((w) => w.length > 3)!;
    expect(await find(nameWord, 10)).toContainEqual(expect.objectContaining({ kind: 'customer', number: customer.customerNumber }));
    const made = await erp('/quotes', {
      method: 'POST',
      body: JSON.stringify({ customerNumber: customer.customerNumber, title: 'Quince orchard canopy', lines: [] }),
    });
    expect(await find('quince orch')).toEqual([expect.objectContaining({ kind: 'quote', number: made.quoteNumber, title: 'Quince orchard canopy' })]);
    const ticket = ((await erp('/tickets?pageSize=1')).items as { ticketNumber: string; title: string }[])[0]!;
    const titleWord = ticket.title.split(/\s+/).find((w) => w.length > 4)!;
    expect(await find(titleWord, 10)).toContainEqual(expect.objectContaining({ kind: 'ticket', number: ticket.ticketNumber }));
  });

  it('finds an item by a word of its name, and by its exact number first', async () => {
    const item = ((await erp('/items?pageSize=1&search=FV-1006')).items as { itemNumber: string; name: string }[])[0]!;
    const word = item.name.split(/\s+/).find((w) => w.length > 3)!;
    const byName = (await find(word, 10)).filter((r) => r.kind === 'item');
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every((r) =>
        r
          .title!.toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .some((w) => w.startsWith(word.toLowerCase())),
      ),
    ).toBe(true);
    expect((await find(item.itemNumber.toLowerCase())).filter((r) => r.kind === 'item')[0]!.number).toBe(item.itemNumber);
  });

  it('answers from the stored rows, as of their last sync, when the ERP cannot be reached', async () => {
    const live = await app().call<{ records: FoundRecord[]; asOf?: string }>('app.findRecords', { query: 'awning', limit: 5 });
    expect(live.asOf).toBeUndefined();
    expect(live.records.length).toBeGreaterThan(0);
    sandbox().faults.configure(
      ['/preview/items', '/preview/purchase-orders', '/preview/configurations', '/preview/tickets', '/preview/deletions', '/preview/inventory'].map(
        (pathPrefix) => ({ kind: 'error-before-commit' as const, pathPrefix, method: 'GET' }),
      ),
    );
    try {
      const stale = await app().call<{ records: FoundRecord[]; asOf?: string }>('app.findRecords', { query: 'awning', limit: 5 });
      expect(stale.asOf).toBeDefined();
      expect(Date.parse(stale.asOf!)).toBeLessThanOrEqual(Date.now());
      expect(stale.records).toEqual(live.records);
    } finally {
      sandbox().faults.clear();
    }
  });

  it('drops a configuration ordered in the app from the results at once, though the ERP writes no deletion record for it', async () => {
    const customer = ((await erp('/customers?isActive=true&pageSize=1')).items as { customerNumber: string }[])[0]!;
    const body = { itemNumber: AWNING, values: awningValues(), title: 'Tangerine veranda', customerNumber: customer.customerNumber };
    const cfg = await erp('/configurations', { method: 'POST', body: JSON.stringify(body) });
    expect((await find('tangerine')).map((r) => r.number)).toEqual([cfg.configurationNumber]);
    await app().call('configurator.order', { configurationNumber: cfg.configurationNumber, operationId: randomUUID() });
    expect(await find('tangerine')).toEqual([]);
  });
});
