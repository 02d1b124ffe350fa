import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, start, type Body } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

describe('channels', () => {
  it('lists the B2B and B2C channels sorted by code, and reads one', async () => {
    const api = client(sb);
    const list = await api.get('/channels');
    expect(list.body.items.map((c: Body) => [c.channelCode, c.type])).toEqual([
      ['B2B-NO', 'B2B'],
      ['B2C-NO', 'B2C'],
    ]);
    expect(sb.channels.map((c) => c.code)).toEqual(['B2B-NO', 'B2C-NO']);
    const one = await api.get('/channels/B2C-NO');
    expect(one.body).toMatchObject({ currencyCode: 'NOK', allowGuestPrices: true, defaultWarehouseCode: 'OSL' });
    expect(codes(await api.get('/channels/XX'))).toEqual(['Channel.NotFound']);
  });

  it('lists publications per channel, 404 for an unknown channel', async () => {
    const api = client(sb);
    const pubs = await api.get('/channels/B2C-NO/items?pageSize=20&isFeatured=false');
    expect(pubs.body.totalCount).toBeGreaterThan(50);
    expect(pubs.body.items.every((p: Body) => p.channelCode === 'B2C-NO' && p.isFeatured === false)).toBe(true);
    const orders = pubs.body.items.map((p: Body) => p.sortOrder);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect((await api.get('/channels/XX/items')).status).toBe(404);
  });
});

describe('customers', () => {
  it('lists sorted by number and searches number, name, organisation number and email', async () => {
    const api = client(sb);
    const list = await api.get('/customers?pageSize=200');
    expect(list.body.totalCount).toBe(80);
    const numbers = list.body.items.map((c: Body) => c.customerNumber);
    expect(numbers).toEqual([...numbers].sort());
    const sample = list.body.items[7];
    expect((await api.get(`/customers?search=${sample.organizationNumber}`)).body.items[0].customerNumber).toBe(sample.customerNumber);
    expect((await api.get(`/customers?search=${encodeURIComponent(sample.name.toUpperCase())}`)).body.items.map((c: Body) => c.customerNumber)).toContain(
      sample.customerNumber,
    );
    const inactive = await api.get('/customers?isActive=false');
    expect(inactive.body.totalCount).toBeGreaterThan(0);
    expect(inactive.body.items.every((c: Body) => c.isActive === false)).toBe(true);
  });

  it('creates a customer with an auto number, defaults and a v7 id', async () => {
    const api = client(sb);
    const res = await api.post('/customers', { name: 'Finse Fjellstue', countryCode: 'NO', invoiceEmail: 'post@finse.example' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Finse Fjellstue', defaultCurrencyCode: 'NOK', isActive: true, customerNumber: expect.stringMatching(/^C\d+$/) });
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.headers.location).toBe(res.body.links.self);
    expect((await api.get(res.headers.location as string)).body).toEqual(res.body);
  });

  it('validates the create body field by field', async () => {
    const api = client(sb);
    const res = await api.post('/customers', {
      invoiceEmail: 'not-an-email',
      countryCode: 'Norway',
      defaultCurrencyCode: 'kr',
      defaultBackorderBehavior: 'Wait',
    });
    expect(res.status).toBe(400);
    expect(fields(res).sort()).toEqual(['countryCode', 'defaultBackorderBehavior', 'defaultCurrencyCode', 'invoiceEmail', 'name']);
    const taken = await api.post('/customers', { name: 'Dup', customerNumber: 'C10001' });
    expect(taken.status).toBe(409);
    expect(codes(await api.get('/customers/C0'))).toEqual(['Customer.NotFound']);
  });
});
