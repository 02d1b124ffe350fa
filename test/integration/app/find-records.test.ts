import { describe, expect, it } from 'vitest';
import type { FoundRecord } from '../../../src/shared/contract/app';
import { refusal, useWarehouseHarness } from '../warehouse/support';

const { app } = useWarehouseHarness();
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
