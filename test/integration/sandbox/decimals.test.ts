import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, firstItem, start, stockRows, type Body } from './helpers';

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
    const asNumber = await api.post('/inventory/adjustments', {
      itemNumber: item.itemNumber,
      warehouseCode: 'OSL',
      locationCode: row.locationCode,
      quantity: 1.25,
    });
    expect(asNumber.status).toBe(201);
    expect(asNumber.body.quantity).toBe('1.25');
    const asString = await api.post('/inventory/adjustments', {
      itemNumber: item.itemNumber,
      warehouseCode: 'OSL',
      locationCode: row.locationCode,
      quantity: '-0.5',
    });
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
    const res = await api.post('/inventory/adjustments', {
      itemNumber: whole.itemNumber,
      warehouseCode: 'OSL',
      locationCode: row?.locationCode ?? 'A-01',
      quantity: '1.5',
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['quantity']);
    expect(codes(res)).toEqual(['Validation.TooManyDecimalPlaces']);
    const three = await firstItem(api, 'trackingType=Batch', (i) => i.decimalPlaces === 3);
    expect(three.baseUnitCode).toMatch(/^(KG|L)$/);
  });

  it('books a large, precise quantity exactly: on hand and balance-after agree to the last digit', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=None&isActive=true', (i) => i.decimalPlaces === 2);
    const [row] = await stockRows(api, item.itemNumber, 'OSL');
    const before = (await api.get(`/items/${item.itemNumber}/availability`)).body.warehouses.find((w: Body) => w.warehouseCode === 'OSL')
      .quantityOnHand as string;
    // 14 integer digits and 2 decimals: the balance stays within the 15 digits the ERP holds.
    const quantity = '99999999999999.37';
    const res = await api.post('/inventory/adjustments', { itemNumber: item.itemNumber, warehouseCode: 'OSL', locationCode: row.locationCode, quantity });
    expect(res.status).toBe(201);
    expect(res.body.quantity).toBe(quantity);
    const expected = exactSum(before, quantity);
    expect(res.body.balanceAfter).toBe(expected);
    const after = (await api.get(`/items/${item.itemNumber}/availability`)).body.warehouses.find((w: Body) => w.warehouseCode === 'OSL');
    expect(after.quantityOnHand).toBe(expected);
    const listed = (await api.get(`/inventory/transactions?itemNumber=${item.itemNumber}&pageSize=1`)).body.items[0];
    expect(listed.balanceAfter).toBe(expected);
    // Taken back out, the stock is exactly what it was.
    const back = await api.post('/inventory/adjustments', {
      itemNumber: item.itemNumber,
      warehouseCode: 'OSL',
      locationCode: row.locationCode,
      quantity: `-${quantity}`,
    });
    expect(back.body.balanceAfter).toBe(before);
  });

  it.each([['99999999999999999999999999'], [1e20], ['1000000000000000']])(
    'refuses %j, which the ERP could not hold, with 400 naming the field',
    async (huge) => {
      const api = client(sb);
      const item = await firstItem(api, 'trackingType=None&isActive=true', (i) => i.decimalPlaces === 0);
      const [row] = await stockRows(api, item.itemNumber, 'OSL');
      const res = await api.post('/inventory/adjustments', {
        itemNumber: item.itemNumber,
        warehouseCode: 'OSL',
        locationCode: row?.locationCode ?? 'A-01',
        quantity: huge,
      });
      expect(res.status).toBe(400);
      expect(fields(res)).toEqual(['quantity']);
      expect(codes(res)).toEqual(['Validation.OutOfRange']);
    },
  );

  it('refuses an adjustment whose balance would pass the largest figure', async () => {
    const api = client(sb);
    const item = await firstItem(api, 'trackingType=None&isActive=true', (i) => i.decimalPlaces === 0);
    const [row] = await stockRows(api, item.itemNumber, 'OSL');
    const body = { itemNumber: item.itemNumber, warehouseCode: 'OSL', locationCode: row?.locationCode ?? 'A-01', quantity: '999999999999999' };
    const res = await api.post('/inventory/adjustments', body);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['Validation.OutOfRange']);
  });
});

/** Adds two plain decimal strings digit by digit, so the expectation shares no code with the sandbox. */
function exactSum(a: string, b: string): string {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const places = Math.max(af.length, bf.length);
  const total = BigInt(ai + af.padEnd(places, '0')) + BigInt(bi + bf.padEnd(places, '0'));
  const digits = total.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
