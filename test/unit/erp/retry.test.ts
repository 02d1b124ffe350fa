import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/shared/errors';
import { backoffDelay, defaultRetryOptions, parseRetryAfter } from '../../../src/main/erp/retry';
import type { WriteEvent } from '../../../src/main/erp';
import { client, drop, problem, startStub } from './stub';

const adjustment = { itemNumber: 'A1', warehouseCode: 'MAIN', locationCode: 'A-01', quantity: '1' };
const transaction = { transactionId: 't-1', transactionType: 'Adjustment', transactionDate: '2025-01-01T10:00:00', itemNumber: 'A1', quantity: '1' };

/** Answers each request to `path` with the next scripted behaviour, then with the last one. */
async function scripted(method: 'GET' | 'POST', path: string, script: ((req: FastifyRequest, reply: FastifyReply) => unknown)[]) {
  let n = 0;
  const stub = await startStub((app) => {
    app.route({ method, url: path, handler: (req, reply) => script[Math.min(n++, script.length - 1)]!(req, reply) });
  });
  return stub;
}

describe('retries', () => {
  it('reuses one Idempotency-Key across retries after a dropped response, 503 and 429', async () => {
    const s = await scripted('POST', '/preview/inventory/adjustments', [
      drop,
      (_q, r) => r.code(503).header('retry-after', '0').send(problem(503)),
      (_q, r) => r.code(429).send(problem(429)),
      (_q, r) => r.code(201).header('idempotency-replayed', 'true').send(transaction),
    ]);
    const erp = await client(s.url);
    const tx = await erp.preview.inventoryAdjustments.create(adjustment);
    expect(tx.transactionDate).toBe('2025-01-01T10:00:00Z');
    const keys = s.seen.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(String(keys[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(erp.stats()).toMatchObject({ calls: 1, requests: 4, retries: 3, replayed: 1 });
  });

  it('honours Retry-After on 503 before retrying', async () => {
    const s = await scripted('GET', '/preview/items/A1', [
      (_q, r) => r.code(503).header('retry-after', '1').send(problem(503)),
      (_q, r) => r.send({ itemNumber: 'A1' }),
    ]);
    const erp = await client(s.url);
    const started = Date.now();
    await erp.preview.items.get('A1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(s.seen).toHaveLength(2);
  });

  it('gives up on 429 after maxAttempts with a rateLimited error carrying Retry-After', async () => {
    const s = await scripted('GET', '/preview/items', [(_q, r) => r.code(429).header('retry-after', '0').send(problem(429))]);
    const erp = await client(s.url, { retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2 } });
    const error = await erp.preview.items.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).data).toMatchObject({ kind: 'rateLimited', status: 429, retryAfter: 0 });
    expect(s.seen).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than allowed, and says when to come back', async () => {
    const s = await scripted('GET', '/preview/items', [(_q, r) => r.code(429).header('retry-after', '120').send(problem(429))]);
    const erp = await client(s.url);
    const started = Date.now();
    const error = (await erp.preview.items.list().catch((e: unknown) => e)) as AppError;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.data).toMatchObject({ kind: 'rateLimited', retryAfter: 120 });
    expect(s.seen).toHaveLength(1);
  });

  it('retries a GET after the connection was dropped', async () => {
    const s = await scripted('GET', '/preview/items/A1', [drop, drop, (_q, r) => r.send({ itemNumber: 'A1', decimalPlaces: 2 })]);
    const erp = await client(s.url);
    expect((await erp.preview.items.get('A1')).decimalPlaces).toBe(2);
    expect(s.seen).toHaveLength(3);
  });

  it('never resends an unkeyed upload once it may have reached the server', async () => {
    const s = await scripted('POST', '/preview/channels/WEB/media', [drop, (_q, r) => r.code(201).send({ id: 'x' })]);
    const erp = await client(s.url);
    const error = (await erp
      .request('preview', { method: 'POST', path: '/preview/channels/WEB/media', json: { fake: true } })
      .catch((e: unknown) => e)) as AppError;
    expect(error.data.kind).toBe('network');
    expect(error.data.detail).toMatch(/may or may not/);
    expect(s.seen).toHaveLength(1);
    expect(s.seen[0]!.headers['idempotency-key']).toBeUndefined();
  });

  it('sends no Idempotency-Key on /configurations/calculate and retries it (no side effects)', async () => {
    const s = await scripted('POST', '/preview/configurations/calculate', [drop, (_q, r) => r.send({ isValid: true })]);
    const erp = await client(s.url);
    await erp.request('preview', { method: 'POST', path: '/preview/configurations/calculate', json: { itemNumber: 'C1' } });
    expect(s.seen).toHaveLength(2);
    expect(s.seen.every((r) => r.headers['idempotency-key'] === undefined)).toBe(true);
  });

  it('on /preview does not repeat a keyed write whose 5xx was replayed, but repeats one that was not', async () => {
    const s = await scripted('POST', '/preview/inventory/adjustments', [
      (_q, r) => r.code(500).send(problem(500)),
      (_q, r) => r.code(500).header('idempotency-replayed', 'true').send(problem(500)),
    ]);
    const erp = await client(s.url);
    const error = (await erp.preview.inventoryAdjustments.create(adjustment).catch((e: unknown) => e)) as AppError;
    expect(error.data).toMatchObject({ kind: 'unavailable', status: 500 });
    expect(s.seen).toHaveLength(2);
  });

  it('on /ecom repeats a keyed checkout after a 5xx even if marked replayed (the key was released)', async () => {
    let n = 0;
    const stub = await startStub((app) => {
      app.get('/ecom/session', async () => ({ token: 'tok', expiresAt: '2099-01-01T00:00:00' }));
      app.post('/ecom/checkout/place', async (_q, r) =>
        ++n < 3 ? r.code(500).header('idempotency-replayed', 'true').send(problem(500)) : r.code(201).send({ orderNumber: 'SO-1' }),
      );
    });
    const erp = await client(stub.url);
    const res = await erp.request('ecom', { method: 'POST', path: '/ecom/checkout/place', json: {} });
    expect(res.status).toBe(201);
    const places = stub.seen.filter((r) => r.url === '/ecom/checkout/place');
    expect(places).toHaveLength(3);
    expect(new Set(places.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  it('stops retrying when the total time budget is spent', async () => {
    const s = await scripted('GET', '/preview/items', [(_q, r) => r.code(503).send(problem(503))]);
    const erp = await client(s.url, { retry: { maxAttempts: 100, baseDelayMs: 50, maxDelayMs: 50, maxTotalMs: 300, random: () => 1 } });
    const started = Date.now();
    await expect(erp.preview.items.list()).rejects.toMatchObject({ data: { kind: 'unavailable' } });
    expect(Date.now() - started).toBeLessThan(600);
    expect(s.seen.length).toBeGreaterThan(2);
    expect(s.seen.length).toBeLessThan(10);
  });

  it('does not retry a 4xx and reports it as the ERP said it', async () => {
    const s = await scripted('POST', '/preview/inventory/adjustments', [
      (_q, r) => r.code(409).send(problem(409, { errors: [{ code: 'Inventory.InsufficientStock', detail: 'Below on-hand' }] })),
    ]);
    const erp = await client(s.url);
    const error = (await erp.preview.inventoryAdjustments.create({ ...adjustment, quantity: '-5' }).catch((e: unknown) => e)) as AppError;
    expect(error.data).toMatchObject({ kind: 'conflict', code: 'Inventory.InsufficientStock', codes: ['Inventory.InsufficientStock'] });
    expect(s.seen).toHaveLength(1);
  });
});

describe('write events', () => {
  it('reports each write once with its final outcome, key and attempts, and never reads', async () => {
    const s = await scripted('POST', '/preview/inventory/adjustments', [
      drop,
      (_q, r) => r.code(201).header('location', '/preview/inventory/transactions/t-1').send(transaction),
    ]);
    const events: WriteEvent[] = [];
    const erp = await client(s.url, { onWrite: (e) => events.push(e) });
    await erp.preview.inventoryAdjustments.create(adjustment, { operationId: 'op-9' });
    await erp.preview.items.get('A1').catch(() => undefined); // a read: no event
    expect(events).toEqual([
      expect.objectContaining({
        outcome: 'ok',
        status: 201,
        attempts: 2,
        operationId: 'op-9',
        idempotencyKey: s.seen[0]!.headers['idempotency-key'],
        location: '/preview/inventory/transactions/t-1',
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('svc_test_sk_abc');
  });
});

describe('retry timing', () => {
  it('backs off exponentially with full jitter, capped', () => {
    const opts = { ...defaultRetryOptions, baseDelayMs: 100, maxDelayMs: 1000, random: () => 1 };
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, opts))).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(backoffDelay(3, { ...opts, random: () => 0.5 })).toBe(400);
  });

  it('parses Retry-After seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});
