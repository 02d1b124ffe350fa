import Decimal from 'decimal.js';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import type { PortalUser } from '../../../src/sandbox/ecom/portal-users';
import { client, type Body, pricedPublications, start } from './helpers';

/** POST /ecom/auth/login and agreement prices (docs/api-assumptions.md 176-179), over real HTTP. */
let sb: SandboxHandle;
let keyAccount: PortalUser;
let clubCustomer: PortalUser;
/** Published, active, priced items of each channel, with their ERP list (net) price. */
const priced: Record<string, { itemId: string; itemNumber: string; salesPrice: string }[]> = {};

beforeAll(async () => {
  sb = await start();
  keyAccount = sb.portalUsers.find((u) => u.agreement.startsWith('own price list')) as PortalUser;
  clubCustomer = sb.portalUsers.find((u) => u.agreement.includes('10 %')) as PortalUser;
  Object.assign(priced, await pricedPublications(sb, ['B2B-NO', 'B2C-NO']));
});
afterAll(() => sb.close());

async function ecom(method: 'GET' | 'POST', path: string, headers: Record<string, string>, json?: unknown) {
  const res = await request(`${sb.ecomUrl}${path}`, {
    method,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers as Record<string, string>, body: (text ? JSON.parse(text) : null) as Body };
}

const channelHeaders = (channel: string, token?: string) => ({
  'x-tenant-id': sb.tenantId,
  'x-channel': channel,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const newSession = async (channel = 'B2B-NO'): Promise<string> => (await ecom('GET', '/session', channelHeaders(channel))).body.token;
const login = (channel: string, token: string | undefined, body: unknown) => ecom('POST', '/auth/login', channelHeaders(channel, token), body);
const prices = async (channel: string, token?: string) =>
  (await ecom('POST', '/catalog/prices', channelHeaders(channel, token), { itemIds: (priced[channel] ?? []).map((p) => p.itemId).slice(0, 100) })).body;

describe('POST /ecom/auth/login', () => {
  it('has demo portal accounts for three kinds of agreement, with passwords of the documented form', () => {
    expect(sb.portalUsers).toHaveLength(3);
    for (const u of sb.portalUsers) {
      expect(u.password).toBe(`portal-${u.customerNumber}`);
      expect(u.email).toMatch(/^[a-z.]+@[a-z0-9-]+\.example$/);
    }
    expect(keyAccount.customerNumber).toBe('C10002');
  });

  it('needs a live session token of the channel: 401 without one, with an unknown one, or with another channel’s', async () => {
    const body = { email: keyAccount.email, password: keyAccount.password };
    for (const token of [undefined, 'not-a-session', await newSession('B2C-NO')]) {
      const res = await login('B2B-NO', token, body);
      expect(res.status).toBe(401);
      expect(res.body.errors[0]).toMatchObject({ code: 'Session.Required', field: 'Authorization' });
    }
  });

  it('refuses a wrong password or an unknown email with one code on the password, and leaves the session anonymous', async () => {
    const token = await newSession();
    for (const body of [
      { email: keyAccount.email, password: 'wrong' },
      { email: 'nobody@example.com', password: keyAccount.password },
      { email: keyAccount.email, password: clubCustomer.password },
    ]) {
      const res = await login('B2B-NO', token, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ code: 'Auth.InvalidCredentials', field: 'password' })]);
    }
    expect((await ecom('GET', '/session', channelHeaders('B2B-NO', token))).body.isAuthenticated).toBe(false);
  });

  it('names each missing field', async () => {
    const res = await login('B2B-NO', await newSession(), { email: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: Body) => [e.code, e.field])).toEqual([
      ['Validation.Required', 'email'],
      ['Validation.Required', 'password'],
    ]);
  });

  it('upgrades the session in place: same token, authenticated, the customer named, no-store', async () => {
    const token = await newSession();
    const res = await login('B2B-NO', token, { email: `  ${keyAccount.email.toUpperCase()} `, password: keyAccount.password });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      token,
      isAuthenticated: true,
      customer: { customerNumber: 'C10002', customerName: keyAccount.customerName, contactName: keyAccount.contactName, email: keyAccount.email },
    });
    const again = await ecom('GET', '/session', channelHeaders('B2B-NO', token));
    expect(again.body).toMatchObject({ token, isAuthenticated: true, customer: { customerNumber: 'C10002' } });
    expect((await ecom('GET', '/session', channelHeaders('B2B-NO'))).body).toMatchObject({ isAuthenticated: false, customer: null });
  });
});

describe('prices of a signed-in session', () => {
  it('switch to the customer’s agreement prices at once, while list prices stay as they were', async () => {
    const token = await newSession();
    const before = await prices('B2B-NO', token);
    expect(before.customerNumber).toBeNull();
    expect(before.items.every((r: Body) => r.price === r.listPrice)).toBe(true);

    await login('B2B-NO', token, { email: keyAccount.email, password: keyAccount.password });
    const after = await prices('B2B-NO', token);
    expect(after.customerNumber).toBe('C10002');
    const byNumber = new Map<string, Body>(after.items.map((r: Body) => [r.itemNumber, r]));
    // Every list price is unchanged; the price follows the engine of GET /preview/items/{n}/price.
    const api = client(sb);
    let differs = 0;
    for (const row of before.items.slice(0, 40) as Body[]) {
      const now = byNumber.get(row.itemNumber);
      expect(now.listPrice).toBe(row.listPrice);
      const engine = (await api.get(`/items/${row.itemNumber}/price?customerNumber=C10002&quantity=1`)).body;
      expect(now.price).toBe(engine.netUnitPrice);
      expect(now.priceSource).toBe(engine.priceSource);
      if (now.price !== now.listPrice) differs++;
    }
    // The key account is in the RETAIL group, whose dealer list covers some published items.
    expect(differs).toBeGreaterThan(0);
    // A token-less call of the same moment still gets list prices.
    expect((await prices('B2B-NO')).items.every((r: Body) => r.price === r.listPrice && r.priceSource !== 'CustomerGroupPriceList')).toBe(true);
  });

  it('follow the channel’s VAT flag: gross agreement prices where the channel shows VAT', async () => {
    const token = await newSession('B2C-NO');
    await login('B2C-NO', token, { email: clubCustomer.email, password: clubCustomer.password });
    const answer = await prices('B2C-NO', token);
    expect(answer.includesVat).toBe(true);
    const first = priced['B2C-NO']?.[0] as { itemNumber: string; salesPrice: string };
    const row = answer.items.find((r: Body) => r.itemNumber === first.itemNumber);
    const net = (await client(sb).get(`/items/${first.itemNumber}/price?customerNumber=${clubCustomer.customerNumber}&quantity=1`)).body.netUnitPrice as string;
    // List less 10 %, then 25 % VAT, half-up to two decimals.
    const gross = (v: string) => new Decimal(v).times('1.25').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    const expected = gross(net);
    expect(row.price).toBe(expected);
    expect(row.listPrice).toBe(gross(first.salesPrice));
    expect(row.priceSource).toBe('ListPrice');
    expect(row.price).not.toBe(row.listPrice);
  });

  it('are list prices again once the session has expired (a later token is a new visitor)', async () => {
    const token = await newSession();
    await login('B2B-NO', token, { email: keyAccount.email, password: keyAccount.password });
    sb.advanceClock(8 * 24 * 60 * 60 * 1000);
    const answer = await prices('B2B-NO', token);
    expect(answer.customerNumber).toBeNull();
    expect(answer.items.every((r: Body) => r.price === r.listPrice)).toBe(true);
  });
});
