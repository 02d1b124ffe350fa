import { describe, expect, it } from 'vitest';
import { client, problem, startStub } from './stub';

const slow = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('timeouts and cancellation', () => {
  it('bounds each attempt by the timeout and reports kind timeout', async () => {
    const stub = await startStub((app) => app.get('/preview/items/A1', async () => (await slow(2000), { itemNumber: 'A1' })));
    const erp = await client(stub.url, { timeoutMs: 150, retry: { maxAttempts: 2 } });
    const started = Date.now();
    await expect(erp.preview.items.get('A1')).rejects.toMatchObject({ data: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(1200);
    expect(stub.seen).toHaveLength(2); // a GET that timed out is tried again
  });

  it('a per-call timeout overrides the client default', async () => {
    const stub = await startStub((app) => app.get('/preview/items/A1', async () => (await slow(300), { itemNumber: 'A1' })));
    const erp = await client(stub.url, { timeoutMs: 100, retry: { maxAttempts: 1 } });
    await expect(erp.preview.items.get('A1')).rejects.toMatchObject({ data: { kind: 'timeout' } });
    await expect(erp.preview.items.get('A1', { timeoutMs: 2000 })).resolves.toMatchObject({ itemNumber: 'A1' });
  });

  it('aborts an in-flight request when the caller cancels, without retrying', async () => {
    const stub = await startStub((app) => app.get('/preview/items/A1', async () => (await slow(2000), { itemNumber: 'A1' })));
    const erp = await client(stub.url);
    const controller = new AbortController();
    const call = erp.preview.items.get('A1', { signal: controller.signal });
    // Cancelled once the ERP holds the request (a fixed 100 ms could fire before it was sent on a busy machine).
    await expect.poll(() => stub.seen.length).toBe(1);
    const started = Date.now();
    controller.abort();
    await expect(call).rejects.toMatchObject({ data: { kind: 'cancelled' } });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(stub.seen).toHaveLength(1);
  });

  it('cancelling during a Retry-After wait ends the call at once', async () => {
    const stub = await startStub((app) => app.get('/preview/items', async (_q, r) => r.code(503).header('retry-after', '10').send(problem(503))));
    const erp = await client(stub.url);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(erp.preview.items.list({}, { signal: controller.signal })).rejects.toMatchObject({ data: { kind: 'cancelled' } });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('an already aborted signal sends nothing', async () => {
    const stub = await startStub((app) => app.get('/preview/items/A1', async () => ({ itemNumber: 'A1' })));
    const erp = await client(stub.url);
    await expect(erp.preview.items.get('A1', { signal: AbortSignal.abort() })).rejects.toMatchObject({ data: { kind: 'cancelled' } });
    expect(stub.seen).toHaveLength(0);
  });

  it('a refused connection is a network error, retried because nothing was sent', async () => {
    const stub = await startStub(() => {});
    const url = stub.url;
    await stub.close(); // nothing listens on that port any more
    const erp = await client(url, { retry: { maxAttempts: 3 } });
    await expect(erp.request('preview', { method: 'POST', path: '/preview/channels/WEB/media', json: {} })).rejects.toMatchObject({
      data: { kind: 'network' },
    });
    expect(erp.stats().requests).toBe(3);
  });
});
