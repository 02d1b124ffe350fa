import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, control, start, type Body } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start();
});
afterEach(() => sb.faults.clear());
afterAll(() => sb.close());

describe('faults per request (X-Sandbox-Fault)', () => {
  it('drop-after-commit commits, then closes the socket without an answer; the retry replays', async () => {
    const api = client(sb);
    await expect(api.post('/customers', { name: 'Dropped AS' }, { key: 'drop-1', headers: { 'x-sandbox-fault': 'drop-after-commit' } })).rejects.toThrow();
    expect(sb.ledger.entries({ idempotencyKey: 'drop-1' })).toHaveLength(1);
    const retry = await api.post('/customers', { name: 'Dropped AS' }, { key: 'drop-1' });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect((await api.get('/customers?search=Dropped%20AS')).body.totalCount).toBe(1);
    expect(sb.ledger.entries({ idempotencyKey: 'drop-1' })).toHaveLength(1);
  });

  it('error-before-commit answers 500 and changes nothing', async () => {
    const api = client(sb);
    const before = sb.ledger.size;
    const res = await api.post('/customers', { name: 'Never AS' }, { headers: { 'x-sandbox-fault': 'error-before-commit' } });
    expect(res.status).toBe(500);
    expect(codes(res)).toEqual(['Sandbox.InjectedFault']);
    expect(sb.ledger.size).toBe(before);
    expect((await api.get('/customers?search=Never%20AS')).body.totalCount).toBe(0);
  });

  it('latency delays, rate-limit forces 429, in-flight-503 forces 503 with Retry-After', async () => {
    const api = client(sb);
    const t0 = Date.now();
    expect((await api.get('/items?pageSize=1', { 'x-sandbox-fault': 'latency=250' })).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(240);
    const limited = await api.get('/items?pageSize=1', { 'x-sandbox-fault': 'rate-limit' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    const busy = await api.post('/customers', { name: 'Busy AS' }, { headers: { 'x-sandbox-fault': 'in-flight-503' } });
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBeDefined();
    expect((await api.get('/items', { 'x-sandbox-fault': 'explode' })).status).toBe(400);
  });
});

describe('faults by configuration', () => {
  it('fires per kind with a path filter and a count limit', async () => {
    const api = client(sb);
    const res = await control.post(sb, '/faults', { rules: [{ kind: 'error-before-commit', pathPrefix: '/preview/customers', method: 'POST', count: 2 }] });
    expect(res.status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.post('/customers', { name: `Configured ${i}` })).status);
    expect(statuses).toEqual([500, 500, 201]);
    expect((await api.get('/items?pageSize=1')).status).toBe(200);
    expect((await control.get(sb, '/faults')).body.rules[0].fired).toBe(2);
    expect((await control.delete(sb, '/faults')).status).toBe(204);
    expect((await control.get(sb, '/faults')).body.rules).toEqual([]);
  });

  it('draws probabilities from a seeded PRNG: the same seed gives the same pattern', async () => {
    const api = client(sb);
    const pattern = async () => {
      sb.faults.clear();
      sb.faults.configure([{ kind: 'rate-limit', probability: 0.5, pathPrefix: '/preview/items' }], 42);
      const out: number[] = [];
      for (let i = 0; i < 12; i++) out.push((await api.get('/items?pageSize=1')).status);
      return out;
    };
    const a = await pattern();
    const b = await pattern();
    expect(a).toEqual(b);
    expect(a).toContain(429);
    expect(a).toContain(200);
  });

  it('rejects an invalid rule', async () => {
    expect((await control.post(sb, '/faults', { kind: 'meteor' })).status).toBe(400);
    expect((await control.post(sb, '/faults', { kind: 'latency', probability: 2 })).status).toBe(400);
  });
});

describe('ledger', () => {
  it('lists committed writes with key, credential, status and resource, over HTTP and on the handle', async () => {
    const api = client(sb);
    const since = sb.ledger.size;
    const created = await api.post('/customers', { name: 'Ledger AS' }, { key: 'ledger-1' });
    await api.post('/customers', { name: 'Ledger AS' }, { key: 'ledger-1' });
    await api.post('/customers', { invoiceEmail: 'x' }, { key: 'ledger-2' });
    const res = await control.get(sb, `/ledger?sinceSeq=${since}`);
    expect(res.body.entries).toHaveLength(1);
    expect(res.body.entries[0]).toMatchObject({
      seq: since + 1,
      method: 'POST',
      path: '/preview/customers',
      idempotencyKey: 'ledger-1',
      credential: 'key:demo-all',
      status: 201,
      resourceRef: `customers/${created.body.customerNumber}`,
    });
    expect(sb.ledger.countBy('idempotencyKey', { sinceSeq: since })).toEqual({ 'ledger-1': 1 });
    // Sandbox configuration is not an ERP write; a simulated count is.
    await control.post(sb, '/clock', { advanceMs: 0 });
    expect(sb.ledger.size).toBe(since + 1);
    await control.post(sb, '/counts/CNT-5001/record', { lines: [{ lineNumber: 1, countedQuantity: 1 }] });
    expect(sb.ledger.entries({ sinceSeq: since + 1 })).toMatchObject([{ credential: 'control', resourceRef: 'inventory/counts/CNT-5001' }]);
  });
});

describe('control interface', () => {
  it('reports what `npm run sandbox` prints', async () => {
    const info = (await control.get(sb, '/info')).body;
    expect(info).toMatchObject({
      tenantId: sb.tenantId,
      previewUrl: sb.previewUrl,
      ecomUrl: sb.ecomUrl,
      apiKeys: { all: sb.apiKeys.all, readOnly: sb.apiKeys.readOnly },
    });
    expect(info.channels.map((c: Body) => c.storefrontDomain)).toEqual(['b2b.demo.quartermaster.test', 'shop.demo.quartermaster.test']);
  });

  it('is absent when control is off, and faults headers are ignored then', async () => {
    const off = await start({ control: false });
    try {
      expect((await control.get(off, '/info')).status).toBe(404);
      const res = await client(off).post('/customers', { name: 'No Faults' }, { headers: { 'x-sandbox-fault': 'error-before-commit' } });
      expect(res.status).toBe(201);
    } finally {
      await off.close();
    }
  });
});
