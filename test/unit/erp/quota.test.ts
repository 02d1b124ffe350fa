import { describe, expect, it } from 'vitest';
import { QuotaLimiter, type QuotaWait } from '../../../src/main/erp/quota';

/** Sends `count` calls through the limiter, each answered at once; returns when each was sent. */
async function sendAll(limiter: QuotaLimiter, count: number): Promise<number[]> {
  const sent: number[] = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      const release = await limiter.acquire();
      sent.push(performance.now());
      release();
    }),
  );
  return sent.sort((a, b) => a - b);
}

describe('client-side quota', () => {
  it('never lets more than the limit start within one window, and spreads the rest over later windows', async () => {
    const limiter = new QuotaLimiter({ perWindow: 5, windowMs: 40 });
    const sent = await sendAll(limiter, 15);
    for (const at of sent) expect(sent.filter((t) => t > at - 39 && t <= at).length).toBeLessThanOrEqual(5);
    expect(sent.at(-1)! - sent[0]!).toBeGreaterThanOrEqual(2 * 40 - 2);
  });

  it('holds a slot while the call runs, so a slow call still counts against the window', async () => {
    const limiter = new QuotaLimiter({ perWindow: 1, windowMs: 10 });
    const first = await limiter.acquire();
    let second = false;
    const next = limiter.acquire().then((release) => ((second = true), release));
    await new Promise((r) => setTimeout(r, 30));
    expect(second).toBe(false);
    first();
    (await next)();
    expect(second).toBe(true);
  });

  it('after a 429 lowers the limit below the calls it had in the window and waits for Retry-After, reporting the wait', async () => {
    const limiter = new QuotaLimiter({ perWindow: 100, windowMs: 10_000 });
    await sendAll(limiter, 31);
    limiter.refused(150); // the 31st call was the one refused
    expect(limiter.currentLimit).toBe(15);
    expect(limiter.refusals).toBe(1);
    // The 30 slots are still held (10 s window): the next call must wait, and says so.
    const waits: QuotaWait[] = [];
    const controller = new AbortController();
    const pending = limiter.acquire(controller.signal, (w) => waits.push(w));
    await new Promise((r) => setTimeout(r, 20));
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
    expect(waits[0]!.waitMs).toBeGreaterThan(100);
    expect(waits[0]!.limit).toBe(15);
  });

  it('a second 429 lowers by at least one more, never under ten calls unless configured so', async () => {
    const limiter = new QuotaLimiter({ perWindow: 100, windowMs: 10_000 });
    await sendAll(limiter, 41);
    limiter.refused(undefined);
    expect(limiter.currentLimit).toBe(20);
    limiter.refused(undefined);
    expect(limiter.currentLimit).toBe(19);
    const idle = new QuotaLimiter({ perWindow: 100, windowMs: 1000 });
    idle.refused(undefined);
    expect(idle.currentLimit).toBe(10);
    const small = new QuotaLimiter({ perWindow: 4, windowMs: 1000 });
    small.refused(undefined);
    expect(small.currentLimit).toBe(4);
  });

  it('a learned limit doubles back toward the configured one after each quiet period, and a new 429 restarts the wait', () => {
    let clock = 0;
    const limiter = new QuotaLimiter({ perWindow: 100, windowMs: 1000, recoverAfterMs: 60_000, now: () => clock });
    limiter.refused(undefined);
    expect(limiter.currentLimit).toBe(10);
    clock = 59_999;
    expect(limiter.currentLimit).toBe(10);
    clock = 60_000;
    expect(limiter.currentLimit).toBe(20);
    // Nothing held in the window: the new 429 teaches the floor again, and the quiet period restarts.
    limiter.refused(undefined);
    expect(limiter.currentLimit).toBe(10);
    clock = 60_000 + 59_000;
    expect(limiter.currentLimit).toBe(10);
    // Long quiet: every period doubles once more, never above what the profile allows.
    clock = 60_000 + 5 * 60_000;
    expect(limiter.currentLimit).toBe(100);
  });

  it('follows rate-limit headers when a server sends them: a lower announced limit, and none left until the reset', async () => {
    const limiter = new QuotaLimiter({ perWindow: 6000, windowMs: 60_000 });
    limiter.observe({ 'x-ratelimit-limit': '100' });
    expect(limiter.currentLimit).toBe(90);
    limiter.observe({ 'ratelimit-limit': '1000' }); // never raised above what was learned
    expect(limiter.currentLimit).toBe(90);
    limiter.observe({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '2' });
    const waits: QuotaWait[] = [];
    const controller = new AbortController();
    const pending = limiter.acquire(controller.signal, (w) => waits.push(w));
    await new Promise((r) => setTimeout(r, 10));
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
    expect(waits[0]!.waitMs).toBeGreaterThan(1900);
  });
});
