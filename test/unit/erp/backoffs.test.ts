import { describe, expect, it } from 'vitest';
import { Backoffs } from '../../../src/main/erp/backoffs';
import { client, problem, startStub } from './stub';

/** A backoff of 8 s on every retry, so an early end is plain to see. */
const slowRetry = { baseDelayMs: 8_000, maxDelayMs: 8_000, random: () => 1 };

describe('backoffs cut short', () => {
  it('ends a backoff when another call to the same ERP is answered, and not one to another ERP', async () => {
    const backoffs = new Backoffs();
    const started = Date.now();
    const here = backoffs.wait('http://erp-a', 8_000);
    const there = backoffs.wait('http://erp-b', 8_000).then(() => 'ended');
    expect(backoffs.pending('http://erp-a')).toBe(1);
    backoffs.answered('http://erp-a');
    await here;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(backoffs.pending('http://erp-a')).toBe(0);
    const early = await Promise.race([there, new Promise((r) => setTimeout(() => r('waiting'), 50))]);
    expect(early).toBe('waiting');
    backoffs.answered('http://erp-b');
    await there;
  });

  it('still rejects when the call is cancelled during its backoff', async () => {
    const backoffs = new Backoffs();
    const cancel = new AbortController();
    const waiting = backoffs.wait('http://erp', 8_000, cancel.signal);
    cancel.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    expect(backoffs.pending('http://erp')).toBe(0);
  });

  it('retries a read at once when another read from the same ERP succeeds during its backoff', async () => {
    let failures = 1;
    const s = await startStub((app) => {
      app.get('/preview/items/A1', (_q, r) => (failures-- > 0 ? r.code(503).send(problem(503)) : r.send({ itemNumber: 'A1' })));
      app.get('/preview/items/B2', (_q, r) => r.send({ itemNumber: 'B2' }));
    });
    const erp = await client(s.url, { retry: slowRetry });
    const started = Date.now();
    const first = erp.preview.items.get('A1');
    // The first attempt failed and its retry waits 8 s before the second read goes out.
    await expect.poll(() => s.seen.length).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    await erp.preview.items.get('B2');
    expect((await first).itemNumber).toBe('A1');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(s.seen.map((r) => r.url)).toEqual(['/preview/items/A1', '/preview/items/B2', '/preview/items/A1']);
  });

  it('keeps waiting out a Retry-After the ERP asked for, whatever else it answers', async () => {
    let failures = 1;
    const s = await startStub((app) => {
      app.get('/preview/items/A1', (_q, r) => (failures-- > 0 ? r.code(503).header('retry-after', '1').send(problem(503)) : r.send({ itemNumber: 'A1' })));
      app.get('/preview/items/B2', (_q, r) => r.send({ itemNumber: 'B2' }));
    });
    const erp = await client(s.url);
    const started = Date.now();
    const first = erp.preview.items.get('A1');
    await expect.poll(() => s.seen.length).toBe(1);
    await erp.preview.items.get('B2');
    await first;
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('keeps waiting out the backoff after a 429, whatever else the ERP answers', async () => {
    let refusals = 1;
    const s = await startStub((app) => {
      app.get('/preview/items/A1', (_q, r) => (refusals-- > 0 ? r.code(429).send(problem(429)) : r.send({ itemNumber: 'A1' })));
      app.get('/preview/items/B2', (_q, r) => r.send({ itemNumber: 'B2' }));
    });
    const erp = await client(s.url, { retry: { baseDelayMs: 1_000, maxDelayMs: 1_000, random: () => 1 } });
    const started = Date.now();
    const first = erp.preview.items.get('A1');
    await expect.poll(() => s.seen.length).toBe(1);
    await erp.preview.items.get('B2');
    await first;
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});
