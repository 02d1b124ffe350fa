import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, firstItem, start, stockRows } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('decimal strings', () => {
  it('returns money and quantities as invariant strings', async () => {
    const api = client(sb);
    const item = (await api.get('/items/FV-10001')).body;
    expect(item.salesPrice).toMatch(DECIMAL);
    const availability = (await api.get('/items/FV-10001/availability')).body;
    for (const key of ['totalQuantityOnHand', 'totalAllocatedQuantity', 'totalAvailableQuantity']) expect(availability[key]).toMatch(DECIMAL);
    const po = (await api.get('/purchase-orders?pageSize=1')).body.items[0];
    expect(po.totalAmount).toMatch(/^\d+\.\d{2}$/);
    const tx = (await api.get('/inventory/transactions?pageSize=1')).body.items[0];
    for (const key of ['quantity', 'unitCost', 'averageCostAfter', 'balanceAfter']) expect(tx[key]).toMatch(DECIMAL);
  });

  it('accepts numbers and strings in requests', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=None&isActive=true', (i) => i.decimalPlaces === 2);
    const [row] = await stockRows(api, item.itemNumber, 'OSL');
    const asNumber = await api.post('/inventory/adjustments', { itemNumber: item.itemNumber, warehouseCode: 'OSL', locationCode: row.locationCode, quantity: 1.25 });
    expect(asNumber.status).toBe(201);
    expect(asNumber.body.quantity).toBe('1.25');
    const asString = await api.post('/inventory/adjustments', { itemNumber: item.itemNumber, warehouseCode: 'OSL', locationCode: row.locationCode, quantity: '-0.5' });
    expect(asString.status).toBe(201);
    expect(asString.body.quantity).toBe('-0.5');
  });

  it.each([['1,5'], ['1e3'], [''], [true], [{}], [' 1'], ['1.']])('rejects %j with 400 naming the field', async (bad) => {
    const api = client(sb);
    const res = await api.post('/inventory/adjustments', { itemNumber: 'FV-10001', warehouseCode: 'OSL', locationCode: 'A-01', quantity: bad });
    expect(res.status).toBe(400);
    expect(fields(res)).toContain('quantity');
    expect(codes(res)).toContain('Validation.InvalidDecimal');
  });

  it("respects the item's decimalPlaces", async () => {
    const api = client(sb);
    const whole = await firstItem(api, 'trackingType=None&isActive=true', (i) => i.decimalPlaces === 0);
    const [row] = await stockRows(api, whole.itemNumber, 'OSL');
    const res = await api.post('/inventory/adjustments', { itemNumber: whole.itemNumber, warehouseCode: 'OSL', locationCode: row?.locationCode ?? 'A-01', quantity: '1.5' });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['quantity']);
    expect(codes(res)).toEqual(['Validation.TooManyDecimalPlaces']);
    const three = await firstItem(api, 'trackingType=Batch', (i) => i.decimalPlaces === 3);
    expect(three.baseUnitCode).toMatch(/^(KG|L)$/);
  });
});
