import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../src/sandbox';
import { client, codes, fields, start } from './helpers';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await start({ idempotencyWaitMs: 300 });
});
afterAll(() => sb.close());

describe('Idempotency-Key on POST', () => {
  it('replays status, body and Location with Idempotency-Replayed and books once', async () => {
    const api = client(sb);
    const first = await api.post('/customers', { name: 'Replay Friluft' }, { key: 'idem-replay-1' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const second = await api.post('/customers', { name: 'Replay Friluft' }, { key: 'idem-replay-1' });
    expect(second.status).toBe(201);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(second.headers.location).toBe(first.headers.location);
    expect(second.body).toEqual(first.body);
    expect(sb.ledger.entries({ idempotencyKey: 'idem-replay-1' })).toHaveLength(1);
    const list = await api.get('/customers?search=Replay%20Friluft');
    expect(list.body.totalCount).toBe(1);
  });

  it('treats the same JSON with keys in another order as the same body', async () => {
    const api = client(sb);
    await api.post('/customers', '{"name":"Order AS","city":"Voss"}', { key: 'idem-order' });
    const again = await api.post('/customers', '{"city":"Voss","name":"Order AS"}', { key: 'idem-order' });
    expect(again.headers['idempotency-replayed']).toBe('true');
  });

  it('replays a stored 4xx answer too', async () => {
    const api = client(sb);
    const first = await api.post('/customers', { invoiceEmail: 'bad' }, { key: 'idem-400' });
    expect(first.status).toBe(400);
    const again = await api.post('/customers', { invoiceEmail: 'bad' }, { key: 'idem-400' });
    expect(again.status).toBe(400);
    expect(again.headers['idempotency-replayed']).toBe('true');
  });

  it('answers 422 idempotencyKey.conflict for another body or another endpoint', async () => {
    const api = client(sb);
    await api.post('/customers', { name: 'Conflict One' }, { key: 'idem-conflict' });
    const otherBody = await api.post('/customers', { name: 'Conflict Two' }, { key: 'idem-conflict' });
    expect(otherBody.status).toBe(422);
    expect(codes(otherBody)).toEqual(['idempotencyKey.conflict']);
    const otherEndpoint = await api.post('/inventory/counts', { name: 'Conflict One' }, { key: 'idem-conflict' });
    expect(otherEndpoint.status).toBe(422);
    expect(sb.ledger.entries({ idempotencyKey: 'idem-conflict' })).toHaveLength(1);
  });

  it('scopes keys per credential', async () => {
    await client(sb, sb.apiKeys.all).post('/customers', { name: 'Per Key A' }, { key: 'idem-shared' });
    const other = await client(sb, sb.apiKeys.test).post('/customers', { name: 'Per Key B' }, { key: 'idem-shared' });
    expect(other.status).toBe(201);
    expect(other.headers['idempotency-replayed']).toBeUndefined();
  });

  it('requires the key (400), at most 255 characters (400), and not on exempt or non-POST calls', async () => {
    const api = client(sb);
    const missing = await api.post('/customers', { name: 'No key' }, { key: null });
    expect(missing.status).toBe(400);
    expect(codes(missing)).toEqual(['idempotencyKey.missing']);
    expect(fields(missing)).toEqual(['Idempotency-Key']);
    const long = await api.post('/customers', { name: 'Long key' }, { key: 'k'.repeat(256) });
    expect(long.status).toBe(400);
    expect(codes(long)).toEqual(['idempotencyKey.tooLong']);
    expect((await api.post('/customers', { name: 'Max key' }, { key: 'k'.repeat(255) })).status).toBe(201);
  });

  it('serialises a concurrent retry: it waits for the first and then replays', async () => {
    const wait = await start({ idempotencyWaitMs: 2000 });
    try {
      const api = client(wait);
      const slow = api.post('/customers', { name: 'Slow AS' }, { key: 'idem-wait', headers: { 'x-sandbox-fault': 'latency=400' } });
      await new Promise((r) => setTimeout(r, 100));
      const twin = await api.post('/customers', { name: 'Slow AS' }, { key: 'idem-wait' });
      const first = await slow;
      expect(first.status).toBe(201);
      expect(twin.status).toBe(201);
      expect(twin.headers['idempotency-replayed']).toBe('true');
      expect(twin.body.customerNumber).toBe(first.body.customerNumber);
      expect(wait.ledger.entries({ idempotencyKey: 'idem-wait' })).toHaveLength(1);
    } finally {
      await wait.close();
    }
  });

  it('gives the concurrent twin 503 with Retry-After when the first outlasts the in-flight wait', async () => {
    const api = client(sb);
    const slow = api.post('/customers', { name: 'Slower AS' }, { key: 'idem-busy', headers: { 'x-sandbox-fault': 'latency=900' } });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const twin = await api.post('/customers', { name: 'Slower AS' }, { key: 'idem-busy' });
    expect(twin.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Number(twin.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(codes(twin)).toEqual(['idempotencyKey.inFlight']);
    expect((await slow).status).toBe(201);
    const after = await api.post('/customers', { name: 'Slower AS' }, { key: 'idem-busy' });
    expect(after.headers['idempotency-replayed']).toBe('true');
    expect(sb.ledger.entries({ idempotencyKey: 'idem-busy' })).toHaveLength(1);
  });

  it('never stores a 5xx: the key is released and the retry runs', async () => {
    const api = client(sb);
    const failed = await api.post('/customers', { name: 'Retry After Error' }, { key: 'idem-5xx', headers: { 'x-sandbox-fault': 'error-before-commit' } });
    expect(failed.status).toBe(500);
    const retry = await api.post('/customers', { name: 'Retry After Error' }, { key: 'idem-5xx' });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBeUndefined();
  });

  it('keeps stored answers 24 hours', async () => {
    const api = client(sb);
    await api.post('/customers', { name: 'Day One' }, { key: 'idem-24h' });
    sb.advanceClock(23 * 3_600_000);
    expect((await api.post('/customers', { name: 'Day One' }, { key: 'idem-24h' })).headers['idempotency-replayed']).toBe('true');
    sb.advanceClock(2 * 3_600_000);
    const expired = await api.post('/customers', { name: 'Day Two' }, { key: 'idem-24h' });
    expect(expired.status).toBe(201);
    expect(expired.headers['idempotency-replayed']).toBeUndefined();
  });
});
